import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { notFound } from '#server/errors.ts'
import { collectionRoutes } from './collection-routes.ts'
import {
  CategoryIdSchema,
  contentQuery,
  LOOKUP_ERRORS,
  selectPortfolios,
  textParam,
} from './common.ts'
import { PortfolioSchema } from '#schemas/content/portfolio.ts'
import { ServiceSchema } from '#schemas/content/services.ts'
import { viewList } from '#schemas/registry/view.ts'

function requireServiceSlug(records: PublicRecords, slug: string | undefined): string | undefined {
  if (slug && !records.services.some((service) => service.slug === slug)) throw notFound('Service')
  return slug
}

const servicesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Services']

  collectionRoutes(fastify, {
    tags,
    what: 'Service',
    itemSchema: ServiceSchema,
    items: (records) => records.services,
    list: { path: '/api/services', operationId: 'listServices', summary: 'The services, in order' },
    detail: {
      path: '/api/services/detail/:slug',
      operationId: 'getService',
      summary: 'One service, by slug or by id',
      param: 'Service slug, e.g. "air-freight", or its id',
    },
    search: {
      path: '/api/services/search',
      operationId: 'searchServicePortfolio',
      summary: "Search a service's portfolio (all services when service_slug is absent)",
      querystring: contentQuery({
        search: textParam('search'),
        service_slug: textParam('service_slug'),
      }),
      resultSchema: PortfolioSchema,
      errors: [400, 404, 429],
      find: (records, query) =>
        selectPortfolios(records, {
          serviceSlug: requireServiceSlug(records, query.service_slug),
          search: query.search,
        }),
    },
  })

  fastify.get(
    '/api/services/filter/portfolio',
    {
      schema: {
        operationId: 'filterServicePortfolio',
        tags,
        summary: 'Portfolio items by service and category (answers `portfolios`)',
        querystring: contentQuery({
          service_slug: textParam('service_slug'),
          category_id: CategoryIdSchema,
        }),
        response: {
          200: z.object({ portfolios: viewList(PortfolioSchema) }),
          ...LOOKUP_ERRORS,
        },
      },
    },
    async (request) => {
      const records = await fastify.content.records('en')
      return {
        portfolios: selectPortfolios(records, {
          serviceSlug: requireServiceSlug(records, request.query.service_slug),
          categoryId: request.query.category_id,
        }),
      }
    },
  )
}

export default servicesRoutes
