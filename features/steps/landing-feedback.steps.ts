import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { API } from '../../core/cabinet/stores/api-paths'
import { LandingDocsStore } from '../../core/cabinet/stores/content.stores'
import { QuestionStore } from '../../core/cabinet/stores/question.store'
import { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import { landingDocHref } from '../../core/cabinet/view/landing.view-model'
import { LeadService } from '../../core/leads/lead.service'
import type { OutgoingMail } from '../../core/ports/mail-outbox.port'
import type { Feedback, FeedbackFile, Lead } from '../../core/ports/lead-repository.port'
import { ok, type Result } from '../../core/shared/result'
import type { TabloWorld } from '../support/world'

/** The sales team's side of the landing: what was kept, what was mailed, which files were taken. */
class QuestionDesk {
  readonly kept: Feedback[] = []
  readonly mails: OutgoingMail[] = []
  readonly filesTaken: string[] = []
  outcome: Result<{ done: true; fileName: string | null }, unknown> | undefined
  private accepted = ''
  private readonly leads = {
    insertLead: async (_lead: Lead) => true,
    insertFeedback: async (feedback: Feedback) => {
      this.kept.push(feedback)
    },
  }

  readonly service = new LeadService({
    leads: this.leads,
    // The captcha accepts one solution once (a replayed one is refused, as the port says).
    captcha: {
      challenge: async () => ({}),
      verify: async (response) => {
        const valid = response !== '' && response === this.accepted
        if (valid) this.accepted = ''
        return valid
      },
    },
    ids: { newId: () => `feedback-${this.kept.length + 1}`, newSecret: () => 'secret' },
    clock: { now: () => new Date('2026-11-28T09:00:00Z'), today: () => '2026-11-28' },
    outbox: {
      send: async (mail) => {
        this.mails.push(mail)
      },
    },
    salesMailbox: 'sales@tablo.local',
  })

  accept(solution: string): void {
    this.accepted = solution
  }

  /** The file of the form, received only when the service asks for it. */
  fileOf(fileName: string, sizeBytes: number): () => Promise<Result<FeedbackFile, never>> {
    return async () => {
      this.filesTaken.push(fileName)
      return ok({ storageKey: `feedback/${fileName}`, fileName, mimeType: 'application/pdf', sizeBytes })
    }
  }
}

/** Per-scenario state (world slot 'landingFeedback'). */
class LandingFeedbackScene {
  readonly http = new FakeHttpClient()
  readonly logger = new RecordingLogger()
  readonly docs = new LandingDocsStore(this.http, this.logger)
  solution = ''
  desk = new QuestionDesk()
}
const scene = (world: TabloWorld): LandingFeedbackScene =>
  world.slot('landingFeedback', () => new LandingFeedbackScene())

Given("the landing's documents on the server are:", function (this: TabloWorld, table: DataTable) {
  scene(this).http.answer(
    'GET',
    API.landingDocs,
    table.hashes().map((row, n) => ({ _id: `doc-${n + 1}`, name: row['name'], fileName: row['file'] })),
  )
})

When("the landing's documents load", async function (this: TabloWorld) {
  await scene(this).docs.load()
})

Then("the landing's documents were read from {string}", function (this: TabloWorld, call: string) {
  assert.deepEqual(
    scene(this).http.calls.map((c) => `${c.method} ${c.path}`),
    [call],
  )
})

Then('the landing offers the documents:', function (this: TabloWorld, table: DataTable) {
  const { items } = scene(this).docs.getSnapshot()
  assert.deepEqual(
    items.map((d) => [d.name, landingDocHref(d)]),
    table.raw(),
  )
})

Given("the landing's captcha is solved as {string}", function (this: TabloWorld, solution: string) {
  const s = scene(this)
  s.solution = solution
  s.http.answer('GET', API.captcha, { challenge: 'c-1' })
  s.http.answer('POST', API.publicQuestion, {})
})

When(
  'a visitor asks {string} from {string} without a name',
  async function (this: TabloWorld, message: string, email: string) {
    const s = scene(this)
    const outcome = await new QuestionStore(s.http, { solve: async () => s.solution }).run({
      email,
      message,
      fullName: '  ',
    })
    assert.ok(outcome.ok, 'the question was not sent')
  },
)

Then(
  'the question went to {string} after {string}',
  function (this: TabloWorld, post: string, challenge: string) {
    assert.deepEqual(
      scene(this).http.calls.map((c) => `${c.method} ${c.path}`),
      [challenge, post],
    )
  },
)

Then('the question sent was:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(scene(this).http.callsTo('POST', API.publicQuestion)[0]?.body, table.rowsHash())
})

Given(
  "the landing's question desk takes the captcha {string}",
  function (this: TabloWorld, solution: string) {
    scene(this).desk.accept(solution)
  },
)

When(
  'the question {string} from {string} signed {string} comes with the file {string} of {int} bytes with the captcha {string}',
  async function (
    this: TabloWorld,
    message: string,
    email: string,
    fullName: string,
    fileName: string,
    size: number,
    captcha: string,
  ) {
    const { desk } = scene(this)
    desk.outcome = await desk.service.publicFeedback(
      { message, email, fullName, gRecaptchaResponse: captcha },
      desk.fileOf(fileName, size),
    )
  },
)

When(
  'the advertiser {string} sends the feedback {string} from {string}',
  async function (this: TabloWorld, accountId: string, message: string, email: string) {
    const { desk } = scene(this)
    const outcome = await desk.service.feedback(accountId, { message, email })
    assert.ok(outcome.ok, 'the feedback was refused')
  },
)

Then('the question desk answered that it took the file {string}', function (this: TabloWorld, name: string) {
  assert.deepEqual(scene(this).desk.outcome, ok({ done: true, fileName: name }))
})

Then('the question desk kept:', function (this: TabloWorld, table: DataTable) {
  const [kept, ...more] = scene(this).desk.kept
  assert.equal(more.length, 0, 'more than one message was kept')
  assert.ok(kept, 'nothing was kept')
  const file = kept.file
  assert.deepEqual(
    Object.fromEntries(
      Object.entries({
        account: kept.accountId,
        email: kept.email,
        name: kept.fullName,
        message: kept.message,
        file: file && `${file.fileName}, ${file.mimeType}, ${file.sizeBytes} bytes`,
      }).filter(([, value]) => value !== undefined),
    ),
    table.rowsHash(),
  )
})

Then(
  'the sales mailbox got {string} reading:',
  function (this: TabloWorld, subject: string, table: DataTable) {
    assert.deepEqual(
      scene(this).desk.mails.map((m) => [m.to, m.subject, m.text.split('\n')]),
      [['sales@tablo.local', subject, table.raw().map(([line]) => line)]],
    )
  },
)

Then('the question desk refused it with {string}', function (this: TabloWorld, refusal: string) {
  const outcome = scene(this).desk.outcome
  assert.ok(outcome && !outcome.ok, 'the question was taken')
  const error = outcome.error as { errors?: Readonly<Record<string, string>> }
  assert.deepEqual(
    Object.entries(error.errors ?? {}).map(([field, code]) => `${field}: ${code}`),
    [refusal],
  )
})

Then('the question desk kept nothing, took no file and sent no mail', function (this: TabloWorld) {
  const { desk } = scene(this)
  assert.deepEqual([desk.kept, desk.filesTaken, desk.mails], [[], [], []])
})

Then('the question desk sent no mail', function (this: TabloWorld) {
  assert.deepEqual(scene(this).desk.mails, [])
})
