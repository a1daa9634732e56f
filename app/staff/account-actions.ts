import { redirect } from 'react-router'
import { AuthDoneResponseSchema, TotpEnrolmentResponseSchema } from '#schemas/staff-auth.ts'
import type { TotpEnrolment } from '#schemas/staff-auth.ts'
import { checkNewPassword, codeFrom } from '#app/components/staff/password-fields.tsx'
import { addPasskey } from '#app/components/staff/passkeys.ts'
import { refusalOf, staffActionResult, type StaffActionResult } from './action-result.ts'
import { staffApi } from './api.ts'

/** The answer to starting an authenticator app: its secret, to show once, or the refusal. */
export type TotpStartResult =
  | { enrolment: TotpEnrolment; problem?: undefined; errors?: undefined }
  | { enrolment?: undefined; problem: string; errors: Record<string, string> }

/** "Sign out everywhere" leads to the sign-in page with this parameter, so that it says so. */
export const SIGNED_OUT_PARAM = 'signed-out'

/**
 * The changes a person makes to their own sign-in, posted by ChangePassword, TotpEnrolment,
 * PasskeyEnrolment and the security screen's passkey and session forms to the clientAction of
 * the route that shows them (security, and set-up for the authenticator and the passkey), told
 * apart by their `intent`.
 */
export async function accountAction(
  form: FormData,
): Promise<StaffActionResult | TotpStartResult | Response> {
  switch (form.get('intent')) {
    case 'change-password':
      return changePassword(form)
    case 'totp-start':
      return startTotp(String(form.get('password') ?? ''))
    case 'totp-verify':
      return staffActionResult(async () => {
        await staffApi('/api/staff/auth/two-factor/verify-totp', AuthDoneResponseSchema, {
          body: { code: codeFrom(form) },
        })
        return 'Your authenticator app is on.'
      })
    case 'passkey-add': {
      const name = String(form.get('name') ?? '').trim() || 'Passkey'
      // Submitted by the button's click: the WebAuthn ceremony starts within the browser's
      // activation window, and its two API calls go through staffApi like every other change.
      return staffActionResult(async () => {
        await addPasskey(name)
        return `${name} is added.`
      })
    }
    case 'passkey-remove': {
      const name = String(form.get('name') ?? '')
      return staffActionResult(async () => {
        await staffApi('/api/staff/auth/passkey/delete-passkey', AuthDoneResponseSchema, {
          body: { id: String(form.get('id') ?? '') },
        })
        return `${name} is removed.`
      })
    }
    case 'sessions-revoke':
      return revokeSessions()
    default:
      throw new Response('Unknown change', { status: 400 })
  }
}

/** The new password's own rules are checked here, before the current one is sent anywhere. */
async function changePassword(form: FormData): Promise<StaffActionResult> {
  const { password, errors } = checkNewPassword(form)
  if (errors) return { problem: Object.values(errors).join(' '), errors }
  const revokeOtherSessions = form.get('revokeOtherSessions') === 'on'
  return staffActionResult(async () => {
    await staffApi('/api/staff/auth/change-password', AuthDoneResponseSchema, {
      body: {
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword: password,
        revokeOtherSessions,
      },
    })
    return revokeOtherSessions
      ? 'Your password is changed, and your other sessions are signed out.'
      : 'Your password is changed.'
  })
}

async function startTotp(password: string): Promise<TotpStartResult> {
  try {
    return {
      enrolment: await staffApi('/api/staff/auth/two-factor/enable', TotpEnrolmentResponseSchema, {
        body: { password },
      }),
    }
  } catch (error) {
    return refusalOf(error)
  }
}

/** Every session ends, this one too, so the person goes on at the sign-in page. */
async function revokeSessions(): Promise<StaffActionResult | Response> {
  try {
    await staffApi('/api/staff/auth/revoke-sessions', AuthDoneResponseSchema, { body: {} })
  } catch (error) {
    return refusalOf(error)
  }
  return redirect(`/staff/sign-in?${SIGNED_OUT_PARAM}=everywhere`)
}
