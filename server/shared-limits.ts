import { lt, sql } from 'drizzle-orm'
import type { Database } from './db/client.ts'
import { rateLimitCounters } from './db/schema.ts'

export interface LimitHit {
  /** Hits in the current window, this one included. */
  count: number
  /** Milliseconds until the window ends and the count starts over. */
  ttlMs: number
}

/**
 * Counters kept in the database, so that every server sharing it counts the same hits: the
 * limits on everything that writes (forms, sign-in) hold however requests are spread over the
 * servers. A counter counts in a fixed window from its first hit; the next hit after the window
 * starts a new one. One statement does the whole hit, so concurrent hits on any server are each
 * counted once (the row lock serialises them).
 */
export class SharedLimitStore {
  readonly #db: Database

  constructor(db: Database) {
    this.#db = db
  }

  /** Counts one hit on `key` (a client IP, an account…) under the limit named `bucket`. */
  async hit(bucket: string, key: string, windowMs: number): Promise<LimitHit> {
    const window = sql`${`${Math.max(1, Math.trunc(windowMs))} milliseconds`}::interval`
    const { count, expiresAt } = rateLimitCounters
    const [row] = await this.#db
      .insert(rateLimitCounters)
      .values({ bucket, key, count: 1, expiresAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: [rateLimitCounters.bucket, rateLimitCounters.key],
        set: {
          count: sql`case when ${expiresAt} <= now() then 1 else ${count} + 1 end`,
          expiresAt: sql`case when ${expiresAt} <= now() then now() + ${window} else ${expiresAt} end`,
        },
      })
      .returning({
        count,
        ttlMs: sql<string | number>`ceil(extract(epoch from ${expiresAt} - now()) * 1000)`,
      })
    if (!row) throw new Error('the limit counter returned no row')
    return { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) }
  }

  /** The current count without counting a hit: 0 when there is none or its window is over. */
  async peek(bucket: string, key: string): Promise<LimitHit> {
    const { count, expiresAt } = rateLimitCounters
    const [row] = await this.#db
      .select({
        count,
        ttlMs: sql<string | number>`ceil(extract(epoch from ${expiresAt} - now()) * 1000)`,
      })
      .from(rateLimitCounters)
      .where(
        sql`${rateLimitCounters.bucket} = ${bucket} and ${rateLimitCounters.key} = ${key} and ${expiresAt} > now()`,
      )
    return row
      ? { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) }
      : { count: 0, ttlMs: 0 }
  }

  /** Forgets a counter, e.g. a sign-in's failures once the right password is given. */
  async reset(bucket: string, key: string): Promise<void> {
    await this.#db
      .delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.bucket} = ${bucket} and ${rateLimitCounters.key} = ${key}`)
  }

  /** Deletes counters whose window is over; they would only start over anyway. */
  async prune(): Promise<number> {
    const deleted = await this.#db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, sql`now()`))
      .returning({ bucket: rateLimitCounters.bucket })
    return deleted.length
  }
}
