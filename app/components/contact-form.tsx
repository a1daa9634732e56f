import { postJson } from '#app/utils/api-client.ts'
import { fieldErrorsFrom, type FieldErrors } from '#app/utils/form-errors.ts'
import type { FormAnswer } from '#app/utils/form-post.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import type { ContactMessage } from '#schemas/contact.ts'
import { CONTACT_LIMITS } from '#domain/contact-limits.ts'
import { useRef, useState } from 'react'
import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { ErrorSummary, fieldId, summaryItems } from './error-summary.tsx'
import { PersonFields } from './person-fields.tsx'
import { FormField } from './form-field.tsx'
import { HoneypotField } from './honeypot-field.tsx'
import { SendLabel } from './send-label.tsx'
import {
  ContactNextSteps,
  SentConfirmation,
  type ContactFormTexts,
} from './confirmations/sent-confirmation.tsx'
import { useFormTexts } from './form-texts.tsx'
import { useSubmission } from './use-submission.ts'

const loadSchemas = lazyModule(() => import('#schemas/contact.ts'))
type ContactMessageSchemaType = Awaited<ReturnType<typeof loadSchemas>>['ContactMessageSchema']

export const CONTACT_ENDPOINT = '/api/contact/create/'
/** Where the form posts without JavaScript: its own page (the route's action). */
export const CONTACT_PAGE = '/contact'

type Field = Exclude<keyof ContactMessage, 'website'>
export type ContactValues = Record<Field, string>

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' }
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'phone', 'message']
const FORM_ID = 'contact'
const idOf = (field: string) => fieldId(FORM_ID, field)

/**
 * The contact form. Hydrated, it sends JSON to the API and answers with toasts, and a sent message
 * leaves a confirmation above the emptied form; before hydration
 * or without JavaScript, it posts to its page, and `answer` is what the server sent back.
 */
export function ContactForm({
  texts,
  answer,
}: {
  texts: ContactFormTexts
  answer?: FormAnswer<ContactValues> | undefined
}) {
  const { sending, submit, reportNetworkFailure } = useSubmission(texts.networkFailure)
  const { validation } = useFormTexts()
  const language = useLanguage()
  const localizedPath = useLocalizedPath()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactMessage>(answer?.values ?? EMPTY_CONTACT)
  const [errors, setErrors] = useState<FieldErrors<Field>>(answer?.errors ?? {})
  // The server's summary stays until the form is sent again from here.
  const [serverAnswer, setServerAnswer] = useState(answer)
  const [submitted, setSubmitted] = useState(false)
  // Set when a message is stored; stays until the form is sent again.
  const [sent, setSent] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  // Set once the schema has loaded (on first focus or submit); typing revalidates only after that.
  const schema = useRef<ContactMessageSchemaType | null>(null)

  function validate(next: ContactMessage, contactSchema: ContactMessageSchemaType) {
    const result = contactSchema.safeParse(next)
    return result.success
      ? { data: result.data, errors: {} }
      : { errors: fieldErrorsFrom<Field>(result.error, validation) }
  }

  function update(field: Field, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    // After a first attempt, errors follow the typing so the visitor sees them clear.
    if (submitted && schema.current) setErrors(validate(next, schema.current).errors)
  }

  function focusFirstError(fieldErrors: FieldErrors<Field>) {
    const first = FIELD_ORDER.find((field) => fieldErrors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    setSent(false)
    setServerAnswer(undefined)
    try {
      schema.current ??= (await loadSchemas()).ContactMessageSchema
    } catch {
      reportNetworkFailure()
      return
    }
    const { data, errors: found } = validate(values, schema.current)
    setErrors(found)
    if (!data) {
      focusFirstError(found)
      return
    }

    await submit(() => postJson(CONTACT_ENDPOINT, { ...data, website: honeypot }, language), {
      onSuccess: () => {
        setValues(EMPTY_CONTACT)
        setSubmitted(false)
        setErrors({})
        setSent(true)
      },
      onFieldErrors: (fieldErrors) => {
        setErrors(fieldErrors)
        focusFirstError(fieldErrors)
      },
    })
  }

  return (
    <form
      ref={formRef}
      className="form-card"
      method="post"
      action={localizedPath(CONTACT_PAGE)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => {})}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{texts.title}</h2>
      {sent ? (
        <SentConfirmation title={texts.sentTitle}>
          <ContactNextSteps texts={texts} />
        </SentConfirmation>
      ) : null}
      {serverAnswer ? (
        <ErrorSummary
          title={texts.notSentTitle}
          items={summaryItems(FORM_ID, FIELD_ORDER, serverAnswer.errors, serverAnswer.message)}
        />
      ) : null}
      <p className="form-note">{texts.note}</p>
      <div className="form-grid">
        <PersonFields values={values} errors={errors} onChange={update} idOf={idOf} />
        <FormField
          id={idOf('message')}
          label={texts.messageLabel}
          name="message"
          multiline
          rows={6}
          maxLength={CONTACT_LIMITS.MESSAGE_MAX}
          value={values.message}
          error={errors.message}
          wide
          onChange={(event) => update('message', event.target.value)}
        />
      </div>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          <SendLabel sending={sending} label={texts.send} />
        </button>
      </div>
    </form>
  )
}
