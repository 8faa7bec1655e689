import { css, cx } from '@linaria/core'
import { useEffect, useState, type FormEvent } from 'react'
import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import {
  advertiserCalls,
  CampaignAdvertiserStore,
  type AdvertiserChange,
} from '../../../core/cabinet/stores/campaign-advertiser.store'
import {
  campaignAdvertiserView,
  partnerOfChoice,
} from '../../../core/cabinet/view/campaign-advertiser.view-model'
import type { Campaign } from '../../../core/contract/campaign.answer'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { card } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Select } from '../../design/Select'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { color, space } from '../../design/tokens'
import { plainList, records, section } from './campaign-page.styles'

const box = css`
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${space(3)};
    margin-top: ${space(4)};
  }
  form > :first-child {
    flex: 1 1 280px;
  }
  .note {
    color: ${color.muted};
    margin: ${space(3)} 0 0;
  }
`

/**
 * «Рекламодатель» of the campaign page (R-API-12, the partners half): whom the campaign is booked for, and while it
 * is a draft or rejected and not invoiced, the choice of another advertiser from the profile (the core's
 * campaignAdvertiserView). The change is the server's partner calls (CampaignAdvertiserStore); the campaign is read
 * again after, so the page shows what the server keeps, a refusal said in its words.
 */
export const CampaignAdvertiser = ({
  campaign,
  isAgency,
  onChanged,
}: {
  readonly campaign: Campaign
  readonly isAgency: boolean
  readonly onChanged: () => Promise<void>
}) => {
  const advertiser = useService(AdvertiserStore)
  const store = useService(CampaignAdvertiserStore)
  const { partners, loaded, loadError } = useReadable(advertiser)
  const changing = useReadable(store).loading
  const [choice, setChoice] = useState<string | undefined>(undefined)
  useEffect(() => void advertiser.load(), [advertiser])

  const view = campaignAdvertiserView(campaign, partners, { isObserver: false, isAgency })
  const selected = choice ?? view.selected
  const asked: AdvertiserChange = {
    place: campaign.advertisePlace,
    campaignId: campaign._id,
    current: campaign.partners,
    next: partnerOfChoice(selected),
  }
  const change = async (event: FormEvent) => {
    event.preventDefault()
    const done = await store.run(asked)
    notify(
      done.ok
        ? { title: 'Рекламодатель кампании сменён', tone: 'success' }
        : { title: done.error, tone: 'error' },
    )
    await onChanged()
    setChoice(undefined)
  }

  return (
    <section className={cx(card, section, records, box)} aria-labelledby="advertiser-title">
      <h2 id="advertiser-title">Рекламодатель</h2>
      {!loaded && loadError !== undefined ? (
        <p className="note" role="alert">
          {loadError}
        </p>
      ) : !loaded ? (
        <Skeleton lines={1} />
      ) : (
        <>
          <ul className={plainList} aria-label="Для кого кампания">
            {view.lines.map((line) => (
              <li key={line}>
                <span className="title">{line}</span>
              </li>
            ))}
          </ul>
          {view.changeable && (
            <form onSubmit={(event) => void change(event)} aria-label="Смена рекламодателя">
              <Select
                label="Забронировать для"
                options={view.choices.map((c) => ({ id: c.id, name: c.label }))}
                value={selected}
                onChange={setChoice}
              />
              <Button type="submit" isDisabled={advertiserCalls(asked).length === 0 || changing}>
                Сменить рекламодателя
              </Button>
            </form>
          )}
          {view.note !== undefined && (
            <p className="note">
              {view.note}
              {view.needsPartners && (
                <>
                  {' '}
                  <Link href="/advertisers">Добавить рекламодателя</Link>
                </>
              )}
            </p>
          )}
        </>
      )}
    </section>
  )
}
