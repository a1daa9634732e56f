import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'

const WebManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })),
})

/** The icons scripts/post-build.ts draws from public/favicon.svg. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
]

/**
 * /site.webmanifest, which every page links: the name a phone shows for the site added to its
 * home screen. Written from the published company record (one fact, one record), so a company
 * renamed in the workspace is renamed here too.
 */
const webManifestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/site.webmanifest',
    {
      // A file of the site for browsers, not a call of the API: without an operationId it stays
      // out of the OpenAPI document (server/openapi.ts, apiOperationsOnly).
      schema: { response: { 200: WebManifestSchema } },
    },
    async (_request, reply) => {
      const company = (await fastify.content.records('en')).company
      const name = company?.name ?? ''
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache')
      return {
        name,
        short_name: name.split(' ').slice(0, 2).join(' '),
        description: company?.blurb ?? '',
        start_url: '/',
        display: 'standalone' as const,
        background_color: '#ffffff',
        theme_color: '#0b2545',
        icons: ICONS,
      }
    },
  )
}

export default webManifestRoutes
