import { WIRE_INSTANT_PATTERN } from '../shared/calendar'
import { Schema } from 'effect'
import { decoderOf, type DecodeFailure } from '../shared/decoder'
import { err, ok, type Result } from '../shared/result'
import { Uuid } from '../shared/uuid'

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
const WRONG = { message: 'wrong format' }

const wholeIn = (min: number, max: number) =>
  Schema.Number.pipe(
    Schema.check(Schema.makeFilter((n: number) => Number.isInteger(n) && n >= min && n <= max, WRONG)),
  )

/** One play on the wire: every field required, none other (issue #17 part 6: a Schema, not hand checks). */
const PlayWire = Schema.Struct({
  id: Uuid,
  campaignId: Uuid,
  inventoryNumber: Schema.String.pipe(Schema.check(Schema.isPattern(/^\S.{0,63}$/u, WRONG))),
  playedAt: Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((s: string) => WIRE_INSTANT_PATTERN.test(s) && !Number.isNaN(Date.parse(s)), WRONG),
    ),
  ),
  durationSeconds: wholeIn(1, 3600),
  ots: wholeIn(0, 1_000_000),
})
const decodeBatch = decoderOf(
  Schema.Struct({
    plays: Schema.Array(PlayWire).pipe(
      Schema.check(
        Schema.makeFilter(
          (list: readonly unknown[]) => list.length >= 1 && list.length <= PLAYS_BATCH_MAX,
          WRONG,
        ),
      ),
    ),
  }),
)

/** Decodes `{plays: [...]}`; every bad field is named `plays.{i}.{field}`; duplicates inside a batch are kept once. */
export const decodePlays = (body: unknown): Result<readonly Play[], DecodeFailure> => {
  const batch = decodeBatch(body)
  if (!batch.ok) {
    const { errors } = batch.error
    const message =
      errors['plays'] === undefined ? 'Некорректные показы' : `Передайте от 1 до ${PLAYS_BATCH_MAX} показов`
    return err({ message, errors })
  }
  const plays: Play[] = []
  const seen = new Set<string>()
  for (const play of batch.value.plays) {
    const id = play.id.toLowerCase()
    if (seen.has(id)) continue
    seen.add(id)
    plays.push({ ...play, id, campaignId: play.campaignId.toLowerCase() })
  }
  return ok(plays)
}
