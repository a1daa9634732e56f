import { useEffect, type RefObject } from 'react'
import { NewPasswordSchema, PASSWORD_MIN_LENGTH } from '#schemas/staff.ts'
import { FormField } from '#app/components/form-field.tsx'

/** The code from an authenticator app: digits (spaces allowed), offered by the phone's autofill. */
export function OneTimeCodeField({
  id,
  label,
  error,
  autoFocus,
}: {
  id: string
  label: string
  error?: string | undefined
  autoFocus?: boolean
}) {
  return (
    <FormField
      id={id}
      name="code"
      label={label}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      required
      autoFocus={autoFocus}
    />
  )
}

/** The code typed in a OneTimeCodeField, without the spaces some apps show in the middle. */
export function codeFrom(form: FormData): string {
  return String(form.get('code') ?? '').replace(/\s+/g, '')
}

/** A new password and its repetition, as the set-up and change-password forms ask for them. */
export function NewPasswordFields({
  idPrefix,
  errors,
}: {
  idPrefix: string
  errors: Record<string, string | undefined>
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        name="newPassword"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password; a few unrelated words work well.`}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        error={errors.newPassword}
      />
      <FormField
        id={`${idPrefix}-confirm`}
        name="confirm"
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </>
  )
}

/**
 * Checks NewPasswordFields before anything is sent: the length rule the server also applies
 * (it alone knows the common-password list), and that both entries are the same.
 */
export function checkNewPassword(
  form: FormData,
): { password: string; errors: null } | { password: null; errors: Record<string, string> } {
  const password = String(form.get('newPassword') ?? '')
  const parsed = NewPasswordSchema.safeParse(password)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Choose another password'
    return { password: null, errors: { newPassword: message } }
  }
  if (password !== String(form.get('confirm') ?? '')) {
    return { password: null, errors: { confirm: 'The two passwords are not the same' } }
  }
  return { password, errors: null }
}

/**
 * After a refused submit, keyboard and screen reader users land on the first field in error,
 * whose message is read with it; the submit button they were on is disabled while it ran.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  errors: Record<string, string | undefined>,
): void {
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return
    const field = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')
    field?.focus()
    field?.select()
  }, [form, errors])
}
