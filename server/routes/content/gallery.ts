import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { constantResponse } from '#server/constant-responses.ts'
import { z } from '#schemas/zod.ts'
import { GALLERY_CATEGORIES, GALLERY_ITEMS } from '#content/records.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { keyParam, LOOKUP_ERRORS, NO_INPUT_ERRORS, requireByKey } from './common.ts'
import { GalleryCategorySchema, GalleryItemSchema, list } from './record-schemas.ts'

const GALLERY_CATEGORIES_RESPONSE = constantResponse({ data: GALLERY_CATEGORIES })
const GALLERY_ITEMS_RESPONSE = constantResponse({ data: GALLERY_ITEMS })

const galleryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Gallery']

  fastify.get(
    '/api/gallery/category',
    {
      schema: {
        operationId: 'listGalleryCategories',
        tags,
        summary: 'Gallery categories',
        response: { 200: dataEnvelope(list(GalleryCategorySchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => GALLERY_CATEGORIES_RESPONSE,
  )

  fastify.get(
    '/api/gallery',
    {
      schema: {
        operationId: 'listGalleryItems',
        tags,
        summary: 'Gallery photographs',
        response: { 200: dataEnvelope(list(GalleryItemSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => GALLERY_ITEMS_RESPONSE,
  )

  fastify.get(
    '/api/gallery/by-category/:id',
    {
      schema: {
        operationId: 'listGalleryItemsByCategory',
        tags,
        summary: 'Photographs in one gallery category (answers `Data`, capital D)',
        params: z.object({ id: keyParam('Gallery category id, or its slug') }),
        response: { 200: z.object({ Data: list(GalleryItemSchema) }), ...LOOKUP_ERRORS },
      },
    },
    (request) => {
      const category = requireByKey(GALLERY_CATEGORIES, request.params.id, 'Gallery category')
      return { Data: GALLERY_ITEMS.filter((item) => item.categoryId === category.id) }
    },
  )

  fastify.get(
    '/api/gallery/detail/:slug',
    {
      schema: {
        operationId: 'getGalleryItem',
        tags,
        summary: 'One photograph, by slug or by id',
        params: z.object({ slug: keyParam('Gallery item slug or id') }),
        response: { 200: dataEnvelope(GalleryItemSchema), ...LOOKUP_ERRORS },
      },
    },
    (request) => ({ data: requireByKey(GALLERY_ITEMS, request.params.slug, 'Photograph') }),
  )
}

export default galleryRoutes
