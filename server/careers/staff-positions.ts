import { count, desc, eq, sql } from 'drizzle-orm'
import {
  isPositionOpen,
  positionSlug,
  type EmploymentType,
  type PositionLocation,
  type PositionStatus,
} from '#domain/position-rules.ts'
import {
  POSITION_FIELDS,
  positionLacksBangla,
  type PositionEvent,
  type PositionFields,
  type PositionInput,
  type StaffPosition,
} from '#schemas/positions.ts'
import {
  auditChanges,
  hasChanges,
  type FieldChangeMap,
  type FieldChanges,
} from '#server/audit/changes.ts'
import type { AuditActor, StaffActor } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import { jobApplications, jobPositionEvents, jobPositions, staffUsers } from '#server/db/schema.ts'
import { ApiError, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import type { PositionRow } from './positions.ts'

/*
 * The workspace's side of the vacancies: hr and admin create them (as a draft, or published at
 * once), edit, publish and close them. Every change is a row of the position's history and of
 * the audit log, written in the transaction that makes it.
 */

/** The position's row, locked until the transaction ends, so concurrent changes queue up. */
async function lockPosition(tx: Executor, id: number): Promise<PositionRow> {
  const [row] = await tx.select().from(jobPositions).where(eq(jobPositions.id, id)).for('update')
  if (!row) throw notFound('Position')
  return row
}

function inputOf(row: PositionRow): PositionFields {
  return {
    title: row.title,
    titleBn: row.titleBn,
    department: row.department,
    departmentBn: row.departmentBn,
    location: row.location as PositionLocation,
    type: row.type as EmploymentType,
    applyBy: row.applyBy,
    summary: row.summary,
    summaryBn: row.summaryBn,
    description: row.description,
    descriptionBn: row.descriptionBn,
    responsibilities: row.responsibilities,
    responsibilitiesBn: row.responsibilitiesBn,
    requirements: row.requirements,
    requirementsBn: row.requirementsBn,
  }
}

/** `input` over `stored`: a Bangla field the request left out keeps its stored value. */
function completed(input: PositionInput, stored: PositionFields): PositionFields {
  return {
    ...input,
    titleBn: input.titleBn ?? stored.titleBn,
    departmentBn: input.departmentBn ?? stored.departmentBn,
    summaryBn: input.summaryBn ?? stored.summaryBn,
    descriptionBn: input.descriptionBn ?? stored.descriptionBn,
    responsibilitiesBn: input.responsibilitiesBn ?? stored.responsibilitiesBn,
    requirementsBn: input.requirementsBn ?? stored.requirementsBn,
  }
}

const NO_BANGLA = {
  titleBn: '',
  departmentBn: '',
  summaryBn: '',
  descriptionBn: [],
  responsibilitiesBn: [],
  requirementsBn: [],
} as const satisfies Partial<PositionFields>

function staffView(
  row: PositionRow,
  applications: number,
  history: PositionEvent[],
  now = new Date(),
): StaffPosition {
  const fields = inputOf(row)
  return {
    id: row.id,
    slug: row.slug,
    ...fields,
    untranslated: positionLacksBangla(fields),
    status: row.status as PositionStatus,
    open: isPositionOpen(row, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    applications,
    history,
  }
}

async function applicationCount(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.positionId, id))
  return row?.n ?? 0
}

/** A position with its history, newest first. */
export async function loadPosition(db: Database, id: number): Promise<StaffPosition> {
  const [row] = await db.select().from(jobPositions).where(eq(jobPositions.id, id))
  if (!row) throw notFound('Position')
  const events = await db
    .select({ event: jobPositionEvents, actorName: staffUsers.name })
    .from(jobPositionEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, jobPositionEvents.actorId))
    .where(eq(jobPositionEvents.positionId, id))
    .orderBy(desc(jobPositionEvents.createdAt), desc(jobPositionEvents.id))
  return staffView(
    row,
    await applicationCount(db, id),
    events.map(({ event, actorName }) => ({
      id: event.id,
      action: event.action as PositionEvent['action'],
      actorName,
      at: event.createdAt.toISOString(),
      changes: event.changes,
    })),
  )
}

/** Every position, drafts and closed ones included, newest first, without their history. */
export async function listPositions(db: Database): Promise<StaffPosition[]> {
  // Joined by columns Drizzle qualifies: inside a raw subquery an unqualified "id" would be
  // the application's own, which counted the wrong rows.
  const perPosition = db
    .select({ positionId: jobApplications.positionId, total: count().as('total') })
    .from(jobApplications)
    .groupBy(jobApplications.positionId)
    .as('per_position')
  const rows = await db
    .select({ position: jobPositions, applications: perPosition.total })
    .from(jobPositions)
    .leftJoin(perPosition, eq(perPosition.positionId, jobPositions.id))
    .orderBy(desc(jobPositions.id))
  const now = new Date()
  return rows.map(({ position, applications }) => staffView(position, applications ?? 0, [], now))
}

/**
 * One change to a position: its audit_log row (which names the fields that changed) and, when
 * anything changed, its history row. Resolves with the changes, empty when there were none.
 * The actor is null for the system (the Bangla backfill).
 */
export async function recordChange<Record_ extends object, Field extends keyof Record_ & string>(
  tx: Executor,
  actor: AuditActor,
  id: number,
  action: Exclude<PositionEvent['action'], 'seeded'>,
  change: { before?: Record_; after: Record_; fields: readonly Field[] },
): Promise<FieldChanges<Record_, Field>> {
  const changes = await auditChanges(tx, {
    ...actor,
    ...change,
    action: `position.${action}`,
    target: `position:${id}`,
    detail: (found) => ({ changes: Object.keys(found) }),
  })
  if (hasChanges(changes)) {
    await tx.insert(jobPositionEvents).values({
      positionId: id,
      action,
      actorId: actor.actorId,
      changes: changes as FieldChangeMap,
    })
  }
  return changes
}

/** Creates a position, as a draft or published at once; resolves with its id. */
export async function createPosition(
  db: Database,
  actor: StaffActor,
  { publish, ...sent }: PositionInput & { publish: boolean },
): Promise<number> {
  const input = completed(sent, { ...sent, ...NO_BANGLA })
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobPositions)
      .values({
        ...input,
        slug: positionSlug(input.title),
        status: publish ? 'published' : 'draft',
        publishedAt: publish ? new Date() : null,
      })
      .returning({ id: jobPositions.id })
    if (!row) throw new Error('insert returned no row')
    await recordChange(tx, actor, row.id, 'created', { after: input, fields: POSITION_FIELDS })
    if (publish) {
      await recordChange(tx, actor, row.id, 'published', {
        before: { status: 'draft' },
        after: { status: 'published' },
        fields: ['status'],
      })
    }
    return row.id
  })
}

/**
 * Replaces every field of a position (a Bangla one left out is kept); its status is unchanged.
 * Resolves with whether anything changed: saving it unchanged writes nothing.
 */
export async function updatePosition(
  db: Database,
  actor: StaffActor,
  id: number,
  sent: PositionInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockPosition(tx, id)
    const stored = inputOf(before)
    const input = completed(sent, stored)
    const changes = await recordChange(tx, actor, id, 'edited', {
      before: stored,
      after: input,
      fields: POSITION_FIELDS,
    })
    if (!hasChanges(changes)) return false
    await tx
      .update(jobPositions)
      .set({ ...input, slug: positionSlug(input.title), updatedAt: sql`now()` })
      .where(eq(jobPositions.id, id))
    return true
  })
}

/**
 * Moves a position to `to` from one of `from`; anything else is a 409 saying why. Resolves with
 * the status it had.
 */
export async function changePositionStatus(
  db: Database,
  actor: StaffActor,
  id: number,
  to: 'published' | 'closed',
  from: readonly PositionStatus[],
): Promise<PositionStatus> {
  return db.transaction(async (tx) => {
    const before = await lockPosition(tx, id)
    const status = before.status as PositionStatus
    if (!from.includes(status)) {
      throw new ApiError(
        409,
        to === 'closed'
          ? status === 'closed'
            ? 'This position is already closed'
            : 'A draft is not public: there is nothing to close'
          : 'This position is already published',
      )
    }
    await tx
      .update(jobPositions)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'published' && !before.publishedAt ? { publishedAt: new Date() } : {}),
      })
      .where(eq(jobPositions.id, id))
    await recordChange(tx, actor, id, to, {
      before: { status },
      after: { status: to },
      fields: ['status'],
    })
    return status
  })
}
