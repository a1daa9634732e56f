import { z } from 'zod'
import { EmailSchema, NameSchema, PhoneSchema } from './contact.ts'

/** Largest CV accepted, in bytes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024

export const COVER_LETTER_MAX = 5000

/**
 * CV formats accepted. The server decides the type from the file's first bytes, never from its
 * name or declared type; `extensions` and `mime` only help the browser's file picker.
 */
export const CV_TYPES = [
  { kind: 'pdf', extension: 'pdf', mime: 'application/pdf' },
  { kind: 'doc', extension: 'doc', mime: 'application/msword' },
  {
    kind: 'docx',
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
] as const

export type CvType = (typeof CV_TYPES)[number]

/** Value for an `<input type="file" accept>` attribute. */
export const CV_ACCEPT = CV_TYPES.flatMap((type) => [`.${type.extension}`, type.mime]).join(',')

/**
 * The text fields of a job application, as multipart form fields (all strings). The form leaves
 * out empty fields, so callers pass an absent field as ''.
 */
export const JobApplicationFieldsSchema = z.object({
  position_id: z
    .string({ error: 'Please choose the position you are applying for' })
    .trim()
    .regex(/^[1-9][0-9]{0,8}$/, 'Please choose the position you are applying for')
    .transform(Number),
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  cover_letter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX, `Please keep your cover letter under ${COVER_LETTER_MAX} characters`),
})

export type JobApplicationFields = z.output<typeof JobApplicationFieldsSchema>
