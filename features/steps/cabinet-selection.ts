import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { AccordionStore } from '../../core/cabinet/stores/accordion.store'
import { MediaPlanSelectionStore } from '../../core/cabinet/stores/media-plan-selection.store'
import { visibleScheduleItems } from '../../core/cabinet/view/schedule-items'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import type { TabloWorld } from '../support/world'
import { cabinet, list, yes } from './cabinet-actor'

Given(
  'the schedule items {string} of which {string} is cancelled',
  function (this: TabloWorld, items: string, cancelled: string) {
    cabinet(this).values['schedule'] = list(items).map((_id) => ({
      _id,
      isCanceled: list(cancelled).includes(_id),
    }))
  },
)

Then(
  'a {string} campaign shows the schedule items {string}',
  function (this: TabloWorld, place: AdvertisePlace, shown: string) {
    const items = cabinet(this).values['schedule'] as { _id: string; isCanceled: boolean }[]
    assert.deepEqual(
      visibleScheduleItems(place, items).map((i) => i._id),
      list(shown),
    )
  },
)

const selection = (world: TabloWorld): MediaPlanSelectionStore => {
  const values = cabinet(world).values
  values['selection'] ??= new MediaPlanSelectionStore()
  return values['selection'] as MediaPlanSelectionStore
}

When(
  'the advertiser toggles the {string} campaign {string} into the media plan',
  function (this: TabloWorld, place: AdvertisePlace, id: string) {
    const outcome = selection(this).toggle({ advertisingCampaignId: id, advertisePlace: place })
    cabinet(this).message = outcome.ok ? undefined : outcome.error.message
  },
)

When('the media-plan selection is reset', function (this: TabloWorld) {
  selection(this).reset()
})

Then(
  'the media plan holds {string} and its badge shows {int}',
  function (this: TabloWorld, ids: string, badge: number) {
    const store = selection(this)
    assert.deepEqual(
      [store.getSnapshot().selected.map((e) => e.advertisingCampaignId), store.count],
      [list(ids), badge],
    )
  },
)

Then('the media plan refuses it with {string}', function (this: TabloWorld, message: string) {
  assert.equal(cabinet(this).message, message)
})

Given(
  'an accordion whose open item closes when chosen again: {word}',
  function (this: TabloWorld, reclick: string) {
    cabinet(this).values['accordion'] = new AccordionStore({ closeOnReclick: yes(reclick) })
  },
)

When('the items {string} are chosen in turn', function (this: TabloWorld, clicks: string) {
  const accordion = cabinet(this).values['accordion'] as AccordionStore
  for (const id of list(clicks)) accordion.click(id)
})

Then('the open accordion item is {string}', function (this: TabloWorld, open: string) {
  assert.deepEqual(
    list((cabinet(this).values['accordion'] as AccordionStore).getSnapshot().open ?? 'none'),
    list(open),
  )
})
