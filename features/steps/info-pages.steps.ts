import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { logOut } from '../../core/cabinet/roles/logout'
import { route, type RouteContext, type RouteDecision } from '../../core/cabinet/routing/route.decision'
import { ConsentRevocationStore } from '../../core/cabinet/stores/consent-revocation.store'
import { FaqStore, NewsItemStore, NewsStore, type NewsItem } from '../../core/cabinet/stores/content.stores'
import type { Exit } from '../../core/cabinet/stores/exit.port'
import { FakeHttpClient, type RecordedCall } from '../../core/cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import { formatDisplayDate } from '../../core/format/date.format'
import { ACTIVITIES, SOCIAL_ADVERTISING } from '../../core/inventory/content.catalogue'
import { ApiFailure } from '../../core/shared/api-failure'
import type { Readable } from '../../core/shared/store'
import { latestNews } from '../../core/cabinet/view/landing.view-model'
import type { TabloWorld } from '../support/world'
import { list, ROLE_PATTERN, ROLES } from './cabinet-actor'

const FAQ = '/api/v1/question-answer'
const NEWS = '/api/v1/news'
const newsPath = (id: string): string => `${NEWS}/${encodeURIComponent(id)}`

/** Per-scenario state of the information pages (world slot 'infoPages'); one server and log per page. */
class Page {
  readonly http = new FakeHttpClient()
  readonly logger = new RecordingLogger()
  readonly statuses: string[] = []
  watch<S extends { status: string }>(store: Readable<S>): void {
    store.state$.subscribe((s) => this.statuses.push(s.status))
  }
}
class InfoPagesScene {
  context: RouteContext = ROLES['an advertiser']!
  readonly exits: string[] = []
  readonly exit: Exit = {
    clearSession: () => this.exits.push('session cleared'),
    navigate: (to: string) => this.exits.push(to),
  }
  readonly home = new Page()
  readonly faqPage = new Page()
  readonly faq = new FaqStore(this.faqPage.http, this.faqPage.logger)
  readonly newsPage = new Page()
  readonly news = new NewsStore(this.newsPage.http, this.newsPage.logger)
  readonly itemPage = new Page()
  readonly item = new NewsItemStore(this.itemPage.http, this.itemPage.logger)
  constructor() {
    this.faqPage.watch(this.faq)
    this.newsPage.watch(this.news)
    this.itemPage.watch(this.item)
  }
}
const scene = (world: TabloWorld): InfoPagesScene => world.slot('infoPages', () => new InfoPagesScene())

const PAGES = {
  "home page's revocation": (s: InfoPagesScene) => s.home,
  'FAQ page': (s: InfoPagesScene) => s.faqPage,
  'news list': (s: InfoPagesScene) => s.newsPage,
  'news item page': (s: InfoPagesScene) => s.itemPage,
} as const
type PageName = keyof typeof PAGES
const page = (world: TabloWorld, name: string): Page => PAGES[name as PageName](scene(world))

/** A route decision as the scenarios say it. */
const leadsTo = (d: RouteDecision): string =>
  d.kind === 'redirect'
    ? `on to ${d.to}`
    : `the ${d.screen} page, ${d.layout === 'main' ? 'with header and menu' : 'on its own'}`

const queryOf = (query: RecordedCall['query']): string =>
  query
    ? `?${Object.entries(query)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join('&')}`
    : ''

/** A call as the scenarios say it: `METHOD path?query`, then the body as JSON when there is one. */
const said = (c: RecordedCall): string =>
  `${c.method} ${c.path}${queryOf(c.query)}${c.body === undefined ? '' : ` ${JSON.stringify(c.body)}`}`

const shownDate = (wire: string): string => {
  const shown = formatDisplayDate(wire)
  return shown.ok ? shown.value : `unreadable ${wire}`
}

const newsOf = (table: DataTable): NewsItem[] =>
  table.hashes().map((r) => ({
    _id: r['id'] ?? '',
    title: r['title'] ?? '',
    text: r['text'] ?? '',
    createdAt: r['published'] ?? '',
  }))

// R-SCREEN-01: the home page and the ways back to it.

Then('the home page, opened at {string}, leads:', (address: string, table: DataTable) => {
  assert.deepEqual(
    table.hashes().map((r) => ({ who: r['who'], to: leadsTo(route(address, ROLES[r['who'] ?? '']!)) })),
    table.hashes(),
  )
})

Given(new RegExp(`^the home page's user is ${ROLE_PATTERN}$`), function (this: TabloWorld, who: string) {
  scene(this).context = ROLES[who]!
})

When("the home page's user logs out", function (this: TabloWorld) {
  logOut(scene(this).exit, scene(this).context.profile)
})

When(
  "the home page's user revokes consent to personal-data processing and the server accepts",
  async function (this: TabloWorld) {
    const s = scene(this)
    s.home.http.answer('PUT', '/api/v1/clients/profile/revocation-of-personal-data', {})
    assert.ok((await new ConsentRevocationStore(s.home.http, s.exit).revoke()).ok)
  },
)

Then("the home page's user is signed out and sent to {string}", function (this: TabloWorld, to: string) {
  assert.deepEqual(scene(this).exits, ['session cleared', to])
})

Then(
  'the home page, opened at {string} once signed out, sends them to {string}',
  (address: string, to: string) => {
    assert.equal(leadsTo(route(address, ROLES['signed out']!)), `on to ${to}`)
  },
)

// R-SCREEN-14, R-SCREEN-16: the pages that only inform.

Then('the social advertising page reads:', (table: DataTable) => {
  assert.deepEqual(
    SOCIAL_ADVERTISING.map((s) => ({ heading: s.title, text: s.text })),
    table.hashes(),
  )
})

Then('the kinds of activity page lists:', (table: DataTable) => {
  assert.deepEqual(
    ACTIVITIES.map((a) => ({ ОКВЭД: a.code, activity: a.name })),
    table.hashes(),
  )
})

// R-SCREEN-15: the questions and answers.

Given("the FAQ page's server keeps the questions:", function (this: TabloWorld, table: DataTable) {
  scene(this).faqPage.http.answer(
    'GET',
    FAQ,
    table.hashes().map((r, n) => ({ _id: `qa-${n + 1}`, question: r['question'], answer: r['answer'] })),
  )
})

Given("the FAQ page's server keeps no questions", function (this: TabloWorld) {
  scene(this).faqPage.http.answer('GET', FAQ, [])
})

Given("the FAQ page's server is unavailable", function (this: TabloWorld) {
  scene(this).faqPage.http.fail('GET', FAQ, new ApiFailure(503, 'Service Unavailable'))
})

Given("the FAQ page's server answers with something that is not questions", function (this: TabloWorld) {
  scene(this).faqPage.http.answer('GET', FAQ, [{ _id: 'qa-1', question: 'Без ответа?' }])
})

When(/^the FAQ page (?:opens|opens again|is retried)$/, async function (this: TabloWorld) {
  await scene(this).faq.load()
})

Then('the FAQ page shows:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this)
      .faq.getSnapshot()
      .items.map((qa) => ({ question: qa.question, answer: qa.answer })),
    table.hashes(),
  )
})

Then('the FAQ page shows no questions', function (this: TabloWorld) {
  assert.deepEqual(scene(this).faq.getSnapshot().items, [])
})

// R-SCREEN-55: the news list.

Given("the news list's server keeps the news:", function (this: TabloWorld, table: DataTable) {
  scene(this).newsPage.http.answer('GET', NEWS, newsOf(table))
})

Given("the news list's server is unavailable", function (this: TabloWorld) {
  scene(this).newsPage.http.fail('GET', NEWS, new ApiFailure(503, 'Service Unavailable'))
})

When(/^the news list (?:opens|opens again|is retried)$/, async function (this: TabloWorld) {
  await scene(this).news.load()
})

Then('the news list shows:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this)
      .news.getSnapshot()
      .items.map((n) => ({ date: shownDate(n.createdAt), title: n.title, text: n.text })),
    table.hashes(),
  )
})

Then("the home page's news are {string}", function (this: TabloWorld, titles: string) {
  assert.deepEqual(
    latestNews(scene(this).news.getSnapshot().items).map((n) => n.title),
    titles.split(/,\s*(?=[А-ЯЁ])/),
  )
})

// R-SCREEN-56: one news item.

Given("the news item page's server keeps the news:", function (this: TabloWorld, table: DataTable) {
  for (const item of newsOf(table)) scene(this).itemPage.http.answer('GET', newsPath(item._id), item)
})

Given(/^the news item page's server knows no news "([^"]*)"$/, function (this: TabloWorld, id: string) {
  scene(this).itemPage.http.fail('GET', newsPath(id), new ApiFailure(404, 'Not Found'))
})

Given(/^the news item page's server is unavailable for "([^"]*)"$/, function (this: TabloWorld, id: string) {
  scene(this).itemPage.http.fail('GET', newsPath(id), new ApiFailure(503, 'Service Unavailable'))
})

When('the news item page opens {string}', async function (this: TabloWorld, id: string) {
  await scene(this).item.load(id)
})

Then('the news item page shows:', function (this: TabloWorld, table: DataTable) {
  const state = scene(this).item.getSnapshot()
  assert.equal(state.status, 'ready')
  assert.deepEqual(
    { title: state.item?.title, date: shownDate(state.item?.createdAt ?? ''), text: state.item?.text },
    table.rowsHash(),
  )
})

const ENDINGS: Readonly<Record<string, string>> = {
  shown: 'ready',
  'not found': 'notFound',
  'failed, to be retried': 'error',
}

Then(/^the news item page ends (.+)$/, function (this: TabloWorld, ending: string) {
  assert.equal(scene(this).item.getSnapshot().status, ENDINGS[ending])
})

// Shared by the pages read from the server.

Then(
  /^the (FAQ page|news list) went "([^"]*)"$/,
  function (this: TabloWorld, name: string, statuses: string) {
    assert.deepEqual(page(this, name).statuses, list(statuses))
  },
)

Then(
  /^the (FAQ page|news list|news item page) logged (?:nothing|the warning "([^"]*)")$/,
  function (this: TabloWorld, name: string, warning: string | null) {
    assert.deepEqual(
      page(this, name).logger.lines.map((l) => `${l.level}: ${l.message}`),
      warning === null ? [] : [`warn: ${warning}`],
    )
  },
)

Then(
  /^the (home page's revocation|FAQ page|news list|news item page) asked the server "([^"]*)"$/,
  function (this: TabloWorld, name: string, calls: string) {
    assert.deepEqual(page(this, name).http.calls.map(said), list(calls))
  },
)
