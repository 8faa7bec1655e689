import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import type { TabloWorld } from '../support/world'
import { pricing } from './pricing-actor'

When(
  'I price {int} transit-shelter sides in the {string} district for {word}',
  function (this: TabloWorld, sides: number, region: string, month: string) {
    const [mm, yyyy] = month.split('.')
    const stops = Array.from({ length: sides }, (_, i) => ({
      inventoryNumber: String(Math.floor(i / 2) + 1),
      side: i % 2 === 0 ? 'a' : 'b',
      region,
    }))
    pricing(this).price('transitShelter', { months: [`${yyyy}-${mm}`], stops })
  },
)

Then('the capacity discount is {float} %', function (this: TabloWorld, percent: number) {
  assert.equal(pricing(this).quote().discounts.capacity.percent, percent)
})

Then(
  'the price says the capacity discount applied is {float} %, the personal discount {float} %, and {string} was switched off',
  function (this: TabloWorld, capacity: number, personal: number, off: string) {
    const d = pricing(this).quote().discounts
    const switchedOff = d.capacity.switchedOff
    assert.deepEqual(
      [
        d.capacity.percent,
        d.advertiser.percent,
        switchedOff ? `${switchedOff.percent} % from ${switchedOff.range} sides` : 'nothing',
      ],
      [capacity, personal, off],
    )
  },
)
