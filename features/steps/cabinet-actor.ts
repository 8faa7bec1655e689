import type { FailureSituation } from '../../core/cabinet/errors/error-catalogue'
import type { RoleFlags, RouteContext, RouteDecision } from '../../core/cabinet/routing/route.decision'
import { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { MemoryStorage, RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import type { TabloWorld } from '../support/world'

/** Who the cabinet user is, in the words of the scenarios. */
export const ROLES: Readonly<Record<string, RouteContext>> = {
  'signed out': { loggedIn: false, profile: undefined, storedAutoFlow: undefined },
  'an advertiser': { loggedIn: true, profile: flags(), storedAutoFlow: undefined },
  'an agency': { loggedIn: true, profile: flags({ isAgency: true }), storedAutoFlow: undefined },
  'a small business': { loggedIn: true, profile: flags({ isMSB: true }), storedAutoFlow: undefined },
  'an observer': { loggedIn: true, profile: flags({ isObserver: true }), storedAutoFlow: undefined },
  'signed in with the profile still loading': {
    loggedIn: true,
    profile: undefined,
    storedAutoFlow: undefined,
  },
}
export const ROLE_PATTERN =
  '(signed out|an advertiser|an agency|a small business|an observer|signed in with the profile still loading)'

function flags(over: Partial<RoleFlags> = {}): RoleFlags {
  return { isObserver: false, isAgency: false, isMSB: false, ...over }
}

/** The failure situations in the scenarios' words. */
export const SITUATIONS: Readonly<Record<string, FailureSituation>> = {
  'a new campaign': 'campaignCreate',
  'an application': 'applicationSend',
  'a prolongation': 'prolongation',
  'a change of periods': 'periods',
  'a landing upload': 'landingUpload',
  'a reservation': 'reservation',
  'an OAuth sign-in': 'oauth',
  'a media upload': 'upload',
  'a file download': 'download',
  'a reference list': 'reference',
}

/** Per-scenario state of the cabinet steps (world slot 'cabinet'). */
export class CabinetScene {
  context: RouteContext = ROLES['an advertiser']!
  decision: RouteDecision | undefined
  readonly storage = new MemoryStorage()
  readonly http = new FakeHttpClient()
  readonly logger = new RecordingLogger()
  readonly exits: string[] = []
  readonly exit = {
    clearSession: () => this.exits.push('session cleared'),
    navigate: (to: string) => this.exits.push(to),
  }
  /** What the user reads last (undefined: nothing shown). */
  message: string | undefined
  messages: Readonly<Record<string, string>> = {}
  /** Status sequence of the store under test. */
  statuses: string[] = []
  values: Record<string, unknown> = {}
}

export const cabinet = (world: TabloWorld): CabinetScene => world.slot('cabinet', () => new CabinetScene())

/** "a, b, c" -> ['a', 'b', 'c']; "" or "none" -> []. */
export const list = (text: string): string[] =>
  text.trim() === '' || text.trim() === 'none' ? [] : text.split(',').map((s) => s.trim())

/** "field: code; other: code" -> { field: 'code', other: 'code' }. */
export const fields = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split(';')
      .map((pair) => pair.split(':').map((s) => s.trim()))
      .filter((pair) => pair[0])
      .map(([k, ...v]) => [k!, v.join(':')]),
  )

export const yes = (word: string): boolean => {
  if (word === 'yes') return true
  if (word === 'no') return false
  throw new Error(`expected yes or no, got ${word}`)
}
