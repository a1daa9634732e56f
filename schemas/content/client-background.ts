import { z } from '../zod.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

/** The picture and line behind the clients strip (one entry). */
export const clientBackgroundSchema = z.object({
  image: imageRefSchema,
  overlayText: localizedText({ label: 'Overlay text', max: 160 }),
})
export type ClientBackgroundData = z.infer<typeof clientBackgroundSchema>
