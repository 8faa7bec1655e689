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

/** Leads of the fast-order form and feedback messages, kept for the sales team. */
export interface LeadRepository {
  /** False when this phone already left a lead for this place today. */
  insertLead(lead: Lead): Promise<boolean>
  insertFeedback(feedback: {
    id: string
    accountId: string | undefined
    email: string | undefined
    message: string
  }): Promise<void>
}
export const LeadRepository = Symbol.for('tablo.LeadRepository')
