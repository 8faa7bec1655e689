import { describe, expect, it } from 'vitest'
import type { AdvertiserState } from '../../advertiser/advertiser.store'
import type { LiveQuoteState } from '../../pricing/selection/live-quote.store'
import { StateStore } from '../../shared/store'
import { keepAutoFlow, readAutoFlow } from '../routing/auto-flow'
import { CampaignDetailStore } from '../stores/campaign-detail.store'
import { CampaignSaveStore } from '../stores/campaign-save.store'
import { WizardDraftStore } from '../stores/wizard-draft.store'
import { FakeHttpClient } from '../testing/fake-http-client'
import { listedCampaignWire } from '../testing/listed-campaign.fixture'
import { MemoryStorage } from '../testing/fake-ports'
import { WizardController, type WizardNext } from './wizard.controller'

const CAMPAIGNS = '/api/v1/clients/commercial-campaigns'
const wire = (id: string, name = 'Весна') => listedCampaignWire(id, { name })

/** A store whose load is counted and whose state the test sets. */
class Loaded<S extends object> extends StateStore<S> {
  loads = 0
  load(): Promise<void> {
    this.loads++
    return Promise.resolve()
  }
  put(next: S): void {
    this.set(next)
  }
}

const setup = () => {
  const http = new FakeHttpClient()
  const storage = new MemoryStorage()
  const live = new Loaded<LiveQuoteState>({ status: 'idle' })
  const advertiser = new Loaded<AdvertiserState>({
    legalEntities: [],
    partners: [],
    observers: [],
    loadError: undefined,
    loaded: true,
  })
  const detail = new CampaignDetailStore(http)
  const drafts = new WizardDraftStore(storage)
  const saver = new CampaignSaveStore(http)
  const controller = new WizardController({ live, advertiser, detail, drafts, saver, storage })
  return { http, storage, live, advertiser, detail, drafts, saver, controller }
}

/** Lets the stores' answered loads finish (the fake answers at once; the loads await it a few times). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

const next = (over: Partial<WizardNext> = {}): WizardNext => ({
  current: 'calculator',
  place: 'metroMonitors',
  named: true,
  priced: true,
  body: { name: 'Весна' },
  advertiserHref: '/calculator/step-2?advertisePlace=metroMonitors',
  calculatorHref: '/calculator/step-3?advertisePlace=metroMonitors',
  after: (id) => `/calculator/step-4/${id}`,
  ...over,
})

describe('the wizard’s controller (issue #49 item 5)', () => {
  it('entering a saved campaign loads prices, partners and the campaign once, and opens its draft', async () => {
    const { http, live, advertiser, drafts, controller } = setup()
    http.answer('GET', `${CAMPAIGNS}/c1`, { advertisingCampaign: wire('c1') })
    const seen: string[] = []
    const subscription = controller.state$.subscribe((s) => seen.push(s.campaign.status))
    controller.enter('c1')
    controller.enter('c1')
    await settle()
    expect([live.loads, advertiser.loads, http.callsTo('GET', `${CAMPAIGNS}/c1`).length]).toEqual([1, 1, 1])
    expect(seen).toContain('waiting')
    const state = controller.getSnapshot()
    expect(state.campaign).toMatchObject({ status: 'open', campaign: { _id: 'c1', name: 'Весна' } })
    expect(drafts.getSnapshot()).toMatchObject({ campaignId: 'c1', name: 'Весна', place: 'metroMonitors' })
    expect(controller.getSnapshot()).toBe(controller.getSnapshot())
    subscription.unsubscribe()
  })

  it('says the campaign failed in the server’s words and asks again on retry', async () => {
    const { http, controller } = setup()
    http.fail('GET', `${CAMPAIGNS}/c2`, { status: 404, message: 'Рекламная кампания не найдена' })
    controller.enter('c2')
    await settle()
    expect(controller.getSnapshot().campaign).toEqual({
      status: 'failed',
      error: 'Рекламная кампания не найдена',
    })
    http.answer('GET', `${CAMPAIGNS}/c2`, { advertisingCampaign: wire('c2') })
    controller.retry()
    await settle()
    expect(controller.getSnapshot().campaign.status).toBe('open')
  })

  it('does not take another campaign’s page for this one, and stops opening drafts once disposed', async () => {
    const { http, detail, drafts, controller } = setup()
    http.answer('GET', `${CAMPAIGNS}/other`, { advertisingCampaign: wire('other', 'Чужая') })
    await detail.load('other')
    http.answer('GET', `${CAMPAIGNS}/c3`, { advertisingCampaign: wire('c3', 'Своя') })
    controller.enter('c3')
    expect(controller.getSnapshot().campaign.status).toBe('waiting')
    controller.dispose()
    await settle()
    expect(controller.getSnapshot().campaign.status).toBe('open')
    expect(drafts.getSnapshot().campaignId).toBeUndefined()
  })

  it('takes over the calculator’s auto-flow once (R-ROUTE-14), and a new campaign adopts the address’s place', () => {
    const { storage, drafts, controller } = setup()
    keepAutoFlow(storage, 'cityFormatGroup')
    controller.enter(undefined)
    expect(drafts.getSnapshot()).toMatchObject({ place: 'cityFormatGroup', fromCalculator: true })
    expect(readAutoFlow(storage)).toBeUndefined()
    expect(controller.getSnapshot().campaign).toEqual({ status: 'none' })
    const step2 = {
      step: '2',
      href: '/calculator/step-2?advertisePlace=metroMonitors',
      place: 'metroMonitors',
    }
    controller.visit(step2)
    expect(drafts.getSnapshot()).toMatchObject({ place: 'metroMonitors', fromCalculator: false })
    controller.visit(step2)
    expect(drafts.getSnapshot().at).toBe(step2.href)
    // The catalogue is no place to resume at.
    controller.visit({ step: '1', href: '/calculator/step-1', place: undefined })
    expect(drafts.getSnapshot().at).toBe(step2.href)
  })

  it('"Далее" stays on a step missing its part and shows the problems; a visit hides them again', async () => {
    const { controller } = setup()
    controller.enter(undefined)
    expect(await controller.next(next({ current: 'advertiser', named: false }))).toBeUndefined()
    expect(controller.getSnapshot().showErrors).toBe(true)
    expect(await controller.next(next({ current: 'calculator', priced: false }))).toBeUndefined()
    // From a later step, what is missing is where it goes.
    expect(await controller.next(next({ current: 'payment', named: false }))).toBe(
      '/calculator/step-2?advertisePlace=metroMonitors',
    )
    expect(await controller.next(next({ current: 'payment', priced: false }))).toBe(
      '/calculator/step-3?advertisePlace=metroMonitors',
    )
    controller.visit({ step: '3', href: '/calculator/step-3', place: 'metroMonitors' })
    expect(controller.getSnapshot().showErrors).toBe(false)
  })

  it('"Далее" saves a new campaign and goes on with its id; unchanged and saved, it only goes on', async () => {
    const { http, drafts, controller } = setup()
    http.answer('POST', `${CAMPAIGNS}/metroMonitors`, { advertisingCampaign: { _id: 'new1' } })
    controller.enter(undefined)
    drafts.setAdvertiser({ name: 'Весна', brandName: 'Бренд' })
    expect(await controller.next(next())).toBe('/calculator/step-4/new1')
    expect(http.callsTo('POST', `${CAMPAIGNS}/metroMonitors`)).toHaveLength(1)
    expect(drafts.getSnapshot()).toMatchObject({ campaignId: 'new1', unsaved: false })
    expect(await controller.next(next())).toBe('/calculator/step-4/new1')
    expect(http.calls.filter((c) => c.method !== 'GET')).toHaveLength(1)
    drafts.setAdvertiser({ name: 'Лето', brandName: 'Бренд' })
    http.answer('PUT', `${CAMPAIGNS}/metroMonitors/new1`, { advertisingCampaign: { _id: 'new1' } })
    expect(await controller.next(next())).toBe('/calculator/step-4/new1')
    expect(http.callsTo('PUT', `${CAMPAIGNS}/metroMonitors/new1`)).toHaveLength(1)
  })

  it('"Далее" on a saved campaign reads it again before the next step: the invoice is drawn on its new sum', async () => {
    const { http, drafts, controller } = setup()
    http.answer('GET', `${CAMPAIGNS}/c5`, { advertisingCampaign: { ...wire('c5'), taxesSum: 100 } })
    controller.enter('c5')
    await settle()
    expect(controller.getSnapshot().campaign).toMatchObject({ status: 'open', campaign: { taxesSum: 100 } })
    drafts.setCalculation({ items: ['more'] })
    http.answer('PUT', `${CAMPAIGNS}/metroMonitors/c5`, { advertisingCampaign: { _id: 'c5' } })
    http.answer('GET', `${CAMPAIGNS}/c5`, { advertisingCampaign: { ...wire('c5'), taxesSum: 400 } })
    expect(await controller.next(next())).toBe('/calculator/step-4/c5')
    expect(controller.getSnapshot().campaign).toMatchObject({ status: 'open', campaign: { taxesSum: 400 } })
    expect(http.callsTo('GET', `${CAMPAIGNS}/c5`)).toHaveLength(2)
  })

  it('a refused save stays with the failure in the state; dropping the taken units forgets it', async () => {
    const { http, drafts, controller } = setup()
    http.fail('POST', `${CAMPAIGNS}/metroMonitors`, {
      status: 409,
      message: 'booking conflict',
      data: { inventoryNumbers: ['M-1'] },
    })
    controller.enter(undefined)
    drafts.setAdvertiser({ name: 'Весна', brandName: 'Бренд' })
    expect(await controller.next(next())).toBeUndefined()
    expect(controller.getSnapshot().saving.error?.taken).toEqual(['M-1'])
    controller.setCalculation({ items: [] })
    expect(controller.getSnapshot().saving.status).toBe('idle')
    expect(drafts.getSnapshot()).toMatchObject({ calculation: { items: [] }, unsaved: true })
  })
})
