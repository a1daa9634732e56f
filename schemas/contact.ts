import { z } from './zod.ts'
import { CONTACT_LIMITS } from '#domain/contact-limits.ts'
import { asciiDigits } from '#domain/numerals.ts'
import { HoneypotSchema } from './honeypot.ts'
import { lineText, multiLineText } from './text.ts'
import { messageKey } from './validation.ts'

export { CONTACT_LIMITS }

/**
 * Digits, spaces, plus, hyphen and parentheses: how people write numbers on forms. Bengali and
 * Arabic–Indic digits are read as ASCII first (asciiDigits) and stored so.
 */
const PHONE_PATTERN = /^[0-9 +\-()]+$/

export const NameSchema = lineText(messageKey('name.controlChars'), {
  error: messageKey('name.required'),
})
  .trim()
  .min(1, messageKey('name.required'))
  .max(CONTACT_LIMITS.NAME_MAX, messageKey('name.tooLong'))

export const EmailSchema = lineText(messageKey('email.controlChars'), {
  error: messageKey('email.required'),
})
  .trim()
  .min(1, messageKey('email.required'))
  .max(CONTACT_LIMITS.EMAIL_MAX, messageKey('email.invalid'))
  .regex(z.regexes.email, messageKey('email.invalid'))

export const PhoneSchema = lineText(messageKey('phone.controlChars'), {
  error: messageKey('phone.required'),
})
  .trim()
  .overwrite(asciiDigits)
  .min(1, messageKey('phone.required'))
  .min(CONTACT_LIMITS.PHONE_MIN, messageKey('phone.tooShort'))
  .max(CONTACT_LIMITS.PHONE_MAX, messageKey('phone.tooLong'))
  .regex(PHONE_PATTERN, messageKey('phone.characters'))
  // The pattern holds once the digits are ASCII; the document describes what may be sent.
  .meta({
    pattern: undefined,
    description:
      'Digits (ASCII, Bengali or Arabic–Indic), spaces, +, - and parentheses; stored with ASCII digits',
  })

/**
 * The contact form. The browser form and POST /api/contact/create both parse with this schema,
 * so it must not import anything server-side. Its messages are keys of schemas/validation.messages.ts. Unknown fields are stripped. The honeypot field
 * (`website`) is optional and never shown; see schemas/honeypot.ts.
 */
export const ContactMessageSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  message: multiLineText(messageKey('message.controlChars'), {
    error: messageKey('message.required'),
  })
    .trim()
    .min(1, messageKey('message.required'))
    .max(CONTACT_LIMITS.MESSAGE_MAX, messageKey('message.tooLong')),
  ...HoneypotSchema.shape,
})

export type ContactMessage = z.infer<typeof ContactMessageSchema>
/** What POST /api/contact/create takes, before the schema trims and checks it. */
export type ContactMessageInput = z.input<typeof ContactMessageSchema>
