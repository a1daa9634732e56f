import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { collectionRoutes } from './collection-routes.ts'
import { dataEnvelope } from '#schemas/api.ts'
import {
  contentQuery,
  LOOKUP_ERRORS,
  keyParam,
  matchesText,
  requireByKey,
  textParam,
} from './common.ts'
import { ProjectSchema } from '#schemas/content/projects.ts'
import { viewList } from '#schemas/registry/view.ts'

export const PROJECT_COUNT_MAX = 100

type Project = PublicRecords['projects'][number]

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
function applyOptions(projects: readonly Project[], options: ProjectOptions): readonly Project[] {
  let result: readonly Project[] =
    options.year === undefined
      ? projects
      : projects.filter((project) => project.year === options.year)
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

  collectionRoutes(fastify, {
    tags,
    what: 'Project',
    itemSchema: ProjectSchema,
    items: (records) => records.projects,
    list: {
      path: '/api/projects',
      operationId: 'listProjects',
      summary: 'Completed projects, with options',
      options: { querystring: ProjectOptionsSchema, errors: [400, 429], select: applyOptions },
    },
    detail: {
      path: '/api/projects/details/:slug',
      operationId: 'getProject',
      summary: 'One project, by slug or by id',
      param: 'Project slug or id',
    },
    search: {
      path: '/api/projects/search',
      operationId: 'searchProjects',
      summary: 'Search projects by text and tags',
      querystring: contentQuery({
        q: textParam('q').meta({ description: 'Matches title, description or any tag' }),
        tags: textParam('tags').meta({
          description: 'Comma-separated; a project must carry every tag listed',
        }),
      }),
      resultSchema: ProjectSchema,
      errors: [400, 429],
      find: (records, query) => {
        const wanted = (query.tags ?? '')
          .split(',')
          .map((tag) => tag.trim().toLowerCase())
          .filter(Boolean)
        return records.projects.filter(
          (project) =>
            matchesText(query.q, [project.title, project.description, ...project.tags]) &&
            wanted.every((tag) => project.tags.some((own) => own.toLowerCase() === tag)),
        )
      },
    },
  })

  fastify.get(
    '/api/projects/by-category/:slug',
    {
      schema: {
        operationId: 'listProjectsByCategory',
        tags,
        summary: 'Projects in one category (slug, or id), with the same options',
        params: z.object({ slug: keyParam('Category slug, e.g. "pharmaceuticals", or its id') }),
        querystring: ProjectOptionsSchema,
        response: { 200: dataEnvelope(viewList(ProjectSchema)), ...LOOKUP_ERRORS },
      },
    },
    async (request) => {
      const records = await fastify.content.records('en')
      const category = requireByKey(records.categories, request.params.slug, 'Category')
      const inCategory = records.projects.filter((project) => project.categoryId === category.id)
      return { data: applyOptions(inCategory, request.query) }
    },
  )
}

export default projectsRoutes
