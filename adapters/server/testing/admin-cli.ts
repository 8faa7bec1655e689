import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Runs `npm run admin -- …` (tsx adapters/cli/admin.ts) against a test server as the given staff member;
 * answers the exit code and the output, a failing command included.
 */
export const runAdmin = async (
  staff: { readonly baseUrl: string; readonly email: string; readonly password: string },
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> => {
  try {
    const { stdout, stderr } = await run(
      'npx',
      [
        'tsx',
        'adapters/cli/admin.ts',
        ...args,
        '--api',
        staff.baseUrl,
        '--email',
        staff.email,
        '--password',
        staff.password,
      ],
      { timeout: 30_000 },
    )
    return { code: 0, out: stdout, err: stderr }
  } catch (cause) {
    const e = cause as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? -1, out: e.stdout ?? '', err: e.stderr ?? '' }
  }
}
