import type { FieldErrors } from '#app/utils/form-errors.ts'
import { useRef, useState } from 'react'
import { describeStaffError, StaffApiError } from '#app/staff/api.ts'

type TextControl = HTMLInputElement | HTMLTextAreaElement

/**
 * What the shipment and milestone forms share: their values, the errors that the shared schema
 * or the server found (the first of them takes the focus), the props that bind a text field,
 * and one submit flow with its status line.
 */
export function useStaffForm<Values extends Record<string, string>, Field extends string>({
  initial,
  order,
  controlOf = {},
}: {
  initial: () => Values
  /** The fields in the order the form shows them, for the focus on the first error. */
  order: readonly Field[]
  /** The control to focus for a field that is not a control of its own (a date and time). */
  controlOf?: Partial<Record<Field, keyof Values & string>>
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [status, setStatus] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }))

  function showErrors(found: FieldErrors<Field>) {
    setErrors(found)
    const first = order.find((field) => found[field])
    const name = first === undefined ? undefined : (controlOf[first] ?? first)
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
  }

  /**
   * A text field's name, value, error and change handler. Its error is the one found for the
   * field of the same name, or for `errorOf` (the instant a date field stands for).
   */
  function bind(name: keyof Values & string, errorOf?: Field) {
    const found: Partial<Record<string, string>> = errors
    return {
      name,
      value: values[name],
      error: found[errorOf ?? name],
      onChange: (event: React.ChangeEvent<TextControl>) => set(name)(event.target.value),
    }
  }

  /** A select field's name, value, error and change handler (SelectField's props). */
  function bindSelect(name: keyof Values & Field) {
    return { name, value: values[name], error: errors[name], onChange: set(name) }
  }

  /**
   * Shows the errors found before sending, or sends and then shows what the server answered:
   * `done` gives the status line of a success; a refusal shows its message and field errors.
   */
  async function submit<T>(
    found: FieldErrors<Field>,
    send: () => Promise<T>,
    done: (saved: T) => string,
  ) {
    setStatus(null)
    if (Object.keys(found).length > 0) {
      showErrors(found)
      return
    }
    setErrors({})
    setSaving(true)
    let saved: T
    try {
      saved = await send()
    } catch (error) {
      setSaving(false)
      if (!(error instanceof StaffApiError)) throw error
      showErrors(error.errors as FieldErrors<Field>)
      setStatus(describeStaffError(error))
      return
    }
    setSaving(false)
    setStatus(done(saved))
  }

  return { formRef, values, setValues, errors, bind, bindSelect, submit, status, saving }
}

/** The submit button (its label while saving) and the form's status line. */
export function FormActions({
  label,
  busyLabel,
  saving,
  status,
}: {
  label: string
  busyLabel: string
  saving: boolean
  status: string | null
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? busyLabel : label}
      </button>
      <p role="status" className="form-note">
        {status}
      </p>
    </div>
  )
}
