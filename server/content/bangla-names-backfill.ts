import type { FastifyInstance } from 'fastify'
import { TEAM_NAMES_BN } from '#content/bn/about.ts'
import { TEAM } from '#content/team.ts'
import type { Localized } from '#schemas/content/localized.ts'
import { backfillSeed, textByText } from './seed-backfill.ts'

/** Each team member's name as the seed wrote it in the Bangla texts before, and as it does now. */
const NAMES = TEAM.map(({ id, name }) => ({ latin: name, bangla: TEAM_NAMES_BN[id] }))

/**
 * The seed's Bangla in a text whose Bangla is still the seed's old one: the same once its names
 * are written in Bangla script. A text an editor rewrote is kept as it is.
 */
export function seedBanglaNames(stored: Localized, seed: Localized): Localized | undefined {
  if (stored.bn === seed.bn) return undefined
  const respelt = NAMES.reduce(
    (text, { latin, bangla }) => text.replaceAll(latin, bangla),
    stored.bn,
  )
  return respelt === seed.bn ? { ...stored, bn: seed.bn } : undefined
}

/**
 * Databases seeded before issue 40 give the team's names in Latin script on the Bangla pages.
 * Once per database, each seeded Bangla text that differs from the seed's only by those names
 * (the names themselves, the portraits' descriptions, the commitment's signature) gets the
 * names in Bangla script, as a new version by the system (backfillSeed).
 */
export function backfillSeedBanglaNames(
  fastify: Pick<FastifyInstance, 'db' | 'audit'>,
  now = new Date(),
): Promise<number> {
  return backfillSeed(
    fastify,
    {
      name: 'site-content-bangla-names',
      action: 'respell',
      source: 'content/bn/',
      fill: textByText(seedBanglaNames),
    },
    now,
  )
}
