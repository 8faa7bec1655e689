import * as REGISTRY from './registry'

type Registry = typeof REGISTRY

/** The places the reference prices: the registry's lines whose entry exports a `tariff`. */
type Tariffs = {
  readonly [
    K in keyof Registry as Registry[K] extends { readonly tariff: unknown } ? K : never
  ]: Registry[K] extends {
    readonly tariff: infer T
  }
    ? T
    : never
}

/**
 * Every priced place's part of the price reference, by place id in listing order: its schema and its demo values
 * live in its folder (`<place>.tariff.ts`, exported by its entry file as `tariff`); the reference's schema
 * (core/pricing/reference/pricing-reference.schema.ts) and the bundled demo set (demo-reference.ts) are assembled
 * from this. It is read off the one registry (./registry.ts) by type through the `tariff` export alone, so the
 * reference's type does not depend on the calculators that read it. A place priced by a manager (the special
 * projects) has no tariff.
 */
export const PLACE_TARIFFS = Object.fromEntries(
  Object.entries(REGISTRY)
    .flatMap(([id, entry]) =>
      'tariff' in entry ? [{ id, order: entry.place.order, tariff: entry.tariff }] : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ id, tariff }) => [id, tariff]),
) as unknown as Tariffs
