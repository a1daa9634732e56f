/**
 * The texts every public form shares (toasts, the send button while sending, the name, email and
 * phone fields, the spam trap, a confirmation page opened without a receipt), with the schemas'
 * validation messages: a form page's loader hands them over with `formTextsIn`, and its
 * component passes them to `<FormTextsProvider>` (form-texts.tsx).
 */
import { defineMessages, messagesIn } from '#app/i18n/messages.ts'
import type { Language } from '#app/i18n/language.ts'
import { validationMessages } from '#schemas/validation.messages.ts'
import type { FormValidationMessages } from '#schemas/validation.ts'

export const formMessages = defineMessages({
  en: {
    successSummary: 'Success!',
    errorSummary: 'Error!',
    sending: 'Sending…',
    nameLabel: 'Name',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    honeypotLabel: 'Leave this field empty',
    nothingToConfirm: 'Nothing to confirm',
  },
  bn: {
    successSummary: 'সফল!',
    errorSummary: 'ত্রুটি!',
    sending: 'পাঠানো হচ্ছে…',
    nameLabel: 'নাম',
    emailLabel: 'ইমেইল',
    phoneLabel: 'ফোন',
    honeypotLabel: 'এই ঘরটি খালি রাখুন',
    nothingToConfirm: 'নিশ্চিত করার কিছু নেই',
  },
})

export type PublicForm = 'contact' | 'quote' | 'application' | 'track'

/** The fields every form has (the spam trap is `website`), and the general message. */
const SHARED_FIELDS = ['otherProblem', 'name', 'email', 'phone', 'website']

/** The fields only one form has; the quote form's are all the others, the cargo's many among them. */
const OWN_FIELDS: Record<Exclude<PublicForm, 'quote'>, readonly string[]> = {
  contact: ['message'],
  application: ['position', 'coverLetter', 'cv'],
  track: ['reference', 'carrierNumber'],
}

/** Whether `form` can show the validation message `key` (a field, a dot, what is wrong). */
export function formShowsMessage(form: PublicForm, key: string): boolean {
  const field = key.split('.')[0] ?? key
  if (SHARED_FIELDS.includes(field)) return true
  if (form !== 'quote') return OWN_FIELDS[form].includes(field)
  return !Object.values(OWN_FIELDS).some((fields) => fields.includes(field))
}

/**
 * What a form page's loader returns as `formTexts`: the shared texts, and the validation messages
 * of its own form's fields. Every form's messages on every form page were 7 KB of each one's data,
 * which took /quote past the first round trip of a slow connection (decision 0008).
 */
export function formTextsIn(language: Language, form: PublicForm) {
  const all = messagesIn(validationMessages, language)
  const validation: FormValidationMessages = {
    ...Object.fromEntries(Object.entries(all).filter(([key]) => formShowsMessage(form, key))),
    otherProblem: all.otherProblem,
  }
  return { form: messagesIn(formMessages, language), validation }
}
