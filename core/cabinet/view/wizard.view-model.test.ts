import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADVERTISE_PLACES } from '../../campaign/advertise-place'
import { visibleSteps } from '../../campaign/wizard.steps'
import { allCalculators } from '../../pricing/calculators/all-calculators'
import {
  asksBeforeLeaving,
  specialProjectsCatalogue,
  checksVacancy,
  advertiserErrors,
  afterConfirmationNote,
  AGENCY_CLIENT_MISSING,
  MATERIAL_AFTER_CONFIRMATION,
  materialStep,
  campaignBody,
  paymentStepLink,
  placementsCatalogue,
  resumeLink,
  wizardHref,
  wizardView,
} from './wizard.view-model'

const plain = { fromCalculator: false, isAgency: false }

describe('the wizard (R-SCREEN-02, R-SCREEN-03)', () => {
  it('step 1 is the placements catalogue and needs no place; a later step without a place is refused', () => {
    const first = wizardView({ step: '1' }, plain)
    expect(first.ok && first.value.current).toBe('placements')
    expect(first.ok && first.value.steps.map((s) => s.title)).toEqual(['Рекламоноситель'])
    expect(wizardView({ step: '2' }, plain).ok).toBe(false)
    expect(wizardView({ step: '2', place: 'nowhere' }, plain).ok).toBe(false)
    expect(wizardView({ step: 'x', place: 'lightBoxes' }, plain).ok).toBe(false)
  })

  it('bus monitors name their calculator step "Выбор пакета", the others "Калькулятор" (R-WIZ-04, R-WIZ-05)', () => {
    const bus = wizardView({ step: '3', place: 'busMonitors' }, plain)
    expect(bus.ok && bus.value.current).toBe('calculator')
    expect(bus.ok && bus.value.steps[2]?.title).toBe('Выбор пакета')
    const boxes = wizardView({ step: '3', place: 'lightBoxes' }, plain)
    expect(boxes.ok && boxes.value.steps.map((s) => s.title)).toEqual([
      'Рекламоноситель',
      'Выбор рекламодателя',
      'Калькулятор',
      'Ввод реквизитов',
      'Загрузка материалов',
      'Типография',
    ])
  })

  it('links carry the place until the campaign is saved, then its id; the current step splits done from ahead', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADVERTISE_PLACES),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.uuid(), { nil: undefined }),
        fc.nat(),
        (place, fromCalculator, isAgency, campaignId, pick) => {
          const context = { fromCalculator, isAgency }
          const steps = visibleSteps(place, context)
          if (!steps.ok) throw new Error(place)
          const number = (pick % steps.value.length) + 1
          const view = wizardView(
            { step: String(number), place, ...(campaignId ? { campaignId } : {}) },
            context,
          )
          if (!view.ok) throw new Error(view.error.message)
          expect(view.value.current).toBe(steps.value[number - 1])
          expect(view.value.steps.map((s) => s.state)).toEqual(
            steps.value.map((_, i) => (i + 1 < number ? 'done' : i + 1 === number ? 'current' : 'ahead')),
          )
          expect(view.value.next).toBe(
            number < steps.value.length ? wizardHref(number + 1, place, campaignId) : undefined,
          )
          expect(view.value.back).toBe(number > 1 ? wizardHref(number - 1, place, campaignId) : undefined)
          for (const s of view.value.steps)
            expect(s.href).toBe(
              campaignId
                ? `/calculator/step-${s.number}/${campaignId}`
                : `/calculator/step-${s.number}?advertisePlace=${place}`,
            )
          expect(wizardView({ step: String(steps.value.length + 1), place }, context).ok).toBe(false)
        },
      ),
    )
  })

  it('the placements catalogue lists the 16 places a calculator prices, without the special projects', () => {
    const catalogue = placementsCatalogue(allCalculators(), (p) => p === 'lightBoxes')
    expect(catalogue).toHaveLength(16)
    expect(catalogue.map((e) => e.place)).not.toContain('nonStandart')
    expect(catalogue.filter((e) => e.ready).map((e) => e.place)).toEqual(['lightBoxes'])
    expect(catalogue.find((e) => e.place === 'mediaFacade')?.title).toBe('Медиафасады')
  })

  it('the advertiser step asks for a name, keeps both texts within the server limit, and sends only what is set', () => {
    expect(advertiserErrors({ name: '  ', brandName: '' })).toEqual({ name: 'Укажите название кампании' })
    expect(Object.keys(advertiserErrors({ name: 'x'.repeat(201), brandName: 'y'.repeat(201) }))).toEqual([
      'name',
      'brandName',
    ])
    expect(advertiserErrors({ name: 'x'.repeat(200), brandName: '' })).toEqual({})
    expect(campaignBody({ name: ' Весна ', brandName: ' ' }, { a: 1 })).toEqual({
      name: 'Весна',
      calculation: { a: 1 },
    })
    expect(campaignBody({ name: 'Весна', brandName: 'Ромашка', partnerId: 'p' }, {})).toEqual({
      name: 'Весна',
      brandName: 'Ромашка',
      partners: ['p'],
      calculation: {},
    })
  })

  it("the catalogue offers the draft's last step to go on, but not the catalogue itself", () => {
    const title = (p: string) => (p === 'lightBoxes' ? 'Световые короба' : undefined)
    const at = '/calculator/step-3?advertisePlace=lightBoxes'
    expect(resumeLink({ at, place: 'lightBoxes', name: '' }, title)).toEqual({
      href: at,
      label: 'Продолжить: «Световые короба»',
    })
    expect(
      resumeLink({ at: '/calculator/step-4/c1', place: 'lightBoxes', name: 'Весна' }, title)?.label,
    ).toBe('Продолжить: «Весна»')
    expect(resumeLink({ at: '/calculator/step-1', place: 'lightBoxes', name: '' }, title)).toBeUndefined()
    // A step the place's wizard lacks would send the user back to the catalogue: never offered as such.
    expect(resumeLink({ at: '/calculator/step-12', place: 'lightBoxes', name: '' }, title)).toBeUndefined()
    expect(resumeLink({ place: 'lightBoxes', name: '' }, title)).toBeUndefined()
  })
})

describe('leaving the wizard with unsaved changes (issue #15 item 1)', () => {
  it('asks before any cabinet path outside the wizard, never between its steps or with nothing unsaved', () => {
    const unsaved = { unsaved: true }
    expect(asksBeforeLeaving(unsaved, '/campaigns')).toBe(true)
    expect(asksBeforeLeaving(unsaved, '/')).toBe(true)
    expect(asksBeforeLeaving(unsaved, '/calculators')).toBe(true)
    expect(asksBeforeLeaving(unsaved, '/calculator')).toBe(false)
    expect(asksBeforeLeaving(unsaved, '/calculator/step-1')).toBe(false)
    expect(asksBeforeLeaving(unsaved, '/calculator/step-3/c-1')).toBe(false)
    expect(asksBeforeLeaving(unsaved, '/calculator?advertisePlace=metroMonitors')).toBe(false)
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(asksBeforeLeaving({ unsaved: false }, path)).toBe(false)
      }),
    )
  })
})

describe('the vacancy check of stickers and light boxes (cabinet §7)', () => {
  it('runs on the payment and printing steps of a saved sticker or light-box campaign only', () => {
    expect(checksVacancy({ current: 'payment', place: 'lightBoxes' }, 'c1')).toBe(true)
    expect(checksVacancy({ current: 'printing', place: 'metroStickers' }, 'c1')).toBe(true)
    expect(checksVacancy({ current: 'payment', place: 'lightBoxes' })).toBe(false)
    expect(checksVacancy({ current: 'calculator', place: 'lightBoxes' }, 'c1')).toBe(false)
    expect(checksVacancy({ current: 'payment', place: 'metroMonitors' }, 'c1')).toBe(false)
  })
})

describe('special projects in the catalogue (issue #15 item 3)', () => {
  it('offers the four special projects for a manager’s price, none of the calculated places', () => {
    const projects = specialProjectsCatalogue(allCalculators())
    expect(projects.map((p) => p.place)).toEqual([
      'nonStandart',
      'escalatorSteps',
      'pointersStandart',
      'beautySalonMonitors',
    ])
    expect(projects.every((p) => p.title.trim() !== '')).toBe(true)
  })
})

describe('the way to pay (issue #47)', () => {
  const viewer = { isAgency: false, isObserver: false }
  const campaign = (over: Partial<Parameters<typeof paymentStepLink>[0]> = {}) => ({
    _id: 'c1',
    advertisePlace: 'metroStickers' as const,
    state: { _id: 'draft' as const, name: '' },
    paymentState: { _id: 'notPaid' as const, name: '' },
    reservationStatus: { _id: 'reserved' as const, name: '' },
    ...over,
  })

  it('asks an agency for the client it books for, an advertiser not', () => {
    const fields = { name: 'Хлеб', brandName: '' }
    expect(advertiserErrors(fields, { isAgency: true })).toEqual({ partnerId: AGENCY_CLIENT_MISSING })
    expect(advertiserErrors({ ...fields, partnerId: 'p1' }, { isAgency: true })).toEqual({})
    expect(advertiserErrors(fields)).toEqual({})
  })

  it('leads every unpaid campaign to its payment step, an agency’s too', () => {
    expect(paymentStepLink(campaign(), viewer)).toBe('/calculator/step-4/c1')
    expect(paymentStepLink(campaign(), { ...viewer, isAgency: true })).toBe('/calculator/step-4/c1')
    expect(paymentStepLink(campaign({ paymentState: { _id: 'paid', name: '' } }), viewer)).toBeUndefined()
    expect(paymentStepLink(campaign({ state: { _id: 'completed', name: '' } }), viewer)).toBeUndefined()
    expect(paymentStepLink(campaign(), { ...viewer, isObserver: true })).toBeUndefined()
  })

  it('leads a transit-shelter campaign there once its reservation is confirmed (R-ERR-15)', () => {
    const shelter = campaign({ advertisePlace: 'transitShelter' })
    expect(paymentStepLink(shelter, viewer)).toBeUndefined()
    expect(paymentStepLink({ ...shelter, reservationStatus: { _id: 'confirmed', name: '' } }, viewer)).toBe(
      '/calculator/step-4/c1',
    )
  })
})

describe('a transit-shelter campaign’s layout (walk defect 2: the manager confirms the reservation first)', () => {
  const viewer = { isAgency: false, isObserver: false }
  const shelter = (reservation: 'reserved' | 'confirmed', images: readonly unknown[] = []) => ({
    _id: 'c1',
    advertisePlace: 'transitShelter' as const,
    state: { _id: 'draft' as const, name: '' },
    reservationStatus: { _id: reservation, name: '' },
    advertiser: { images, videos: [] },
  })

  it('R-ERR-15 says it waits for the confirmation, then leads to the upload step, step 5', () => {
    expect(materialStep(shelter('reserved') as never, viewer)).toEqual({
      kind: 'afterConfirmation',
      note: MATERIAL_AFTER_CONFIRMATION,
    })
    expect(materialStep(shelter('confirmed') as never, viewer)).toEqual({
      kind: 'upload',
      href: '/calculator/step-5/c1',
      label: 'Загрузить макет',
    })
  })

  it('offers nothing once the layout is there, to an observer, or past the draft', () => {
    expect(materialStep(shelter('confirmed', [{ _id: 'm1', status: 'noStatus' }]) as never, viewer)).toBe(
      undefined,
    )
    expect(materialStep(shelter('confirmed') as never, { ...viewer, isObserver: true })).toBeUndefined()
    expect(
      materialStep({ ...shelter('confirmed'), state: { _id: 'approved', name: '' } } as never, viewer),
    ).toBeUndefined()
  })

  it('leads any other draft without its material to its own upload step', () => {
    const metro = { ...shelter('reserved'), advertisePlace: 'metroMonitors' as const }
    expect(materialStep(metro as never, viewer)).toEqual({
      kind: 'upload',
      href: '/calculator/step-5/c1',
      label: 'Загрузить видеоролик',
    })
  })

  it('R-WIZ-02 the wizard ends at its calculator and says which steps open after the confirmation', () => {
    const before = wizardView({ step: '3', place: 'transitShelter', campaignId: 'c1' }, plain)
    expect(before.ok && before.value.steps).toHaveLength(3)
    expect(before.ok && before.value.afterConfirmation).toEqual(['Ввод реквизитов', 'Загрузка материалов'])
    expect(afterConfirmationNote(['Ввод реквизитов', 'Загрузка материалов'])).toBe(
      'Дальше кампания уходит менеджеру на проверку. После подтверждения бронирования здесь откроются шаги ' +
        '«Ввод реквизитов» и «Загрузка материалов»: вы получите счёт и загрузите макет.',
    )
    const after = wizardView(
      { step: '3', place: 'transitShelter', campaignId: 'c1' },
      { ...plain, reservationConfirmed: true },
    )
    expect(after.ok && after.value.next).toBe('/calculator/step-4/c1')
    expect(after.ok && after.value.afterConfirmation).toBeUndefined()
  })

  it('the catalogue’s «Продолжить» never loops: a step open only after the confirmation leads to the campaign page', () => {
    const title = () => 'Остановки'
    expect(
      resumeLink({ at: '/calculator/step-5/c1', place: 'transitShelter', name: 'Тест остановки' }, title),
    ).toEqual({ href: '/campaigns/c1', label: 'Продолжить: «Тест остановки»' })
    expect(resumeLink({ at: '/calculator/step-3/c1', place: 'transitShelter', name: '' }, title)?.href).toBe(
      '/calculator/step-3/c1',
    )
    expect(
      resumeLink(
        { at: '/calculator/step-5?advertisePlace=transitShelter', place: 'transitShelter', name: '' },
        title,
      ),
    ).toBeUndefined()
  })
})
