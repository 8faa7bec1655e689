import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { materialRequirement } from '../../core/cabinet/stores/campaign-materials.store'
import { materialBackLink } from '../../core/cabinet/view/material.view-model'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { callsNamed, file, LIBRARY, mediaOf, plain, scene } from './money-media-scene'

// One material opened in the material view (R-SCREEN-20), and the campaign's materials step of the wizard
// (R-SCREEN-03), the library's way in.

// ----------------------------------------------------------------------------------------- the material view

const signPath = (id: string) => `/api/v1/advertisers/video/${id}/download-url`

Given("the material view's server holds the file:", function (this: TabloWorld, table: DataTable) {
  scene(this).http.answer('POST', `${LIBRARY}/getMedia`, table.hashes().map(mediaOf))
})

Given("the material view's server holds no such file", function (this: TabloWorld) {
  scene(this).http.answer('POST', `${LIBRARY}/getMedia`, [])
})

Given(
  "the material view's server signs {string} as {string}",
  function (this: TabloWorld, id: string, link: string) {
    scene(this).http.answer('GET', signPath(id), { downloadUrl: link })
  },
)

Given("the material view's server cannot sign {string}", function (this: TabloWorld, id: string) {
  scene(this).http.fail('GET', signPath(id), new ApiFailure(500, 'storage down'))
})

Given("the material view's server puts {string} on moderation", function (this: TabloWorld, id: string) {
  scene(this).http.answer(
    'PUT',
    `${LIBRARY}/${id}/toModeration`,
    mediaOf({ id, kind: 'video', name: 'Ролик', type: 'video/mp4', status: 'moderation', size: '950' }),
  )
})

When('the material view opens {string}', async function (this: TabloWorld, id: string) {
  await scene(this).material.load(id)
})

When('the material view sends the file to moderation', async function (this: TabloWorld) {
  const r = await scene(this).material.toModeration()
  assert.ok(r.ok, r.ok ? '' : r.error)
})

Then(
  'the material view asked {string} for the ids {string}',
  function (this: TabloWorld, call: string, ids: string) {
    assert.deepEqual(
      callsNamed(this, call).map((c) => c.body),
      [{ ids: ids.split(',').map((i) => i.trim()) }],
    )
  },
)

Then('the material view asked {string}', function (this: TabloWorld, call: string) {
  assert.equal(callsNamed(this, call).length, 1)
})

Then('the material view asked for no video link', function (this: TabloWorld) {
  assert.deepEqual(
    scene(this).http.calls.filter((c) => c.path.endsWith('/download-url')),
    [],
  )
})

Then('the material view shows:', function (this: TabloWorld, table: DataTable) {
  const { row, source } = scene(this).material.getSnapshot()
  assert.ok(row, 'no file shown')
  const shown: Record<string, string> = {
    Название: row.name,
    Тип: row.kindLabel,
    Формат: row.facts,
    Размер: plain(row.sizeLabel),
    Модерация: row.statusLabel,
    'Причина отклонения': row.reason ?? '',
    plays: source ?? '',
    'saved as': row.fileName,
    'may be sent': row.canSend ? 'yes' : 'no',
  }
  const wanted = table.rowsHash()
  assert.deepEqual(Object.fromEntries(Object.keys(wanted).map((k) => [k, shown[k]])), wanted)
})

Then('the material view says {string}', function (this: TabloWorld, message: string) {
  const state = scene(this).material.getSnapshot()
  assert.deepEqual([state.status, state.error, state.row], ['error', message, undefined])
})

Then(
  'the material view logged that the link of {string} could not be had',
  function (this: TabloWorld, id: string) {
    assert.deepEqual(
      scene(this).logger.lines.map((l) => [l.level, l.message, l.details?.['id']]),
      [['warn', 'a video link could not be had', id]],
    )
  },
)

// Opened from the library ('library'), from no place named (no id), or from a campaign (its id); cucumber
// passes null for the alternatives not matched.
Then(
  /^the material view opened from (?:(the media library)|no place named|the campaign "([^"]+)") leads back to (?:the media library|the campaign "([^"]+)") by "([^"]+)"$/,
  function (library: string | null, campaign: string | null, to: string | null, label: string) {
    assert.deepEqual(materialBackLink(campaign ?? (library ? 'library' : undefined)), {
      href: to ? `/campaigns/${to}` : '/media',
      label,
    })
  },
)

// ------------------------------------------------------------------------------- the campaign materials step

const CAMPAIGN_VIDEO = (id: string) => `/api/v1/clients/commercial-campaigns/${id}/video`

Then(
  /^the campaign materials step for "([^"]+)" with (?:(\d+) s clips|no clip) asks for "([^"]+)"$/,
  function (place: string, clip: string | undefined, need: string) {
    assert.equal(materialRequirement(place as AdvertisePlace, clip ? Number(clip) : undefined).text, need)
  },
)

Given(
  /^the campaign materials step's server accepts "([^"]+)" for campaign "([^"]+)" as (\d+)×(\d+), ([\d.]+) s, (\w+)$/,
  function (this: TabloWorld, name: string, id: string, w: string, h: string, d: string, codec: string) {
    scene(this).http.answer('PATCH', CAMPAIGN_VIDEO(id), {
      media: { _id: 'v1', name, kind: 'video', width: +w, height: +h, duration: +d, codec },
    })
  },
)

Given(
  /^the campaign materials step's server refuses "[^"]+" for campaign "([^"]+)" with (\d+) "([^"]+)" and (\w+) "([^"]+)"$/,
  function (this: TabloWorld, id: string, status: string, message: string, field: string, reason: string) {
    scene(this).http.fail('PATCH', CAMPAIGN_VIDEO(id), new ApiFailure(+status, message, { [field]: reason }))
  },
)

When(
  'the campaign materials step uploads {string} to the {string} campaign {string}',
  async function (this: TabloWorld, name: string, place: string, id: string) {
    await scene(this).materials.upload(place as AdvertisePlace, id, file(name, 'video/mp4'))
  },
)

Then('the campaign materials step lists:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this)
      .materials.getSnapshot()
      .checks.map((c) => [c.name, c.ok ? 'accepted' : 'refused', c.text]),
    table.raw(),
  )
})
