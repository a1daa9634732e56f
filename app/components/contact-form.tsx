import { NetworkError, postJson } from '#app/utils/api-client.ts'
import { fieldErrorsFrom, type FieldErrors } from '#app/utils/form-errors.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import type { ContactMessage } from '#schemas/contact.ts'
import { CONTACT_LIMITS } from '#schemas/contact-limits.ts'
import { useRef, useState } from 'react'
import { EmailField, NameField, PhoneField } from './person-fields.tsx'
import { FormField } from './form-field.tsx'
import { HoneypotField } from './honeypot-field.tsx'
import { SendIcon } from './icons.tsx'
import { useToast } from './toast.tsx'

const loadSchemas = lazyModule(() => import('#schemas/contact.ts'))
type ContactMessageSchemaType = Awaited<ReturnType<typeof loadSchemas>>['ContactMessageSchema']

export const CONTACT_ENDPOINT = '/api/contact/create/'

type Field = Exclude<keyof ContactMessage, 'website'>

const EMPTY: ContactMessage = { name: '', email: '', phone: '', message: '' }
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'phone', 'message']

export const NETWORK_FAILURE_DETAIL =
  'We could not reach our server. Please check your connection and try again; what you typed is still in the form.'

export function ContactForm() {
  const toast = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactMessage>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  // Set once the schema has loaded (on first focus or submit); typing revalidates only after that.
  const schema = useRef<ContactMessageSchemaType | null>(null)

  function validate(next: ContactMessage, contactSchema: ContactMessageSchemaType) {
    const result = contactSchema.safeParse(next)
    return result.success
      ? { data: result.data, errors: {} }
      : { errors: fieldErrorsFrom<Field>(result.error) }
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
    try {
      schema.current ??= (await loadSchemas()).ContactMessageSchema
    } catch {
      toast({ severity: 'error', summary: 'Error!', detail: NETWORK_FAILURE_DETAIL })
      return
    }
    const result = validate(values, schema.current)
    setErrors(result.errors)
    if (!result.data) {
      focusFirstError(result.errors)
      return
    }

    setSending(true)
    try {
      const answer = await postJson(CONTACT_ENDPOINT, { ...result.data, website: honeypot })
      if (answer.code === 200) {
        toast({ severity: 'success', summary: 'Success!', detail: answer.message })
        setValues(EMPTY)
        setSubmitted(false)
        setErrors({})
      } else {
        toast({ severity: 'error', summary: 'Error!', detail: answer.message })
        if (answer.errors) {
          setErrors(answer.errors)
          focusFirstError(answer.errors)
        }
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error
      toast({ severity: 'error', summary: 'Error!', detail: NETWORK_FAILURE_DETAIL })
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      ref={formRef}
      className="form-card"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => {})}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="form-note">All fields are required. We reply within one working day.</p>
      <div className="form-grid">
        <NameField
          value={values.name}
          error={errors.name}
          onChange={(value) => update('name', value)}
        />
        <EmailField
          value={values.email}
          error={errors.email}
          onChange={(value) => update('email', value)}
        />
        <PhoneField
          value={values.phone}
          error={errors.phone}
          wide
          onChange={(value) => update('phone', value)}
        />
        <FormField
          label="Message"
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
          {sending ? <span className="spinner" aria-hidden="true" /> : <SendIcon />}
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  )
}
