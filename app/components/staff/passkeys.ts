import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { StaffApiError, staffApi } from './api.ts'

/*
 * The browser's half of the WebAuthn ceremonies (SimpleWebAuthn); better-auth's passkey plugin
 * makes and checks the challenges on the server.
 */

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON']
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON']

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
  const options = await staffApi<RegistrationOptions>(
    `/api/staff/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`,
  )
  let response
  try {
    response = await startRegistration({ optionsJSON: options })
  } catch (error) {
    throw cancelled(error)
  }
  await staffApi('/api/staff/auth/passkey/verify-registration', { body: { response, name } })
}

/** Signs in with a passkey: a session cookie is set when it succeeds. */
export async function signInWithPasskey(): Promise<void> {
  const options = await staffApi<AuthenticationOptions>(
    '/api/staff/auth/passkey/generate-authenticate-options',
  )
  let response
  try {
    response = await startAuthentication({ optionsJSON: options })
  } catch (error) {
    throw cancelled(error)
  }
  await staffApi('/api/staff/auth/passkey/verify-authentication', { body: { response } })
}
