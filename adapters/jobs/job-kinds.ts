/** How a kind of job is run: retried with backoff, and taken back from a worker that went quiet. */
export interface JobKind {
  readonly name: string
  /** Tries after the first (with exponential backoff from retryDelaySeconds). */
  readonly retryLimit: number
  readonly retryDelaySeconds: number
  /** A job running longer than this is taken as lost (its server died) and tried again by another. */
  readonly expireInSeconds: number
  /** 'stately': at most one waiting and one running, however many servers ask (the clock's ticks). */
  readonly policy?: 'standard' | 'stately'
}

/** The Moscow clock: lapses holds, launches and completes campaigns; one tick a minute across all servers. */
export const CLOCK_JOB: JobKind = {
  name: 'campaign-clock',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
  policy: 'stately',
}
export const CLOCK_CRON = '* * * * *'

/** Sending the outbox over SMTP: retried with backoff while the mail server is down, one sender at a time. */
export const MAIL_JOB: JobKind = {
  name: 'mail',
  retryLimit: 20,
  retryDelaySeconds: 30,
  expireInSeconds: 30,
  policy: 'stately',
}

/**
 * Rolling the received plays up into per-day counts, asked for after every accepted batch: one waiting at a time
 * (a run takes every play waiting), so a burst of batches makes one or two runs, not one per batch.
 */
export const PLAYS_JOB: JobKind = {
  name: 'plays-roll-up',
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 300,
  policy: 'stately',
}

/** Drawing and storing a video's card poster, after an upload, a replacement or a rename. */
export const POSTER_JOB: JobKind = {
  name: 'video-poster',
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
}

/** Writing a spreadsheet a calculator hands out as a link (the whole city's sides take over a second). */
export const EXPORT_JOB: JobKind = {
  name: 'spreadsheet-export',
  retryLimit: 3,
  retryDelaySeconds: 2,
  expireInSeconds: 120,
}
