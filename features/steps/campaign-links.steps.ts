import assert from 'node:assert/strict'
import { Given, Then } from '@cucumber/cucumber'
import type { Campaign } from '../../core/contract/campaign.answer'
import { campaignLink, resolveCampaignLink } from '../../core/cabinet/routing/campaign.link'
import { stepAt } from '../../core/campaign/wizard.steps'
import type { TabloWorld } from '../support/world'
import { failure, scene, value, yes } from './campaign.world'

Given(
  'a {string} campaign currently in state {string}',
  function (this: TabloWorld, place: string, state: string) {
    scene(this).patch({
      advertisePlace: place as Campaign['advertisePlace'],
      state: { _id: state as Campaign['state']['_id'], name: '' },
    })
  },
)

Given(
  /^the campaign is paid: (yes|no), invoiced: (yes|no), print uploaded: (yes|no)$/,
  function (this: TabloWorld, paid: string, invoiced: string, upload: string) {
    scene(this).patch({ isPaid: yes(paid), isGotInvoices: yes(invoiced), isUploaded: yes(upload) })
  },
)

Given('the advertiser has a legal entity: {word}', function (this: TabloWorld, answer: string) {
  scene(this).patch({ advertiser: { legalEntity: yes(answer) ? { ogrn: '1027700132195' } : null } })
})

Given('its typography invoice was downloaded: {word}', function (this: TabloWorld, answer: string) {
  scene(this).viewer = { ...scene(this).viewer, typographyInvoiceDownloaded: yes(answer) }
})

Given('a typography order exists: {word}', function (this: TabloWorld, answer: string) {
  scene(this).patch({ gotTypographyOrder: yes(answer) })
})

Given('it is a prolongation: {word}', function (this: TabloWorld, answer: string) {
  scene(this).patch({ parentProlongation: yes(answer) ? 'c41' : null })
})

Given(/^the viewer is (an agency|an advertiser|an observer)$/, function (this: TabloWorld, who: string) {
  scene(this).viewer = {
    ...scene(this).viewer,
    isAgency: who === 'an agency',
    isObserver: who === 'an observer',
  }
})

Given('its reservation is {string}', function (this: TabloWorld, reservation: string) {
  scene(this).patch({
    reservationStatus: { _id: reservation as Campaign['reservationStatus']['_id'], name: '' },
  })
})

Given(
  'it runs for the partner {string} and the brand {string}',
  function (this: TabloWorld, partner: string, brand: string) {
    scene(this).patch({ partners: [partner], brandName: brand })
  },
)

/** The business phrase of a link target, as the path the router opens. */
const expectedLink = (target: string, c: Campaign): string | null => {
  const step = /^the (\w+) step, number (\d+)$/.exec(target)
  if (step) return `/calculator/step-${step[2]}/${c._id}`
  if (target === 'the campaign page') return `/campaigns/${c._id}`
  if (target === 'nowhere') return null
  if (target === 'the transit-shelter calculator at step 3')
    return `/calculator/step-3?advertisePlace=transitShelter&partner=${encodeURIComponent(c.partners[0] ?? '')}&brand=${encodeURIComponent(c.brandName ?? '')}&campaignId=${c._id}`
  throw new Error(`unknown link target: ${target}`)
}

Then(/^opening the campaign leads to (.+)$/, function (this: TabloWorld, target: string) {
  const s = scene(this)
  assert.equal(campaignLink(s.campaign, s.viewer), expectedLink(target, s.campaign))
  const step = /^the (\w+) step, number (\d+)$/.exec(target)
  if (step) {
    const named = stepAt(s.campaign.advertisePlace, Number(step[2]), {
      fromCalculator: false,
      isAgency: s.viewer.isAgency ?? false,
    })
    assert.equal(value(named), step[1], 'the step number names another step')
  }
})

Then(
  'the link is refused with {string} on the field {string}',
  function (this: TabloWorld, code: string, field: string) {
    const e = failure(resolveCampaignLink(scene(this).campaign, scene(this).viewer))
    assert.deepEqual([e.code, e.field], [code, field])
  },
)
