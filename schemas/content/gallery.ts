import { z } from '../zod.ts'
import { isoDate, itemId } from './fields.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

/** A photograph of the gallery. */
export const galleryItemSchema = z.object({
  title: localizedText({ label: 'Title', max: 160 }),
  categoryId: itemId('Gallery category'),
  image: imageRefSchema,
  caption: localizedText({ label: 'Caption', max: 300 }),
  takenOn: isoDate('Date taken'),
})
export type GalleryItemData = z.infer<typeof galleryItemSchema>
