import type { Exit } from '../stores/exit.port'
import type { RoleFlags } from '../routing/route.decision'
import { logoutTarget } from './capabilities'

/**
 * R-HEAD-23, R-ROLE-04: logout clears the session, then goes to / — or, for a small-business user, to the
 * external site. Returns where it went.
 */
export const logOut = (exit: Exit, profile: RoleFlags | undefined): string => {
  const to = logoutTarget(profile)
  exit.clearSession()
  exit.navigate(to)
  return to
}
