import type { FastifyInstance } from 'fastify'
import type { Localized } from '#schemas/content/localized.ts'
import { backfillSeed, textByText } from './seed-backfill.ts'

/** The city's name before 2018, which the seed's English used in places until issue 40. */
const OLD_NAME = /Chittagong/g

/**
 * The seed's English in a text that is still the seed's old English: the same once its
 * "Chittagong" reads "Chattogram". A text an editor rewrote is kept, Chittagong and all.
 */
export function seedChattogram(stored: Localized, seed: Localized): Localized | undefined {
  const old = stored.en !== seed.en && stored.en.replace(OLD_NAME, 'Chattogram') === seed.en
  return old ? { ...stored, en: seed.en } : undefined
}

/**
 * Databases seeded before issue 40 say "Chittagong" in some seeded texts and "Chattogram" in
 * others. Once per database, each seeded text still as the seed wrote it reads "Chattogram", as a
 * new version by the system (backfillSeed). It runs before the Bangla backfill, which fills only
 * texts whose English is the seed's.
 */
export function backfillSeedChattogram(
  fastify: Pick<FastifyInstance, 'db' | 'audit'>,
  now = new Date(),
): Promise<number> {
  return backfillSeed(
    fastify,
    {
      name: 'site-content-chattogram',
      action: 'respell',
      source: 'content/',
      fill: textByText(seedChattogram),
    },
    now,
  )
}
