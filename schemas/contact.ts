import { z } from './zod.ts'
import { CONTACT_LIMITS } from '#domain/contact-limits.ts'
import { HoneypotSchema } from './honeypot.ts'
import { lineText, multiLineText } from './text.ts'

export { CONTACT_LIMITS }

/** Digits, spaces, plus, hyphen and parentheses: how people write numbers on forms. */
const PHONE_PATTERN = /^[0-9 +\-()]+$/

export const NameSchema = lineText('Please remove the special characters from your name', {
  error: 'Please enter your name',
})
  .trim()
  .min(1, 'Please enter your name')
  .max(CONTACT_LIMITS.NAME_MAX, `Please keep your name under ${CONTACT_LIMITS.NAME_MAX} characters`)

export const EmailSchema = lineText(
  'Please remove the special characters from your email address',
  {
    error: 'Please enter your email address',
  },
)
  .trim()
  .min(1, 'Please enter your email address')
  .max(CONTACT_LIMITS.EMAIL_MAX, 'Please enter a valid email address')
  .regex(z.regexes.email, 'Please enter a valid email address')

export const PhoneSchema = lineText('Please remove the special characters from your phone number', {
  error: 'Please enter your phone number',
})
  .trim()
  .min(1, 'Please enter your phone number')
  .min(
    CONTACT_LIMITS.PHONE_MIN,
    `Please enter a phone number of at least ${CONTACT_LIMITS.PHONE_MIN} characters`,
  )
  .max(
    CONTACT_LIMITS.PHONE_MAX,
    `Please enter a phone number of at most ${CONTACT_LIMITS.PHONE_MAX} characters`,
  )
  .regex(PHONE_PATTERN, 'Please use only digits, spaces, +, - and parentheses in the phone number')

/**
 * The contact form. The browser form and POST /api/contact/create both parse with this schema,
 * so it must not import anything server-side. Unknown fields are stripped. The honeypot field
 * (`website`) is optional and never shown; see schemas/honeypot.ts.
 */
export const ContactMessageSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  message: multiLineText('Please remove the special characters from your message', {
    error: 'Please enter your message',
  })
    .trim()
    .min(1, 'Please enter your message')
    .max(
      CONTACT_LIMITS.MESSAGE_MAX,
      `Please keep your message under ${CONTACT_LIMITS.MESSAGE_MAX} characters`,
    ),
  ...HoneypotSchema.shape,
})

export type ContactMessage = z.infer<typeof ContactMessageSchema>
