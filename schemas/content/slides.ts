import { z } from '../zod.ts'
import { sitePath } from './fields.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

/** A slide of the home page's hero slider. */
export const slideSchema = z.object({
  title: localizedText({ label: 'Title', max: 120 }),
  subtitle: localizedText({ label: 'Subtitle', max: 200 }),
  image: imageRefSchema,
  ctaLabel: localizedText({ label: 'Button text', max: 40 }),
  ctaHref: sitePath('Button link'),
})
export type SlideData = z.infer<typeof slideSchema>
