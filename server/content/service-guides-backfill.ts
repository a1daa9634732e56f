import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { contentEntries } from '#server/db/schema.ts'
import { backfillSeed, type Filled } from './seed-backfill.ts'

/** The fields issue 40 added to services: what shippers look for on a service's page. */
const GUIDE_FIELDS = ['transitTimes', 'documents', 'faq', 'caseStudyIds'] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A service's stored data with the seed's value of each guide field it does not have at all (it
 * was saved before the field existed). A field it has, even an empty list an editor left, is
 * kept; so are case studies, but only those in `caseStudyIds` (the others were deleted).
 */
export function withSeedGuide(
  stored: unknown,
  seed: unknown,
  caseStudyIds: ReadonlySet<number>,
): Filled {
  if (!isRecord(stored) || !isRecord(seed)) return { value: stored, texts: 0 }
  const missing = GUIDE_FIELDS.filter((field) => stored[field] === undefined && field in seed)
  if (missing.length === 0) return { value: stored, texts: 0 }
  const filled = Object.fromEntries(
    missing.map((field) => {
      const value = seed[field]
      if (field !== 'caseStudyIds' || !Array.isArray(value)) return [field, value]
      return [field, value.filter((id: unknown) => caseStudyIds.has(id as number))]
    }),
  )
  return { value: { ...stored, ...filled }, texts: missing.length }
}

/**
 * Databases seeded before issue 40 have services without transit times, documents, questions
 * or case studies, so their pages would show none until editors wrote them all. Once per
 * database, each seeded service saved before those fields existed gets the seed's, as a new
 * version by the system (backfillSeed); a service saved since keeps what it has.
 */
export async function backfillSeedServiceGuides(
  fastify: Pick<FastifyInstance, 'db' | 'audit'>,
  now = new Date(),
): Promise<number> {
  const studies = await fastify.db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(eq(contentEntries.collection, 'case-studies'))
  const caseStudyIds = new Set(studies.map(({ id }) => id))
  return backfillSeed(
    fastify,
    {
      name: 'site-content-service-guides',
      action: 'complete',
      source: 'content/service-guides.ts',
      fill: (stored, seed, collection) =>
        collection === 'services'
          ? withSeedGuide(stored, seed, caseStudyIds)
          : { value: stored, texts: 0 },
    },
    now,
  )
}
