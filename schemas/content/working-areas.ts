import { z } from '../zod.ts'
import { plainLine } from './fields.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

/** A trade lane or region the company serves. */
export const workingAreaSchema = z.object({
  title: localizedText({ label: 'Title', max: 120 }),
  description: localizedText({ label: 'Description', max: 2000, multiLine: true }),
  region: localizedText({ label: 'Region', max: 80 }),
  /** Gateways with their IATA or UN/LOCODE codes. */
  ports: z.array(plainLine('Gateway', 80)).max(20),
  image: imageRefSchema,
})
export type WorkingAreaData = z.infer<typeof workingAreaSchema>
