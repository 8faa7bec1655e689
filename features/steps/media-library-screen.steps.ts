import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { LIBRARY_FILTERS, type MediaRowView } from '../../core/cabinet/stores/media-library.store'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { callsNamed, file, LIBRARY, mediaOf, plain, scene } from './money-media-scene'

// The media library (R-SCREEN-51): the account's videos and images, uploaded, renamed, replaced, sent to
// moderation and deleted.

const rowNamed = (world: TabloWorld, name: string): MediaRowView => {
  const row = scene(world)
    .library.getSnapshot()
    .rows.find((r) => r.name === name)
  assert.ok(row, `no file named ${name}`)
  return row
}

Given(
  "the media library's server holds {int} files, this page of them:",
  function (this: TabloWorld, total: number, table: DataTable) {
    scene(this).http.answer('GET', LIBRARY, { list: table.hashes().map(mediaOf), total })
  },
)

Given(
  "the media library's server takes a video with progress {int}, {int}",
  function (this: TabloWorld, a: number, b: number) {
    scene(this)
      .http.answer('POST', `${LIBRARY}/video`, mediaOf({ id: 'm9', kind: 'video', status: 'noStatus' }))
      .reportProgress('POST', `${LIBRARY}/video`, [a, b])
  },
)

Given(
  "the media library's server refuses images with {string}",
  function (this: TabloWorld, message: string) {
    scene(this).http.fail('POST', `${LIBRARY}/image`, new ApiFailure(415, message))
  },
)

Given("the media library's server accepts every change of {string}", function (this: TabloWorld, id: string) {
  const done = mediaOf({ id, kind: 'video', status: 'moderation' })
  scene(this)
    .http.answer('PUT', `${LIBRARY}/${id}/rename`, done)
    .answer('PUT', `${LIBRARY}/${id}/toModeration`, done)
    .answer('PATCH', `${LIBRARY}/video/${id}/replace`, done)
    .answer('DELETE', `${LIBRARY}/video/${id}`, { done: true })
})

Given(
  "the media library's server refuses every change of {string} with {string}",
  function (this: TabloWorld, id: string, message: string) {
    const refusal = new ApiFailure(422, message)
    scene(this)
      .http.fail('PUT', `${LIBRARY}/${id}/rename`, refusal)
      .fail('PUT', `${LIBRARY}/${id}/toModeration`, refusal)
      .fail('DELETE', `${LIBRARY}/video/${id}`, refusal)
  },
)

Given("the media library's server cannot be reached", function (this: TabloWorld) {
  scene(this).http.fail('GET', LIBRARY, new ApiFailure(0, 'Failed to fetch'))
})

When('the media library opens', async function (this: TabloWorld) {
  await scene(this).library.load(1, 'all')
})

When(
  /^the media library shows (?:its (videos|images) on page|page) (\d+)(?: of every kind)?$/,
  async function (this: TabloWorld, kind: string | undefined, page: string) {
    await scene(this).library.load(
      Number(page),
      kind === 'videos' ? 'video' : kind === 'images' ? 'image' : 'all',
    )
  },
)

Then('the media library offers the tabs {string}', function (labels: string) {
  assert.deepEqual(
    LIBRARY_FILTERS.map((f) => f.label),
    labels.split(',').map((l) => l.trim()),
  )
})

When('the media library uploads the video {string}', async function (this: TabloWorld, name: string) {
  const s = scene(this)
  const seen = s.library.state$.subscribe(
    (state) => state.upload && s.uploadPercents.push(state.upload.percent),
  )
  await s.library.upload(file(name, 'video/mp4'))
  seen.unsubscribe()
})

When('the media library uploads the image {string}', async function (this: TabloWorld, name: string) {
  await scene(this).library.upload(file(name, 'image/png'))
})

When(
  'the media library renames {string} to {string}',
  async function (this: TabloWorld, name: string, to: string) {
    const r = await scene(this).library.rename(rowNamed(this, name), to)
    scene(this).answer = r.ok ? undefined : r.error
  },
)

When('the media library sends {string} to moderation', async function (this: TabloWorld, name: string) {
  const r = await scene(this).library.toModeration(rowNamed(this, name))
  scene(this).answer = r.ok ? undefined : r.error
})

When(
  'the media library replaces {string} with {string}',
  async function (this: TabloWorld, name: string, by: string) {
    const r = await scene(this).library.replace(rowNamed(this, name), file(by, 'video/mp4'))
    scene(this).answer = r.ok ? undefined : r.error
  },
)

When('the media library deletes {string}', async function (this: TabloWorld, name: string) {
  const r = await scene(this).library.remove(rowNamed(this, name))
  scene(this).answer = r.ok ? undefined : r.error
})

Then(
  /^the media library asked for (\d+) files from the (\d+)(?:st|nd|rd|th), of (?:the kind "([^"]+)"|every kind)$/,
  function (this: TabloWorld, limit: string, nth: string, kind: string | undefined) {
    assert.deepEqual(scene(this).http.callsTo('GET', LIBRARY).at(-1)?.query, {
      limit: Number(limit),
      offset: Number(nth) - 1,
      ...(kind ? { kind } : {}),
    })
  },
)

Then(
  'the media library counts {int} files on {int} pages',
  function (this: TabloWorld, total: number, pages: number) {
    const state = scene(this).library.getSnapshot()
    assert.deepEqual([state.total, state.pageCount], [total, pages])
  },
)

Then('the media library shows:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this)
      .library.getSnapshot()
      .rows.map((r) => ({
        Название: r.name,
        Тип: r.kindLabel,
        Формат: r.facts,
        Размер: plain(r.sizeLabel),
        Модерация: r.statusLabel,
        badge: r.statusTone,
        'saved as': r.fileName,
        'may be sent': r.canSend ? 'yes' : 'no',
      })),
    table.hashes(),
  )
})

Then(
  /^the media library showed the upload of "([^"]+)" at ([\d, ]+) per cent$/,
  function (this: TabloWorld, _name: string, percents: string) {
    assert.deepEqual(scene(this).uploadPercents, percents.split(',').map(Number))
  },
)

Then('the media library sent {string} by {string}', function (this: TabloWorld, name: string, call: string) {
  assert.deepEqual(
    callsNamed(this, call).map((c) => (c.form?.['file'] as { name?: string } | undefined)?.name),
    [name],
  )
})

Then(
  'the media library is on page {int} with no upload under way',
  function (this: TabloWorld, page: number) {
    const state = scene(this).library.getSnapshot()
    assert.deepEqual([state.page, state.upload, state.status], [page, undefined, 'ready'])
  },
)

Then(
  'the media library says of {string}: {string}',
  function (this: TabloWorld, name: string, error: string) {
    assert.deepEqual(scene(this).library.getSnapshot().upload, { name, percent: 0, error })
  },
)

Then('the media library read its page {int} time(s)', function (this: TabloWorld, times: number) {
  assert.equal(scene(this).http.callsTo('GET', LIBRARY).length, times)
})

Then('the media library asked:', function (this: TabloWorld, table: DataTable) {
  const changes = scene(this).http.calls.filter((c) => c.method !== 'GET')
  assert.deepEqual(
    changes.map((c) => [
      c.method,
      c.path,
      c.form ? `file ${(c.form['file'] as { name: string }).name}` : c.body ? JSON.stringify(c.body) : '',
    ]),
    table.raw(),
  )
})

Then('the media library answers {string}', function (this: TabloWorld, message: string) {
  const s = scene(this)
  assert.equal(s.answer ?? s.library.getSnapshot().error, message)
})

Then('the media library still shows {string}', function (this: TabloWorld, name: string) {
  assert.deepEqual(
    scene(this)
      .library.getSnapshot()
      .rows.map((r) => r.name),
    [name],
  )
})
