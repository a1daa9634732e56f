import { and, count, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { media, mediaDerivatives } from '#server/db/schema.ts'
import {
  PHOTO_ASPECTS,
  PHOTO_ASPECT_WIDTHS,
  type MediaStatus,
  type PhotoAspect,
} from '#schemas/media.ts'

/*
 * The media table as the derivative jobs' queue (server/media/worker.ts): which pictures are due,
 * and the lease a server holds on the one it works on.
 */

/**
 * A claimed picture: what making its derivatives needs. A 'processing' one gets every
 * derivative; a 'ready' photo gets the sizes it lacks (it was stored before their aspect or
 * width existed).
 */
export interface MediaJob {
  id: string
  status: MediaStatus
  kind: string
  originalFileId: string
  mime: string
  width: number
  height: number
  focalX: number
  focalY: number
  revision: number
  attempts: number
}

const CURRENT_ASPECTS = Object.keys(PHOTO_ASPECTS) as PhotoAspect[]

/**
 * True for a photo without a derivative of one of PHOTO_ASPECTS at all (stored before that
 * aspect existed).
 */
const lacksAnAspect = sql`(select count(distinct ${mediaDerivatives.aspect}) from ${mediaDerivatives} where ${mediaDerivatives.mediaId} = ${media.id} and ${inArray(mediaDerivatives.aspect, CURRENT_ASPECTS)}) < ${CURRENT_ASPECTS.length}`

/**
 * Every aspect of PHOTO_ASPECTS × each of its PHOTO_ASPECT_WIDTHS, with the aspect as a fraction: SQL
 * works out which fit a photo with the same integer arithmetic as cropAround, so the claim picks
 * a photo exactly when photoCrops gives it a size it has no file of.
 */
const ALL_SIZES = sql.join(
  CURRENT_ASPECTS.flatMap((aspect) => {
    const [across, down] = aspect.split('x').map(Number)
    return PHOTO_ASPECT_WIDTHS[aspect].map(
      (width) => sql`(${aspect}::text, ${across}::integer, ${down}::integer, ${width}::integer)`,
    )
  }),
  sql`, `,
)

/**
 * True for a photo lacking a width of PHOTO_ASPECT_WIDTHS that fits one of its crops (stored before that
 * width existed). A crop of ratio across/down is the whole width when the picture is no wider
 * than that, and round(height × across / down) otherwise (cropAround).
 */
const lacksASize = sql`exists (select 1 from (values ${ALL_SIZES}) as size(aspect, across, down, width) where size.width <= least(${media.width}, round(${media.height}::numeric * size.across / size.down)) and not exists (select 1 from ${mediaDerivatives} where ${mediaDerivatives.mediaId} = ${media.id} and ${mediaDerivatives.aspect} = size.aspect and ${mediaDerivatives.width} = size.width))`

/** A ready photo that lacks one of today's aspects or widths: its missing sizes are a job. */
const readyPhotoLackingASize = and(
  eq(media.status, 'ready'),
  eq(media.kind, 'photo'),
  or(lacksAnAspect, lacksASize),
)

/** How many ready photos still lack a size (the metrics' view of the back-fill's work). */
export async function countPhotosLackingASize(db: Database): Promise<number> {
  const [row] = await db.select({ photos: count() }).from(media).where(readyPhotoLackingASize)
  return Number(row?.photos ?? 0)
}

/**
 * Frees the jobs whose lease has not run out: called at start by a server alone on its database,
 * where they can only be the jobs it left unfinished when it stopped. Resolves with their ids.
 */
export async function releaseOrphanedJobs(db: Database): Promise<string[]> {
  const orphans = await db
    .update(media)
    .set({ jobLeaseUntil: null })
    .where(sql`${media.jobLeaseUntil} > now()`)
    .returning({ id: media.id })
  return orphans.map(({ id }) => id)
}

/**
 * Takes the next due picture under a lease of `leaseMs` and counts the attempt: a 'processing'
 * one, or a ready photo that lacks a size. Resolves with undefined when none is due.
 */
export async function claimMediaJob(db: Database, leaseMs: number): Promise<MediaJob | undefined> {
  const due = db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        or(eq(media.status, 'processing'), readyPhotoLackingASize),
        sql`(${media.jobLeaseUntil} is null or ${media.jobLeaseUntil} <= now())`,
      ),
    )
    // New uploads first: a picture missing a size is already on its pages.
    .orderBy(sql`${media.status} = 'processing' desc`, media.createdAt, media.id)
    .limit(1)
    .for('update', { skipLocked: true })
  const [job] = await db
    .update(media)
    .set({
      jobAttempts: sql`${media.jobAttempts} + 1`,
      jobLeaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(eq(media.id, sql`(${due})`))
    .returning({
      id: media.id,
      status: media.status,
      kind: media.kind,
      originalFileId: media.originalFileId,
      mime: media.mime,
      width: media.width,
      height: media.height,
      focalX: media.focalX,
      focalY: media.focalY,
      revision: media.revision,
      attempts: media.jobAttempts,
    })
  return job && { ...job, status: job.status as MediaStatus }
}

/** Extends the lease of job `id` for as long as it stays at `revision`. */
export async function renewMediaLease(
  db: Database,
  id: string,
  revision: number,
  leaseMs: number,
): Promise<void> {
  await db
    .update(media)
    .set({ jobLeaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(eq(media.id, id), eq(media.revision, revision)))
}
