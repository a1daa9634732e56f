/**
 * The customer portal's accounts (docs/decisions/0023-customer-accounts.md): what the portal's
 * forms and their routes take (shared by both, so nothing server-side is imported here) and
 * what the staff routes take and answer. The portal's messages are keys of
 * schemas/validation.messages.ts, answered in the page's language; the workspace's are English.
 */
import { z } from './zod.ts'
import { CONTACT_LIMITS } from '#domain/contact-limits.ts'
import { QUOTE_LIMITS } from '#domain/quote-options.ts'
import { EmailSchema, NameSchema, PhoneSchema } from './contact.ts'
import { HoneypotSchema } from './honeypot.ts'
import { PasskeySchema } from './customer-passkeys.ts'
import { lineText, multiLineText, recordId } from './text.ts'
import { messageKey } from './validation.ts'

export const CUSTOMER_KINDS = ['shipper', 'consignee', 'agent'] as const
export const CustomerKindSchema = z.enum(CUSTOMER_KINDS, {
  error: 'Kind must be shipper, consignee or agent',
})
export type CustomerKind = z.infer<typeof CustomerKindSchema>

export const CUSTOMER_KIND_LABELS: Record<CustomerKind, string> = {
  shipper: 'Shipper',
  consignee: 'Consignee or buyer',
  agent: 'Agent',
}

export const COMPANY_ROLES = ['owner', 'member'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const PersonLanguageSchema = z.enum(['en', 'bn'], {
  error: 'Language must be en (English) or bn (Bangla)',
})

/** POST /api/account/sign-in-link: where to send a sign-in link. */
export const SignInLinkRequestSchema = z.object({ email: EmailSchema })

/** POST /api/account/sign-in: the token of an emailed link. */
export const SignInTokenSchema = z.object({
  token: lineText('The sign-in link is not valid').trim().min(1).max(200),
})

const CompanyNameSchema = lineText(messageKey('company.controlChars'), {
  error: messageKey('company.required'),
})
  .trim()
  .min(1, messageKey('company.required'))
  .max(QUOTE_LIMITS.COMPANY_MAX, messageKey('company.tooLong'))

/**
 * A visitor's request for an account, from /account (and POST /api/account/requests): the page's
 * form and the route parse with it. Unknown fields are stripped; `website` is the honeypot.
 */
export const AccountRequestSchema = z.object({
  company: CompanyNameSchema,
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  message: multiLineText(messageKey('message.controlChars'))
    .trim()
    .max(CONTACT_LIMITS.MESSAGE_MAX, messageKey('message.tooLong'))
    .optional()
    .default(''),
  ...HoneypotSchema.shape,
})
export type AccountRequest = z.output<typeof AccountRequestSchema>
export type AccountRequestInput = z.input<typeof AccountRequestSchema>

/** A person to invite: by an owner from /account, or by staff into a company. */
export const InvitePersonSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  language: PersonLanguageSchema,
})
export type InvitePerson = z.output<typeof InvitePersonSchema>
export type InvitePersonInput = z.input<typeof InvitePersonSchema>

/** POST /api/account/colleagues/{id}/remove and the staff routes' ids. */
export const PersonIdParamsSchema = z.object({
  id: lineText('The id must not contain control characters').min(1).max(64),
})
export const CompanyIdParamsSchema = z.object({ id: recordId('The company id') })

/** POST /api/staff/customers/{id}/people/{personId}/invitation: one person of one company. */
export const CompanyPersonParamsSchema = CompanyIdParamsSchema.extend({
  personId: PersonIdParamsSchema.shape.id,
})

/** A customer company, as staff create it, with the first person to invite (its owner). */
export const CompanyInputSchema = z.object({
  name: lineText('The company name must not contain control characters')
    .trim()
    .min(1, 'Enter the company name')
    .max(CONTACT_LIMITS.NAME_MAX, `Use at most ${CONTACT_LIMITS.NAME_MAX} characters`),
  kind: CustomerKindSchema,
  country: lineText('The country must not contain control characters')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Write the country as its two-letter code (BD, DE, US…)'),
  email: lineText('The email address must not contain control characters')
    .trim()
    .toLowerCase()
    .regex(z.regexes.email, 'Enter a valid email address'),
  phone: PhoneSchema,
  address: multiLineText('The address must not contain control characters')
    .trim()
    .max(500, 'Use at most 500 characters')
    .optional()
    .default(''),
  owner: InvitePersonSchema,
})
export type CompanyInput = z.output<typeof CompanyInputSchema>

/** Staff approve a request: what the request did not say. */
export const ApproveRequestSchema = z.object({
  kind: CustomerKindSchema,
  country: CompanyInputSchema.shape.country,
  language: PersonLanguageSchema,
})

export const PersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  language: PersonLanguageSchema,
  companyRole: z.enum(COMPANY_ROLES),
  /** Whether they have signed in at least once. */
  signedIn: z.boolean(),
})
export type Person = z.infer<typeof PersonSchema>

export const CompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: CustomerKindSchema,
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type Company = z.infer<typeof CompanySchema>

export const CompanyWithPeopleSchema = CompanySchema.extend({ people: z.array(PersonSchema) })
export type CompanyWithPeople = z.infer<typeof CompanyWithPeopleSchema>

/** GET /api/account/me: the signed-in person, their company and colleagues. */
export const AccountHomeSchema = z.object({
  person: PersonSchema,
  company: CompanyWithPeopleSchema,
  /** The person's own passkeys. */
  passkeys: z.array(PasskeySchema),
})
export type AccountHome = z.infer<typeof AccountHomeSchema>

export const AccountRequestRowSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  language: PersonLanguageSchema,
  status: z.enum(['new', 'approved', 'refused']),
  companyId: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type AccountRequestRow = z.infer<typeof AccountRequestRowSchema>
