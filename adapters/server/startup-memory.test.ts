import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './startup-memory'

/** The server's start command as each way of starting it writes it: the allocator's settings, then node and its flags. */
const allocator = Object.entries(SERVER_MALLOC_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')
const node = `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`

describe('the settings the server is started with (issue 51)', () => {
  it("are the ones package.json's start and the image's start both use", () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts
    expect(scripts.start).toContain(`${allocator} ${node}`)
    expect(readFileSync('.ci/image.sh', 'utf8')).toContain(`${allocator} exec ${node}`)
  })
})
