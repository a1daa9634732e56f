import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { PublishedContent } from '#server/content/published.ts'
import { seedContent } from '#server/content/seed.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published site content, held by this server (server/content/published.ts). */
    content: PublishedContent
  }
}

/** Seeds the site content of an empty database, then serves what is published from memory. */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const seeded = await seedContent(fastify.db)
    if (seeded > 0) fastify.log.info({ items: seeded }, 'site content seeded from content/')
    fastify.decorate('content', new PublishedContent(fastify.db, env.CONTENT_CHECK_SECONDS * 1000))
  },
  { name: 'content', dependencies: ['db'] },
)
