import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import { AuthDoneResponseSchema, PasskeyOptionsResponseSchema } from '#schemas/staff-auth.ts'
import { z } from '#schemas/zod.ts'

/*
 * The browser's half of the WebAuthn ceremonies (SimpleWebAuthn); better-auth's passkey plugin
 * makes and checks the challenges on the server.
 */

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON']
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON']

const isOptions = (value: unknown) => PasskeyOptionsResponseSchema.safeParse(value).success
const RegistrationOptionsSchema = z.custom<RegistrationOptions>(isOptions)
const AuthenticationOptionsSchema = z.custom<AuthenticationOptions>(isOptions)

function cancelled(error: unknown): StaffApiError {
  const name = (error as Error).name
  return new StaffApiError(
    400,
    name === 'NotAllowedError'
      ? 'The passkey request was cancelled or timed out'
      : 'This device could not use a passkey',
  )
}

/** Registers a new passkey for the signed-in person. */
export async function addPasskey(name: string): Promise<void> {
  const options = await staffApi(
    `/api/staff/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`,
    RegistrationOptionsSchema,
  )
  let response
  try {
    response = await startRegistration({ optionsJSON: options })
  } catch (error) {
    throw cancelled(error)
  }
  await staffApi('/api/staff/auth/passkey/verify-registration', AuthDoneResponseSchema, {
    body: { response, name },
  })
}

/** Signs in with a passkey: a session cookie is set when it succeeds. */
export async function signInWithPasskey(): Promise<void> {
  const options = await staffApi(
    '/api/staff/auth/passkey/generate-authenticate-options',
    AuthenticationOptionsSchema,
  )
  let response
  try {
    response = await startAuthentication({ optionsJSON: options })
  } catch (error) {
    throw cancelled(error)
  }
  await staffApi('/api/staff/auth/passkey/verify-authentication', AuthDoneResponseSchema, {
    body: { response },
  })
}
