import { moscowClockModule } from '../moscow-clock/module'
import { downloadsModule } from './downloads.module'

/**
 * What every working screen (the calculators, the cabinet, the desk) shares and a public page's first bytes do not
 * carry: the Moscow clock and the downloads (issue #51: /app/login's JavaScript). ui/main.tsx loads them into the
 * root with the first of those screens' lazy modules; one chunk, loaded once.
 */
export const workspaceModules = [moscowClockModule, downloadsModule] as const
