import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { count, desc, eq, sql } from 'drizzle-orm'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import {
  isPositionOpen,
  positionSlug,
  type EmploymentType,
  type PositionLocation,
  type PositionStatus,
} from '#domain/position-rules.ts'
import {
  POSITION_FIELDS,
  PositionCreateSchema,
  PositionInputSchema,
  StaffPositionListSchema,
  StaffPositionResponseSchema,
  type PositionEvent,
  type PositionInput,
  type StaffPosition,
} from '#schemas/positions.ts'
import type { PositionRow } from '#server/careers/positions.ts'
import type { Database } from '#server/db/client.ts'
import { jobApplications, jobPositionEvents, jobPositions, staffUsers } from '#server/db/schema.ts'
import { ApiError, notFound } from '#server/errors.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { refuseControlChars } from '#schemas/text.ts'

const IdParamsSchema = z.object({
  id: refuseControlChars(
    z.coerce.number().int().positive().max(2_147_483_647),
    'The id must be a number',
  ),
})

type Changes = Record<string, { from: unknown; to: unknown }>

/** The fields whose value differs, each with its value before and after. */
function changedFields(before: PositionInput | undefined, after: PositionInput): Changes {
  const changes: Changes = {}
  for (const field of POSITION_FIELDS) {
    const from = before?.[field] ?? null
    const to = after[field]
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to }
  }
  return changes
}

/** The position's row, locked until the transaction ends, so concurrent changes queue up. */
async function lockPosition(tx: Executor, id: number): Promise<PositionRow> {
  const [row] = await tx.select().from(jobPositions).where(eq(jobPositions.id, id)).for('update')
  if (!row) throw notFound('Position')
  return row
}

function inputOf(row: PositionRow): PositionInput {
  return {
    title: row.title,
    department: row.department,
    location: row.location as PositionLocation,
    type: row.type as EmploymentType,
    applyBy: row.applyBy,
    summary: row.summary,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
  }
}

function staffView(
  row: PositionRow,
  applications: number,
  history: PositionEvent[],
  now = new Date(),
): StaffPosition {
  return {
    id: row.id,
    slug: row.slug,
    ...inputOf(row),
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

async function loadPosition(db: Database, id: number): Promise<StaffPosition> {
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

/**
 * The workspace's vacancies: hr and admin create them (as a draft, or published at once), edit,
 * publish and close them. Every change is a row of the position's history and of the audit log,
 * and clears this server's cache of the public positions, so the careers pages show it on the
 * next request (other servers within CAREERS_CACHE_SECONDS).
 */
const staffPositionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify
  const config = { staffAccess: ['hr'] } as const
  const tags = ['Staff positions']

  async function recorded(
    request: { staff: { id: string }; ip: string },
    id: number,
    action: PositionEvent['action'],
    changes: Changes,
  ) {
    fastify.publicPositions.invalidate()
    await fastify.audit({
      actorId: request.staff.id,
      action: `position.${action}`,
      target: `position:${id}`,
      ip: request.ip,
      detail: { changes: Object.keys(changes) },
    })
  }

  fastify.get(
    '/api/staff/positions',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listStaffPositions',
        tags,
        summary: 'Every job position, drafts and closed ones included, newest first',
        response: { 200: StaffPositionListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => {
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
      return {
        // The list schema leaves the (empty) history out.
        data: rows.map(({ position, applications }) =>
          staffView(position, applications ?? 0, [], now),
        ),
      }
    },
  )

  fastify.post(
    '/api/staff/positions',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'createStaffPosition',
        tags,
        summary: 'Create a job position, as a draft or published at once',
        body: PositionCreateSchema,
        response: {
          200: StaffPositionResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { publish, ...input } = request.body
      const changes = changedFields(undefined, input)
      const id = await db.transaction(async (tx) => {
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
        await tx.insert(jobPositionEvents).values([
          { positionId: row.id, action: 'created', actorId: request.staff.id, changes },
          ...(publish
            ? [
                {
                  positionId: row.id,
                  action: 'published',
                  actorId: request.staff.id,
                  changes: { status: { from: 'draft', to: 'published' } },
                },
              ]
            : []),
        ])
        return row.id
      })
      await recorded(request, id, 'created', changes)
      if (publish)
        await recorded(request, id, 'published', { status: { from: 'draft', to: 'published' } })
      request.log.info({ positionId: id, published: publish }, 'position created')
      return { data: await loadPosition(db, id) }
    },
  )

  fastify.get(
    '/api/staff/positions/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getStaffPosition',
        tags,
        summary: 'A job position with its history, newest first',
        params: IdParamsSchema,
        response: { 200: StaffPositionResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await loadPosition(db, request.params.id) }),
  )

  fastify.put(
    '/api/staff/positions/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'updateStaffPosition',
        tags,
        summary: 'Edit a job position',
        description:
          'Replaces every field; its status is unchanged. Applications already received keep ' +
          'the title they were made for.',
        params: IdParamsSchema,
        body: PositionInputSchema,
        response: {
          200: StaffPositionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const input = request.body
      const changes = await db.transaction(async (tx) => {
        const before = await lockPosition(tx, id)
        const found = changedFields(inputOf(before), input)
        if (Object.keys(found).length === 0) return found
        await tx
          .update(jobPositions)
          .set({ ...input, slug: positionSlug(input.title), updatedAt: sql`now()` })
          .where(eq(jobPositions.id, id))
        await tx
          .insert(jobPositionEvents)
          .values({ positionId: id, action: 'edited', actorId: request.staff.id, changes: found })
        return found
      })
      if (Object.keys(changes).length > 0) await recorded(request, id, 'edited', changes)
      return { data: await loadPosition(db, id) }
    },
  )

  /** Moves a position to `to` from one of `from`; anything else is a 409 saying why. */
  function statusRoute(
    path: string,
    operationId: string,
    summary: string,
    to: 'published' | 'closed',
    from: readonly PositionStatus[],
  ) {
    fastify.post(
      path,
      {
        config,
        schema: {
          operationId,
          security: STAFF_SECURITY,
          tags,
          summary,
          params: IdParamsSchema,
          response: {
            200: StaffPositionResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request) => {
        const { id } = request.params
        const previous = await db.transaction(async (tx) => {
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
          await tx.insert(jobPositionEvents).values({
            positionId: id,
            action: to,
            actorId: request.staff.id,
            changes: { status: { from: status, to } },
          })
          return status
        })
        await recorded(request, id, to, { status: { from: previous, to } })
        request.log.info({ positionId: id, from: previous, to }, 'position status changed')
        return { data: await loadPosition(db, id) }
      },
    )
  }

  statusRoute(
    '/api/staff/positions/:id/publish',
    'publishStaffPosition',
    'Publish a draft, or reopen a closed position',
    'published',
    ['draft', 'closed'],
  )
  statusRoute(
    '/api/staff/positions/:id/close',
    'closeStaffPosition',
    'Close a published position: it leaves the list and refuses applications',
    'closed',
    ['published'],
  )
}

export default staffPositionRoutes
