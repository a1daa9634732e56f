import { and, eq, inArray, or } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { media, mediaDerivatives } from '#server/db/schema.ts'
import { advanceGeneration } from '#server/content/published.ts'
import { RETIRED_PHOTO_ASPECTS } from '#schemas/media.ts'
import { deleteStoredFiles } from '#server/files/stored-files.ts'
import { photoCrops, type Derivative, type PhotoSize } from './derivatives.ts'
import type { MediaJob } from './job-queue.ts'

/*
 * What a derivative job (server/media/worker.ts) finds already made, and how it stores what it
 * made: each in one transaction that first checks the picture is still the one the job read.
 */

/** A derivative whose bytes are already a stored file: what its row names. */
export type WrittenDerivative = Omit<Derivative, 'content'> & { fileId: string }

const RETIRED_ASPECTS = Object.keys(RETIRED_PHOTO_ASPECTS)

/** The sizes photoCrops gives a picture that it has no derivative of. */
export async function missingSizes(db: Database, job: MediaJob): Promise<PhotoSize[]> {
  const present = await db
    .selectDistinct({ aspect: mediaDerivatives.aspect, width: mediaDerivatives.width })
    .from(mediaDerivatives)
    .where(eq(mediaDerivatives.mediaId, job.id))
  const made = new Set(present.map(({ aspect, width }) => `${aspect} ${width}`))
  return photoCrops(job.width, job.height, job.focalX, job.focalY).flatMap(({ aspect, widths }) =>
    widths.filter((width) => !made.has(`${aspect} ${width}`)).map((width) => ({ aspect, width })),
  )
}

/** Replaces the picture's derivatives and marks it ready, in one transaction. */
export async function storeDerivatives(
  db: Database,
  id: string,
  revision: number,
  derivatives: WrittenDerivative[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockedAt(tx, id, revision, 'processing'))) return false
    const replaced = await tx
      .delete(mediaDerivatives)
      .where(eq(mediaDerivatives.mediaId, id))
      .returning({ fileId: mediaDerivatives.fileId })
    await swapDerivatives(tx, id, replaced, derivatives)
    await tx
      .update(media)
      .set({ status: 'ready', jobLeaseUntil: null, jobError: null })
      .where(eq(media.id, id))
    // Pages and the API name the new files from the next read of the content on.
    await advanceGeneration(tx)
    return true
  })
}

/**
 * Adds the sizes a ready picture lacked and removes its retired aspects, in one transaction:
 * its pages go from the nearest aspect to its own, and take the new widths, at once. Its other
 * files stay as they are.
 */
export async function storeMissingSizes(
  db: Database,
  id: string,
  revision: number,
  sizes: PhotoSize[],
  derivatives: WrittenDerivative[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockedAt(tx, id, revision, 'ready'))) return false
    const replaced = await tx
      .delete(mediaDerivatives)
      .where(
        and(
          eq(mediaDerivatives.mediaId, id),
          or(
            inArray(mediaDerivatives.aspect, RETIRED_ASPECTS),
            ...sizes.map(({ aspect, width }) =>
              and(eq(mediaDerivatives.aspect, aspect), eq(mediaDerivatives.width, width)),
            ),
          ),
        ),
      )
      .returning({ fileId: mediaDerivatives.fileId })
    await swapDerivatives(tx, id, replaced, derivatives)
    await tx
      .update(media)
      .set({ jobLeaseUntil: null, jobAttempts: 0, jobError: null })
      .where(eq(media.id, id))
    await advanceGeneration(tx)
    return true
  })
}

/**
 * Locks the picture's row until the transaction ends, and says whether it is still the revision
 * the job read, in the status the job expects: an edit or a delete meanwhile makes the job's files
 * stale, and they are not stored.
 */
async function lockedAt(
  tx: Executor,
  id: string,
  revision: number,
  status: 'processing' | 'ready',
): Promise<boolean> {
  const [current] = await tx
    .select({ revision: media.revision, status: media.status })
    .from(media)
    .where(eq(media.id, id))
    .for('update')
  return current?.revision === revision && current.status === status
}

/** Names the new derivatives' files, and deletes the files of those they replace. */
async function swapDerivatives(
  tx: Executor,
  id: string,
  replaced: { fileId: string }[],
  derivatives: WrittenDerivative[],
): Promise<void> {
  if (derivatives.length > 0) {
    await tx.insert(mediaDerivatives).values(derivatives.map((made) => ({ mediaId: id, ...made })))
  }
  await deleteStoredFiles(
    tx,
    replaced.map(({ fileId }) => fileId),
  )
}
