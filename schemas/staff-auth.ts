import { z } from './zod.ts'

/*
 * The answers of better-auth's routes under /api/staff/auth/ that the workspace reads. better-auth
 * declares no zod schemas of its own, so these describe its documented answers: the fields the
 * workspace uses, other fields let through.
 */

/** Any answer whose body the workspace does not read: an object, whatever its fields. */
export const AuthDoneResponseSchema = z.looseObject({})

/** A password accepted: signed in, or a second factor is asked for first. */
export const SignInResponseSchema = z.looseObject({ twoFactorRedirect: z.boolean().optional() })

/** Two-factor set-up started: the authenticator's URI (with its secret) and the backup codes. */
export const TotpEnrolmentResponseSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
})
export type TotpEnrolment = z.infer<typeof TotpEnrolmentResponseSchema>

/** The signed-in person's passkeys. */
export const PasskeyListResponseSchema = z.array(
  z.looseObject({
    id: z.string(),
    name: z.string().nullish(),
    createdAt: z.string().nullish(),
  }),
)
export type Passkey = z.infer<typeof PasskeyListResponseSchema>[number]

/** The options of a WebAuthn ceremony; the browser's WebAuthn library reads the rest. */
export const PasskeyOptionsResponseSchema = z.looseObject({ challenge: z.string() })
