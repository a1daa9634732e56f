import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope } from '#schemas/api.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { collectionRoutes } from './collection-routes.ts'
import {
  contentQuery,
  dataOf,
  keyParam,
  LOOKUP_ERRORS,
  matchesText,
  NO_INPUT_ERRORS,
  requireByKey,
  textParam,
} from './common.ts'
import { CaseStudySchema } from '#schemas/content/case-studies.ts'
import { CategorySchema } from '#schemas/content/categories.ts'
import { viewList } from '#schemas/registry/view.ts'

/** Categories that have at least one case study, so a client's tabs are never empty. */
const caseCategories = new WeakMap<PublicRecords, PublicRecords['categories']>()
function categoriesWithCases(records: PublicRecords) {
  let found = caseCategories.get(records)
  if (!found) {
    found = records.categories.filter((category) =>
      records.caseStudies.some((study) => study.categoryId === category.id),
    )
    caseCategories.set(records, found)
  }
  return found
}

const casesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Case studies']
  const records = () => fastify.content.records('en')

  fastify.get(
    '/api/category',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['Categories'],
        summary: 'Industry categories shared by case studies, projects and portfolios',
        response: { 200: dataEnvelope(viewList(CategorySchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).categories),
  )

  collectionRoutes(fastify, {
    tags,
    what: 'Case study',
    itemSchema: CaseStudySchema,
    items: (published) => published.caseStudies,
    list: { path: '/api/case', operationId: 'listCaseStudies', summary: 'Case studies' },
    detail: {
      path: '/api/case/detail/:slug',
      operationId: 'getCaseStudy',
      summary: 'One case study, by slug or by id',
      param: 'Case study slug or id',
    },
    search: {
      path: '/api/case/search',
      operationId: 'searchCaseStudies',
      summary: 'Search case studies by title, client, summary, challenge, solution and result',
      querystring: contentQuery({ q: textParam('q') }),
      resultSchema: CaseStudySchema,
      errors: [400, 429],
      find: (published, query) =>
        published.caseStudies.filter((study) =>
          matchesText(query.q, [
            study.title,
            study.client,
            study.summary,
            study.challenge,
            study.solution,
            study.result,
          ]),
        ),
    },
  })

  fastify.get(
    '/api/case/category',
    {
      schema: {
        operationId: 'listCaseStudyCategories',
        tags,
        summary: 'Categories that have case studies',
        response: { 200: dataEnvelope(viewList(CategorySchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf(categoriesWithCases(await records())),
  )

  fastify.get(
    '/api/case/by-category/:id',
    {
      schema: {
        operationId: 'listCaseStudiesByCategory',
        tags,
        summary: 'Case studies in one category (id, or slug)',
        params: z.object({ id: keyParam('Category id, or its slug') }),
        response: { 200: dataEnvelope(viewList(CaseStudySchema)), ...LOOKUP_ERRORS },
      },
    },
    async (request) => {
      const published = await records()
      const category = requireByKey(published.categories, request.params.id, 'Category')
      return { data: published.caseStudies.filter((study) => study.categoryId === category.id) }
    },
  )
}

export default casesRoutes
