export interface Lead {
  readonly id: string
  readonly accountId: string | undefined
  readonly fullName: string
  readonly phone: string
  readonly email: string
  readonly advertisePlaceId: string
  /** The Moscow calendar day it came in (one lead per phone and place a day). */
  readonly moscowDay: string
}

/** A feedback message, with the file that came with it (stored through the file storage port). */
export interface Feedback {
  readonly id: string
  readonly accountId: string | undefined
  readonly email: string | undefined
  readonly fullName?: string
  readonly message: string
  readonly file?: FeedbackFile
}

export interface FeedbackFile {
  readonly storageKey: string
  readonly fileName: string
  readonly mimeType: string
  readonly sizeBytes: number
}

/** Leads of the fast-order form and feedback messages, kept for the sales team. */
export interface LeadRepository {
  /** False when this phone already left a lead for this place today. */
  insertLead(lead: Lead): Promise<boolean>
  insertFeedback(feedback: Feedback): Promise<void>
}
export const LeadRepository = Symbol.for('tablo.LeadRepository')
