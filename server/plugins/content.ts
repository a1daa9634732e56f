import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { backfillSeedBangla } from '#server/content/bangla-backfill.ts'
import { backfillSeedBanglaNames } from '#server/content/bangla-names-backfill.ts'
import { backfillSeedChattogram } from '#server/content/chattogram-backfill.ts'
import { backfillSeedServiceGuides } from '#server/content/service-guides-backfill.ts'
import { contentMediaUses } from '#server/content/media-refs.ts'
import { PublishedContent } from '#server/content/published.ts'
import { runDueSchedules } from '#server/content/schedule.ts'
import { seedContent } from '#server/content/seed.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published site content, held by this server (server/content/published.ts). */
    content: PublishedContent
  }
}

/**
 * Seeds the site content of an empty database (and, once, the seed's Bangla into a database
 * seeded before it had any), serves what is published from memory, and carries out scheduled
 * publications on time, every CONTENT_CHECK_SECONDS.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const seeded = await seedContent(fastify.db)
    if (seeded > 0) fastify.log.info({ items: seeded }, 'site content seeded from content/')
    const content = new PublishedContent(fastify.db, env.CONTENT_CHECK_SECONDS * 1000)
    fastify.decorate('content', content)
    fastify.mediaUseSources.push(contentMediaUses(fastify.db))

    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> | undefined
    const tick = () => {
      running ??= runDueSchedules(fastify)
        .then((changed) => {
          if (changed === 0) return
          content.invalidate()
          fastify.log.info({ items: changed }, 'scheduled content changes carried out')
        })
        .catch((error: unknown) => {
          fastify.log.error({ err: error }, 'scheduled content changes failed; retrying next tick')
        })
        .finally(() => {
          running = undefined
        })
    }
    // The audit writer the backfill and the tick use exists once every plugin is registered;
    // the server listens only once this hook is done, so no visitor sees the English first.
    fastify.addHook('onReady', async () => {
      // First: the Bangla is filled only where the English is the seed's, which now says Chattogram.
      const respelled = await backfillSeedChattogram(fastify)
      if (respelled > 0) {
        content.invalidate()
        fastify.log.info({ items: respelled }, 'Chattogram in the seeded content spelled as now')
      }
      const named = await backfillSeedBanglaNames(fastify)
      if (named > 0) {
        content.invalidate()
        fastify.log.info({ items: named }, 'team names in Bangla script in the seeded content')
      }
      const translated = await backfillSeedBangla(fastify)
      if (translated > 0) {
        content.invalidate()
        fastify.log.info({ items: translated }, 'Bangla of the seeded content filled in')
      }
      const completed = await backfillSeedServiceGuides(fastify)
      if (completed > 0) {
        content.invalidate()
        fastify.log.info(
          { items: completed },
          'transit times, documents and questions of the seeded services filled in',
        )
      }
      timer = setInterval(tick, env.CONTENT_CHECK_SECONDS * 1000)
      timer.unref()
    })
    fastify.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'content', dependencies: ['db', 'media'] },
)
