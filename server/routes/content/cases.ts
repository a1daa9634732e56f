import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { constantResponse } from '#server/constant-responses.ts'
import { z } from '#schemas/zod.ts'
import { CASE_STUDIES, CATEGORIES } from '#content/records.ts'
import { dataEnvelope } from '#schemas/api.ts'
import {
  contentQuery,
  NO_INPUT_ERRORS,
  LOOKUP_ERRORS,
  SEARCH_ERRORS,
  keyParam,
  matchesText,
  requireByKey,
  textParam,
} from './common.ts'
import { CaseStudySchema, CategorySchema, list } from './record-schemas.ts'

/** Categories that have at least one case study, so a client's tabs are never empty. */
const CASE_CATEGORIES = CATEGORIES.filter((category) =>
  CASE_STUDIES.some((study) => study.categoryId === category.id),
)

const CATEGORIES_RESPONSE = constantResponse({ data: CATEGORIES })
const CASE_STUDIES_RESPONSE = constantResponse({ data: CASE_STUDIES })
const CASE_CATEGORIES_RESPONSE = constantResponse({ data: CASE_CATEGORIES })

const casesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Case studies']

  fastify.get(
    '/api/category',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['Categories'],
        summary: 'Industry categories shared by case studies, projects and portfolios',
        response: { 200: dataEnvelope(list(CategorySchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => CATEGORIES_RESPONSE,
  )

  fastify.get(
    '/api/case',
    {
      schema: {
        operationId: 'listCaseStudies',
        tags,
        summary: 'Case studies',
        response: { 200: dataEnvelope(list(CaseStudySchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => CASE_STUDIES_RESPONSE,
  )

  fastify.get(
    '/api/case/detail/:slug',
    {
      schema: {
        operationId: 'getCaseStudy',
        tags,
        summary: 'One case study, by slug or by id',
        params: z.object({ slug: keyParam('Case study slug or id') }),
        response: { 200: dataEnvelope(CaseStudySchema), ...LOOKUP_ERRORS },
      },
    },
    (request) => ({ data: requireByKey(CASE_STUDIES, request.params.slug, 'Case study') }),
  )

  fastify.get(
    '/api/case/category',
    {
      schema: {
        operationId: 'listCaseStudyCategories',
        tags,
        summary: 'Categories that have case studies',
        response: { 200: dataEnvelope(list(CategorySchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => CASE_CATEGORIES_RESPONSE,
  )

  fastify.get(
    '/api/case/by-category/:id',
    {
      schema: {
        operationId: 'listCaseStudiesByCategory',
        tags,
        summary: 'Case studies in one category (id, or slug)',
        params: z.object({ id: keyParam('Category id, or its slug') }),
        response: { 200: dataEnvelope(list(CaseStudySchema)), ...LOOKUP_ERRORS },
      },
    },
    (request) => {
      const category = requireByKey(CATEGORIES, request.params.id, 'Category')
      return { data: CASE_STUDIES.filter((study) => study.categoryId === category.id) }
    },
  )

  fastify.get(
    '/api/case/search',
    {
      schema: {
        operationId: 'searchCaseStudies',
        tags,
        summary: 'Search case studies by title, client, summary, challenge, solution and result',
        querystring: contentQuery({ q: textParam('q') }),
        response: { 200: dataEnvelope(list(CaseStudySchema)), ...SEARCH_ERRORS },
      },
    },
    (request) => ({
      data: CASE_STUDIES.filter((study) =>
        matchesText(request.query.q, [
          study.title,
          study.client,
          study.summary,
          study.challenge,
          study.solution,
          study.result,
        ]),
      ),
    }),
  )
}

export default casesRoutes
