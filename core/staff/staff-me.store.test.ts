import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../cabinet/testing/fake-http-client'
import { ApiFailure } from '../shared/api-failure'
import { STAFF_ME_NOT_LOADED, STAFF_ME_PATH, StaffMeStore } from './staff-me.store'

const me = {
  id: 's-1',
  fullName: 'Анна Смирнова',
  email: 'moderator@tablo.local',
  roles: ['moderator'],
  capabilities: ['readQueue', 'decidePrimary'],
}

describe('who the staff member is (GET /staff/me, issue #48 item 1)', () => {
  it('reads it once, however often the desk asks', async () => {
    const http = new FakeHttpClient().answer('GET', STAFF_ME_PATH, me)
    const store = new StaffMeStore(http)
    await Promise.all([store.load(), store.load()])
    await store.load()
    expect(store.getSnapshot()).toEqual({ status: 'ready', me, error: undefined })
    expect(http.calls).toHaveLength(1)
  })
  it('says a refusal in the server’s words, anything else as what to do, and may be asked again', async () => {
    const http = new FakeHttpClient().fail('GET', STAFF_ME_PATH, new ApiFailure(403, 'Недостаточно прав'))
    const store = new StaffMeStore(http)
    await store.load()
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: 'Недостаточно прав' })
    http.answer('GET', STAFF_ME_PATH, { ...me, roles: ['astronaut'] })
    await store.load()
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: STAFF_ME_NOT_LOADED })
  })
})
