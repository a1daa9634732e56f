import { and, count, eq, gt, min } from 'drizzle-orm'
import type { Env } from '#schemas/env.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog } from '#server/db/schema.ts'

export const SIGN_IN_FAILURE = 'sign-in.failure'
export const SIGN_IN_LOCKOUT = 'sign-in.lockout'

export type ThrottleEnv = Pick<
  Env,
  'STAFF_SIGNIN_WINDOW_SECONDS' | 'STAFF_SIGNIN_MAX_FAILURES' | 'STAFF_SIGNIN_MAX_FAILURES_IP'
>

interface Scope {
  column: typeof auditLog.target | typeof auditLog.ip
  value: string
  max: number
}

/**
 * Failed sign-ins are audit_log rows, so every server sharing the database counts the same ones.
 * Resolves with the seconds to wait when the account (the email named, whether or not it exists)
 * or the address has reached its limit within the window, otherwise null.
 */
export async function signInRetryAfter(
  db: Database,
  env: ThrottleEnv,
  attempt: { email?: string | undefined; ip: string },
): Promise<number | null> {
  const windowMs = env.STAFF_SIGNIN_WINDOW_SECONDS * 1000
  const since = new Date(Date.now() - windowMs)
  const scopes: Scope[] = [
    { column: auditLog.ip, value: attempt.ip, max: env.STAFF_SIGNIN_MAX_FAILURES_IP },
  ]
  if (attempt.email) {
    scopes.push({
      column: auditLog.target,
      value: attempt.email,
      max: env.STAFF_SIGNIN_MAX_FAILURES,
    })
  }
  let wait: number | null = null
  for (const scope of scopes) {
    const [row] = await db
      .select({ failures: count(), oldest: min(auditLog.createdAt) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, SIGN_IN_FAILURE),
          eq(scope.column, scope.value),
          gt(auditLog.createdAt, since),
        ),
      )
    if (!row || row.failures < scope.max || !row.oldest) continue
    const seconds = Math.max(
      1,
      Math.ceil((new Date(row.oldest).getTime() + windowMs - Date.now()) / 1000),
    )
    wait = Math.max(wait ?? 0, seconds)
  }
  return wait
}
