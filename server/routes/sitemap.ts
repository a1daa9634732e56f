import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { FIXED_PUBLIC_PATHS } from '#content/site-map.ts'
import { isOpen, publishedPositions } from '#server/careers/positions.ts'
import { escapeHtml } from '#server/notifications/emails.ts'
import { LANGUAGES, localizedPath } from '#domain/languages.ts'

/**
 * /sitemap.xml, which robots.txt names: every public page with a fixed address, each published
 * service, project and case study, then each open job position with the day it was last
 * published; all from the published content the pages show, so a position hr publishes or
 * closes shows here as it does on the careers pages.
 * Every page is listed in English and in Bangla, each naming both addresses and English for
 * everyone else (x-default), as the pages' own alternate links do.
 */
const sitemapRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (fastify, { siteUrl }) => {
  fastify.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemap',
        tags: ['Site'],
        summary: 'The sitemap: public pages and the open job positions (with lastmod)',
        produces: ['application/xml'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const now = new Date()
      const { services, projects, caseStudies } = await fastify.content.records('en')
      const positions = (await publishedPositions(fastify.content)).filter((position) =>
        isOpen(position, now),
      )
      const address = (path: string, language: (typeof LANGUAGES)[number]) =>
        escapeHtml(`${siteUrl}${localizedPath(path, language)}`)
      const alternates = (path: string) =>
        [
          ...LANGUAGES.map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${language}" href="${address(path, language)}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, 'en')}"/>`,
        ].join('')
      const url = (path: string, lastmod?: string) =>
        LANGUAGES.map(
          (language) =>
            `  <url><loc>${address(path, language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(path)}</url>`,
        ).join('\n')
      const urls = [
        ...FIXED_PUBLIC_PATHS.map((path) => url(path)),
        ...services.map((service) => url(`/service-detail/${service.id}`)),
        ...projects.map((project) => url(`/projects/${project.id}`)),
        ...caseStudies.map((study) => url(`/case-studies/${study.id}`)),
        ...positions.map((row) =>
          url(`/careers/${row.id}`, row.publishedAt.toISOString().slice(0, 10)),
        ),
      ]
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
        )
    },
  )
}

export default sitemapRoutes
