import { describe, expect, it } from 'vitest'
import type { Later } from '../../ports/later.port'
import { MemoryStorage } from '../testing/fake-ports'
import { EMPTY_DRAFT, parseDraft, WIZARD_DRAFT_KEY, WizardDraftStore } from './wizard-draft.store'

describe('the wizard draft (issue #15 item 1: a reload or a second tab resumes where the user was)', () => {
  it('keeps every change in local storage, so a second store (another tab, a reload) reads the same draft', () => {
    const storage = new MemoryStorage()
    const tab = new WizardDraftStore(storage)
    tab.choosePlace('lightBoxes', false)
    tab.setAdvertiser({ name: 'Весна', brandName: 'Ромашка', partnerId: 'p1' })
    tab.setCalculation({ startDate: '2027-03-01', endDate: '2027-03-31', itemIds: ['a'] })
    tab.visited('/calculator/step-3?advertisePlace=lightBoxes')
    const other = new WizardDraftStore(storage)
    expect(other.getSnapshot()).toEqual(tab.getSnapshot())
    expect(other.getSnapshot()).toMatchObject({
      place: 'lightBoxes',
      name: 'Весна',
      partnerId: 'p1',
      unsaved: true,
    })
    tab.saved('c1')
    other.refresh()
    expect(other.getSnapshot()).toMatchObject({ campaignId: 'c1', unsaved: false })
  })

  it('a reset puts the defaults in and keeps what it replaced for «Вернуть» until the next change, in this tab', () => {
    const storage = new MemoryStorage()
    const store = new WizardDraftStore(storage)
    store.choosePlace('navigationSign', false)
    const chosen = { startDate: '2027-05-01', endDate: '2027-05-31', stations: ['s1'] }
    const defaults = { startDate: '2027-01-01', endDate: '2027-01-31', stations: [] }
    store.setCalculation(chosen)
    store.saved('c1')
    store.resetCalculation(defaults)
    // A second press keeps the first calculation to bring back, not the defaults.
    store.resetCalculation(defaults)
    expect(store.getSnapshot()).toMatchObject({ calculation: defaults, replaced: chosen, unsaved: true })
    // Another tab reads the defaults, not the calculation replaced: that stays in this tab.
    expect(new WizardDraftStore(storage).getSnapshot()).not.toHaveProperty('replaced')
    expect(JSON.parse(storage.get('local', WIZARD_DRAFT_KEY) ?? '{}')).not.toHaveProperty('replaced')
    store.undoReset()
    expect(store.getSnapshot()).toMatchObject({ calculation: chosen, unsaved: true })
    expect(store.getSnapshot()).not.toHaveProperty('replaced')
    store.undoReset()
    expect(store.getSnapshot().calculation).toEqual(chosen)
    // A change after a reset forgets what it replaced.
    store.resetCalculation(defaults)
    store.setCalculation({ ...defaults, stations: ['s2'] })
    expect(store.getSnapshot()).not.toHaveProperty('replaced')
  })

  it('another place starts a new draft; the same place keeps what was typed; dropping a partner drops it', () => {
    const store = new WizardDraftStore(new MemoryStorage())
    store.choosePlace('lightBoxes', false)
    store.setAdvertiser({ name: 'Весна', brandName: '', partnerId: 'p1' })
    store.choosePlace('lightBoxes', true)
    expect(store.getSnapshot()).toMatchObject({ name: 'Весна', fromCalculator: true })
    store.setAdvertiser({ name: 'Весна', brandName: '' })
    expect(store.getSnapshot().partnerId).toBeUndefined()
    store.choosePlace('mediaFacade', false)
    expect(store.getSnapshot()).toEqual({ ...EMPTY_DRAFT, place: 'mediaFacade' })
    store.startCalculation({ itemIds: [] })
    store.startCalculation({ itemIds: ['x'] })
    expect(store.getSnapshot()).toMatchObject({ calculation: { itemIds: [] }, unsaved: false })
    store.adoptPlace('mediaFacade')
    expect(store.getSnapshot().calculation).toEqual({ itemIds: [] })
    store.adoptPlace('lightBoxes')
    expect(store.getSnapshot()).toEqual({ ...EMPTY_DRAFT, place: 'lightBoxes' })
    store.clear()
    expect(store.getSnapshot()).toEqual(EMPTY_DRAFT)
  })

  it('reads anything malformed as an empty draft, and never keeps a calculation without a known place', () => {
    for (const text of ['{', 'null', '[]', '"x"', JSON.stringify({ place: 'nowhere', calculation: {} })])
      expect(parseDraft(text).calculation).toBeUndefined()
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT)
    const storage = new MemoryStorage()
    storage.set('local', WIZARD_DRAFT_KEY, '{broken')
    expect(new WizardDraftStore(storage).getSnapshot()).toEqual(EMPTY_DRAFT)
  })

  it('opening a saved campaign takes its fields from the server, and keeps later edits while it stays open', () => {
    const store = new WizardDraftStore(new MemoryStorage())
    const campaign = {
      _id: 'c9',
      advertisePlace: 'mediaFacade' as const,
      name: 'Осень',
      brandName: 'Ромашка',
      partners: ['p2'],
      calculation: { itemIds: ['m1'] },
    }
    store.openCampaign(campaign)
    expect(store.getSnapshot()).toMatchObject({
      campaignId: 'c9',
      name: 'Осень',
      partnerId: 'p2',
      unsaved: false,
    })
    store.setAdvertiser({ name: 'Осень 2', brandName: 'Ромашка' })
    store.openCampaign(campaign)
    expect(store.getSnapshot()).toMatchObject({ name: 'Осень 2', unsaved: true })
  })

  it('answers at once and writes a burst of changes to storage once, later; a refresh or a clear loses nothing', () => {
    const tasks: (() => void)[] = []
    const later: Later = { run: (task) => void tasks.push(task) }
    const storage = new MemoryStorage()
    const tab = new WizardDraftStore(storage, later)
    tab.choosePlace('transitShelter', false)
    tab.setCalculation({ months: ['2027-01'], stops: [] })
    tab.setCalculation({
      months: ['2027-01'],
      stops: [{ inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЦАО' }],
    })
    expect(tab.getSnapshot().calculation).toMatchObject({ stops: [{ side: 'a' }] })
    expect(storage.get('local', WIZARD_DRAFT_KEY)).toBeNull()
    // One task, asked again at each change (the browser's Later waits out the burst).
    expect(new Set(tasks).size).toBe(1)
    tasks.splice(0).forEach((t) => t())
    expect(new WizardDraftStore(storage).getSnapshot()).toEqual(tab.getSnapshot())

    // A refresh first writes what this tab has not; a clear drops what waits.
    tab.setCalculation({ months: ['2027-02'], stops: [] })
    tab.refresh()
    expect(tab.getSnapshot().calculation).toEqual({ months: ['2027-02'], stops: [] })
    tab.setCalculation({ months: ['2027-03'], stops: [] })
    tab.clear()
    tasks.splice(0).forEach((t) => t())
    expect(new WizardDraftStore(storage).getSnapshot()).toEqual(EMPTY_DRAFT)
  })
})
