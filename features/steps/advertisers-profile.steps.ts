import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { route } from '../../core/cabinet/routing/route.decision'
import { campaignCost } from '../../core/cabinet/view/campaign-card.view-model'
import { campaignsOfPartner } from '../../core/cabinet/view/campaign-table.view-model'
import {
  requisitesDraftOf,
  requisitesEditBody,
  requisitesReady,
} from '../../core/cabinet/view/requisites-form.view-model'
import type { LegalEntityField } from '../../core/advertiser/legal-entity.validation'
import { ApiFailure } from '../../core/shared/api-failure'
import { formatRoubles } from '../../core/shared/money'
import { listedCampaignWire } from '../../core/cabinet/testing/listed-campaign.fixture'
import type { TabloWorld } from '../support/world'
import { API, scene } from './account-screens.world'
import { fields, list, ROLES, yes } from './cabinet-actor'

const REFUSED = {
  'the advertiser': ['POST', `${API}/partners`],
  'the invitation': ['POST', `${API}/observers`],
  'the profile': ['PUT', `${API}/profile`],
} as const
const refuse = (world: TabloWorld, what: keyof typeof REFUSED, failure: ApiFailure): void => {
  scene(world).http.fail(REFUSED[what][0], REFUSED[what][1], failure)
}
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')

// --- What the server holds -----------------------------------------------------------------------------------

Given("the advertisers screens' server has the advertisers:", function (this: TabloWorld, t: DataTable) {
  scene(this).partners.set(t.hashes().map((r) => ({ _id: r['id']!, name: r['name']!, brand: r['brand']! })))
})

Given("the advertisers screens' server has the campaigns:", function (this: TabloWorld, t: DataTable) {
  scene(this).listed = t.hashes().map((r) =>
    listedCampaignWire(r['id'] ?? '', {
      name: r['name'],
      totalSumWithoutTaxes: Number(r['without taxes']),
      taxesSum: Number(r['taxes']),
      partners: list(r['advertisers'] ?? ''),
    }),
  )
})

Given("the personal cabinet's server knows the account:", function (this: TabloWorld, t: DataTable) {
  const a = t.rowsHash()
  scene(this).http.answer('GET', `${API}/profile`, {
    id: 'anna',
    email: a['e-mail'],
    fullName: a['name'],
    phone: a['phone'] || null,
    isAgency: false,
    isMSB: false,
    isObserver: false,
    isModerator: false,
  })
  scene(this).http.answer('PUT', `${API}/profile`, {})
})

Given("the personal cabinet's server has the requisites:", function (this: TabloWorld, t: DataTable) {
  scene(this).legalEntities.set(
    t.hashes().map((r) => ({
      _id: r['id']!,
      name: r['name']!,
      inn: r['inn']!,
      formOfBusiness: 'legalEntityOrg',
      basisId: 'charter',
      isAllowedToShow: true,
    })),
  )
})

Given(
  "the personal cabinet's server has the requisites {string} of an organisation kept for the advertiser {string}:",
  function (this: TabloWorld, id: string, partnerId: string, t: DataTable) {
    const { legalEntities } = scene(this)
    legalEntities.set([
      ...legalEntities.rows,
      {
        ...t.rowsHash(),
        _id: id,
        formOfBusiness: 'legalEntityOrg',
        basisId: 'charter',
        isAllowedToShow: true,
        partnerId,
      },
    ])
  },
)

Given(
  "the partners screen's server refuses changes to the advertiser {string} saying {string} with the fields {string}",
  function (this: TabloWorld, name: string, message: string, codes: string) {
    const id = scene(this).partners.rows.find((p) => p.name === name)?._id ?? name
    scene(this).http.fail('PUT', `${API}/partners/${id}`, new ApiFailure(409, message, fields(codes)))
  },
)

Given("the partners screen's server has the observers:", function (this: TabloWorld, t: DataTable) {
  scene(this).observers.set(
    t.hashes().map((r) => ({
      _id: r['id']!,
      fullName: r['name']!,
      email: r['e-mail']!,
      isConfirmed: yes(r['signed in']!),
    })),
  )
})

Given(
  /^the (?:partners screen|personal cabinet)'s server refuses (the advertiser|the invitation|the profile) saying "([^"]*)" with the fields "([^"]*)"$/,
  function (this: TabloWorld, what: keyof typeof REFUSED, message: string, codes: string) {
    refuse(this, what, new ApiFailure(400, message, fields(codes)))
  },
)

Given("the personal cabinet's server cannot be reached for the profile", function (this: TabloWorld) {
  refuse(this, 'the profile', new ApiFailure(0, 'Failed to fetch'))
})

Given(
  "the personal cabinet's server cannot give the observers, saying {string}",
  function (this: TabloWorld, message: string) {
    scene(this).http.fail('GET', `${API}/observers`, new ApiFailure(503, message))
  },
)

// --- The advertisers list and an advertiser's page (R-SCREEN-08, R-SCREEN-09) ----------------------------------

When('the advertisers list opens', async function (this: TabloWorld) {
  await Promise.all([scene(this).advertiser.load(), scene(this).campaigns.load()])
})

Then('the advertisers list shows:', function (this: TabloWorld, t: DataTable) {
  const { advertiser, campaigns } = scene(this)
  assert.deepEqual(
    advertiser.getSnapshot().partners.map((p) => ({
      advertiser: p.name,
      brand: p.brand,
      campaigns: String(campaignsOfPartner(campaigns.getSnapshot().campaigns, p._id).length),
    })),
    t.hashes(),
  )
})

When('the advertiser page opens at {string}', async function (this: TabloWorld, address: string) {
  const d = (scene(this).decision = route(address, ROLES['an agency']!))
  assert.equal(d.kind === 'render' && d.screen, 'advertiser')
  await Promise.all([scene(this).advertiser.load(), scene(this).campaigns.load()])
})

const pageCampaigns = (world: TabloWorld) =>
  campaignsOfPartner(scene(world).campaigns.getSnapshot().campaigns, scene(world).params()['id'] ?? '')

Then('the advertiser page is of {string}', function (this: TabloWorld, title: string) {
  const s = scene(this)
  const partner = s.advertiser.getSnapshot().partners.find((p) => p._id === s.params()['id'])
  assert.equal(partner ? `${partner.name} / ${partner.brand}` : '', title)
})

Then('the advertiser page lists the campaigns {string}', function (this: TabloWorld, names: string) {
  assert.deepEqual(
    pageCampaigns(this).map((c) => c.name),
    list(names),
  )
})

Then('the advertiser page lists:', function (this: TabloWorld, t: DataTable) {
  assert.deepEqual(
    pageCampaigns(this).map((c) => ({ campaign: c.name, cost: plain(formatRoubles(campaignCost(c))) })),
    t.hashes(),
  )
})

// --- Partners and observers (R-SCREEN-57) ------------------------------------------------------------------

When(
  'the partners screen adds the advertiser {string} with the brand {string}',
  async function (this: TabloWorld, name: string, brand: string) {
    scene(this).outcome = await scene(this).advertiser.addPartner.run({ name, brand })
  },
)

When(
  'the partners screen changes the advertiser {string} to {string} with the brand {string}',
  async function (this: TabloWorld, was: string, name: string, brand: string) {
    const { advertiser } = scene(this)
    const id = advertiser.getSnapshot().partners.find((p) => p.name === was)?._id ?? was
    scene(this).outcome = await advertiser.updatePartner.run({ id, body: { name, brand } })
  },
)

When('the partners screen removes the advertiser {string}', async function (this: TabloWorld, name: string) {
  const { advertiser } = scene(this)
  const id = advertiser.getSnapshot().partners.find((p) => p.name === name)?._id ?? name
  scene(this).outcome = await advertiser.removePartner.run(id)
})

When(
  'the partners screen invites the observer {string} at {string}',
  async function (this: TabloWorld, fullName: string, email: string) {
    scene(this).outcome = await scene(this).advertiser.inviteObserver.run({ email, fullName })
  },
)

When('the partners screen removes the observer {string}', async function (this: TabloWorld, name: string) {
  const { advertiser } = scene(this)
  const id = advertiser.getSnapshot().observers.find((o) => o.fullName === name)?._id ?? name
  scene(this).outcome = await advertiser.removeObserver.run(id)
})

Then("the partners screen's invitation went to {string}", function (this: TabloWorld, email: string) {
  assert.equal(scene(this).advertiser.inviteObserver.getSnapshot().value?.email, email)
})

Then(
  /^the (?:partners screen|personal cabinet) shows the observers:$/,
  function (this: TabloWorld, t: DataTable) {
    assert.deepEqual(
      scene(this)
        .advertiser.getSnapshot()
        .observers.map((o) => ({
          name: o.fullName,
          'e-mail': o.email,
          'signed in': o.isConfirmed ? 'yes' : 'no',
        })),
      t.hashes(),
    )
  },
)

// --- The personal cabinet (R-SCREEN-12) ----------------------------------------------------------------------

When('the personal cabinet opens', async function (this: TabloWorld) {
  await Promise.all([scene(this).session.profile.run(), scene(this).advertiser.load()])
})

Then('the personal cabinet shows the profile:', function (this: TabloWorld, t: DataTable) {
  const p = scene(this).session.getSnapshot().profile
  assert.deepEqual({ name: p?.fullName, phone: p?.phone ?? '', 'e-mail': p?.email }, t.rowsHash())
})

Then('the personal cabinet shows the requisites:', function (this: TabloWorld, t: DataTable) {
  assert.deepEqual(
    scene(this)
      .advertiser.getSnapshot()
      .legalEntities.map((e) => ({ name: e.name, inn: e.inn })),
    t.hashes(),
  )
})

Then('the personal cabinet warns {string}', function (this: TabloWorld, message: string) {
  assert.equal(scene(this).advertiser.getSnapshot().loadError, message)
})

When(
  'the personal cabinet saves the name {string} and the phone {string}',
  async function (this: TabloWorld, fullName: string, phone: string) {
    scene(this).outcome = await scene(this).advertiser.saveProfile.run({ fullName, phone })
  },
)

When(
  'the personal cabinet adds the requisites of an organisation signed by its charter:',
  async function (this: TabloWorld, t: DataTable) {
    const body = { ...t.rowsHash(), formOfBusiness: 'legalEntityOrg', basisId: 'charter' }
    scene(this).outcome = await scene(this).advertiser.addLegalEntity.run(body)
  },
)

/** As the screen does: the form starts from the row as kept, one field is typed over, the form is checked and sent. */
When(
  'the personal cabinet changes the {word} of the requisites {string} to {string}',
  async function (this: TabloWorld, field: LegalEntityField, name: string, value: string) {
    const { advertiser } = scene(this)
    const row = advertiser.getSnapshot().legalEntities.find((e) => e.name === name)
    if (!row) throw new Error(`no requisites named ${name}`)
    const kept = requisitesDraftOf(row)
    const draft = { ...kept, values: { ...kept.values, [field]: value } }
    assert.ok(requisitesReady(draft), 'the form would not send these requisites')
    scene(this).outcome = await advertiser.updateLegalEntity.run({
      id: row._id,
      body: requisitesEditBody(draft, row),
    })
  },
)
