/**
 * Customers' passkeys (docs/decisions/0023-customer-accounts.md): what the account page and its
 * routes take and answer. The WebAuthn answers are the browser's, read by better-auth's passkey
 * plugin; they are held here to their shape (base64url texts, a few numbers and names) so that
 * nothing else reaches it.
 */
import { z } from './zod.ts'
import { PASSKEY_NAME_MAX } from '#domain/passkeys.ts'
import { lineText } from './text.ts'
import { messageKey } from './validation.ts'

export const PasskeyNameSchema = lineText(messageKey('passkeyName.controlChars'), {
  error: messageKey('passkeyName.required'),
})
  .trim()
  .min(1, messageKey('passkeyName.required'))
  .max(PASSKEY_NAME_MAX, messageKey('passkeyName.tooLong'))

const invalid = messageKey('passkey.invalid')
/** base64url, as WebAuthn's JSON encodes bytes; short names (transports, attachments) too. */
const encoded = z
  .string({ error: invalid })
  .max(65_536, invalid)
  .regex(/^[\w-]*$/, invalid)
const WebAuthnAnswerSchema = z.looseObject(
  {
    id: encoded.min(1, invalid),
    rawId: encoded.min(1, invalid),
    type: z.literal('public-key', { error: invalid }),
    response: z.record(
      z.string(),
      z.union([encoded, z.number({ error: invalid }), z.array(encoded).max(10, invalid)], {
        error: invalid,
      }),
      { error: invalid },
    ),
    authenticatorAttachment: encoded.optional(),
    clientExtensionResults: z.record(z.string(), z.unknown(), { error: invalid }).optional(),
  },
  { error: invalid },
)

/** GET /api/account/passkeys/registration-options: the name the new passkey will have. */
export const PasskeyRegistrationQuerySchema = z.object({ name: PasskeyNameSchema })

/** POST /api/account/passkeys: the browser's answer to the registration options. */
export const AddPasskeySchema = z.object({
  name: PasskeyNameSchema,
  response: WebAuthnAnswerSchema,
})

/** POST /api/account/passkey-sign-in: the browser's answer to the sign-in options. */
export const PasskeySignInSchema = z.object({ response: WebAuthnAnswerSchema })

/** The options of a WebAuthn ceremony; the browser's WebAuthn library reads the rest. */
export const PasskeyOptionsSchema = z.looseObject({ challenge: z.string() })

export const PasskeyIdParamsSchema = z.object({
  id: lineText('The id must not contain control characters').min(1).max(200),
})

/** One of the signed-in person's passkeys, as the account page lists it. */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Passkey = z.infer<typeof PasskeySchema>
