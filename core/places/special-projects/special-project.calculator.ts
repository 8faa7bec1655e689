import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, type Result } from '../../shared/result'
import { PRICED_BY_MANAGER, type PlaceCalculator, type PricingError } from '../../pricing/place-calculator'
import type { Quote } from '../../pricing/quote'

/** Special projects (decision 7) are priced by a manager: the calculator says so instead of inventing a price. */
export class SpecialProjectCalculator implements PlaceCalculator<unknown> {
  readonly schema = Schema.Unknown
  readonly decode = decoderOf(this.schema)

  constructor(
    readonly place: string,
    readonly title: string,
  ) {}

  price(): Result<Quote, PricingError> {
    return err({ code: PRICED_BY_MANAGER, message: 'Стоимость специального проекта рассчитывает менеджер' })
  }
}
