import { useFormTexts } from './form-texts.tsx'
import { SendIcon } from './icons.tsx'

/** What a form's send button shows; while the submission is on its way, a spinner and "Sending…". */
export function SendLabel({ sending, label }: { sending: boolean; label: string }) {
  const { form } = useFormTexts()
  return (
    <>
      {sending ? <span className="spinner" aria-hidden="true" /> : <SendIcon />}
      {sending ? form.sending : label}
    </>
  )
}
