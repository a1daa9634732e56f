import type { Executor } from '#server/notifications/outbox.ts'
import { writeAudit, type AuditActor } from './log.ts'

/** One field's value before and after a change; a record that did not exist had null. */
export interface FieldChange<Value> {
  from: Value | null
  to: Value
}

export type FieldChanges<Record_, Field extends keyof Record_> = {
  [Key in Field]?: FieldChange<Record_[Key]>
}

/** Changes as they are stored (a jsonb column), whatever record they came from. */
export type FieldChangeMap = Record<string, FieldChange<unknown>>

/**
 * The fields whose values differ between two versions of a record, each with its value before
 * and after, in the order of `fields`. Values are compared as JSON, so lists and dates (as ISO
 * text) compare by content. With no `before` (a record being created) every field that is not
 * null counts as changed from null.
 */
export function changedFields<Record_ extends object, Field extends keyof Record_ & string>(
  before: Record_ | undefined,
  after: Record_,
  fields: readonly Field[],
): FieldChanges<Record_, Field> {
  const changes: FieldChanges<Record_, Field> = {}
  for (const field of fields) {
    const from = before?.[field] ?? null
    const to = after[field]
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to }
  }
  return changes
}

export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0
}

export interface ChangeAudit<
  Record_ extends object,
  Field extends keyof Record_ & string,
> extends AuditActor {
  /** e.g. 'shipment.edit', 'position.edited', 'account.role'. */
  action: string
  /** What was changed: a reference, 'position:12', an account id. */
  target: string
  /** The record before the change; omitted for one being created. */
  before?: Record_
  after: Record_
  /** The fields compared and recorded; any others in the records are ignored. */
  fields: readonly Field[]
  /** The row's detail, given what changed; by default `{ changes }`. */
  detail?: (changes: FieldChanges<Record_, Field>) => Record<string, unknown>
}

/**
 * Compares two versions of a record and, when any of the fields differs, writes one audit_log
 * row about it (pass the transaction that makes the change). A change that changes nothing
 * writes nothing. Resolves with the changes, empty when there were none.
 */
export async function auditChanges<Record_ extends object, Field extends keyof Record_ & string>(
  executor: Executor,
  change: ChangeAudit<Record_, Field>,
): Promise<FieldChanges<Record_, Field>> {
  const changes = changedFields(change.before, change.after, change.fields)
  if (hasChanges(changes)) {
    await writeAudit(executor, {
      actorId: change.actorId,
      ip: change.ip,
      action: change.action,
      target: change.target,
      detail: change.detail ? change.detail(changes) : { changes },
    })
  }
  return changes
}
