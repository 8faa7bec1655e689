export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** The one link the mail is about (confirmation, restore), kept for the log and the tests. */
  readonly link?: string
}

/** Mail leaves through the outbox: the default adapter stores it and logs the link; SMTP when configured. */
export interface MailOutbox {
  send(mail: OutgoingMail): Promise<void>
}
export const MailOutbox = Symbol.for('tablo.MailOutbox')
