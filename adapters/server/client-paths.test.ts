import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADVERTISE_PLACES } from '../../core/campaign/advertise-place'
import { API } from '../../core/cabinet/stores/api-paths'
import { mediaPlanPath } from '../../core/cabinet/stores/media-plan-download.store'
import { uploadCall, type UploadTarget } from '../../core/cabinet/stores/media-upload.store'
import { REFERENCE_CALLS } from '../../core/inventory/inventory-calls'
import { MEDIA_CALLS } from '../../core/media/media-calls'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

/**
 * Issue 5 §6: the browser's calls and the server's routes are one contract. Every path the core's client side
 * calls (the stores' path tables, the uploads, the media calls, the references, the media plans) is answered by
 * a route of the server — not by its "no such address" fallback. A call renamed on one side only fails here.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const ID = '00000000-0000-4000-8000-000000000001'
const fill = (path: string): string => path.replace(/:[A-Za-z]+/g, (p) => (p === ':kind' ? 'image' : ID))

const UPLOADS: UploadTarget[] = [
  { kind: 'campaignVideo', campaignId: ID },
  { kind: 'campaignImages', place: 'metroStickers', campaignId: ID },
  { kind: 'scheduleVideo', campaignId: ID, scheduleId: ID },
  { kind: 'cityFormatVideo', schedule: 'cityFormatSchedule', scheduleId: ID, videoId: ID },
  { kind: 'cityFormatVideo', schedule: 'cityFormatStandaloneSchedule', scheduleId: ID, videoId: ID },
  { kind: 'mediaFacadeVideo', campaignId: ID, videoId: ID },
  { kind: 'mediaLibraryReplace', mediaKind: 'video', mediaId: ID },
]

const CALLS: [string, string][] = [
  ['POST', API.createCampaign('metroMonitors')],
  ['PUT', API.updateCampaign('metroMonitors', ID)],
  ['DELETE', API.deleteCampaign(ID)],
  ['POST', API.sendApplication('metroMonitors', ID)],
  ['POST', API.resubmission('metroMonitors', ID)],
  ['POST', API.prolongation('metroMonitors', ID)],
  ['PATCH', API.setAllowed(ID)],
  ['PUT', API.changeScheduleDate(ID)],
  ['POST', API.campaignsReport],
  ['GET', API.notifications],
  ['POST', API.readNotification(ID)],
  ['POST', API.readAllNotifications],
  ['PUT', API.revokeConsent],
  ['POST', API.documentCategory(ID)],
  ['DELETE', API.documentCategory(ID)],
  ['POST', API.consolidatedMediaPlan],
  ['GET', API.videoDownloadUrl(ID)],
  ['POST', API.externalAuthorization],
  ['POST', API.registerValidate],
  ['POST', API.fastOrder],
  ['GET', API.offerArchive],
  ['GET', API.offerDocument('offer.pdf')],
  ['GET', API.videoPoster('metroMonitors', ID)],
  ['GET', API.videoSource('metroMonitors', ID)],
  ['GET', API.cityFormatThumb(ID)],
  ['GET', API.crystalLightThumb(ID)],
  ['GET', API.standaloneCityFormatThumb(ID)],
  ['PATCH', `/api/v1/clients/commercial-campaigns/${ID}/createSchedule`],
  ...UPLOADS.map((t): [string, string] => {
    const { method, path } = uploadCall(t)
    return [method, path]
  }),
  ...Object.values(MEDIA_CALLS).map((c): [string, string] => [c.method, fill(c.path)]),
  ...Object.keys(REFERENCE_CALLS).map((path): [string, string] => ['GET', path]),
  ...ADVERTISE_PLACES.map((place): [string, string] => ['POST', mediaPlanPath(place)]),
]

describe('every call of the cabinet has its route on the server (issue 5 §6)', () => {
  it.each(CALLS)('%s %s', async (method, url) => {
    const answer = await server.app.inject({ method: method as 'GET', url })
    const body = String(answer.headers['content-type'] ?? '').includes('json')
      ? answer.json<{ message?: string }>()
      : {}
    expect(body.message, `${method} ${url} answered ${answer.statusCode}`).not.toBe('Нет такого адреса')
  })
})

describe('a NUL character anywhere in a request is refused at the edge (fuzzing found typographyId "\\u0000")', () => {
  it('in a JSON body, a query and a path, signed in: 400 with a clear message, no account row added', async () => {
    const token = await signUp(server, 'nul@example.ru')
    const accounts = async () => (await server.db.query('select count(*)::int as n from accounts'))[0]
    const before = await accounts()
    const asked = [
      call(
        server.baseUrl,
        'POST',
        `/api/v1/clients/commercial-campaigns/metroStickers/${ID}/typography`,
        {
          typographyId: '\u0000',
        },
        token,
      ),
      call(server.baseUrl, 'POST', '/api/v1/clients/register', {
        email: 'a\u0000@example.ru',
        password: 'secret-pass-1',
        fullName: 'Иван',
      }),
      call(server.baseUrl, 'GET', '/api/v1/clients/commercial-campaigns?limit=10&sort=%00', undefined, token),
      call(server.baseUrl, 'GET', '/api/v1/clients/commercial-campaigns/abc%00def', undefined, token),
    ]
    const fields = ['typographyId', 'email', 'sort', 'id']
    for (const [i, answer] of (await Promise.all(asked)).entries()) {
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(`Недопустимый символ в поле ${fields[i]}`)
      expect(answer.body.errors).toEqual({ [fields[i]!]: 'wrong format' })
    }
    expect(await accounts()).toEqual(before)
  })

  it('a plain request of the same call still reaches its route', async () => {
    const token = await signUp(server, 'nul-plain@example.ru')
    const answer = await call(
      server.baseUrl,
      'GET',
      '/api/v1/clients/commercial-campaigns?limit=10',
      undefined,
      token,
    )
    expect(answer.status).toBe(200)
  })
})
