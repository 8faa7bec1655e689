import { css, cx } from '@linaria/core'
import { useEffect, useState, type FormEvent } from 'react'
import type { Campaign } from '../../../core/contract/campaign.answer'
import { VideoPlanStore } from '../../../core/cabinet/stores/video-plan.store'
import {
  clipSecondsOf,
  EMPTY_PLAN_DRAFT,
  planBody,
  planDraftOf,
  videoPlanView,
  type VideoPlanDraft,
} from '../../../core/cabinet/view/video-plan.view-model'
import { VIDEO_SHARE_RULE } from '../../../core/media/video-schedule'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { LoadFailed } from '../../components/LoadFailed'
import { card } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { DateRangePicker } from '../../design/DateRangePicker'
import { NumberField } from '../../design/NumberField'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { color, font, space } from '../../design/tokens'
import { plainList, records, section } from './campaign-page.styles'

const box = css`
  .closed,
  .empty {
    color: ${color.muted};
    margin: ${space(2)} 0 0;
  }
  .videos {
    display: grid;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .rest {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .shares {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${space(3)};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`

/**
 * «План показа роликов» of the campaign page (R-SCREEN-05; cabinet §7 videoSchedule): in which days which of the
 * owner's videos rotate and with what share of the airings, the rest going to the campaign's own video. The form
 * checks the server's rules before sending (inside the campaign, no overlap, 100 % at most) and shows the server's
 * refusal at its field; an observer reads the plan only, and the library is not asked for.
 */
export const CampaignVideoPlan = ({
  campaign,
  readOnly,
}: {
  readonly campaign: Campaign
  /** An observer's: the plan is read without the library, which it may not read (capabilities.readsMediaLibrary). */
  readonly readOnly: boolean
}) => {
  const store = useService(VideoPlanStore)
  const { status, entries, videos, error, campaignId: loaded } = useReadable(store)
  const changing = useReadable(store.change)
  const [draft, setDraft] = useState<VideoPlanDraft>(EMPTY_PLAN_DRAFT)
  const [attempted, setAttempted] = useState(false)
  const place = campaign.advertisePlace
  const clip = clipSecondsOf(campaign.calculation)
  const reload = () => void store.load({ id: campaign._id, place, clipSeconds: clip, withLibrary: !readOnly })
  useEffect(reload, [store, campaign._id, place, clip, readOnly])

  const body =
    status === 'error' && loaded === campaign._id ? (
      <LoadFailed message={error} onRetry={reload} />
    ) : status !== 'ready' || loaded !== campaign._id ? (
      <Skeleton lines={2} />
    ) : undefined
  const view = videoPlanView(campaign, entries, videos, draft, {
    isObserver: readOnly,
    attempted,
    refusal: changing.status === 'error' ? changing.error : undefined,
  })
  const edit = (next: VideoPlanDraft) => {
    if (changing.status === 'error') store.change.reset()
    setDraft(next)
  }
  const restart = () => {
    setAttempted(false)
    edit(EMPTY_PLAN_DRAFT)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    const entry = planBody(draft)
    if (!entry || !view.form?.valid) return
    const done = await store.send(
      draft.editing
        ? { kind: 'change', campaignId: campaign._id, entryId: draft.editing, body: entry }
        : { kind: 'add', campaignId: campaign._id, body: entry },
    )
    if (!done) return
    notify({
      title: draft.editing ? 'План показа изменён' : 'Период добавлен в план показа',
      tone: 'success',
    })
    restart()
  }

  return (
    <section className={cx(card, section, records, box)} aria-labelledby="video-plan-title">
      <h2 id="video-plan-title">План показа роликов</h2>
      {body ?? (
        <>
          {view.rows.length === 0 ? (
            <p className="empty">Плана нет: все дни показывается основной ролик кампании.</p>
          ) : (
            <ul className={plainList} aria-label="Периоды плана показа">
              {view.rows.map((row) => (
                <li key={row.id}>
                  <span className="title">{row.period}</span>
                  <ul className="videos">
                    {row.videos.map((v) => (
                      <li key={v}>{v}</li>
                    ))}
                    {row.rest && <li className="rest">{row.rest}</li>}
                  </ul>
                  {view.form && (
                    <>
                      <Button
                        variant="quiet"
                        size="small"
                        aria-label={`Изменить период ${row.period}`}
                        onPress={() => {
                          const entry = entries.find((e) => e._id === row.id)
                          setAttempted(false)
                          if (entry) edit(planDraftOf(entry))
                        }}
                      >
                        Изменить
                      </Button>
                      <Button
                        variant="quiet"
                        size="small"
                        aria-label={`Удалить период ${row.period}`}
                        isDisabled={changing.loading}
                        onPress={() =>
                          void store
                            .send({ kind: 'remove', campaignId: campaign._id, entryId: row.id })
                            .then((done) => {
                              if (!done) return
                              notify({ title: 'Период удалён из плана показа', tone: 'success' })
                              if (draft.editing === row.id) restart()
                            })
                        }
                      >
                        Удалить
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {view.closed !== undefined && <p className="closed">{view.closed}</p>}
          {view.form && (
            <>
              <h3 id="video-plan-form-title">{view.form.title}</h3>
              <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="video-plan-form-title">
                {view.form.summary && <Notice tone="error">{view.form.summary}</Notice>}
                <DateRangePicker
                  label="Дни показа"
                  value={draft.period}
                  min={view.bounds.min}
                  max={view.bounds.max}
                  onChange={(period) => edit({ ...draft, period })}
                  errorMessage={view.form.errors.period}
                />
                <div className="shares" role="group" aria-label="Доли роликов">
                  {videos.map((v) => (
                    <NumberField
                      key={v.id}
                      label={`Доля «${v.name}», %`}
                      rule={VIDEO_SHARE_RULE}
                      value={draft.shares[v.id] ?? ''}
                      steppers={false}
                      placeholder="не в ротации"
                      onChange={(share) => edit({ ...draft, shares: { ...draft.shares, [v.id]: share } })}
                      errorMessage={view.form?.errors[v.id]}
                    />
                  ))}
                </div>
                <div className="buttons">
                  <Button type="submit" isPending={changing.loading}>
                    {view.form.submit}
                  </Button>
                  {draft.editing && (
                    <Button variant="secondary" onPress={restart}>
                      Отмена
                    </Button>
                  )}
                </div>
              </Form>
            </>
          )}
        </>
      )}
    </section>
  )
}
