import { searchAgencies } from '../cabinet/roles/agency-search'
import { placeName } from '../campaign/place-names'
import { displayDate } from '../format/display-date'
import { ruNumber } from '../format/number.format'
import type { IsoDate } from '../shared/calendar'
import type { NumberRule } from '../shared/number-rule'
import { hasPersonalDiscount, MAX_ADVERTISER_PERCENT } from '../pricing/rules/discounts'
import {
  AGENCY_TERMS_MESSAGES,
  decodeAgencyTermsBody,
  DISCOUNT_PLACES,
  MIN_AGENCY_PERCENT,
  type AgencyTermsWire,
  type AgencyWire,
} from './agency-terms'

/** An agency as the desk's «Агентства» lists it: every figure in words. */
export interface AgencyRow {
  readonly id: string
  readonly name: string
  readonly email: string
  /** '10 %', '12,5 %'; 'Нет' without a personal discount. */
  readonly discount: string
  /** 'Все места', or the places' names. */
  readonly places: string
  /** 'по 31.12.2027', 'бессрочно'; '' without a discount. */
  readonly until: string
  /** Whether the discount prices today: 'active', 'expired' (its last day passed) or 'none'. */
  readonly state: 'active' | 'expired' | 'none'
  readonly stateLabel: string
  /** 'без общих коэффициентов' when it ignores the global discount factors (R-DISC-09); '' otherwise. */
  readonly global: string
}

export interface AgencyList {
  readonly rows: readonly AgencyRow[]
  /** 'Агентств: 3', 'Найдено 1 из 3'. */
  readonly count: string
  /** What an empty list says: no agency at all, or none by that name. */
  readonly empty: string
}

const STATE_LABELS: Readonly<Record<AgencyRow['state'], string>> = {
  active: 'Действует',
  expired: 'Истекла',
  none: 'Нет скидки',
}

export const percentText = (value: number): string => `${ruNumber(value)} %`

const placesText = (places: readonly string[]): string =>
  places.length === 0 ? 'Все места' : places.map(placeName).join(', ')

/**
 * One agency's row; `today` is Moscow's day. Whether the discount prices today is asked of the calculators' own rule
 * (R-DISC-08: the last day still prices) for a place it covers.
 */
export const agencyRow = (agency: AgencyWire, today: IsoDate): AgencyRow => {
  const t = agency.terms
  const prices = (terms: AgencyTermsWire) =>
    hasPersonalDiscount(
      {
        isAgency: true,
        discount: {
          value: terms.discountPercent,
          advertisePlaces: terms.advertisePlaces,
          ...(terms.expirationDate !== null && { expirationDate: terms.expirationDate }),
        },
      },
      terms.advertisePlaces[0] ?? DISCOUNT_PLACES[0] ?? '',
      today,
    )
  const state: AgencyRow['state'] = !t ? 'none' : prices(t) ? 'active' : 'expired'
  return {
    id: agency._id,
    name: agency.name,
    email: agency.email,
    discount: t ? percentText(t.discountPercent) : 'Нет',
    places: t ? placesText(t.advertisePlaces) : '',
    until: !t ? '' : t.expirationDate === null ? 'бессрочно' : `по ${displayDate(t.expirationDate) ?? '—'}`,
    state,
    stateLabel: STATE_LABELS[state],
    global: t?.ignoreGlobalDiscountFactors ? 'без общих коэффициентов' : '',
  }
}

/**
 * The list as the desk shows it: the agencies whose name holds the query (R-ROLE-10: the agency search's rule,
 * case and ё aside), in the server's order (by name), with how many were found of how many there are.
 */
export const agencyList = (agencies: readonly AgencyWire[], query: string, today: IsoDate): AgencyList => {
  const found = searchAgencies(
    agencies.map((a) => ({ ...a, name: a.name })),
    query,
  )
  const searching = query.trim() !== ''
  return {
    rows: found.map((a) => agencyRow(a, today)),
    count: searching ? `Найдено ${found.length} из ${agencies.length}` : `Агентств: ${agencies.length}`,
    empty:
      agencies.length === 0
        ? 'Агентств пока нет: агентство появляется, когда регистрируется как агентство'
        : `Нет агентства, в названии которого есть «${query.trim()}»`,
  }
}

/** The terms dialog's fields as a person fills them. */
export interface AgencyTermsDraft {
  /** The percent typed: a number, or text that is not one yet. */
  readonly percent: number | string
  /** Every place (the wire's empty list), or only `places`. */
  readonly allPlaces: boolean
  readonly places: readonly string[]
  /** The last day it prices, YYYY-MM-DD; null: no end. */
  readonly until: string | null
  readonly ignoreGlobal: boolean
}

/** The dialog opened on an agency: its terms, or a new discount on every place with no end. */
export const draftOf = (terms: AgencyTermsWire | null): AgencyTermsDraft =>
  terms
    ? {
        percent: terms.discountPercent,
        allPlaces: terms.advertisePlaces.length === 0,
        places: terms.advertisePlaces,
        until: terms.expirationDate,
        ignoreGlobal: terms.ignoreGlobalDiscountFactors,
      }
    : { percent: '', allPlaces: true, places: [], until: null, ignoreGlobal: false }

/** The percent field's rule: the contract's bounds, steps of a hundredth. */
export const PERCENT_RULE: NumberRule = {
  min: MIN_AGENCY_PERCENT,
  max: MAX_ADVERTISER_PERCENT,
  step: 0.01,
  below: AGENCY_TERMS_MESSAGES.percentRange,
  above: AGENCY_TERMS_MESSAGES.percentRange,
}

/** The places a discount may name, as checkboxes: id and name. */
export const PLACE_CHOICES: readonly { readonly id: string; readonly name: string }[] = DISCOUNT_PLACES.map(
  (id) => ({ id, name: placeName(id) }),
)

export const NO_PLACE_CHOSEN = 'Отметьте хотя бы одно место или выберите «Все места»'

/** The body the dialog sends (PUT …/terms). */
export const termsBodyOf = (draft: AgencyTermsDraft): Record<string, unknown> => ({
  discountPercent: draft.percent === '' ? undefined : draft.percent,
  advertisePlaces: draft.allPlaces ? [] : draft.places,
  expirationDate: draft.until,
  ignoreGlobalDiscountFactors: draft.ignoreGlobal,
})

export interface DraftProblems {
  readonly percent?: string
  readonly places?: string
  readonly until?: string
}

const FIELD_OF: Readonly<Record<string, keyof DraftProblems>> = {
  discountPercent: 'percent',
  advertisePlaces: 'places',
  expirationDate: 'until',
}

/**
 * What keeps the dialog from sending, at the field it is about: the server's own check of the body
 * (decodeAgencyTermsBody, run here first with the same sentences: the percent alone, then the other fields beside a
 * percent that holds, so each field says its own fault at once), and a choice of "some places" with none ticked,
 * which the wire cannot say (its empty list is every place). Empty when it may be sent.
 */
export const draftProblems = (draft: AgencyTermsDraft, today: IsoDate): DraftProblems => {
  const problems: { -readonly [K in keyof DraftProblems]: string } = {}
  const { percent } = draft
  const percentChecked = decodeAgencyTermsBody(
    { discountPercent: typeof percent === 'number' ? percent : percent.trim() === '' ? null : NaN },
    today,
  )
  if (!percentChecked.ok)
    problems.percent =
      typeof percent === 'number' || percent.trim() === ''
        ? percentChecked.error.message
        : AGENCY_TERMS_MESSAGES.percentRange
  const rest = decodeAgencyTermsBody({ ...termsBodyOf(draft), discountPercent: MIN_AGENCY_PERCENT }, today)
  if (!rest.ok) {
    const field = Object.keys(rest.error.errors)
      .map((k) => FIELD_OF[k])
      .find((f) => f !== undefined)
    if (field) problems[field] = rest.error.message
  }
  if (!draft.allPlaces && draft.places.length === 0) problems.places = NO_PLACE_CHOSEN
  return problems
}

/** The sentence under the dialog's title: whom it is for and what the discount changes. */
export const dialogSubject = (agency: Pick<AgencyWire, 'name' | 'terms'>): string =>
  agency.terms
    ? `${agency.name}: скидка ${percentText(agency.terms.discountPercent)}. Новая скидка войдёт в следующий расчёт агентства.`
    : `${agency.name}: персональной скидки нет. Скидка войдёт в следующий расчёт агентства.`
