import { z } from './zod.ts'
import { lineText } from './text.ts'

export const StaffRoleSchema = z.enum(['admin', 'sales', 'hr', 'editor', 'pricing'])
export type StaffRole = z.infer<typeof StaffRoleSchema>

/** What each role may do, for the accounts page and the README. The server enforces it. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'Everything, including accounts and the audit log',
  sales: 'Contact messages and quote requests',
  hr: 'Job applications',
  editor: 'The site content: drafts, publishing and its history',
  pricing: 'The rate cards and exchange rates instant estimates are priced from',
}

/** The signed-in staff member, as routes see it in request.staff. */
export const StaffIdentitySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
})
export type StaffIdentity = z.infer<typeof StaffIdentitySchema>

export const PASSWORD_MIN_LENGTH = 12
/** argon2 hashes whatever it is given; this only keeps requests small. */
export const PASSWORD_MAX_LENGTH = 256

/** The length rule, shared by the set-up form and the server (which also refuses common passwords). */
export const NewPasswordSchema = lineText('The password must not contain control characters')
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)

const NameSchema = lineText('The name must not contain control characters')
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'Use at most 100 characters')
const EmailSchema = lineText('The email address must not contain control characters')
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter an email address' }))

/** An admin invites a colleague: the set-up link goes to this address. */
export const StaffInviteSchema = z.object({
  email: EmailSchema,
  name: NameSchema,
  role: StaffRoleSchema,
})
export type StaffInvite = z.infer<typeof StaffInviteSchema>

/** An admin changes an account. */
export const StaffAccountUpdateSchema = z
  .object({
    role: StaffRoleSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, {
    error: 'Nothing to change',
  })
export type StaffAccountUpdate = z.infer<typeof StaffAccountUpdateSchema>

/** One account as the accounts page lists it. */
export const StaffAccountSchema = StaffIdentitySchema.extend({
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  passkeys: z.number().int(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
})
export type StaffAccount = z.infer<typeof StaffAccountSchema>

export const StaffAccountResponseSchema = z.object({ data: StaffAccountSchema })
export const StaffAccountListResponseSchema = z.object({ data: z.array(StaffAccountSchema) })

/** The signed-in person, with what the security page needs. */
export const StaffMeSchema = StaffIdentitySchema.extend({
  twoFactorEnabled: z.boolean(),
  passkeys: z.number().int(),
  hasPassword: z.boolean(),
  /** An admin without TOTP or a passkey may only set one up until they have. */
  secondFactorRequired: z.boolean(),
})
export type StaffMe = z.infer<typeof StaffMeSchema>

/** Choosing a password through a one-time set-up link. */
export const StaffSetupSchema = z.object({
  token: lineText('The set-up link is not valid').min(20).max(200),
  password: NewPasswordSchema,
})

export const StaffSetupInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
})
export type StaffSetupInfo = z.infer<typeof StaffSetupInfoSchema>

/** A completed set-up signs in; an admin's second factor may still be asked for. */
export const StaffSetupResponseSchema = z.object({ twoFactorRedirect: z.boolean() })

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** One page of the audit log; `next` is the cursor of the older page, if any. */
export const AuditPageResponseSchema = z.object({
  data: z.array(AuditEntrySchema),
  next: z.number().int().nullable(),
})
export type AuditPage = z.infer<typeof AuditPageResponseSchema>
