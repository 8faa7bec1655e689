import assert from 'node:assert/strict'
import { Given, Then } from '@cucumber/cucumber'
import type { Campaign } from '../../core/contract/campaign.answer'
import { cardLink } from '../../core/cabinet/view/campaign-card.view-model'
import { materialStep, resumeLink } from '../../core/cabinet/view/wizard.view-model'
import type { TabloWorld } from '../support/world'
import { scene } from './campaign.world'

Given('it has no material yet', function (this: TabloWorld) {
  scene(this).patch({ advertiser: { images: [], videos: [] } } as Partial<Campaign>)
})

Then(/^its card opens (.+)$/, function (this: TabloWorld, target: string) {
  const s = scene(this)
  const c = s.campaign
  const expected =
    target === 'nowhere'
      ? null
      : target === 'the campaign page'
        ? `/campaigns/${c._id}`
        : target === 'the transit-shelter calculator at step 3'
          ? `/calculator/step-3?advertisePlace=transitShelter&partner=${encodeURIComponent(c.partners[0] ?? '')}&brand=${encodeURIComponent(c.brandName ?? '')}&campaignId=${c._id}`
          : undefined
  if (expected === undefined) throw new Error(`unknown card target: ${target}`)
  assert.equal(cardLink(c, s.viewer), expected)
})

Then(/^its page offers for the material: (.+)$/, function (this: TabloWorld, offer: string) {
  const s = scene(this)
  const got = materialStep(s.campaign, {
    isObserver: s.viewer.isObserver,
    isAgency: s.viewer.isAgency ?? false,
  })
  const note = /^the note "(.+)"$/.exec(offer)
  const link = /^the link "(.+)" to step (\d+)$/.exec(offer)
  if (note) assert.deepEqual(got, { kind: 'afterConfirmation', note: note[1] })
  else if (link)
    assert.deepEqual(got, {
      kind: 'upload',
      href: `/calculator/step-${link[2]}/${s.campaign._id}`,
      label: link[1],
    })
  else if (offer === 'nothing') assert.equal(got, undefined)
  else throw new Error(`unknown offer: ${offer}`)
})

Then(
  'the catalogue resumes a {string} draft last seen at {string} at {string}',
  function (place: string, at: string, href: string) {
    const link = resumeLink({ at, place, name: 'Тест остановки' }, () => undefined)
    assert.equal(link?.href ?? 'nowhere', href)
  },
)
