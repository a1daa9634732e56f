import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eq, sql } from 'drizzle-orm'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import {
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILES,
  MediaDeleteResponseSchema,
  MediaItemResponseSchema,
  MediaListResponseSchema,
  MediaUpdateResponseSchema,
  MediaUpdateSchema,
  MediaUploadResponseSchema,
} from '#schemas/media.ts'
import { sanitizeFileName } from '#server/cv-files.ts'
import { media, mediaDerivatives } from '#server/db/schema.ts'
import { ApiError, notFound } from '#server/errors.ts'
import { deleteStoredFiles, storedFileStream, writeStoredFile } from '#server/files/stored-files.ts'
import { ImageRefused, prepareUpload, type StoredImage } from '#server/media/images.ts'
import { listMedia, loadMedia } from '#server/media/library.ts'
import { assertMediaUnused } from '#server/media/uses.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'

/** Who may use the media library: editors, as for the site content (admins always may). */
export const MEDIA_ACCESS = ['editor'] as const

const IdParamsSchema = z.object({ id: z.uuid('The id must be a picture id') })

const UploadQuerySchema = z.object({
  kind: z
    .enum(MEDIA_KINDS, { error: 'The kind must be photo or logo' })
    .default('photo')
    .describe('photo (cropped to the site’s aspects) or logo (shown whole; SVG allowed)'),
})

const MEDIA_LIST_MAX = 500

const MB = MEDIA_MAX_BYTES / 1024 / 1024

interface Prepared {
  id: string
  originalName: string
  image: Omit<StoredImage, 'bytes'>
  /** The stored original (server/files/stored-files.ts). */
  fileId: string
}

const staffMediaRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify
  const config = { staffAccess: MEDIA_ACCESS }
  const tags = ['Staff media']

  await fastify.register(multipart, {
    // Keep folders in file names as sent, so that a path-traversal name is seen and refused.
    preservePath: true,
    limits: {
      fieldNameSize: 100,
      fieldSize: 1024,
      fields: 5,
      fileSize: MEDIA_MAX_BYTES,
      files: MEDIA_MAX_FILES,
      parts: MEDIA_MAX_FILES + 5,
      headerPairs: 100,
    },
  })

  fastify.post(
    '/api/staff/media',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'uploadMedia',
        tags,
        summary: 'Upload one or several pictures (multipart/form-data, file fields named file)',
        description:
          `JPEG, PNG, WebP or AVIF, at most ${MB} MB and 40 megapixels each; SVG only with ` +
          'kind=logo, and sanitised (scripts, external references, event attributes and ' +
          'foreignObject removed; the message says what was). The type is read from the content ' +
          'and must match the file name. The stored original is upright and has no metadata. ' +
          'All files are refused if one is; otherwise each is stored as processing, and its ' +
          'derivatives are made in the background.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: {
          200: MediaUploadResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { kind } = request.query
      const prepared: Prepared[] = []
      const notes: string[] = []
      // Each picture is checked and its original written before the next is read, so an upload
      // of many holds one in memory at a time; the rows naming them are written together below.
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== 'file' || part.filename === '') {
            part.file.resume()
            continue
          }
          // Browsers send a bare file name; folders in it are a path-traversal attempt.
          if (/[\\/]/.test(part.filename)) {
            part.file.resume()
            throw new ApiError(400, 'A file name must not contain folders')
          }
          const originalName = sanitizeFileName(part.filename, 'picture')
          const bytes = await part.toBuffer()
          const image = await prepareUpload({
            fileName: originalName,
            declaredType: part.mimetype,
            bytes,
            kind,
          })
          if (image.removed.length > 0) {
            notes.push(`${originalName}: removed ${image.removed.join(', ')}`)
          }
          const { bytes: original, ...described } = image
          const fileId = await writeStoredFile(db, original)
          prepared.push({ id: randomUUID(), originalName, image: described, fileId })
        }
      } catch (error) {
        // Nothing of a refused upload is kept: the originals already written go at once.
        await deleteStoredFiles(
          db,
          prepared.map(({ fileId }) => fileId),
        )
        if (error instanceof ImageRefused) throw new ApiError(error.statusCode, error.message)
        const code = (error as { code?: string }).code
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError(413, `A picture is larger than ${MB} MB`)
        }
        if (code === 'FST_FILES_LIMIT') {
          throw new ApiError(413, `Upload at most ${MEDIA_MAX_FILES} pictures at once`)
        }
        throw error
      }
      if (prepared.length === 0) {
        throw new ApiError(400, 'Choose at least one picture (a file field named file)')
      }

      await db.transaction(async (tx) => {
        for (const { id, originalName, image, fileId } of prepared) {
          await tx.insert(media).values({
            id,
            kind: image.kind,
            originalFileId: fileId,
            mime: image.mime,
            originalName,
            width: image.width,
            height: image.height,
            alt: { en: '', bn: '' },
            createdBy: request.staff.id,
          })
        }
        await fastify.audit(
          {
            actorId: request.staff.id,
            action: 'media.upload',
            target: prepared.map(({ id }) => `media:${id}`).join(','),
            ip: request.ip,
            detail: { files: prepared.map(({ originalName }) => originalName), kind },
          },
          tx,
        )
      })
      // Committed: the derivatives are made after the answer, never inside the request.
      fastify.mediaWorker.wake()
      const items = await Promise.all(prepared.map(({ id }) => loadMedia(db, id)))
      const stored =
        items.length === 1 ? 'The picture is stored' : `${items.length} pictures are stored`
      return {
        message: [`${stored}; its sizes are being made.`, ...notes].join(' '),
        data: items,
      }
    },
  )

  fastify.get(
    '/api/staff/media',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listMedia',
        tags,
        summary: `The media library, newest first (at most ${MEDIA_LIST_MAX})`,
        response: {
          200: MediaListResponseSchema,
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async () => ({ data: await listMedia(db, MEDIA_LIST_MAX) }),
  )

  fastify.get(
    '/api/staff/media/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getMedia',
        tags,
        summary: 'One picture: its status, alt text, focal point and derivatives',
        params: IdParamsSchema,
        response: {
          200: MediaItemResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => ({ data: await loadMedia(db, request.params.id) }),
  )

  fastify.get(
    '/api/staff/media/:id/original',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getMediaOriginal',
        tags,
        summary: 'The stored original: upright, without metadata (an SVG logo sanitised)',
        params: IdParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'],
        response: {
          200: z.any().describe('the picture, as stored'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ fileId: media.originalFileId, mime: media.mime })
        .from(media)
        .where(eq(media.id, request.params.id))
      if (!row) throw notFound('Picture')
      return reply.type(row.mime).send(storedFileStream(db, row.fileId))
    },
  )

  fastify.put(
    '/api/staff/media/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'updateMedia',
        tags,
        summary: 'Set alt text, the decorative flag or the focal point',
        description:
          'A new focal point makes every crop again: the picture is processing until they exist. ' +
          'A save names the version of the picture it started from; a save from an older ' +
          'version than the current one answers 409 and changes nothing.',
        params: IdParamsSchema,
        body: MediaUpdateSchema,
        response: {
          200: MediaUpdateResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const { version, alt, decorative, focalPoint } = request.body
      const recrop = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            focalX: media.focalX,
            focalY: media.focalY,
            kind: media.kind,
            editVersion: media.editVersion,
          })
          .from(media)
          .where(eq(media.id, id))
          .for('update')
        if (!current) throw notFound('Picture')
        if (current.editVersion !== version) {
          throw new ApiError(
            409,
            `Someone else changed this picture since you opened it (you started from version ` +
              `${version}; it is now at ${current.editVersion}). Your changes were not saved: ` +
              'reload the page to see theirs, then make yours again.',
          )
        }
        // Logos are never cropped: their focal point changes nothing.
        const moved =
          focalPoint !== undefined &&
          current.kind === 'photo' &&
          (focalPoint.x !== current.focalX || focalPoint.y !== current.focalY)
        await tx
          .update(media)
          .set({
            ...(alt ? { alt: { en: alt.en, bn: alt.bn } } : {}),
            ...(decorative === undefined ? {} : { decorative }),
            ...(focalPoint ? { focalX: focalPoint.x, focalY: focalPoint.y } : {}),
            editVersion: current.editVersion + 1,
            ...(moved
              ? {
                  status: 'processing',
                  revision: sql`${media.revision} + 1`,
                  jobAttempts: 0,
                  jobLeaseUntil: null,
                  jobError: null,
                }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(media.id, id))
        await fastify.audit(
          {
            actorId: request.staff.id,
            action: 'media.update',
            target: `media:${id}`,
            ip: request.ip,
            // The version names where the save started from; it is not a change.
            detail: { changed: Object.keys(request.body).filter((field) => field !== 'version') },
          },
          tx,
        )
        return moved
      })
      if (recrop) fastify.mediaWorker.wake()
      return {
        message: recrop ? 'Saved; the crops are being made again.' : 'Saved.',
        data: await loadMedia(db, id),
      }
    },
  )

  fastify.delete(
    '/api/staff/media/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'deleteMedia',
        tags,
        summary: 'Delete a picture and its derivatives',
        description: 'Refused (409) while a content item uses it; the message names where.',
        params: IdParamsSchema,
        response: {
          200: MediaDeleteResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      await assertMediaUnused(fastify.mediaUseSources, id)
      await db.transaction(async (tx) => {
        const files = await tx
          .delete(mediaDerivatives)
          .where(eq(mediaDerivatives.mediaId, id))
          .returning({ fileId: mediaDerivatives.fileId })
        const [removed] = await tx
          .delete(media)
          .where(eq(media.id, id))
          .returning({ name: media.originalName, fileId: media.originalFileId })
        if (!removed) throw notFound('Picture')
        await deleteStoredFiles(tx, [removed.fileId, ...files.map(({ fileId }) => fileId)])
        await fastify.audit(
          {
            actorId: request.staff.id,
            action: 'media.delete',
            target: `media:${id}`,
            ip: request.ip,
            detail: { file: removed.name },
          },
          tx,
        )
      })
      return { message: 'The picture is deleted.' }
    },
  )
}

export default staffMediaRoutes
