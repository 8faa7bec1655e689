import { Schema } from 'effect'

/**
 * What every place's tariff is built of (issue #49 item 2: a place's tariff lives in its folder,
 * core/places/<place>/<place>.tariff.ts, and the price reference assembles them in core/places/tariffs.ts). Money
 * here is in roubles as the managers enter it; the calculators turn results into kopecks.
 */
export const Positive = Schema.Number.pipe(
  Schema.check(Schema.isGreaterThan(0, { message: 'expected a number > 0' })),
)
export const NonNegative = Schema.Number.pipe(
  Schema.check(Schema.isGreaterThanOrEqualTo(0, { message: 'expected a number >= 0' })),
)
export const Percent = Schema.Number.pipe(
  Schema.check(Schema.isBetween({ minimum: 0, maximum: 100 }, { message: 'expected a percent 0..100' })),
)
export const Factor = Schema.Number.pipe(
  Schema.check(
    Schema.isBetween(
      { minimum: 0, maximum: 1, exclusiveMinimum: true },
      { message: 'expected a factor in (0, 1]' },
    ),
  ),
)

/** A place's part of the price reference: how it is decoded, and the bundled demo set's values for it. */
export interface PlaceTariff<S extends Schema.Top = Schema.Top> {
  readonly schema: S
  readonly demo: S['Type']
}

/** A place's tariff; the demo values are checked against the schema's type where they are written. */
export const placeTariff = <S extends Schema.Top>(schema: S, demo: S['Type']): PlaceTariff<S> => ({
  schema,
  demo,
})

type Tariffs = Readonly<Record<string, PlaceTariff>>

/** The schemas of a set of places' tariffs, keyed by place (the reference's `tariffs`). */
export const tariffSchemas = <T extends Tariffs>(tariffs: T): { readonly [K in keyof T]: T[K]['schema'] } =>
  Object.fromEntries(Object.entries(tariffs).map(([place, t]) => [place, t.schema])) as {
    readonly [K in keyof T]: T[K]['schema']
  }

/** The demo values of a set of places' tariffs, keyed by place (the bundled reference's `tariffs`). */
export const tariffDemos = <T extends Tariffs>(tariffs: T): { readonly [K in keyof T]: T[K]['demo'] } =>
  Object.fromEntries(Object.entries(tariffs).map(([place, t]) => [place, t.demo])) as {
    readonly [K in keyof T]: T[K]['demo']
  }
