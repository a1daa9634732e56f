/**
 * The texts every public form shares (toasts, the send button while sending, the name, email and
 * phone fields, the spam trap, a confirmation page opened without a receipt), with the schemas'
 * validation messages: a form page's loader hands them over with `formTextsIn`, and its
 * component passes them to `<FormTextsProvider>` (form-texts.tsx).
 */
import { defineMessages, messagesIn } from '#app/i18n/messages.ts'
import type { Language } from '#app/i18n/language.ts'
import { validationMessages } from '#schemas/validation.messages.ts'

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

/** What a form page's loader returns as `formTexts`. */
export function formTextsIn(language: Language) {
  return {
    form: messagesIn(formMessages, language),
    validation: messagesIn(validationMessages, language),
  }
}
