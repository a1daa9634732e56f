import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import {
  ContentCollectionParamSchema,
  ContentCreateSchema,
  ContentOrderSchema,
  ContentRevisionSchema,
  ContentSaveSchema,
  ContentScheduleSchema,
  ContentSearchQuerySchema,
  StaffContentItemResponseSchema,
  StaffContentListSchema,
  StaffContentSearchSchema,
  StaffContentVersionsSchema,
} from '#schemas/staff-content.ts'
import { recordId } from '#schemas/text.ts'
import {
  CONTENT_EDITOR_ROLES,
  mayEdit,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import { ApiError } from '#server/errors.ts'
import { listCollection, listVersions, loadItem } from '#server/content/staff-content-read.ts'
import {
  createItem,
  deleteItem,
  reorderCollection,
  restoreVersion,
  saveDraft,
} from '#server/content/staff-content-save.ts'
import { searchContent } from '#server/content/staff-content-search.ts'
import { publishItem, scheduleItem, unpublishItem } from '#server/content/staff-content-publish.ts'
import type { ContentEditor } from '#server/content/staff-content-change.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'

const CollectionParams = z.object({ collection: ContentCollectionParamSchema })
const ItemParams = CollectionParams.extend({ id: recordId('The id') })
const VersionParams = ItemParams.extend({ versionId: recordId('The version') })

// The routes let in every role that edits some collection; each call is then held to its own
// collection's editors (the registry's definition), once its parameters are read.
const config = { staffAccess: CONTENT_EDITOR_ROLES }

/** What every route here declares alike: editors only, signed in, under one tag. */
function described(operationId: string, summary: string, description?: string) {
  return {
    security: STAFF_SECURITY,
    operationId,
    tags: ['Staff content'],
    summary,
    ...(description === undefined ? {} : { description }),
  }
}

const readErrors = errorResponses(400, 401, 403, 404, 429)
const itemErrors = errorResponses(400, 401, 403, 404, 409, 429)
const changeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429)

const editor = (request: { staff: { id: string }; ip: string }): ContentEditor => ({
  staffId: request.staff.id,
  ip: request.ip,
})

/**
 * The workspace's site content (server/content/staff-content-*.ts do the work): editors (and
 * admins) list each collection, create items, save drafts (naming the revision they started
 * from), publish, unpublish, schedule either at a time in Dhaka, look through the published
 * versions, restore one as a draft, delete and reorder.
 */
const staffContentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preHandler', async (request) => {
    const { collection } = request.params as { collection?: ContentCollection }
    if (collection !== undefined && !mayEdit(request.staff.role, collection)) {
      throw new ApiError(403, 'Your role does not allow this')
    }
  })

  fastify.get(
    '/api/staff/content-search',
    {
      config,
      schema: {
        ...described(
          'searchStaffContent',
          'The items whose texts (English or Bangla) hold the search text',
          'Of the collections the signed-in role works on, as each item reads now (its draft, or ' +
            'what is published); digits match in any script. Items whose name matches come first.',
        ),
        querystring: ContentSearchQuerySchema,
        response: { 200: StaffContentSearchSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      data: await searchContent(fastify.db, request.staff.role, request.query.q),
    }),
  )

  fastify.get(
    '/api/staff/content/:collection',
    {
      config,
      schema: {
        ...described(
          'listStaffContent',
          "A collection's items in order, with their status and translation state",
        ),
        params: CollectionParams,
        response: { 200: StaffContentListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ data: await listCollection(fastify.db, request.params.collection) }),
  )

  fastify.get(
    '/api/staff/content/:collection/:id',
    {
      config,
      schema: {
        ...described(
          'getStaffContentItem',
          'One item: its draft, what is published, and its revision',
        ),
        params: ItemParams,
        response: { 200: StaffContentItemResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      data: await loadItem(fastify.db, request.params.collection, request.params.id),
    }),
  )

  fastify.post(
    '/api/staff/content/:collection',
    {
      config,
      schema: {
        ...described(
          'createStaffContentItem',
          'A new item, as a draft, at the end of the collection',
        ),
        params: CollectionParams,
        body: ContentCreateSchema,
        response: {
          200: StaffContentItemResponseSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
    },
    async (request) => ({
      data: await createItem(
        fastify,
        editor(request),
        request.params.collection,
        request.body.data,
      ),
    }),
  )

  fastify.put(
    '/api/staff/content/:collection/:id',
    {
      config,
      schema: {
        ...described(
          'saveStaffContentDraft',
          'Save the draft: the whole data, from the revision named',
          'Visitors keep seeing the published version until the draft is published. A save ' +
            'from an older revision than the current one answers 409 and changes nothing.',
        ),
        params: ItemParams,
        body: ContentSaveSchema,
        response: { 200: StaffContentItemResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      return { data: await saveDraft(fastify, editor(request), collection, id, request.body) }
    },
  )

  fastify.post(
    '/api/staff/content/:collection/:id/publish',
    {
      config,
      schema: {
        ...described(
          'publishStaffContentItem',
          'Publish the draft: visitors see it at once on this server, within 30 s on others',
        ),
        params: ItemParams,
        body: ContentRevisionSchema,
        response: { 200: StaffContentItemResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      const { revision } = request.body
      return { data: await publishItem(fastify, editor(request), collection, id, revision) }
    },
  )

  fastify.post(
    '/api/staff/content/:collection/:id/unpublish',
    {
      config,
      schema: {
        ...described(
          'unpublishStaffContentItem',
          'Take an item off the site; its content stays as a draft',
        ),
        params: ItemParams,
        body: ContentRevisionSchema,
        response: { 200: StaffContentItemResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      const { revision } = request.body
      return { data: await unpublishItem(fastify, editor(request), collection, id, revision) }
    },
  )

  fastify.put(
    '/api/staff/content/:collection/:id/schedule',
    {
      config,
      schema: {
        ...described(
          'scheduleStaffContentItem',
          'Publish the draft, or take the item off the site, at a date and time in Dhaka',
          'The server carries it out on time (within CONTENT_CHECK_SECONDS), once, whoever is ' +
            'signed in. null clears a time.',
        ),
        params: ItemParams,
        body: ContentScheduleSchema,
        response: { 200: StaffContentItemResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { collection, id } = request.params
      return { data: await scheduleItem(fastify, editor(request), collection, id, request.body) }
    },
  )

  fastify.get(
    '/api/staff/content/:collection/:id/versions',
    {
      config,
      schema: {
        ...described(
          'listStaffContentVersions',
          'Every published version of an item, newest first, with who published it',
        ),
        params: ItemParams,
        response: { 200: StaffContentVersionsSchema, ...readErrors },
      },
    },
    async (request) => ({
      data: await listVersions(fastify.db, request.params.collection, request.params.id),
    }),
  )

  fastify.post(
    '/api/staff/content/:collection/:id/versions/:versionId/restore',
    {
      config,
      schema: {
        ...described(
          'restoreStaffContentVersion',
          'Make an earlier published version the draft (publish it to show it again)',
        ),
        params: VersionParams,
        body: ContentRevisionSchema,
        response: { 200: StaffContentItemResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { collection, id, versionId } = request.params
      const { revision } = request.body
      return {
        data: await restoreVersion(fastify, editor(request), collection, id, versionId, revision),
      }
    },
  )

  fastify.delete(
    '/api/staff/content/:collection/:id',
    {
      config,
      schema: {
        ...described(
          'deleteStaffContentItem',
          'Delete an item; its published versions stay in the history',
        ),
        params: ItemParams,
        body: ContentRevisionSchema,
        response: { 204: z.null(), ...changeErrors },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params
      await deleteItem(fastify, editor(request), collection, id, request.body.revision)
      return reply.code(204).send(null)
    },
  )

  fastify.put(
    '/api/staff/content/:collection/order',
    {
      config,
      schema: {
        ...described(
          'reorderStaffContent',
          "Put a collection's items in this order (every id, once)",
        ),
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
      return { data: await reorderCollection(fastify, editor(request), collection, ids) }
    },
  )
}

export default staffContentRoutes
