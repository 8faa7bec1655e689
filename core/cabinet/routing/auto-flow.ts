import { CALCULATOR_FIRST_PLACES } from '../../campaign/calculator-first'
import { LOCAL_FLAG_AREA, LOCAL_FLAG_KEYS } from '../../campaign/local-flags'
import { AuthTokenStore } from '../../session/auth-token'
import { isAdvertisePlace, type AdvertisePlace } from '../../campaign/advertise-place'
import type { KeyValueStorage } from '../../ports/storage.port'
import { buildQuery } from '../../shared/query-string'

/**
 * The calculator auto-flow (R-ROUTE-13, R-ROUTE-14): a public calculator sends the visitor into the cabinet
 * with `calculatorAutoFlow={place}` (and optionally `step={n}`) plus `authToken`; after login the wizard
 * continues where the calculator left off.
 */
export interface AutoFlow {
  readonly place: AdvertisePlace
  readonly step: number
}

/** The query parameter, and the local flag of R-ENT-13 that keeps the flow. */
const AUTO_FLOW_KEY = LOCAL_FLAG_KEYS.calculatorAutoFlow

/**
 * R-ROUTE-14 (open), our choice: the place is the value of calculatorAutoFlow; the step is the `step` query
 * parameter when it is a whole number from 1, otherwise the advertiser step of the place's wizard as a
 * calculator-first visitor sees it (RULES.md decision 8): 3 for the six calculator-first places, whose
 * calculator comes before the advertiser, and 2 for the others. The agency flag cannot change it (agencies
 * only lose the payment step, which always comes later).
 */
export const advertiserStep = (place: AdvertisePlace): number =>
  // What the wizard's step table (wizard.steps stepNumber) says for every place, which a test checks: the table
  // itself is not read here, so the cabinet's shell, which reads the flow at start, does not carry it (issue #14:
  // the login page's bytes).
  CALCULATOR_FIRST_PLACES.includes(place) ? 3 : 2

export const autoFlowOf = (query: Readonly<Record<string, string>>): AutoFlow | undefined => {
  const place = query[AUTO_FLOW_KEY]
  if (!isAdvertisePlace(place)) return undefined
  const step = /^[1-9]\d{0,2}$/.test(query['step'] ?? '') ? Number(query['step']) : advertiserStep(place)
  return { place, step }
}

/**
 * At start: with calculatorAutoFlow and authToken in the query, the token is stored locally, and so is the
 * auto-flow when it names a known place (R-ROUTE-13). Returns what was stored.
 */
export const captureAutoFlow = (
  query: Readonly<Record<string, string>>,
  storage: KeyValueStorage,
): { readonly token: string; readonly flow: AutoFlow | undefined } | undefined => {
  const token = query['authToken']
  if (query[AUTO_FLOW_KEY] === undefined || token === undefined || token === '') return undefined
  // Kept in local storage like a remembered login (R-ENT-12 as decided in core/session).
  new AuthTokenStore(storage).save(token, true)
  const flow = autoFlowOf(query)
  if (flow) storage.set(LOCAL_FLAG_AREA, AUTO_FLOW_KEY, JSON.stringify(flow))
  return { token, flow }
}

/**
 * A public calculator's "Забронировать" (issue #16): the visitor has no token yet, so the flow is kept at once,
 * and whichever way they then sign in (a password, the small-business link, a new account) the cabinet opens the
 * wizard on the place at its advertiser step (R-ROUTE-14), with the calculation kept in the wizard's draft.
 */
export const keepAutoFlow = (storage: KeyValueStorage, place: AdvertisePlace): AutoFlow => {
  const flow = { place, step: advertiserStep(place) }
  storage.set(LOCAL_FLAG_AREA, AUTO_FLOW_KEY, JSON.stringify(flow))
  return flow
}

/** The stored auto-flow, or undefined when absent or unreadable. */
export const readAutoFlow = (storage: KeyValueStorage): AutoFlow | undefined => {
  const raw = storage.get(LOCAL_FLAG_AREA, AUTO_FLOW_KEY)
  if (raw === null) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { place, step } = parsed as { place?: unknown; step?: unknown }
    if (!isAdvertisePlace(place) || typeof step !== 'number' || !Number.isInteger(step) || step < 1) {
      return undefined
    }
    return { place, step }
  } catch {
    return undefined
  }
}

/** The flow is used once: the wizard it leads to clears it. */
export const clearAutoFlow = (storage: KeyValueStorage): void =>
  storage.remove(LOCAL_FLAG_AREA, AUTO_FLOW_KEY)

/** R-ROUTE-14: after login, /calculator/step-{step}?advertisePlace={place} (under /app). */
export const autoFlowTarget = (flow: AutoFlow): string =>
  `/calculator/step-${flow.step}?${buildQuery({ advertisePlace: flow.place })}`
