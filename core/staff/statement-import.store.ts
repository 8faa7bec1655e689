import type { FilePart, HttpClient } from '../ports/http.port'
import { decoderOf } from '../shared/decoder'
import { StateStore } from '../shared/store'
import { serverSentence } from '../shared/server-failure'
import { trackUpload } from '../shared/upload-progress'
import { STAFF_API } from './staff-desk.contract'
import { StatementImportWire } from '../contract/staff.answer'

export const STATEMENT_PATH = `${STAFF_API}/bank-statements`
/** The contract's bound on a statement file. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024
export const STATEMENT_NOT_IMPORTED = 'Выписка не загружена. Проверьте соединение и попробуйте ещё раз.'

const decodeImport = decoderOf(StatementImportWire, { allowUnknown: true })

export interface StatementImportState {
  readonly status: 'idle' | 'uploading' | 'done' | 'error'
  readonly fileName: string | undefined
  /** The share of the file sent, 0..100 (99 at most until the server has answered). */
  readonly percent: number
  readonly result: StatementImportWire | undefined
  /** Why it was refused: the server's words (a malformed file names its line), or what to do. */
  readonly error: string | undefined
}

/** Whether a file may be sent at all; the server reads what it says. */
export const statementFileProblem = (file: Pick<FilePart, 'name' | 'size'>): string | undefined => {
  if (file.size === 0) return `Файл «${file.name}» пуст`
  if (file.size > STATEMENT_MAX_BYTES) return `Файл «${file.name}» больше 5 МБ: выписка столько не весит`
  return undefined
}

/**
 * Imports a bank statement (POST /api/v1/staff/bank-statements, issue #48 item 4): the bank's 1C file as it came,
 * its upload followed in per cent, then what the server did with it — the invoices it marked paid, the payments
 * left for a person to decide with the reason, the repeats. Another file starts over.
 */
export class StatementImportStore extends StateStore<StatementImportState> {
  constructor(
    private readonly http: HttpClient,
    private readonly imported: () => void = () => undefined,
  ) {
    super({ status: 'idle', fileName: undefined, percent: 0, result: undefined, error: undefined })
  }

  upload(file: FilePart): Promise<void> {
    if (this.getSnapshot().status === 'uploading') return Promise.resolve()
    const problem = statementFileProblem(file)
    if (problem !== undefined) {
      this.set({ status: 'error', fileName: file.name, percent: 0, result: undefined, error: problem })
      return Promise.resolve()
    }
    this.set({ status: 'uploading', fileName: file.name, percent: 0, result: undefined, error: undefined })
    const upload = this.http.multipart({ method: 'POST', path: STATEMENT_PATH, form: { file } }, decodeImport)
    return new Promise((resolve) => {
      trackUpload(upload).subscribe({
        next: (event) => {
          if (event.kind === 'progress') {
            this.set({ ...this.getSnapshot(), percent: event.percent })
            return
          }
          this.set({ ...this.getSnapshot(), status: 'done', percent: 100, result: event.value })
          if (event.value.matched.length > 0) this.imported()
        },
        error: (cause: unknown) => {
          this.set({
            ...this.getSnapshot(),
            status: 'error',
            error: serverSentence(cause, STATEMENT_NOT_IMPORTED),
          })
          resolve()
        },
        complete: () => resolve(),
      })
    })
  }

  /** Back to the drop zone, the last result gone. */
  reset(): void {
    if (this.getSnapshot().status === 'uploading') return
    this.set({ status: 'idle', fileName: undefined, percent: 0, result: undefined, error: undefined })
  }
}
