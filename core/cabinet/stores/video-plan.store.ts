import { firstValueFrom } from 'rxjs'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import {
  decodeVideoPlan,
  type VideoPlanEntryWire,
  type VideoPlanWire,
} from '../../contract/video-plan.answer'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { fieldErrorsOf, serverSentence, toServerFailure } from '../../shared/server-failure'
import { StateStore } from '../../shared/store'
import { API } from './api-paths'
import { filesFitFor } from './library-pick.store'
import { mediaRowView, type MediaRowView } from './media-library.store'

/** Said when the plan or the library could not be read. */
export const PLAN_NOT_LOADED = 'Не удалось загрузить план показа. Проверьте соединение и обновите страницу.'
/** Said when a change got no answer: it may have been made, so the plan is read again before trying once more. */
export const PLAN_NOT_CHANGED = 'План показа не изменён: нет связи с сервером. Обновите страницу.'

/** An entry's body as POST and PATCH …/videoSchedule take it (core/media/video-schedule.contract.ts). */
export interface VideoPlanBody {
  readonly startDate: string
  readonly endDate: string
  readonly videos: readonly { readonly advertiseVideoId: string; readonly share: number }[]
}

export type VideoPlanChange =
  | { readonly kind: 'add'; readonly campaignId: string; readonly body: VideoPlanBody }
  | {
      readonly kind: 'change'
      readonly campaignId: string
      readonly entryId: string
      readonly body: VideoPlanBody
    }
  | { readonly kind: 'remove'; readonly campaignId: string; readonly entryId: string }

/** A refusal as the form shows it: the server's sentence, and the field it names when it names one. */
export interface VideoPlanRefusal {
  readonly message: string
  readonly field: string | undefined
}

export interface VideoPlanState {
  readonly campaignId: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly entries: readonly VideoPlanEntryWire[]
  /** The owner's videos the place takes for the bought clip (listForAttach): what an entry may rotate. */
  readonly videos: readonly MediaRowView[]
  readonly error: string | undefined
}

const EMPTY: VideoPlanState = {
  campaignId: undefined,
  status: 'idle',
  entries: [],
  videos: [],
  error: undefined,
}

const planPath = (campaignId: string) => `${API.campaigns}/${encodeURIComponent(campaignId)}/videoSchedule`

/**
 * A campaign's video rotation plan on its page (cabinet §7 videoSchedule GET, POST, PATCH, DELETE; R-API-13): which
 * videos rotate in which days and with what share of the airings. Read with the library's videos fit for the place
 * and clip; each change answers the whole plan, which replaces the list, so what a person reads is the server's. A
 * refusal is the server's sentence with its field and changes nothing.
 */
export class VideoPlanStore extends StateStore<VideoPlanState> {
  readonly change: AsyncAction<VideoPlanChange, VideoPlanWire, VideoPlanRefusal>

  constructor(private readonly http: HttpClient) {
    super(EMPTY)
    this.change = new AsyncAction(
      (change) => {
        const path = planPath(change.campaignId)
        const entry = change.kind === 'add' ? path : `${path}/${encodeURIComponent(change.entryId)}`
        return http.json(
          change.kind === 'add'
            ? { method: 'POST', path: entry, body: change.body }
            : change.kind === 'change'
              ? { method: 'PATCH', path: entry, body: change.body }
              : { method: 'DELETE', path: entry },
          decodeVideoPlan,
        )
      },
      (cause) => ({
        message: serverSentence(cause, PLAN_NOT_CHANGED),
        field: Object.keys(fieldErrorsOf(toServerFailure(cause)))[0],
      }),
    )
  }

  /**
   * Reads the plan and the videos it may use; another campaign's are dropped first, and a change of theirs. A
   * reader who may not read the library (an observer, capabilities.readsMediaLibrary) reads the plan alone: its
   * entries name their videos, and nothing is offered to change (R-ROLE-05..09, RULES.md decision 13).
   */
  async load(campaign: {
    readonly id: string
    readonly place: AdvertisePlace
    readonly clipSeconds: number | undefined
    readonly withLibrary: boolean
  }): Promise<void> {
    const same = this.getSnapshot().campaignId === campaign.id
    if (!same) this.change.reset()
    this.set({
      ...(same ? this.getSnapshot() : EMPTY),
      campaignId: campaign.id,
      status: 'loading',
      error: undefined,
    })
    try {
      const [plan, videos] = await Promise.all([
        firstValueFrom(this.http.json({ method: 'GET', path: planPath(campaign.id) }, decodeVideoPlan)),
        campaign.withLibrary
          ? firstValueFrom(filesFitFor(this.http, campaign.place, campaign.clipSeconds))
          : Promise.resolve([]),
      ])
      if (this.getSnapshot().campaignId !== campaign.id) return
      this.set({
        campaignId: campaign.id,
        status: 'ready',
        entries: plan.videoSchedule,
        videos: videos.filter((m) => m.kind === 'video').map(mediaRowView),
        error: undefined,
      })
    } catch {
      if (this.getSnapshot().campaignId === campaign.id)
        this.set({ ...this.getSnapshot(), status: 'error', error: PLAN_NOT_LOADED })
    }
  }

  /** Adds, changes or removes an entry; on success the answer's plan is the list. */
  async send(change: VideoPlanChange): Promise<boolean> {
    const done = await this.change.run(change)
    if (!done.ok) return false
    if (this.getSnapshot().campaignId === change.campaignId)
      this.set({ ...this.getSnapshot(), entries: done.value.videoSchedule })
    return true
  }
}
