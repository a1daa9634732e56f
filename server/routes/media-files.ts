import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import { z } from '#schemas/zod.ts'
import { MEDIA_FORMAT_EXTENSIONS, MEDIA_FORMAT_TYPES, MEDIA_FORMATS } from '#schemas/media.ts'
import { mediaDerivatives } from '#server/db/schema.ts'
import { readStoredFile } from '#server/files/stored-files.ts'

const FILE_NAME = /^([0-9a-f]{64})\.([a-z]+)$/
const FORMAT_BY_EXTENSION = new Map(
  MEDIA_FORMATS.map((format) => [MEDIA_FORMAT_EXTENSIONS[format], format]),
)

/**
 * An SVG opened on its own is a document: even sanitised, it may run nothing and load nothing.
 * Raster pictures need no policy, as the site's other assets.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * The media library's derivatives, by content hash: the same URL always means the same bytes,
 * so browsers and proxies keep them a year without asking again. Read from the database, so
 * every server sharing it serves every upload.
 */
const mediaFileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/media/:file',
    {
      schema: {
        operationId: 'getMediaFile',
        tags: ['Site'],
        summary: 'A picture of the media library, at one size and format',
        description:
          'Named by the SHA-256 of its content, as the media API and the pages give it; ' +
          'cached for a year (immutable).',
        params: z.object({ file: z.string().max(80) }),
        produces: ['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/svg+xml'],
        response: {
          200: z.any().describe('the picture'),
          404: z.any().describe('No such file: the site’s 404 page'),
        },
      },
    },
    async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file)
      const format = match?.[2] ? FORMAT_BY_EXTENSION.get(match[2]) : undefined
      if (!match?.[1] || !format) return reply.callNotFound()
      const [row] = await fastify.db
        .select({ fileId: mediaDerivatives.fileId })
        .from(mediaDerivatives)
        .where(and(eq(mediaDerivatives.hash, match[1]), eq(mediaDerivatives.format, format)))
        .limit(1)
      if (!row) return reply.callNotFound()
      reply
        .type(MEDIA_FORMAT_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
      if (format === 'svg') reply.header('content-security-policy', SVG_POLICY)
      return reply.send(await readStoredFile(fastify.db, row.fileId))
    },
  )
}

export default mediaFileRoutes
