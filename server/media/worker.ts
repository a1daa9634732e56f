import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#server/db/client.ts'
import { media } from '#server/db/schema.ts'
import { LeaseLoop, renewLeaseWhileRunning, retryDelay } from '#server/background/lease-loop.ts'
import { deleteStoredFiles, readStoredFile, writeStoredFile } from '#server/files/stored-files.ts'
import { makeDerivatives } from './derivatives.ts'
import {
  missingSizes,
  storeDerivatives,
  storeMissingSizes,
  type WrittenDerivative,
} from './derivative-store.ts'
import { claimMediaJob, releaseOrphanedJobs, renewMediaLease, type MediaJob } from './job-queue.ts'

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

/** Thrown between two encodes when the server is shutting down. */
class JobInterrupted extends Error {
  constructor() {
    super('the server is shutting down')
    this.name = 'JobInterrupted'
  }
}

const DEFAULT_POLL_MS = 5_000
const DEFAULT_MAX_ATTEMPTS = 3
const DEFAULT_RETRY_BASE_MS = 5_000
const RETRY_MAX_MS = 60 * 60_000
const ERROR_MAX = 1000

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
      claim: () => claimMediaJob(this.#options.db, this.#options.leaseMs),
      process: (job) => this.#process(job),
    })
  }

  async start(): Promise<void> {
    const { db, exclusive, log } = this.#options
    if (exclusive) {
      const orphans = await releaseOrphanedJobs(db)
      if (orphans.length > 0) {
        log.warn({ ids: orphans }, 'media: restarting jobs left unfinished')
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

  #renewLease(id: string, revision: number): () => void {
    const { db, leaseMs, log } = this.#options
    return renewLeaseWhileRunning(
      leaseMs,
      () => renewMediaLease(db, id, revision, leaseMs),
      (error) => log.warn({ mediaId: id, err: error }, 'media: lease renewal failed'),
    )
  }

  async #process(job: MediaJob): Promise<void> {
    const { db, log, maxAttempts, retryBaseMs } = this.#options
    const started = Date.now()
    const missing = job.status === 'ready' ? await missingSizes(db, job) : undefined
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
        ? await storeMissingSizes(db, job.id, job.revision, missing, written)
        : await storeDerivatives(db, job.id, job.revision, written)
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
}
