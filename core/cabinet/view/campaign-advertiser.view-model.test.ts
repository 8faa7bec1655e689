import { describe, expect, it } from 'vitest'
import { ADVERTISER_INVOICED } from '../../shared/messages'
import {
  ADVERTISER_FIXED,
  advertiserChoices,
  advertiserFixedReason,
  campaignAdvertiserView,
  NO_OTHER_ADVERTISER,
  OWN_COMPANY,
  PARTNER_GONE,
  partnerOfChoice,
} from './campaign-advertiser.view-model'

const PARTNERS = [
  { _id: 'p-1', name: 'ООО «Ромашка»', brand: 'Ромашка' },
  { _id: 'p-2', name: 'Пекарня', brand: 'Пекарня' },
]
const draft = { state: { _id: 'draft', name: 'Черновик' }, partners: ['p-1'] } as const
const advertiser = { isObserver: false, isAgency: false }
const agency = { isObserver: false, isAgency: true }

describe('the campaign page’s advertiser (R-API-12, the partners half)', () => {
  it('offers an advertiser the account itself and each partner; an agency its clients only', () => {
    expect(advertiserChoices(PARTNERS, false)).toEqual([
      OWN_COMPANY,
      { id: 'p-1', label: 'ООО «Ромашка» — Ромашка' },
      { id: 'p-2', label: 'Пекарня — Пекарня' },
    ])
    expect(advertiserChoices(PARTNERS, true).map((c) => c.id)).toEqual(['p-1', 'p-2'])
  })

  it('names whom a draft is booked for and lets it change, the current one selected', () => {
    const view = campaignAdvertiserView(draft, PARTNERS, advertiser)
    expect(view).toMatchObject({
      shown: true,
      lines: ['ООО «Ромашка»/Ромашка'],
      changeable: true,
      selected: 'p-1',
    })
    expect(view.note).toBeUndefined()
    expect(campaignAdvertiserView({ ...draft, partners: [] }, PARTNERS, advertiser)).toMatchObject({
      lines: ['Моя компания'],
      selected: OWN_COMPANY.id,
    })
    // A rejected campaign is edited again, its advertiser too.
    expect(
      campaignAdvertiserView({ ...draft, state: { _id: 'primaryRejected', name: '' } }, PARTNERS, agency)
        .changeable,
    ).toBe(true)
  })

  it('keeps the advertiser of a campaign sent on, or invoiced, and says why', () => {
    const sent = campaignAdvertiserView(
      { ...draft, state: { _id: 'moderation', name: '' } },
      PARTNERS,
      advertiser,
    )
    expect(sent).toMatchObject({ changeable: false, choices: [], note: ADVERTISER_FIXED })
    expect(sent.lines).toEqual(['ООО «Ромашка»/Ромашка'])
    for (const invoiced of [{ isGotInvoices: true }, { invoices: { invoiceIds: ['i-1'] } }])
      expect(campaignAdvertiserView({ ...draft, ...invoiced }, PARTNERS, advertiser)).toMatchObject({
        changeable: false,
        note: ADVERTISER_INVOICED,
      })
  })

  it('leads to the advertisers page where the profile has none to choose; hides it from an observer', () => {
    for (const viewer of [agency, advertiser])
      expect(campaignAdvertiserView({ ...draft, partners: [] }, [], viewer)).toMatchObject({
        changeable: false,
        choices: [],
        note: NO_OTHER_ADVERTISER,
        needsPartners: true,
      })
    // A sent campaign keeps its advertiser: nothing to add for it.
    expect(
      campaignAdvertiserView({ ...draft, state: { _id: 'moderation', name: '' } }, [], agency).needsPartners,
    ).toBe(false)
    // An agency's one client is the only choice: nothing to change to.
    expect(campaignAdvertiserView(draft, [PARTNERS[0]!], agency)).toMatchObject({
      changeable: false,
      note: undefined,
    })
    expect(campaignAdvertiserView(draft, PARTNERS, { isObserver: true, isAgency: false })).toMatchObject({
      shown: false,
      changeable: false,
    })
  })

  it('says so where the partner it names was deleted from the profile', () => {
    const two = campaignAdvertiserView({ ...draft, partners: ['p-1', 'p-9'] }, [PARTNERS[0]!], agency)
    expect(two.lines).toEqual(['ООО «Ромашка»/Ромашка', PARTNER_GONE])
    // The one left over can still be dropped, by booking it for the partner it names first.
    expect(two).toMatchObject({ changeable: true, selected: 'p-1' })
  })

  it('gives the wizard the same reason to keep a saved campaign’s advertiser', () => {
    expect(advertiserFixedReason(draft)).toBeUndefined()
    expect(advertiserFixedReason({ ...draft, state: { _id: 'approved', name: '' } })).toBe(ADVERTISER_FIXED)
    expect(advertiserFixedReason({ ...draft, isGotInvoices: true })).toBe(ADVERTISER_INVOICED)
  })

  it('books the account itself for its own choice, else the partner chosen', () => {
    expect(partnerOfChoice(OWN_COMPANY.id)).toBeUndefined()
    expect(partnerOfChoice('p-2')).toBe('p-2')
  })
})
