import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope, type ErrorStatus, errorResponses } from '#schemas/api.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { dataOf, keyParam, requireByKey } from './common.ts'
import { viewList } from '#schemas/registry/view.ts'

type Fastify = Parameters<FastifyPluginAsyncZod>[0]

interface Call {
  path: string
  operationId: string
  summary: string
  description?: string
}

interface CollectionRoutes<
  Item extends { id: number; slug: string },
  ListQuery extends z.ZodType,
  SearchQuery extends z.ZodType,
  Found,
> {
  tags: string[]
  /** Names the record in a 404: "Service not found". */
  what: string
  itemSchema: z.ZodType
  /** The published records of the collection, in the language asked. */
  items(records: PublicRecords): readonly Item[]
  list: Call & {
    /** Options of the list call (projects), and what they select; none by default. */
    options?: {
      querystring: ListQuery
      errors: readonly ErrorStatus[]
      select(items: readonly Item[], query: z.output<ListQuery>): readonly Item[]
    }
  }
  detail: Call & { param: string }
  search: Call & {
    querystring: SearchQuery
    resultSchema: z.ZodType
    errors: readonly ErrorStatus[]
    find(records: PublicRecords, query: z.output<SearchQuery>): readonly Found[]
  }
}

function described(call: Call) {
  return call.description === undefined ? {} : { description: call.description }
}

/**
 * The list, detail (by slug or id) and search calls that services, working areas, case studies
 * and projects all have, read from the published content in the language of the request
 * ('en' until the Bangla work routes another).
 */
export function collectionRoutes<
  Item extends { id: number; slug: string },
  ListQuery extends z.ZodType,
  SearchQuery extends z.ZodType,
  Found,
>(fastify: Fastify, spec: CollectionRoutes<Item, ListQuery, SearchQuery, Found>): void {
  const { tags } = spec
  const records = () => fastify.content.records('en')
  const options = spec.list.options

  fastify.get(
    spec.list.path,
    {
      schema: {
        operationId: spec.list.operationId,
        tags,
        summary: spec.list.summary,
        ...described(spec.list),
        ...(options ? { querystring: options.querystring } : {}),
        response: {
          200: dataEnvelope(viewList(spec.itemSchema)),
          ...errorResponses(...(options?.errors ?? [429])),
        },
      },
    },
    async (request) => {
      const items = spec.items(await records())
      if (!options) return dataOf(items)
      return { data: options.select(items, request.query as z.output<ListQuery>) }
    },
  )

  fastify.get(
    spec.detail.path,
    {
      schema: {
        operationId: spec.detail.operationId,
        tags,
        summary: spec.detail.summary,
        ...described(spec.detail),
        params: z.object({ slug: keyParam(spec.detail.param) }),
        response: { 200: dataEnvelope(spec.itemSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      dataOf(requireByKey(spec.items(await records()), request.params.slug, spec.what)),
  )

  fastify.get(
    spec.search.path,
    {
      schema: {
        operationId: spec.search.operationId,
        tags,
        summary: spec.search.summary,
        ...described(spec.search),
        querystring: spec.search.querystring,
        response: {
          200: dataEnvelope(viewList(spec.search.resultSchema)),
          ...errorResponses(...spec.search.errors),
        },
      },
    },
    async (request) => ({
      data: spec.search.find(await records(), request.query as z.output<SearchQuery>),
    }),
  )
}
