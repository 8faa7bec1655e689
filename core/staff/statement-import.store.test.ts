import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../cabinet/testing/fake-http-client'
import { ApiFailure } from '../shared/api-failure'
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_NOT_IMPORTED,
  STATEMENT_PATH,
  StatementImportStore,
  statementFileProblem,
} from './statement-import.store'
import { statementImport } from '../contract/testing/staff.fixture'

const file = (size = 2_048) => ({ name: 'kl_to_1c.txt', size, type: 'text/plain' })

describe('importing a bank statement (issue #48 item 4)', () => {
  it('sends the file as it is, follows the upload, and keeps what the server did; the queue is told', async () => {
    let told = 0
    const http = new FakeHttpClient()
      .answer('POST', STATEMENT_PATH, statementImport())
      .reportProgress('POST', STATEMENT_PATH, [10, 60, 100])
    const store = new StatementImportStore(http, () => told++)
    const seen: number[] = []
    store.state$.subscribe((s) => seen.push(s.percent))
    const chosen = file()
    await store.upload(chosen)
    expect(http.calls[0]?.form).toEqual({ file: chosen })
    expect(seen).toEqual([0, 0, 10, 60, 99, 100])
    expect(store.getSnapshot()).toMatchObject({
      status: 'done',
      fileName: 'kl_to_1c.txt',
      result: { repeated: 0 },
    })
    expect(told).toBe(1)
    store.reset()
    expect(store.getSnapshot()).toEqual({
      status: 'idle',
      fileName: undefined,
      percent: 0,
      result: undefined,
      error: undefined,
    })
  })

  it('does not tell the queue when nothing was paid', async () => {
    let told = 0
    const http = new FakeHttpClient().answer('POST', STATEMENT_PATH, statementImport({ matched: [] }))
    await new StatementImportStore(http, () => told++).upload(file())
    expect(told).toBe(0)
  })

  it('says a malformed file’s line as the server says it, and a lost connection as what to do', async () => {
    const http = new FakeHttpClient().fail(
      'POST',
      STATEMENT_PATH,
      new ApiFailure(400, 'Строка 7: сумма «12,345» не число с копейками'),
    )
    const store = new StatementImportStore(http)
    await store.upload(file())
    expect(store.getSnapshot()).toMatchObject({
      status: 'error',
      error: 'Строка 7: сумма «12,345» не число с копейками',
    })
    http.fail('POST', STATEMENT_PATH, new ApiFailure(0, 'Failed to fetch'))
    await store.upload(file())
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: STATEMENT_NOT_IMPORTED })
  })

  it('sends neither an empty file nor one over 5 MB', async () => {
    const http = new FakeHttpClient()
    const store = new StatementImportStore(http)
    await store.upload(file(0))
    expect(store.getSnapshot().error).toBe('Файл «kl_to_1c.txt» пуст')
    await store.upload(file(STATEMENT_MAX_BYTES + 1))
    expect(store.getSnapshot().error).toBe('Файл «kl_to_1c.txt» больше 5 МБ: выписка столько не весит')
    expect(statementFileProblem(file(STATEMENT_MAX_BYTES))).toBeUndefined()
    expect(http.calls).toHaveLength(0)
  })
})
