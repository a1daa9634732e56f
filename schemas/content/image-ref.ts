import { lineFormat, lineText } from '../text.ts'
import { z } from '../zod.ts'
import { oneLineMessage } from './fields.ts'

/**
 * Where an item's picture comes from. The seed's drawings stay until an editor replaces one with
 * a photo from the media library; the item then points at the media row, and every place that
 * showed the drawing (cards, pages, the API's `image` fields, Open Graph) shows the photo.
 */
export const imageRefSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('illustration'),
    /** A file under public/images/, e.g. "/images/slider/ocean-freight.svg". */
    path: lineText(oneLineMessage('Illustration')).regex(
      /^\/images\/[a-z0-9/-]+\.(svg|png|webp|avif|jpg)$/,
      'Choose an existing illustration.',
    ),
  }),
  z.object({
    kind: z.literal('media'),
    /** A row of the media library. */
    id: lineFormat(z.uuid('Choose an image from the media library.'), oneLineMessage('Image')),
  }),
])

export type ImageRef = z.infer<typeof imageRefSchema>
