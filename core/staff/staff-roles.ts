/**
 * What each staff account may do on the staff desk (issue #48). Cabinet §6 names the staff flags (moderator,
 * superuser, editor, content manager, two kinds of moderator) and leaves what each may do open (RULES.md "Left open");
 * this table is our design, written for product owners in features/staff/staff-roles.feature:
 *
 * - the two kinds of moderator are the campaign machine's two stages: the primary moderator checks the content
 *   (a campaign's creatives and its first review), the secondary moderator gives the final approval;
 * - a moderator does both stages and runs the inventory side (reservations, cancellations);
 * - an accountant (not a flag of the spec: the marketplace takes money, so someone marks it taken) decides payments
 *   and imports bank statements;
 * - an editor and a content manager look after the site's texts, which have no desk screen yet: they may read the
 *   queue but decide nothing on it;
 * - a superuser may do everything, including running the Moscow clock's job by hand and setting an agency's
 *   personal discount (a commercial decision: no other role changes what an agency pays).
 *
 * The server checks every staff call against this table; the desk shows only the actions it allows.
 */
export const STAFF_ROLES = [
  'superuser',
  'moderator',
  'primaryModerator',
  'secondaryModerator',
  'accountant',
  'editor',
  'contentManager',
] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  superuser: 'Администратор',
  moderator: 'Модератор',
  primaryModerator: 'Модератор первичной проверки',
  secondaryModerator: 'Модератор итоговой проверки',
  accountant: 'Бухгалтер',
  editor: 'Редактор',
  contentManager: 'Контент-менеджер',
}

/** What can be done on the desk, each one kind of decision. */
export const STAFF_CAPABILITIES = [
  /** See the queue and a campaign's review screen. */
  'readQueue',
  /** Take a campaign into review, pass or reject it at the first stage; decide on its creatives. */
  'decidePrimary',
  /** Approve or reject a campaign at the final stage. */
  'decideSecondary',
  /** Confirm or release a campaign's reservation. */
  'decideReservation',
  /** Mark an invoice paid (in full or in part) and import a bank statement. */
  'decidePayment',
  /** Confirm a requested cancellation, or cancel a campaign for a technical reason. */
  'decideCancellation',
  /** Run the Moscow clock's job by hand. */
  'runClock',
  /** Set or remove an agency's personal discount (core/staff/agency-terms.ts). */
  'manageAgencies',
] as const
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number]

const TABLE: Readonly<Record<StaffRole, readonly StaffCapability[]>> = {
  superuser: STAFF_CAPABILITIES,
  moderator: ['readQueue', 'decidePrimary', 'decideSecondary', 'decideReservation', 'decideCancellation'],
  primaryModerator: ['readQueue', 'decidePrimary'],
  secondaryModerator: ['readQueue', 'decideSecondary'],
  accountant: ['readQueue', 'decidePayment'],
  editor: ['readQueue'],
  contentManager: ['readQueue'],
}

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)

/** Whether any of the roles grants the capability. */
export const staffMay = (roles: readonly StaffRole[], capability: StaffCapability): boolean =>
  roles.some((r) => TABLE[r].includes(capability))

/** Everything the roles grant together, in the order of STAFF_CAPABILITIES. */
export const capabilitiesOf = (roles: readonly StaffRole[]): StaffCapability[] =>
  STAFF_CAPABILITIES.filter((c) => staffMay(roles, c))

/** The table itself, for the feature that prints it and the server's role matrix test. */
export const staffRoleTable = (): ReadonlyArray<readonly [StaffRole, readonly StaffCapability[]]> =>
  STAFF_ROLES.map((r) => [r, TABLE[r]] as const)
