import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { ShelterSelectionStore } from '../../core/cabinet/stores/shelter-selection.store'
import { chooseInPolygon, chooseNear } from '../../core/map/shelter-selection'
import type { LonLat } from '../../core/map/place-selection'
import type { FormInput } from '../../core/pricing/selection/form-input'
import type { MapStop } from '../../core/pricing/selection/shelter-map'

/** Selection by place (issue #50 item 3) over the shelters and the map the wizard's steps set up. */
interface PlaceWorld {
  shelters: FormInput
  map: MapStop[]
  placeSelection?: ShelterSelectionStore
}
const store = (w: PlaceWorld) => (w.placeSelection ??= new ShelterSelectionStore())
const sidesOf = (w: PlaceWorld) => w.map.flatMap((s) => s.sides)
const step = (w: PlaceWorld, change: (input: FormInput) => FormInput) =>
  (w.shelters = store(w).apply(w.shelters, 'stops', change))

const selectNear = (w: PlaceWorld, query: string, metres: number) => {
  store(w).search(query, w.map, new Map())
  store(w).choose(store(w).getSnapshot().found[0]?.id ?? null)
  store(w).setRadius(metres)
  const { place, radius } = store(w).getSnapshot()
  assert.ok(place, `no stop found by «${query}»`)
  step(w, (input) => chooseNear(input, 'stops', sidesOf(w), [place.longitude, place.latitude], radius))
}
const drawArea = (w: PlaceWorld, corners: string) => {
  const ring = corners.split(';').map((c) => c.trim().split(/\s+/).map(Number) as unknown as LonLat)
  step(w, (input) => chooseInPolygon(input, 'stops', sidesOf(w), ring))
}

When(
  'the advertiser finds the stop {string} and selects the free sides within {int} m of it',
  function (this: PlaceWorld, query: string, metres: number) {
    selectNear(this, query, metres)
  },
)
When('the advertiser draws the area {string} on the map', function (this: PlaceWorld, corners: string) {
  drawArea(this, corners)
})
When('the advertiser takes the last step back', function (this: PlaceWorld) {
  this.shelters = store(this).undo(this.shelters, 'stops')
})
When('the advertiser makes the step again', function (this: PlaceWorld) {
  this.shelters = store(this).redo(this.shelters, 'stops')
})
When('the advertiser types the radius {int} m', function (this: PlaceWorld, metres: number) {
  store(this).setRadius(metres)
})
Then(
  'the radius is refused with {string} and stays {int} m',
  function (this: PlaceWorld, message: string, metres: number) {
    assert.deepEqual(
      { error: store(this).getSnapshot().radiusError, radius: store(this).getSnapshot().radius },
      { error: message, radius: metres },
    )
  },
)
