import { z } from '../zod.ts'
import { plainLine, webAddress } from './fields.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

/** A customer of the logo strip: its name is written as the client writes it. */
export const clientSchema = z.object({
  name: plainLine('Name', 120),
  logo: imageRefSchema,
  /** '' when not linked. */
  website: z.union([z.literal(''), webAddress('Website')]),
  industry: localizedText({ label: 'Industry', max: 80 }),
})
export type ClientData = z.infer<typeof clientSchema>
