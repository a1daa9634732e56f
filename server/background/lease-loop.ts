import type { FastifyBaseLogger } from 'fastify'

/** Delay before the attempt after `attempts` failed ones: base, 2×base, 4×base… up to max. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30))
}

export interface LeaseLoopOptions<Job> {
  /** Starts the log lines of a failed pass, e.g. 'outbox'. */
  name: string
  log: FastifyBaseLogger
  /** Longest sleep between two looks at the table (other servers may add work). */
  pollMs: number
  /** Takes the next due job under a lease, or resolves with undefined when none is due. */
  claim: () => Promise<Job | undefined>
  /** Does the job and records how it ended; its own failures are its to record. */
  process: (job: Job) => Promise<void>
  /** How long to sleep once nothing is due (e.g. until the next retry falls due); pollMs by default. */
  idleMs?: () => Promise<number>
}

/**
 * The loop the database-backed workers share (the outbox, the media library's derivatives):
 * claim a job, do it, claim the next, until none is due; then sleep, and look again after the
 * sleep or at once when woken. One pass runs at a time per server; a wake during a pass makes
 * another pass follow it, so work added meanwhile is never left for the next poll. Claiming is
 * the worker's own (`FOR UPDATE SKIP LOCKED` with a lease), so servers sharing a database never
 * take the same job, and a job whose server died is claimed again once its lease runs out.
 */
export class LeaseLoop<Job> {
  readonly #options: LeaseLoopOptions<Job>
  #timer: NodeJS.Timeout | undefined
  #running: Promise<void> | undefined
  #again = false
  #stopped = false

  constructor(options: LeaseLoopOptions<Job>) {
    this.#options = options
  }

  /** True once stop() was called: a long job checks it between steps to hand its work back. */
  get stopped(): boolean {
    return this.#stopped
  }

  /** Looks for work now (or right after the current pass). */
  wake(): void {
    if (this.#stopped) return
    if (this.#running) {
      this.#again = true
      return
    }
    clearTimeout(this.#timer)
    this.#running = this.#run().finally(() => {
      this.#running = undefined
      if (this.#again) {
        this.#again = false
        this.wake()
      }
    })
  }

  /** Stops looking; resolves once the pass under way (if any) has ended. */
  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    await this.#running
  }

  async #run(): Promise<void> {
    const { claim, process, idleMs, pollMs, log, name } = this.#options
    try {
      while (!this.#stopped) {
        const job = await claim()
        if (job === undefined) break
        await process(job)
      }
      // Once stopped, the database may be closing: ask it nothing more.
      if (this.#stopped) return
      const sleep = idleMs ? await idleMs() : pollMs
      if (!this.#stopped) this.#sleep(sleep)
    } catch (error) {
      log.error({ err: error }, `${name}: pass failed`)
      if (!this.#stopped) this.#sleep(pollMs)
    }
  }

  #sleep(ms: number): void {
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => this.wake(), ms)
    this.#timer.unref()
  }
}

/**
 * Renews a claimed job's lease every third of its length while the job runs, so that a slow
 * job keeps it and a dead server's job is free soon after. Returns the function that stops it.
 */
export function renewLeaseWhileRunning(
  leaseMs: number,
  renew: () => Promise<unknown>,
  onFailure: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => renew().then(undefined, onFailure), leaseMs / 3)
  timer.unref()
  return () => clearInterval(timer)
}
