import { advanceGeneration } from '#server/content/published.ts'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#server/db/client.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { media, mediaDerivatives } from '#server/db/schema.ts'
import { LeaseLoop, renewLeaseWhileRunning, retryDelay } from '#server/background/lease-loop.ts'
import {
  PHOTO_ASPECTS,
  PHOTO_ASPECT_WIDTHS,
  RETIRED_PHOTO_ASPECTS,
  type MediaStatus,
  type PhotoAspect,
} from '#schemas/media.ts'
import { deleteStoredFiles, readStoredFile, writeStoredFile } from '#server/files/stored-files.ts'
import { makeDerivatives, photoCrops, type Derivative, type PhotoSize } from './derivatives.ts'

export interface MediaWorkerOptions {
  db: Database
  /** How long a claimed job belongs to this server; renewed every third of it while it runs. */
  leaseMs: number
  /** True when no other process can use the database: claimed jobs are then orphans at start. */
  exclusive: boolean
  log: FastifyBaseLogger
  /** Longest sleep between two looks at the table (other servers may take uploads). */
  pollMs?: number
  /** Attempts before a picture is marked 'failed'. */
  maxAttempts?: number
  retryBaseMs?: number
}

/** A derivative whose bytes are already a stored file: what its row names. */
type WrittenDerivative = Omit<Derivative, 'content'> & { fileId: string }

/** Thrown between two encodes when the server is shutting down. */
class JobInterrupted extends Error {
  constructor() {
    super('the server is shutting down')
    this.name = 'JobInterrupted'
  }
}

/**
 * A claimed picture: what making its derivatives needs. A 'processing' one gets every
 * derivative; a 'ready' photo gets the sizes it lacks (it was stored before their aspect or
 * width existed).
 */
interface MediaJob {
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

const DEFAULT_POLL_MS = 5_000
const DEFAULT_MAX_ATTEMPTS = 3
const DEFAULT_RETRY_BASE_MS = 5_000
const RETRY_MAX_MS = 60 * 60_000
const ERROR_MAX = 1000
const CURRENT_ASPECTS = Object.keys(PHOTO_ASPECTS) as PhotoAspect[]
const RETIRED_ASPECTS = Object.keys(RETIRED_PHOTO_ASPECTS)

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

/**
 * Makes the derivatives of the media library's pictures in the background, one picture at a
 * time per server, with the outbox's durability (server/notifications/worker.ts): a picture
 * whose derivatives are missing stays 'processing' in the database; a server claims it with a
 * lease (`FOR UPDATE SKIP LOCKED`, so two servers never take the same one) and renews it while
 * encoding. Every derivative is made in memory and all are written in one transaction that
 * also marks the picture 'ready', so a server killed mid-job leaves nothing half made: its
 * lease runs out (or, on the embedded database, its restart frees the job at once) and the
 * job starts over. A job only stores its work if the picture's revision (its focal point) is
 * still the one it started from.
 *
 * A ready photo that lacks one of PHOTO_ASPECTS or PHOTO_ASPECT_WIDTHS (stored before that aspect or
 * width was added) is a job too, claimed the same way after every new upload: only its missing
 * sizes are made, stored in one transaction with the retired aspects removed, and it stays
 * ready (and on its pages, in its nearest aspect and the widths it has) throughout.
 */
export class MediaWorker {
  readonly #options: Required<MediaWorkerOptions>
  readonly #loop: LeaseLoop<MediaJob>

  constructor(options: MediaWorkerOptions) {
    this.#options = {
      pollMs: DEFAULT_POLL_MS,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      retryBaseMs: DEFAULT_RETRY_BASE_MS,
      ...options,
    }
    this.#loop = new LeaseLoop({
      name: 'media',
      log: this.#options.log,
      pollMs: this.#options.pollMs,
      claim: () => this.#claim(),
      process: (job) => this.#process(job),
    })
  }

  async start(): Promise<void> {
    const { db, exclusive, log } = this.#options
    if (exclusive) {
      const orphans = await db
        .update(media)
        .set({ jobLeaseUntil: null })
        .where(sql`${media.jobLeaseUntil} > now()`)
        .returning({ id: media.id })
      if (orphans.length > 0) {
        log.warn({ ids: orphans.map(({ id }) => id) }, 'media: restarting jobs left unfinished')
      }
    }
    this.wake()
  }

  /** Looks for work now (or right after the current job). */
  wake(): void {
    this.#loop.wake()
  }

  /**
   * Stops looking. A job in hand stops after the encode under way (a photo's whole job can take
   * a minute on a busy machine, too long to hold up a shutdown) and is handed back: free to
   * claim at once, its attempt not counted. Resolves once that is recorded.
   */
  async stop(): Promise<void> {
    await this.#loop.stop()
  }

  async #claim(): Promise<MediaJob | undefined> {
    const { db, leaseMs } = this.#options
    const due = db
      .select({ id: media.id })
      .from(media)
      .where(
        and(
          or(
            eq(media.status, 'processing'),
            and(eq(media.status, 'ready'), eq(media.kind, 'photo'), or(lacksAnAspect, lacksASize)),
          ),
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

  #renewLease(id: string, revision: number): () => void {
    const { db, leaseMs, log } = this.#options
    return renewLeaseWhileRunning(
      leaseMs,
      () =>
        db
          .update(media)
          .set({ jobLeaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
          .where(and(eq(media.id, id), eq(media.revision, revision))),
      (error) => log.warn({ mediaId: id, err: error }, 'media: lease renewal failed'),
    )
  }

  async #process(job: MediaJob): Promise<void> {
    const { db, log, maxAttempts, retryBaseMs } = this.#options
    const started = Date.now()
    const missing = job.status === 'ready' ? await this.#missingSizes(job) : undefined
    if (missing?.length === 0) {
      // Made meanwhile by a job whose lease had run out: nothing left to do.
      await db.update(media).set({ jobLeaseUntil: null }).where(eq(media.id, job.id))
      return
    }
    if (missing) {
      log.info(
        { mediaId: job.id, sizes: missing.map(({ aspect, width }) => `${aspect} ${width}`) },
        'media: making missing sizes',
      )
    } else {
      log.info({ mediaId: job.id, attempt: job.attempts }, 'media: making derivatives')
    }
    const stopRenewing = this.#renewLease(job.id, job.revision)
    let written: WrittenDerivative[] = []
    try {
      const derivatives = await makeDerivatives(
        {
          kind: job.kind === 'logo' ? 'logo' : 'photo',
          original: await readStoredFile(db, job.originalFileId),
          mime: job.mime,
          width: job.width,
          height: job.height,
          focalX: job.focalX,
          focalY: job.focalY,
        },
        () => {
          if (this.#loop.stopped) throw new JobInterrupted()
        },
        missing
          ? (size) =>
              missing.some(({ aspect, width }) => aspect === size.aspect && width === size.width)
          : undefined,
      )
      // Written before the transaction that names them, a piece per statement: the transaction
      // itself stays short, and the requests are answered between the pieces.
      for (const { content, ...described } of derivatives) {
        written.push({ ...described, fileId: await writeStoredFile(db, content) })
      }
      const stored = missing
        ? await this.#storeMissing(job.id, job.revision, missing, written)
        : await this.#store(job.id, job.revision, written)
      if (stored) written = []
      if (stored) {
        log.info(
          { mediaId: job.id, derivatives: derivatives.length, ms: Date.now() - started },
          missing ? 'media: missing sizes ready' : 'media: derivatives ready',
        )
      } else {
        log.info({ mediaId: job.id }, 'media: picture changed or deleted meanwhile; not stored')
      }
    } catch (error) {
      if (error instanceof JobInterrupted) {
        await db
          .update(media)
          .set({ jobLeaseUntil: null, jobAttempts: sql`${media.jobAttempts} - 1` })
          .where(and(eq(media.id, job.id), eq(media.revision, job.revision)))
        log.info({ mediaId: job.id }, 'media: job handed back on shutdown')
        return
      }
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX)
      // A ready picture stays ready (its pages show its nearest aspect): it is retried, never
      // marked failed.
      const failed = !missing && job.attempts >= maxAttempts
      const delay = retryDelay(job.attempts, retryBaseMs, RETRY_MAX_MS)
      await db
        .update(media)
        .set({
          jobError: message,
          ...(failed
            ? { status: 'failed', jobLeaseUntil: null }
            : { jobLeaseUntil: sql`now() + ${`${delay} milliseconds`}::interval` }),
        })
        .where(and(eq(media.id, job.id), eq(media.revision, job.revision)))
      log.warn(
        { mediaId: job.id, attempts: job.attempts, failed, error: message },
        failed ? 'media: derivatives failed' : 'media: derivatives failed, will retry',
      )
    } finally {
      stopRenewing()
      // Files of a job that stored nothing are nobody's.
      await deleteStoredFiles(
        db,
        written.map(({ fileId }) => fileId),
      ).catch((error: unknown) =>
        log.warn({ mediaId: job.id, err: error }, 'media: unused files left for the sweep'),
      )
    }
  }

  /** The sizes photoCrops gives a picture that it has no derivative of. */
  async #missingSizes(job: MediaJob): Promise<PhotoSize[]> {
    const present = await this.#options.db
      .selectDistinct({ aspect: mediaDerivatives.aspect, width: mediaDerivatives.width })
      .from(mediaDerivatives)
      .where(eq(mediaDerivatives.mediaId, job.id))
    const made = new Set(present.map(({ aspect, width }) => `${aspect} ${width}`))
    return photoCrops(job.width, job.height, job.focalX, job.focalY).flatMap(({ aspect, widths }) =>
      widths.filter((width) => !made.has(`${aspect} ${width}`)).map((width) => ({ aspect, width })),
    )
  }

  /** Replaces the picture's derivatives and marks it ready, in one transaction. */
  async #store(id: string, revision: number, derivatives: WrittenDerivative[]): Promise<boolean> {
    return this.#options.db.transaction(async (tx) => {
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
  async #storeMissing(
    id: string,
    revision: number,
    sizes: PhotoSize[],
    derivatives: WrittenDerivative[],
  ): Promise<boolean> {
    return this.#options.db.transaction(async (tx) => {
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
