import { NetworkError, type SubmissionResult } from '#app/utils/api-client.ts'
import { useState } from 'react'
import { useFormTexts } from './form-texts.tsx'
import { useToast } from './toast.tsx'

export interface SubmissionOutcome<Answer extends SubmissionResult> {
  /** Resets the form: the API stored the submission. */
  onSuccess: (answer: Answer) => void
  /** Shows the API's field errors (the error toast is already up). */
  onFieldErrors: (errors: Record<string, string>) => void
}

/**
 * Every form of the site tells the visitor how a submission went in the same way, as the
 * original did: a success or error toast carrying the API's own message, the API's field errors
 * beside their fields, and a toast of its own when no answer came (what was typed stays).
 */
export function useSubmission(networkFailure: string) {
  const toast = useToast()
  const { form } = useFormTexts()
  const [sending, setSending] = useState(false)

  function reportNetworkFailure() {
    toast({ severity: 'error', summary: form.errorSummary, detail: networkFailure })
  }

  /** Sends once at a time; `send` rejects with NetworkError when no usable answer arrived. */
  async function submit<Answer extends SubmissionResult>(
    send: () => Promise<Answer>,
    outcome: SubmissionOutcome<Answer>,
  ): Promise<void> {
    setSending(true)
    try {
      const answer = await send()
      if (answer.code === 200) {
        toast({ severity: 'success', summary: form.successSummary, detail: answer.message })
        outcome.onSuccess(answer)
      } else {
        toast({ severity: 'error', summary: form.errorSummary, detail: answer.message })
        if (answer.errors && Object.keys(answer.errors).length > 0) {
          outcome.onFieldErrors(answer.errors)
        }
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error
      reportNetworkFailure()
    } finally {
      setSending(false)
    }
  }

  return { sending, submit, reportNetworkFailure }
}
