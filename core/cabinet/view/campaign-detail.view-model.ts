import { AGREED_STATES } from '../../campaign/campaign-state.sets'
import type { Campaign } from '../../contract/campaign.answer'
import { statisticsLink } from './campaign-table.view-model'

export type DetailAction =
  | 'sendToModeration'
  | 'resubmit'
  | 'continueInWizard'
  | 'pay'
  | 'statistics'
  | 'pause'
  | 'resume'
  | 'prolong'
  | 'delete'

/**
 * What the campaign page offers (R-SCREEN-05), our reading of the spec's states: a draft can be sent to
 * moderation (the server refuses anything else, R-STATE-07); a rejected one is edited in the wizard where its
 * link leads (R-STATE-04), as is any campaign whose link is a wizard step, and once changed since its rejection is
 * sent again (issue #48 item 7);
 * statistics for a running or finished one (R-LIST-08); a prolongation of an agreed one not prolonged yet (cabinet
 * §7 prolongation: a new draft continuing it); pausing or resuming the showing of a paid one waiting for its start
 * or running (cabinet §4 start/stop); deletion of a campaign not yet paid for. An observer reads only.
 */
/** States whose showing can be paused and resumed: paid and not over (the server leaves a finished one alone). */
const SHOWN_STATES: readonly string[] = ['waitingForLaunch', 'active']

/**
 * Whether a paid campaign plays (cabinet §4 start/stop): 'paused' once its advertiser stopped it, until resumed; the
 * campaign's schedule items carry the flag. Undefined for a campaign that does not play in either way.
 */
export const showingOf = (c: Pick<Campaign, 'state' | 'unitedSchedule'>): 'playing' | 'paused' | undefined =>
  SHOWN_STATES.includes(c.state._id)
    ? c.unitedSchedule?.some((item) => item.isAllowed === false)
      ? 'paused'
      : 'playing'
    : undefined

export const detailActions = (
  c: Pick<Campaign, 'state' | 'paymentState' | 'prolongationCampaign' | 'unitedSchedule'>,
  options: {
    readonly isObserver: boolean
    readonly link: string | null
    readonly self: string
    /** False while the draft lacks what moderation needs (issue #47, core applicationOffer). */
    readonly canSend?: boolean
    /** A rejected campaign changed since, or a draft edited after its rejection (core sendOffer). */
    readonly canResubmit?: boolean
    /** Where the campaign is invoiced, when it is to be paid (issue #47, core paymentStepLink). */
    readonly payHref?: string
  },
): DetailAction[] => {
  if (options.isObserver) return []
  const actions: DetailAction[] = []
  if (options.canResubmit === true) actions.push('resubmit')
  else if (c.state._id === 'draft' && options.canSend !== false) actions.push('sendToModeration')
  if (options.link !== null && options.link !== options.self) actions.push('continueInWizard')
  if (options.payHref !== undefined && options.payHref !== options.link) actions.push('pay')
  if (c.state._id === 'active' || c.state._id === 'completed') actions.push('statistics')
  const showing = showingOf(c)
  if (showing !== undefined) actions.push(showing === 'paused' ? 'resume' : 'pause')
  if (AGREED_STATES.includes(c.state._id) && !c.prolongationCampaign) actions.push('prolong')
  if (c.paymentState._id === 'notPaid' && c.state._id !== 'active') actions.push('delete')
  return actions
}

export { statisticsLink }
