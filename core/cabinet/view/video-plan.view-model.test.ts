import { describe, expect, it } from 'vitest'
import type { MediaRowView } from '../stores/media-library.store'
import {
  clipSecondsOf,
  EMPTY_PLAN_DRAFT,
  hasVideoPlan,
  planBody,
  planDraftOf,
  videoPlanRows,
  videoPlanView,
} from './video-plan.view-model'

const campaign = {
  _id: 'c1',
  startDate: '2027-09-01',
  endDate: '2027-09-30',
  state: { _id: 'draft' as const },
}
const entry = {
  _id: 'e1',
  scheduleId: 'c1',
  startDate: '2027-09-01',
  endDate: '2027-09-10',
  videos: [
    {
      advertiseVideoId: 'v1',
      share: 60,
      advertiseVideo: { _id: 'v1', name: 'Весна.mp4', status: 'moderation' as const },
    },
  ],
}
const videos = [
  { id: 'v1', name: 'Весна.mp4' },
  { id: 'v2', name: 'Лето.mp4' },
] as unknown as MediaRowView[]
const author = { isObserver: false, attempted: true, refusal: undefined }

describe('the video rotation plan section (R-SCREEN-05, cabinet §7 videoSchedule)', () => {
  it('says each period with its videos, their shares and status, and what is left to the campaign’s own video', () => {
    expect(videoPlanRows([entry])).toEqual([
      {
        id: 'e1',
        period: '01.09.2027 – 10.09.2027',
        videos: ['Весна.mp4 — 60 % (на модерации)'],
        rest: 'Остальные 40 % — основной ролик кампании',
      },
    ])
    const gone = { ...entry, videos: [{ advertiseVideoId: 'v9', share: 100, advertiseVideo: null }] }
    expect(videoPlanRows([gone])[0]).toMatchObject({
      videos: ['Ролик удалён из медиатеки — 100 %'],
      rest: undefined,
    })
  })

  it('checks the form by the server’s own rules before sending', () => {
    const view = (draft: Parameters<typeof videoPlanView>[3]) =>
      videoPlanView(campaign, [entry], videos, draft, author).form
    expect(view(EMPTY_PLAN_DRAFT)).toMatchObject({ errors: { period: 'Выберите дни показа' }, valid: false })
    const period = { start: '2027-09-11', end: '2027-09-20' }
    expect(view({ period, shares: { v1: '' } })?.errors).toEqual({
      shares: 'Укажите долю хотя бы одного ролика',
    })
    expect(view({ period, shares: { v1: 0, v2: 12.5 } })?.errors).toEqual({
      v1: 'Не меньше 1',
      v2: 'Введите целое число',
    })
    expect(view({ period, shares: { v1: 70, v2: 40 } })).toMatchObject({
      errors: { shares: 'Доли роликов в сумме 110%: должно быть не больше 100%' },
      summary: 'Доли роликов в сумме 110%: должно быть не больше 100%',
      valid: false,
    })
    expect(view({ period: { start: '2027-09-05', end: '2027-09-12' }, shares: { v2: 100 } })?.errors).toEqual(
      {
        period: 'Период пересекается с другой записью плана этого расписания: с 01.09.2027 по 10.09.2027',
      },
    )
    // The entry changed is not checked against itself.
    expect(view({ ...planDraftOf(entry), shares: { v1: 100 } })).toMatchObject({ valid: true, errors: {} })
    const fine = view({ period, shares: { v1: 70, v2: 30 } })
    expect(fine).toMatchObject({
      valid: true,
      errors: {},
      title: 'Добавить период',
      submit: 'Добавить в план',
    })
    expect(planBody({ period, shares: { v1: 70, v2: '' } })).toEqual({
      startDate: '2027-09-11',
      endDate: '2027-09-20',
      videos: [{ advertiseVideoId: 'v1', share: 70 }],
    })
  })

  it('shows problems only after a try, and a refusal at the video it names', () => {
    const quiet = videoPlanView(campaign, [], videos, EMPTY_PLAN_DRAFT, { ...author, attempted: false })
    expect(quiet.form).toMatchObject({ errors: {}, summary: undefined, valid: false })
    const refused = videoPlanView(
      campaign,
      [],
      videos,
      { period: { start: '2027-09-11', end: '2027-09-20' }, shares: { v1: 50, v2: 50 } },
      {
        ...author,
        refusal: { message: 'Ролик «Лето.mp4» отклонён модератором', field: 'videos.1.advertiseVideoId' },
      },
    )
    expect(refused.form?.errors).toEqual({ v2: 'Ролик «Лето.mp4» отклонён модератором' })
    expect(refused.form?.summary).toBe('Ролик «Лето.mp4» отклонён модератором')
  })

  it('offers no form to an observer, on a finished campaign, or without a fitting video', () => {
    expect(
      videoPlanView(campaign, [entry], videos, EMPTY_PLAN_DRAFT, { ...author, isObserver: true }),
    ).toMatchObject({ form: undefined, closed: undefined })
    const done = { ...campaign, state: { _id: 'completed' as const } }
    expect(videoPlanView(done, [entry], videos, EMPTY_PLAN_DRAFT, author)).toMatchObject({
      form: undefined,
      closed: 'Кампания завершена: план показа больше не меняется',
    })
    expect(videoPlanView(campaign, [], [], EMPTY_PLAN_DRAFT, author).closed).toMatch(
      /^В медиатеке нет роликов/,
    )
  })

  it('belongs to the places that play videos, with the clip bought', () => {
    expect(hasVideoPlan('metroMonitors')).toBe(true)
    expect(hasVideoPlan('lightBoxes')).toBe(false)
    expect(clipSecondsOf({ clipDuration: 10 })).toBe(10)
    expect(clipSecondsOf({ videoTiming: 15 })).toBe(15)
    expect(clipSecondsOf({})).toBeUndefined()
  })
})
