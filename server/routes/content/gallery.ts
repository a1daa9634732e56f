import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { dataOf, keyParam, LOOKUP_ERRORS, NO_INPUT_ERRORS, requireByKey } from './common.ts'
import { CategorySchema as GalleryCategorySchema } from '#schemas/content/categories.ts'
import { GalleryItemSchema } from '#schemas/content/gallery.ts'
import { viewList } from '#schemas/registry/view.ts'

const galleryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Gallery']
  const records = () => fastify.content.records('en')

  fastify.get(
    '/api/gallery/category',
    {
      schema: {
        operationId: 'listGalleryCategories',
        tags,
        summary: 'Gallery categories',
        response: { 200: dataEnvelope(viewList(GalleryCategorySchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).galleryCategories),
  )

  fastify.get(
    '/api/gallery',
    {
      schema: {
        operationId: 'listGalleryItems',
        tags,
        summary: 'Gallery photographs',
        response: { 200: dataEnvelope(viewList(GalleryItemSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).gallery),
  )

  fastify.get(
    '/api/gallery/by-category/:id',
    {
      schema: {
        operationId: 'listGalleryItemsByCategory',
        tags,
        summary: 'Photographs in one gallery category (answers `Data`, capital D)',
        params: z.object({ id: keyParam('Gallery category id, or its slug') }),
        response: { 200: z.object({ Data: viewList(GalleryItemSchema) }), ...LOOKUP_ERRORS },
      },
    },
    async (request) => {
      const { galleryCategories, gallery } = await records()
      const category = requireByKey(galleryCategories, request.params.id, 'Gallery category')
      return { Data: gallery.filter((item) => item.categoryId === category.id) }
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
    async (request) =>
      dataOf(requireByKey((await records()).gallery, request.params.slug, 'Photograph')),
  )
}

export default galleryRoutes
