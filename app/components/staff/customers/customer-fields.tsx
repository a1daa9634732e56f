import { CUSTOMER_KIND_LABELS, CUSTOMER_KINDS } from '#schemas/customer-accounts.ts'

/** A labelled input of a customer form, its error tied to it. */
export function CustomerField({
  form,
  name,
  label,
  errors,
  type = 'text',
  hint,
}: {
  form: string
  name: string
  label: string
  errors: Readonly<Record<string, string>>
  type?: string
  hint?: string
}) {
  const id = `${form}-${name.replace(/\W/g, '-')}`
  const error = errors[name]
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described.join(' ') || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The kind of customer. */
export function KindChoice({ form }: { form: string }) {
  return (
    <div className="field">
      <label htmlFor={`${form}-kind`}>Kind of customer</label>
      <select id={`${form}-kind`} name="kind" defaultValue="shipper">
        {CUSTOMER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {CUSTOMER_KIND_LABELS[kind]}
          </option>
        ))}
      </select>
    </div>
  )
}

export function LanguageChoice({ form, name }: { form: string; name: string }) {
  const id = `${form}-${name.replace(/\W/g, '-')}`
  return (
    <div className="field">
      <label htmlFor={id}>Language of their emails</label>
      <select id={id} name={name} defaultValue="en">
        <option value="en">English</option>
        <option value="bn">Bangla</option>
      </select>
    </div>
  )
}
