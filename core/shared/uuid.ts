import { Schema } from 'effect'

/** Ids are UUIDs as the database keeps them (any version, either case): the one pattern every edge checks. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value)

/** The nil UUID: what an id that cannot be one becomes, so that it matches nothing (a clean 404, never a 500). */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000'

export const uuidOr = (id: string): string => (isUuid(id) ? id : NIL_UUID)

/** The one UUID Schema of the wire contracts: a string of the pattern, 'wrong format' otherwise. */
export const Uuid = Schema.String.pipe(
  Schema.check(Schema.isPattern(UUID_PATTERN, { message: 'wrong format' })),
)
