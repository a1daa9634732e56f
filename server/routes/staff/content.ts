import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import {
  CONTENT_COLLECTIONS,
  CONTENT_REFERENCES,
  contentItemName,
  contentSlug,
  lacksBangla,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import {
  ContentCollectionParamSchema,
  ContentCreateSchema,
  ContentOrderSchema,
  ContentRevisionSchema,
  ContentSaveSchema,
  ContentScheduleSchema,
  StaffContentItemResponseSchema,
  StaffContentListSchema,
  StaffContentVersionsSchema,
  dhakaInstant,
  type ContentStatus,
  type StaffContentItem,
} from '#schemas/staff-content.ts'
import { refuseControlChars } from '#schemas/text.ts'
import { recordContentChange, type ContentAction } from '#server/content/audit.ts'
import { lastScheduleRefusal } from '#server/content/schedule.ts'
import { requireMedia } from '#server/content/media-refs.ts'
import { advanceGeneration } from '#server/content/published.ts'
import type { Database } from '#server/db/client.ts'
import { contentEntries, contentVersions, staffUsers } from '#server/db/schema.ts'
import { ApiError, fieldErrors, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'

type EntryRow = typeof contentEntries.$inferSelect

const positiveId = (message: string) =>
  refuseControlChars(z.coerce.number().int().positive().max(2_147_483_647), message)

const CollectionParams = z.object({ collection: ContentCollectionParamSchema })
const ItemParams = CollectionParams.extend({ id: positiveId('The id must be a number') })
const VersionParams = ItemParams.extend({ versionId: positiveId('The version must be a number') })

function statusOf(row: EntryRow): ContentStatus {
  if (row.publishAt || row.unpublishAt) return 'scheduled'
  if (!row.published) return 'draft'
  return row.draft ? 'changed' : 'published'
}

function listItem(collection: ContentCollection, row: EntryRow) {
  const current = row.draft ?? row.published
  return {
    id: row.id,
    slug: row.slug,
    sortOrder: row.sortOrder,
    name: contentItemName(collection, current),
    status: statusOf(row),
    untranslated: lacksBangla(current),
    revision: row.revision,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The data checked by the collection's schema, or a 400 naming every field at fault. */
function validData(collection: ContentCollection, data: unknown): Record<string, unknown> {
  const parsed = CONTENT_COLLECTIONS[collection].schema.safeParse(data)
  if (parsed.success) return parsed.data as Record<string, unknown>
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    errors[['data', ...issue.path].join('.')] ??= issue.message
  }
  throw fieldErrors(errors)
}

/** A 400 for every reference to an item its collection does not have. */
async function requireReferences(
  db: Executor,
  collection: ContentCollection,
  data: Record<string, unknown>,
): Promise<void> {
  const references = CONTENT_REFERENCES[collection] ?? {}
  const errors: Record<string, string> = {}
  for (const [field, target] of Object.entries(references)) {
    const value = data[field]
    const ids = (Array.isArray(value) ? value : [value]).filter(
      (id): id is number => typeof id === 'number',
    )
    if (ids.length === 0) continue
    const found = await db
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(and(eq(contentEntries.collection, target.collection), inArray(contentEntries.id, ids)))
    const known = new Set(found.map(({ id }) => id))
    const missing = ids.findIndex((id) => !known.has(id))
    if (missing === -1) continue
    const path = Array.isArray(value) ? `data.${field}.${missing}` : `data.${field}`
    errors[path] = `Choose an existing ${target.label}.`
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

async function lockEntry(tx: Executor, collection: ContentCollection, id: number) {
  const [row] = await tx
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
    .for('update')
  if (!row) throw notFound('Item')
  return row
}

function requireRevision(row: EntryRow, revision: number) {
  if (row.revision !== revision) {
    throw new ApiError(
      409,
      `Someone else changed this item since you opened it (you started from revision ${revision}; ` +
        `it is now at ${row.revision}). Reload it to see their changes, then make yours again.`,
    )
  }
}

async function loadItem(
  db: Executor,
  collection: ContentCollection,
  id: number,
): Promise<StaffContentItem> {
  const [found] = await db
    .select({ entry: contentEntries, updatedBy: staffUsers.name })
    .from(contentEntries)
    .leftJoin(staffUsers, eq(staffUsers.id, contentEntries.updatedBy))
    .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
  if (!found) throw notFound('Item')
  const { entry } = found
  return {
    ...listItem(collection, entry),
    draft: entry.draft,
    published: entry.published,
    publishedAt: entry.publishedAt?.toISOString() ?? null,
    updatedBy: found.updatedBy,
    scheduleRefusal: await lastScheduleRefusal(db, collection, id),
  }
}

/** A slug no other item of the collection has: "mango-programme", then "mango-programme-2"… */
async function freeSlug(tx: Executor, collection: ContentCollection, wanted: string) {
  const taken = new Set(
    (
      await tx
        .select({ slug: contentEntries.slug })
        .from(contentEntries)
        .where(eq(contentEntries.collection, collection))
    ).map(({ slug }) => slug),
  )
  let slug = wanted
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
  return slug
}

/**
 * The workspace's site content: editors (and admins) list each collection, create items, save
 * drafts (naming the revision they started from), publish, unpublish, schedule either at a time
 * in Dhaka, look through the published versions, restore one as a draft, delete and reorder.
 * A draft is never public; every change visitors see moves the content generation on and clears
 * this server's copy, and is in the audit log.
 */
const staffContentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db: Database = fastify.db
  const config = { staffAccess: ['editor'] } as const
  const tags = ['Staff content']
  const itemErrors = errorResponses(400, 401, 403, 404, 409, 429)

  /** Runs a change in one transaction with its audit row; a public change clears the cache. */
  async function change<T>(
    request: { staff: { id: string }; ip: string },
    collection: ContentCollection,
    action: ContentAction,
    work: (tx: Executor) => Promise<{ id?: number; public: boolean; result: T; detail?: object }>,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx) => {
      const done = await work(tx)
      if (done.public) await advanceGeneration(tx)
      await recordContentChange(
        fastify,
        {
          actorId: request.staff.id,
          action,
          collection,
          ...(done.id === undefined ? {} : { id: done.id }),
          ip: request.ip,
          detail: { ...done.detail },
        },
        tx,
      )
      return done
    })
    if (outcome.public) fastify.content.invalidate()
    return outcome.result
  }

  fastify.get(
    '/api/staff/content/:collection',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listStaffContent',
        tags,
        summary: "A collection's items in order, with their status and translation state",
        params: CollectionParams,
        response: { 200: StaffContentListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { collection } = request.params
      const rows = await db
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.collection, collection))
        .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
      const rules = CONTENT_COLLECTIONS[collection]
      return {
        data: {
          collection,
          label: rules.label,
          singleton: rules.singleton,
          items: rows.map((row) => listItem(collection, row)),
        },
      }
    },
  )

  fastify.get(
    '/api/staff/content/:collection/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getStaffContentItem',
        tags,
        summary: 'One item: its draft, what is published, and its revision',
        params: ItemParams,
        response: {
          200: StaffContentItemResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => ({
      data: await loadItem(db, request.params.collection, request.params.id),
    }),
  )

  fastify.post(
    '/api/staff/content/:collection',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'createStaffContentItem',
        tags,
        summary: 'A new item, as a draft, at the end of the collection',
        params: CollectionParams,
        body: ContentCreateSchema,
        response: {
          200: StaffContentItemResponseSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { collection } = request.params
      const rules = CONTENT_COLLECTIONS[collection]
      if (rules.singleton) {
        throw new ApiError(409, `There is only one ${rules.label}: edit it instead`)
      }
      const data = validData(collection, request.body.data)
      await requireReferences(db, collection, data)
      await requireMedia(db, data, 'save')
      const id = await change(request, collection, 'create', async (tx) => {
        // Serialises creations in a collection, so two never take the same id.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${collection}`}))`)
        const [last] = await tx
          .select({ id: max(contentEntries.id), sortOrder: max(contentEntries.sortOrder) })
          .from(contentEntries)
          .where(eq(contentEntries.collection, collection))
        const next = (last?.id ?? 0) + 1
        const name = (rules.name as (data: unknown) => string)(data)
        await tx.insert(contentEntries).values({
          collection,
          id: next,
          slug: rules.slugged
            ? await freeSlug(tx, collection, contentSlug(name, `${collection}-${next}`))
            : null,
          sortOrder: (last?.sortOrder ?? 0) + 1,
          draft: data,
          updatedBy: request.staff.id,
        })
        return { id: next, public: false, result: next }
      })
      return { data: await loadItem(db, collection, id) }
    },
  )

  fastify.put(
    '/api/staff/content/:collection/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'saveStaffContentDraft',
        tags,
        summary: 'Save the draft: the whole data, from the revision named',
        description:
          'Visitors keep seeing the published version until the draft is published. A save ' +
          'from an older revision than the current one answers 409 and changes nothing.',
        params: ItemParams,
        body: ContentSaveSchema,
        response: {
          200: StaffContentItemResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      const data = validData(collection, request.body.data)
      await requireReferences(db, collection, data)
      await requireMedia(db, data, 'save')
      await db.transaction(async (tx) => {
        const row = await lockEntry(tx, collection, id)
        requireRevision(row, request.body.revision)
        await tx
          .update(contentEntries)
          .set({
            draft: data,
            revision: row.revision + 1,
            updatedAt: sql`now()`,
            updatedBy: request.staff.id,
          })
          .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
      })
      return { data: await loadItem(db, collection, id) }
    },
  )

  fastify.post(
    '/api/staff/content/:collection/:id/publish',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'publishStaffContentItem',
        tags,
        summary: 'Publish the draft: visitors see it at once on this server, within 30 s on others',
        params: ItemParams,
        body: ContentRevisionSchema,
        response: { 200: StaffContentItemResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      await change(request, collection, 'publish', async (tx) => {
        const row = await lockEntry(tx, collection, id)
        requireRevision(row, request.body.revision)
        if (!row.draft)
          throw new ApiError(409, 'Nothing to publish: there are no unpublished changes')
        const data = validData(collection, row.draft)
        await requireMedia(tx, data, 'publish')
        await tx
          .update(contentEntries)
          .set({
            published: data,
            draft: null,
            publishAt: null,
            publishedAt: sql`now()`,
            revision: row.revision + 1,
            updatedAt: sql`now()`,
            updatedBy: request.staff.id,
          })
          .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
        await tx
          .insert(contentVersions)
          .values({ collection, entryId: id, data, publishedBy: request.staff.id })
        return { id, public: true, result: undefined }
      })
      return { data: await loadItem(db, collection, id) }
    },
  )

  fastify.post(
    '/api/staff/content/:collection/:id/unpublish',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'unpublishStaffContentItem',
        tags,
        summary: 'Take an item off the site; its content stays as a draft',
        params: ItemParams,
        body: ContentRevisionSchema,
        response: { 200: StaffContentItemResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      const rules = CONTENT_COLLECTIONS[collection]
      if (rules.singleton) {
        throw new ApiError(409, `${rules.label} cannot be taken off the site: edit it instead`)
      }
      await change(request, collection, 'unpublish', async (tx) => {
        const row = await lockEntry(tx, collection, id)
        requireRevision(row, request.body.revision)
        if (!row.published) throw new ApiError(409, 'This item is not published')
        await tx
          .update(contentEntries)
          .set({
            draft: row.draft ?? row.published,
            published: null,
            unpublishAt: null,
            revision: row.revision + 1,
            updatedAt: sql`now()`,
            updatedBy: request.staff.id,
          })
          .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
        return { id, public: true, result: undefined }
      })
      return { data: await loadItem(db, collection, id) }
    },
  )

  fastify.put(
    '/api/staff/content/:collection/:id/schedule',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'scheduleStaffContentItem',
        tags,
        summary: 'Publish the draft, or take the item off the site, at a date and time in Dhaka',
        description:
          'The server carries it out on time (within CONTENT_CHECK_SECONDS), once, whoever is ' +
          'signed in. null clears a time.',
        params: ItemParams,
        body: ContentScheduleSchema,
        response: {
          200: StaffContentItemResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      const { publishAt, unpublishAt, revision } = request.body
      const at = (value: string | null) => (value === null ? null : dhakaInstant(value))
      const publishTime = at(publishAt)
      const unpublishTime = at(unpublishAt)
      const now = Date.now()
      const errors: Record<string, string> = {}
      if (publishTime && publishTime.getTime() <= now) {
        errors.publishAt = 'Choose a time in the future'
      }
      if (unpublishTime && unpublishTime.getTime() <= now) {
        errors.unpublishAt = 'Choose a time in the future'
      }
      if (publishTime && unpublishTime && unpublishTime <= publishTime) {
        errors.unpublishAt ??= 'Take it off the site after it is published'
      }
      if (Object.keys(errors).length > 0) throw fieldErrors(errors)
      const rules = CONTENT_COLLECTIONS[collection]
      if (unpublishTime && rules.singleton) {
        throw fieldErrors({
          unpublishAt: `${rules.label} cannot be taken off the site: edit it instead`,
        })
      }
      await change(request, collection, 'schedule', async (tx) => {
        const row = await lockEntry(tx, collection, id)
        requireRevision(row, revision)
        if (publishTime && !row.draft) {
          throw new ApiError(409, 'Nothing to publish: save a draft first')
        }
        if (unpublishTime && !row.published && !publishTime) {
          throw new ApiError(409, 'This item is not published')
        }
        await tx
          .update(contentEntries)
          .set({
            publishAt: publishTime,
            unpublishAt: unpublishTime,
            revision: row.revision + 1,
            updatedAt: sql`now()`,
            updatedBy: request.staff.id,
          })
          .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
        return {
          id,
          public: false,
          result: undefined,
          detail: {
            publishAt: publishTime?.toISOString() ?? null,
            unpublishAt: unpublishTime?.toISOString() ?? null,
          },
        }
      })
      return { data: await loadItem(db, collection, id) }
    },
  )

  fastify.get(
    '/api/staff/content/:collection/:id/versions',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listStaffContentVersions',
        tags,
        summary: 'Every published version of an item, newest first, with who published it',
        params: ItemParams,
        response: { 200: StaffContentVersionsSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      const rows = await db
        .select({ version: contentVersions, publishedBy: staffUsers.name })
        .from(contentVersions)
        .leftJoin(staffUsers, eq(staffUsers.id, contentVersions.publishedBy))
        .where(and(eq(contentVersions.collection, collection), eq(contentVersions.entryId, id)))
        .orderBy(desc(contentVersions.publishedAt), desc(contentVersions.id))
      if (rows.length === 0) await loadItem(db, collection, id)
      return {
        data: rows.map(({ version, publishedBy }) => ({
          id: version.id,
          publishedAt: version.publishedAt.toISOString(),
          publishedBy,
          data: version.data,
        })),
      }
    },
  )

  fastify.post(
    '/api/staff/content/:collection/:id/versions/:versionId/restore',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'restoreStaffContentVersion',
        tags,
        summary: 'Make an earlier published version the draft (publish it to show it again)',
        params: VersionParams,
        body: ContentRevisionSchema,
        response: { 200: StaffContentItemResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { collection, id, versionId } = request.params
      await change(request, collection, 'restore', async (tx) => {
        const row = await lockEntry(tx, collection, id)
        requireRevision(row, request.body.revision)
        const [version] = await tx
          .select()
          .from(contentVersions)
          .where(
            and(
              eq(contentVersions.id, versionId),
              eq(contentVersions.collection, collection),
              eq(contentVersions.entryId, id),
            ),
          )
        if (!version) throw notFound('Version')
        const parsed = CONTENT_COLLECTIONS[collection].schema.safeParse(version.data)
        if (!parsed.success) {
          throw new ApiError(
            409,
            'This version no longer fits the current form and cannot be restored',
          )
        }
        await tx
          .update(contentEntries)
          .set({
            draft: parsed.data as Record<string, unknown>,
            revision: row.revision + 1,
            updatedAt: sql`now()`,
            updatedBy: request.staff.id,
          })
          .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
        return { id, public: false, result: undefined, detail: { versionId } }
      })
      return { data: await loadItem(db, collection, id) }
    },
  )

  fastify.delete(
    '/api/staff/content/:collection/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'deleteStaffContentItem',
        tags,
        summary: 'Delete an item; its published versions stay in the history',
        params: ItemParams,
        body: ContentRevisionSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params
      const rules = CONTENT_COLLECTIONS[collection]
      if (rules.singleton) throw new ApiError(409, `${rules.label} cannot be deleted`)
      await change(request, collection, 'delete', async (tx) => {
        const row = await lockEntry(tx, collection, id)
        requireRevision(row, request.body.revision)
        await tx
          .delete(contentEntries)
          .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
        return {
          id,
          public: row.published !== null,
          result: undefined,
          detail: { name: contentItemName(collection, row.draft ?? row.published) },
        }
      })
      return reply.code(204).send(null)
    },
  )

  fastify.put(
    '/api/staff/content/:collection/order',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'reorderStaffContent',
        tags,
        summary: "Put a collection's items in this order (every id, once)",
        params: CollectionParams,
        body: ContentOrderSchema,
        response: {
          200: StaffContentListSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { collection } = request.params
      const { ids } = request.body
      await change(request, collection, 'reorder', async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${collection}`}))`)
        const existing = await tx
          .select({ id: contentEntries.id })
          .from(contentEntries)
          .where(eq(contentEntries.collection, collection))
        const known = new Set(existing.map((row) => row.id))
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        ) {
          throw fieldErrors({ ids: 'List every item of the collection once' })
        }
        for (const [index, id] of ids.entries()) {
          await tx
            .update(contentEntries)
            .set({ sortOrder: index + 1 })
            .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
        }
        return { public: true, result: undefined, detail: { ids } }
      })
      const rows = await db
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.collection, collection))
        .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
      const rules = CONTENT_COLLECTIONS[collection]
      return {
        data: {
          collection,
          label: rules.label,
          singleton: rules.singleton,
          items: rows.map((row) => listItem(collection, row)),
        },
      }
    },
  )
}

export default staffContentRoutes
