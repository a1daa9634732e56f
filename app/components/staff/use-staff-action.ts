import { useState } from 'react'
import { StaffApiError, waitText } from './api.ts'

/** What a person is told when a workspace call fails. */
export function describeStaffError(error: unknown): string {
  if (error instanceof StaffApiError) {
    // The sign-in lockout says only "wait a while"; the API's own limit already names the wait.
    if (error.status === 429 && error.retryAfter !== null && !/try again in/i.test(error.message)) {
      return `Too many failed attempts. Try again in ${waitText(error.retryAfter)}.`
    }
    return error.message
  }
  return 'Something went wrong. Please try again.'
}

/**
 * One call at a time from a form or a button: `busy` while it runs, and the failure's message
 * (with its field errors) afterwards. `run` resolves true when the action succeeded.
 */
export function useStaffAction() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  async function run(action: () => Promise<void>): Promise<boolean> {
    setBusy(true)
    setError(null)
    setFieldErrors({})
    try {
      await action()
      return true
    } catch (caught) {
      setError(describeStaffError(caught))
      if (caught instanceof StaffApiError) setFieldErrors(caught.errors)
      return false
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, fieldErrors, setFieldErrors, run }
}
