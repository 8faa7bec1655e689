import type { FastifyInstance } from 'fastify'
import { robotsTxt, sitemapXml } from '../../../core/cabinet/routing/site-index'

/** robots.txt and sitemap.xml at the site's root (issue #16), with the public address the server is reached at. */
export const siteIndexRoutes = (app: FastifyInstance, publicUrl: string): void => {
  const robots = robotsTxt(publicUrl)
  const sitemap = sitemapXml(publicUrl)
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  )
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  )
}
