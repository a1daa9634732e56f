import { z } from './zod.ts'
import { EmailSchema, NameSchema, PhoneSchema } from './contact.ts'
import { COVER_LETTER_MAX } from '#domain/cv-files.ts'
import { HoneypotSchema } from './honeypot.ts'
import { lineText, multiLineText } from './text.ts'
import { messageKey } from './validation.ts'

export {
  COVER_LETTER_MAX,
  CV_ACCEPT,
  CV_MAX_BYTES,
  CV_TYPES,
  type CvType,
} from '#domain/cv-files.ts'

/**
 * The text fields of a job application, as multipart form fields (all strings). The form leaves
 * out empty fields, so callers pass an absent field as ''.
 */
export const JobApplicationFieldsSchema = z.object({
  position_id: lineText(messageKey('position.required'), {
    error: messageKey('position.required'),
  })
    .trim()
    .regex(/^[1-9][0-9]{0,8}$/, messageKey('position.required'))
    .transform(Number),
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  cover_letter: multiLineText(messageKey('coverLetter.controlChars'))
    .trim()
    .max(COVER_LETTER_MAX, messageKey('coverLetter.tooLong')),
  ...HoneypotSchema.shape,
})

export type JobApplicationFields = z.output<typeof JobApplicationFieldsSchema>
