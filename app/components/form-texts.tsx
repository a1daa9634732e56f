import type { MessagesOf } from '#app/i18n/messages.ts'
import type { FormValidationMessages } from '#schemas/validation.ts'
import { createContext, useContext } from 'react'
import type { formMessages } from './form.messages.ts'

export interface FormTexts {
  form: MessagesOf<typeof formMessages>
  validation: FormValidationMessages
}

const FormTextsContext = createContext<FormTexts | null>(null)

/** The shared form texts of the page's language, from its loader (form.messages.ts). */
export function FormTextsProvider({
  texts,
  children,
}: {
  texts: FormTexts
  children: React.ReactNode
}) {
  return <FormTextsContext value={texts}>{children}</FormTextsContext>
}

export function useFormTexts(): FormTexts {
  const texts = useContext(FormTextsContext)
  if (!texts) throw new Error('useFormTexts must be used inside <FormTextsProvider>')
  return texts
}
