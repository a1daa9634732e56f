import { useState } from 'react'
import { describeStaffError, StaffApiError } from './api.ts'

/**
 * For the sign-in and second-factor steps, which hold state between calls (the step, a password
 * just typed, a WebAuthn ceremony) and so call the API from their handlers rather than through a
 * route action: `busy` while a call runs, and the failure's message (with its field errors)
 * afterwards. `run` resolves true when the action succeeded.
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
