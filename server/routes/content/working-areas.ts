import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { constantResponse } from '#server/constant-responses.ts'
import { z } from '#schemas/zod.ts'
import { WORKING_AREAS } from '#content/records.ts'
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
import { list, PortfolioSchema, WorkingAreaSchema } from './record-schemas.ts'

function requireWorkingAreaSlug(slug: string | undefined): string | undefined {
  if (slug && !WORKING_AREAS.some((area) => area.slug === slug)) throw notFound('Working area')
  return slug
}

const WORKING_AREAS_RESPONSE = constantResponse({ data: WORKING_AREAS })

const workingAreasRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Working areas']

  fastify.get(
    '/api/working-area',
    {
      schema: {
        operationId: 'listWorkingAreas',
        tags,
        summary: 'Trade lanes and regions served',
        response: { 200: dataEnvelope(list(WorkingAreaSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => WORKING_AREAS_RESPONSE,
  )

  fastify.get(
    '/api/working-area/detail/:slug',
    {
      schema: {
        operationId: 'getWorkingArea',
        tags,
        summary: 'One working area, by slug or by id',
        params: z.object({ slug: keyParam('Working area slug, e.g. "europe", or its id') }),
        response: { 200: dataEnvelope(WorkingAreaSchema), ...LOOKUP_ERRORS },
      },
    },
    (request) => ({ data: requireByKey(WORKING_AREAS, request.params.slug, 'Working area') }),
  )

  fastify.get(
    '/api/working-area/filter/portfolio',
    {
      schema: {
        operationId: 'filterWorkingAreaPortfolio',
        tags,
        summary: 'Portfolio items by working area and category (answers `portfolios`)',
        querystring: contentQuery({
          working_area_slug: textParam('working_area_slug'),
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
        workingAreaSlug: requireWorkingAreaSlug(request.query.working_area_slug),
        categoryId: request.query.category_id,
      }),
    }),
  )

  fastify.get(
    '/api/working-area/search',
    {
      schema: {
        operationId: 'searchWorkingAreaPortfolio',
        tags,
        summary: "Search a working area's portfolio (all areas when working_area_slug is absent)",
        querystring: contentQuery({
          search: textParam('search'),
          working_area_slug: textParam('working_area_slug'),
        }),
        response: { 200: dataEnvelope(list(PortfolioSchema)), ...LOOKUP_ERRORS },
      },
    },
    (request) => ({
      data: selectPortfolios({
        workingAreaSlug: requireWorkingAreaSlug(request.query.working_area_slug),
        search: request.query.search,
      }),
    }),
  )
}

export default workingAreasRoutes
