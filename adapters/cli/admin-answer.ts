/** What the server answered a staff call: its status and its JSON body. */
export interface Answer {
  readonly status: number
  readonly body: { data?: unknown; message?: string; errors?: Record<string, string> }
}

/**
 * A refusal printed as the staff desk says it, with its field codes; answers the exit code (2 when the role or the
 * session does not allow it, 1 otherwise). Every admin command prints its refusals through this.
 */
export const printRefusal = (answer: Answer, fail: (text: string) => void): number => {
  const fields = Object.entries(answer.body.errors ?? {}).map(([f, code]) => `${f}: ${code}`)
  fail(
    `Отказ (${answer.status}): ${answer.body.message ?? ''}${fields.length ? ` [${fields.join(', ')}]` : ''}\n`,
  )
  return answer.status === 401 || answer.status === 403 ? 2 : 1
}
