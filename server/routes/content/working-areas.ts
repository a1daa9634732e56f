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
import { WorkingAreaSchema } from '#schemas/content/working-areas.ts'
import { PortfolioSchema } from '#schemas/content/portfolio.ts'
import { viewList } from '#schemas/registry/view.ts'

function requireWorkingAreaSlug(
  records: PublicRecords,
  slug: string | undefined,
): string | undefined {
  if (slug && !records.workingAreas.some((area) => area.slug === slug)) {
    throw notFound('Working area')
  }
  return slug
}

const workingAreasRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Working areas']

  collectionRoutes(fastify, {
    tags,
    what: 'Working area',
    itemSchema: WorkingAreaSchema,
    items: (records) => records.workingAreas,
    list: {
      path: '/api/working-area',
      operationId: 'listWorkingAreas',
      summary: 'Trade lanes and regions served',
    },
    detail: {
      path: '/api/working-area/detail/:slug',
      operationId: 'getWorkingArea',
      summary: 'One working area, by slug or by id',
      param: 'Working area slug, e.g. "europe", or its id',
    },
    search: {
      path: '/api/working-area/search',
      operationId: 'searchWorkingAreaPortfolio',
      summary: "Search a working area's portfolio (all areas when working_area_slug is absent)",
      description:
        "Matches an item's title and description, and the title and region of its working area.",
      querystring: contentQuery({
        search: textParam('search'),
        working_area_slug: textParam('working_area_slug'),
      }),
      resultSchema: PortfolioSchema,
      errors: [400, 404, 429],
      find: (records, query) =>
        selectPortfolios(records, {
          workingAreaSlug: requireWorkingAreaSlug(records, query.working_area_slug),
          search: query.search,
        }),
    },
  })

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
          200: z.object({ portfolios: viewList(PortfolioSchema) }),
          ...LOOKUP_ERRORS,
        },
      },
    },
    async (request) => {
      const records = await fastify.content.records('en')
      return {
        portfolios: selectPortfolios(records, {
          workingAreaSlug: requireWorkingAreaSlug(records, request.query.working_area_slug),
          categoryId: request.query.category_id,
        }),
      }
    },
  )
}

export default workingAreasRoutes
