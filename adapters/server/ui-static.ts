import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Hashed build files (name-hash.ext, and their .br and .gz) never change: a year, immutable. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpg)(\.br|\.gz)?$/

/**
 * Serves the built cabinet under /app: the precompressed brotli or gzip file the browser accepts (written by
 * the build, so nothing is compressed per request), hashed assets cached for a year as immutable, index.html
 * always revalidated so a new build is seen at once, and no source map (they are built for debugging, not
 * published). Answers whether the cabinet is built.
 */
export const serveCabinet = async (app: FastifyInstance, uiDir: string): Promise<boolean> => {
  if (!existsSync(`${uiDir}/index.html`)) return false
  await app.register(fastifyStatic, {
    root: uiDir,
    prefix: '/app/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/app', async (_request, reply) => reply.redirect('/app/'))
  // Browsers ask for /favicon.ico whatever the page links: the cabinet's icon.
  app.get('/favicon.ico', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .sendFile('favicon.svg', uiDir),
  )
  return true
}
