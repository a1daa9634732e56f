import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { CATEGORIES, PROJECTS } from '#content/records.ts'
import { dataEnvelope } from '#schemas/api.ts'
import {
  contentQuery,
  LOOKUP_ERRORS,
  SEARCH_ERRORS,
  keyParam,
  matchesText,
  requireByKey,
  textParam,
} from './common.ts'
import { list, ProjectSchema } from './record-schemas.ts'

export const PROJECT_COUNT_MAX = 100

type Project = (typeof PROJECTS)[number]

/** Boolean option. */
function flag(name: string, description: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true, false, 1 or 0` })
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .meta({ description })
}

const COUNT_MESSAGE = `count must be a whole number from 1 to ${PROJECT_COUNT_MAX}`

export const ProjectOptionsSchema = contentQuery({
  count: z
    .string({ error: COUNT_MESSAGE })
    .regex(/^[0-9]{1,3}$/, COUNT_MESSAGE)
    .transform(Number)
    .refine((value) => value >= 1 && value <= PROJECT_COUNT_MAX, {
      message: COUNT_MESSAGE,
    })
    .optional()
    .meta({ description: `At most this many projects, 1 to ${PROJECT_COUNT_MAX}` }),
  include_featured: flag('include_featured', 'Featured projects first'),
  include_newest: flag('include_newest', 'Newest first, by completion date'),
  include_oldest: flag('include_oldest', 'Oldest first, by completion date'),
  year: z
    .string({ error: 'year must be four digits, e.g. 2024' })
    .regex(/^[0-9]{4}$/, 'year must be four digits, e.g. 2024')
    .transform(Number)
    .optional()
    .meta({ description: 'Only projects completed in this year' }),
}).refine((options) => !(options.include_newest && options.include_oldest), {
  message: 'include_newest and include_oldest cannot both be true',
  path: ['include_oldest'],
})

type ProjectOptions = z.output<typeof ProjectOptionsSchema>

/** Filters by year, sorts by date if asked, moves featured projects first if asked, then counts. */
function applyOptions(projects: readonly Project[], options: ProjectOptions): Project[] {
  let result = projects.filter(
    (project) => options.year === undefined || project.year === options.year,
  )
  if (options.include_newest || options.include_oldest) {
    const direction = options.include_newest ? -1 : 1
    result = result.toSorted(
      (a, b) => direction * a.completedOn.localeCompare(b.completedOn) || a.id - b.id,
    )
  }
  if (options.include_featured) {
    result = [...result.filter((p) => p.featured), ...result.filter((p) => !p.featured)]
  }
  return options.count === undefined ? result : result.slice(0, options.count)
}

const projectsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Projects']

  fastify.get(
    '/api/projects',
    {
      schema: {
        operationId: 'listProjects',
        tags,
        summary: 'Completed projects, with options',
        querystring: ProjectOptionsSchema,
        response: { 200: dataEnvelope(list(ProjectSchema)), ...SEARCH_ERRORS },
      },
    },
    (request) => ({ data: applyOptions(PROJECTS, request.query) }),
  )

  fastify.get(
    '/api/projects/by-category/:slug',
    {
      schema: {
        operationId: 'listProjectsByCategory',
        tags,
        summary: 'Projects in one category (slug, or id), with the same options',
        params: z.object({ slug: keyParam('Category slug, e.g. "pharmaceuticals", or its id') }),
        querystring: ProjectOptionsSchema,
        response: { 200: dataEnvelope(list(ProjectSchema)), ...LOOKUP_ERRORS },
      },
    },
    (request) => {
      const category = requireByKey(CATEGORIES, request.params.slug, 'Category')
      const inCategory = PROJECTS.filter((project) => project.categoryId === category.id)
      return { data: applyOptions(inCategory, request.query) }
    },
  )

  fastify.get(
    '/api/projects/details/:slug',
    {
      schema: {
        operationId: 'getProject',
        tags,
        summary: 'One project, by slug or by id',
        params: z.object({ slug: keyParam('Project slug or id') }),
        response: { 200: dataEnvelope(ProjectSchema), ...LOOKUP_ERRORS },
      },
    },
    (request) => ({ data: requireByKey(PROJECTS, request.params.slug, 'Project') }),
  )

  fastify.get(
    '/api/projects/search',
    {
      schema: {
        operationId: 'searchProjects',
        tags,
        summary: 'Search projects by text and tags',
        querystring: contentQuery({
          q: textParam('q').meta({ description: 'Matches title, description or any tag' }),
          tags: textParam('tags').meta({
            description: 'Comma-separated; a project must carry every tag listed',
          }),
        }),
        response: { 200: dataEnvelope(list(ProjectSchema)), ...SEARCH_ERRORS },
      },
    },
    (request) => {
      const wanted = (request.query.tags ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean)
      return {
        data: PROJECTS.filter(
          (project) =>
            matchesText(request.query.q, [project.title, project.description, ...project.tags]) &&
            wanted.every((tag) => project.tags.some((own) => own.toLowerCase() === tag)),
        ),
      }
    },
  )
}

export default projectsRoutes
