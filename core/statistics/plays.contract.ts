import type { FieldErrors } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { isUuid } from '../shared/uuid'

/** One proof of play as a screen reports it (issue 6 part 7). */
export interface Play {
  /** The screen's own id of the play: the idempotency key. */
  readonly id: string
  readonly campaignId: string
  readonly inventoryNumber: string
  /** ISO date-time with a zone. */
  readonly playedAt: string
  readonly durationSeconds: number
  /** Contacts (opportunities to see) the screen estimates for this play. */
  readonly ots: number
}

/** A batch holds at most this many plays. */
export const PLAYS_BATCH_MAX = 1000
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/
const FIELDS = ['id', 'campaignId', 'inventoryNumber', 'playedAt', 'durationSeconds', 'ots']

export interface DecodeFailure {
  readonly message: string
  readonly errors: FieldErrors
}

const wholeIn = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max

/** Decodes `{plays: [...]}`; every bad field is named `plays.{i}.{field}`; duplicates inside a batch are kept once. */
export const decodePlays = (body: unknown): Result<readonly Play[], DecodeFailure> => {
  const b =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const list = b['plays']
  const errors: Record<string, string> = {}
  for (const key of Object.keys(b)) if (key !== 'plays') errors[key] = 'unknown field'
  if (!Array.isArray(list) || list.length === 0 || list.length > PLAYS_BATCH_MAX) {
    errors['plays'] = Array.isArray(list) ? 'wrong format' : 'required'
    return err({ message: `Передайте от 1 до ${PLAYS_BATCH_MAX} показов`, errors })
  }
  const plays: Play[] = []
  const seen = new Set<string>()
  list.forEach((raw, i) => {
    const p =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
    const at = `plays.${i}`
    if (p !== raw) errors[at] = 'wrong format'
    for (const key of Object.keys(p)) if (!FIELDS.includes(key)) errors[`${at}.${key}`] = 'unknown field'
    const bad = (field: string, good: boolean) => {
      if (!good) errors[`${at}.${field}`] = p[field] === undefined ? 'required' : 'wrong format'
      return good
    }
    const valid = [
      bad('id', isUuid(p['id'])),
      bad('campaignId', isUuid(p['campaignId'])),
      bad(
        'inventoryNumber',
        typeof p['inventoryNumber'] === 'string' && /^\S.{0,63}$/u.test(p['inventoryNumber']),
      ),
      bad(
        'playedAt',
        typeof p['playedAt'] === 'string' &&
          DATE_TIME.test(p['playedAt']) &&
          !Number.isNaN(Date.parse(p['playedAt'])),
      ),
      bad('durationSeconds', wholeIn(p['durationSeconds'], 1, 3600)),
      bad('ots', wholeIn(p['ots'], 0, 1_000_000)),
    ].every(Boolean)
    if (!valid || p !== raw) return
    const play = p as unknown as Play
    const id = play.id.toLowerCase()
    if (seen.has(id)) return
    seen.add(id)
    plays.push({ ...play, id, campaignId: play.campaignId.toLowerCase() })
  })
  if (Object.keys(errors).length > 0) return err({ message: 'Некорректные показы', errors })
  return ok(plays)
}
