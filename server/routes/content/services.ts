import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { constantResponse } from '#server/constant-responses.ts'
import { z } from '#schemas/zod.ts'
import { SERVICES } from '#content/services.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { notFound } from '#server/errors.ts'
import {
  CategoryIdSchema,
  contentQuery,
  NO_INPUT_ERRORS,
  LOOKUP_ERRORS,
  keyParam,
  requireByKey,
  selectPortfolios,
  textParam,
} from './common.ts'
import { list, PortfolioSchema, ServiceSchema } from './record-schemas.ts'

type Service = (typeof SERVICES)[number]

/** The content keeps a component key; API clients need the illustration's path. */
function toApiService(service: Service) {
  return { ...service, image: `/images/services/${service.slug}.svg` }
}

const API_SERVICES = SERVICES.map(toApiService)

function requireServiceSlug(slug: string | undefined): string | undefined {
  if (slug && !SERVICES.some((service) => service.slug === slug)) throw notFound('Service')
  return slug
}

const API_SERVICES_RESPONSE = constantResponse({ data: API_SERVICES })

const servicesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Services']

  fastify.get(
    '/api/services',
    {
      schema: {
        operationId: 'listServices',
        tags,
        summary: 'The eight services, in order',
        response: { 200: dataEnvelope(list(ServiceSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => API_SERVICES_RESPONSE,
  )

  fastify.get(
    '/api/services/detail/:slug',
    {
      schema: {
        operationId: 'getService',
        tags,
        summary: 'One service, by slug or by id',
        params: z.object({ slug: keyParam('Service slug, e.g. "air-freight", or id 1 to 8') }),
        response: { 200: dataEnvelope(ServiceSchema), ...LOOKUP_ERRORS },
      },
    },
    (request) => ({ data: requireByKey(API_SERVICES, request.params.slug, 'Service') }),
  )

  fastify.get(
    '/api/services/search',
    {
      schema: {
        operationId: 'searchServicePortfolio',
        tags,
        summary: "Search a service's portfolio (all services when service_slug is absent)",
        querystring: contentQuery({
          search: textParam('search'),
          service_slug: textParam('service_slug'),
        }),
        response: { 200: dataEnvelope(list(PortfolioSchema)), ...LOOKUP_ERRORS },
      },
    },
    (request) => ({
      data: selectPortfolios({
        serviceSlug: requireServiceSlug(request.query.service_slug),
        search: request.query.search,
      }),
    }),
  )

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
          200: z.object({ portfolios: list(PortfolioSchema) }),
          ...LOOKUP_ERRORS,
        },
      },
    },
    (request) => ({
      portfolios: selectPortfolios({
        serviceSlug: requireServiceSlug(request.query.service_slug),
        categoryId: request.query.category_id,
      }),
    }),
  )
}

export default servicesRoutes
