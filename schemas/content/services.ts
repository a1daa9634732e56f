import { z } from '../zod.ts'
import { localizedList } from './fields.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

export const SERVICE_MODES = [
  'air',
  'sea',
  'sea-air',
  'warehousing',
  'road-air',
  'air-air',
  'air-sea',
  'project',
] as const

export const serviceSchema = z.object({
  title: localizedText({ label: 'Title', max: 80 }),
  /** Which chargeable-weight rule applies. */
  mode: z.enum(SERVICE_MODES, { error: 'Choose the mode of transport.' }),
  image: imageRefSchema,
  summary: localizedText({ label: 'Summary', max: 300 }),
  description: localizedText({ label: 'Description', max: 3000, multiLine: true }),
  highlights: localizedList({ label: 'Highlights', max: 120 }, { min: 1, max: 8 }),
})
export type ServiceData = z.infer<typeof serviceSchema>
export type ServiceMode = (typeof SERVICE_MODES)[number]
