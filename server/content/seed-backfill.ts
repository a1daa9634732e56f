import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  CONTENT_COLLECTIONS,
  isContentCollection,
  isLocalized,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import type { Localized } from '#schemas/content/localized.ts'
import { contentEntries, contentVersions } from '#server/db/schema.ts'
import { recordContentChange, type ContentAction } from './audit.ts'
import { advanceGeneration } from './published.ts'
import { seedItems } from './seed.ts'
import { claimOnce } from '#server/db/run-once.ts'

export interface Filled {
  value: unknown
  /** How many texts (or, for fields added since, fields) changed. */
  texts: number
}

/**
 * `stored` with each of its texts given what `fill` makes of it and the seed's text at the same
 * place (undefined: kept as it is).
 */
export function fillTexts(
  stored: unknown,
  seed: unknown,
  fill: (stored: Localized, seed: Localized) => Localized | undefined,
): Filled {
  if (isLocalized(stored) && isLocalized(seed)) {
    const filled = fill(stored, seed)
    return filled ? { value: filled, texts: 1 } : { value: stored, texts: 0 }
  }
  if (Array.isArray(stored) && Array.isArray(seed)) {
    const entries = stored.map((entry, index) => fillTexts(entry, seed[index], fill))
    return {
      value: entries.map(({ value }) => value),
      texts: entries.reduce((sum, { texts }) => sum + texts, 0),
    }
  }
  if (isRecord(stored) && isRecord(seed)) {
    let texts = 0
    const value = Object.fromEntries(
      Object.entries(stored).map(([key, entry]) => {
        const filled = fillTexts(entry, seed[key], fill)
        texts += filled.texts
        return [key, filled.value]
      }),
    )
    return { value, texts }
  }
  return { value: stored, texts: 0 }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A change to the seeded content of databases seeded before it, made once per database. */
export interface SeedBackfill {
  /** Its marker in content_seeds. */
  name: string
  /** How the audit log names the change. */
  action: ContentAction
  /** Where the new content comes from, for the audit log. */
  source: string
  /** An item's stored data (published or draft) given what it lacks of the seed's data. */
  fill: (stored: unknown, seed: unknown, collection: ContentCollection) => Filled
}

/** A backfill's `fill` for one text at a time (fillTexts). */
export function textByText(
  fill: (stored: Localized, seed: Localized) => Localized | undefined,
): SeedBackfill['fill'] {
  return (stored, seed) => fillTexts(stored, seed, fill)
}

/**
 * Once per database, gives each seeded item what `backfill.fill` makes of its data and the
 * seed's: a published item gets a new published version, by the system (no account), in the
 * version history and the audit log; a draft gets it too. The marker row is written in the same
 * transaction, as the seed's is, so of two servers starting together only one fills (the other
 * waits on the marker's key and finds it taken). Returns how many items changed.
 */
export async function backfillSeed(
  fastify: Pick<FastifyInstance, 'db' | 'audit'>,
  backfill: SeedBackfill,
  now = new Date(),
): Promise<number> {
  return fastify.db.transaction(async (tx) => {
    if (!(await claimOnce(tx, backfill.name))) return 0
    const seeds = seedItems()
    const rows = await tx
      .select({
        collection: contentEntries.collection,
        id: contentEntries.id,
        draft: contentEntries.draft,
        published: contentEntries.published,
      })
      .from(contentEntries)
      .orderBy(asc(contentEntries.collection), asc(contentEntries.id))
      .for('update')
    let changed = 0
    for (const row of rows) {
      const { collection } = row
      if (!isContentCollection(collection)) continue
      const seed = seeds[collection].find((item) => item.id === row.id)
      if (!seed) continue
      const seedData = CONTENT_COLLECTIONS[collection].schema.parse(seed.data)
      const published = row.published
        ? backfill.fill(row.published, seedData, collection)
        : undefined
      const draft = row.draft ? backfill.fill(row.draft, seedData, collection) : undefined
      const publishes = (published?.texts ?? 0) > 0
      const drafts = (draft?.texts ?? 0) > 0
      if (!publishes && !drafts) continue
      const [updated] = await tx
        .update(contentEntries)
        .set({
          ...(publishes && {
            published: published?.value as Record<string, unknown>,
            publishedAt: now,
          }),
          ...(drafts && { draft: draft?.value as Record<string, unknown> }),
          revision: sql`${contentEntries.revision} + 1`,
          updatedAt: now,
          updatedBy: null,
        })
        .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, row.id)))
        .returning({ published: contentEntries.published })
      if (publishes && updated?.published) {
        await tx.insert(contentVersions).values({
          collection,
          entryId: row.id,
          data: updated.published,
          publishedAt: now,
        })
      }
      await recordContentChange(
        fastify,
        {
          actorId: null,
          action: backfill.action,
          collection,
          id: row.id,
          detail: {
            source: backfill.source,
            published: published?.texts ?? 0,
            draft: draft?.texts ?? 0,
          },
        },
        tx,
      )
      changed += 1
    }
    if (changed > 0) await advanceGeneration(tx)
    return changed
  })
}
