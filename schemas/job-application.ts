import { z } from './zod.ts'
import { EmailSchema, NameSchema, PhoneSchema } from './contact.ts'
import { COVER_LETTER_MAX } from '#domain/cv-files.ts'
import { HoneypotSchema } from './honeypot.ts'
import { lineText, multiLineText } from './text.ts'

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
  position_id: lineText('Please choose the position you are applying for', {
    error: 'Please choose the position you are applying for',
  })
    .trim()
    .regex(/^[1-9][0-9]{0,8}$/, 'Please choose the position you are applying for')
    .transform(Number),
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  cover_letter: multiLineText('Please remove the special characters from your cover letter')
    .trim()
    .max(COVER_LETTER_MAX, `Please keep your cover letter under ${COVER_LETTER_MAX} characters`),
  ...HoneypotSchema.shape,
})

export type JobApplicationFields = z.output<typeof JobApplicationFieldsSchema>
