import { desc, eq, lt } from 'drizzle-orm'
import type { AuditEntry as AuditEntryView } from '#schemas/staff.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, staffUsers } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/** Who did something, as the audit log records it. */
export interface AuditActor {
  /** The staff member who acted; null for an anonymous attempt or the command line. */
  actorId: string | null
  ip?: string | null
}

export interface AuditEntry extends AuditActor {
  action: string
  target?: string | null
  detail?: Record<string, unknown> | null
}

/** A signed-in staff member acting through the workspace. */
export interface StaffActor extends AuditActor {
  actorId: string
}

/** The actor of a signed-in workspace request. */
export function staffActor(request: { staff: { id: string }; ip: string }): StaffActor {
  return { actorId: request.staff.id, ip: request.ip }
}

/**
 * Writes one audit_log row and resolves with its id. Pass the transaction that makes the change
 * it records, so that neither is kept without the other.
 */
export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<number> {
  const [row] = await executor
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ?? null,
    })
    .returning({ id: auditLog.id })
  return row?.id ?? 0
}

/**
 * Writes many audit_log rows in one statement (an import's items); as writeAudit, pass the
 * transaction that makes the changes.
 */
export async function writeAudits(
  executor: Executor,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return
  await executor.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ?? null,
    })),
  )
}

const AUDIT_PAGE_SIZE = 100

/** One page of the audit log, newest first, older than the entry `before` when given. */
export async function auditPage(
  db: Database,
  before: number | undefined,
): Promise<{ data: AuditEntryView[]; next: number | null }> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: staffUsers.name,
      actorEmail: staffUsers.email,
      action: auditLog.action,
      target: auditLog.target,
      ip: auditLog.ip,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
  const page = rows.slice(0, AUDIT_PAGE_SIZE)
  return {
    data: page.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor:
        row.actorId && row.actorName !== null && row.actorEmail !== null
          ? { id: row.actorId, name: row.actorName, email: row.actorEmail }
          : null,
      action: row.action,
      target: row.target,
      ip: row.ip,
      detail: row.detail ?? null,
    })),
    next: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  }
}
