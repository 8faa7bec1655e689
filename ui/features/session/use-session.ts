import { SessionStore } from '../../../core/session/session.store'
import { useService } from '../../app/container-context'

export const useSession = (): SessionStore => useService(SessionStore)
