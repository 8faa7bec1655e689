import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { searchAgencies } from '../../core/cabinet/roles/agency-search'
import { capabilitiesOf, CHAT_ROLES } from '../../core/cabinet/roles/capabilities'
import { needsToken } from '../../core/shared/public-api'
import { logOut } from '../../core/cabinet/roles/logout'
import type { TabloWorld } from '../support/world'
import { cabinet, list, yes } from './cabinet-actor'
import { tokenCall } from './call-glossary'

const can = (world: TabloWorld) => capabilitiesOf(cabinet(world).context.profile)

Then('the server call {string} needs a sign-in token: {word}', (name: string, needs: string) => {
  assert.equal(needsToken(tokenCall(name)), yes(needs))
})

Then(
  'the cabinet lets them create campaigns: {word}, see advertisers: {word}, see bills: {word}',
  function (this: TabloWorld, create: string, advertisers: string, bills: string) {
    const c = can(this)
    assert.deepEqual(
      [c.createsCampaigns, c.seesAdvertisers, c.seesBills],
      [yes(create), yes(advertisers), yes(bills)],
    )
  },
)

Then(
  'the cabinet gives them the bell: {word}, the profile icon: {word}, cards that open: {word}',
  function (this: TabloWorld, bell: string, profile: string, cards: string) {
    const c = can(this)
    assert.deepEqual([c.seesBell, c.seesProfileIcon, c.clickableCards], [yes(bell), yes(profile), yes(cards)])
  },
)

Then(
  'the cabinet loads their partners: {word}, shows invoice links: {word}, statistics links: {word}',
  function (this: TabloWorld, partners: string, invoices: string, stats: string) {
    const c = can(this)
    assert.deepEqual(
      [c.loadsPartners, c.seesInvoiceLink, c.seesStatsLink],
      [yes(partners), yes(invoices), yes(stats)],
    )
  },
)

Then('the cabinet polls their notifications: {word}', function (this: TabloWorld, polls: string) {
  assert.equal(can(this).pollsNotifications, yes(polls))
})

When('they log out of the cabinet', function (this: TabloWorld) {
  const scene = cabinet(this)
  logOut(scene.exit, scene.context.profile)
})

Then('the session is cleared first and they land on {string}', function (this: TabloWorld, target: string) {
  assert.deepEqual(cabinet(this).exits, ['session cleared', target])
})

Given('the agencies {string}', function (this: TabloWorld, names: string) {
  cabinet(this).values['agencies'] = list(names).map((name, i) => ({ _id: String(i), name }))
})

When('an agency is searched for {string}', function (this: TabloWorld, query: string) {
  const scene = cabinet(this)
  scene.values['found'] = searchAgencies(scene.values['agencies'] as { _id: string; name: string }[], query)
})

Then('the agencies found are {string}', function (this: TabloWorld, names: string) {
  assert.deepEqual(
    (cabinet(this).values['found'] as { name: string }[]).map((a) => a.name),
    list(names),
  )
})

Then('the chat roles are {string}', (roles: string) => {
  assert.deepEqual([...CHAT_ROLES], list(roles))
})
