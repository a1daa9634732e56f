import type { FastifyInstance } from 'fastify'
import type { Localized } from '#schemas/content/localized.ts'
import { backfillSeed, fillTexts, textByText, type Filled } from './seed-backfill.ts'

/** The seed's Bangla in a text whose English is the seed's and whose Bangla is still empty. */
function seedBangla(stored: Localized, seed: Localized): Localized | undefined {
  const fills = stored.en === seed.en && stored.bn === '' && seed.bn !== ''
  return fills ? { ...stored, bn: seed.bn } : undefined
}

/**
 * `stored` with the seed's Bangla in every text whose English is still the seed's English at the
 * same place and whose Bangla is still empty. A text an editor rewrote, or translated, is kept.
 */
export function withSeedBangla(stored: unknown, seed: unknown): Filled {
  return fillTexts(stored, seed, seedBangla)
}

/**
 * Databases seeded before content/ had its Bangla hold every seeded text with `bn: ''`. Once per
 * database, this gives each seeded item the seed's Bangla where its text is still the seed's
 * English (withSeedBangla), as a new version by the system (backfillSeed).
 */
export function backfillSeedBangla(
  fastify: Pick<FastifyInstance, 'db' | 'audit'>,
  now = new Date(),
): Promise<number> {
  return backfillSeed(
    fastify,
    {
      name: 'site-content-bangla',
      action: 'translate',
      source: 'content/bn',
      fill: textByText(seedBangla),
    },
    now,
  )
}
