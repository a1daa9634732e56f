import type { FieldErrors } from '#app/utils/form-errors.ts'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { StaffActionResult } from '#app/staff/action-result.ts'

type TextControl = HTMLInputElement | HTMLTextAreaElement

/** What a form sends to its route's clientAction: JSON, read there with `submission()`. */
export type StaffFormBody = Record<string, string | boolean | string[]>

/**
 * What the workspace's large forms (shipment, milestone, position) share: their values, the
 * errors their own check of the shared schema found (shown without sending) or the route's
 * clientAction answered (the first error takes the focus), the props that bind a field, and the
 * status line. The form posts JSON to its route's clientAction through a fetcher, as every
 * workspace change does (decision 0010). The form stays mounted when the record it edits is
 * read again, so its answer ("Saved.") stays on screen beside the new values.
 */
export function useStaffForm<Values extends Record<string, string>, Field extends string>({
  initial,
  version,
  order,
  controlOf = {},
  invalidStatus = null,
  emptyWhenSaved = false,
  fetcherKey,
}: {
  initial: () => Values
  /** The edited record's version (its updatedAt): a new one starts the form again from it. */
  version?: string
  /** The fields in the order the form shows them, for the focus on the first error. */
  order: readonly Field[]
  /** The control to focus for a field that is not a control of its own (a date and time). */
  controlOf?: Partial<Record<Field, keyof Values & string>>
  /** The status line when the form's own check refuses the values. */
  invalidStatus?: string | null
  /** Start again from `initial()` after each success (a form that adds, not edits). */
  emptyWhenSaved?: boolean
  /** The key of the fetcher it sends with, for a screen that shows the save's answer. */
  fetcherKey?: string
}) {
  const fetcher = useFetcher<StaffActionResult>({ key: fetcherKey })
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(initial)
  // What the form's own check found; null once the values have gone to the action.
  const [refused, setRefused] = useState<FieldErrors<Field> | null>(null)
  const saving = fetcher.state !== 'idle'
  const answer = saving || refused ? undefined : fetcher.data
  const errors: FieldErrors<Field> = refused ?? (answer?.errors as FieldErrors<Field>) ?? {}
  const status = refused ? invalidStatus : (answer?.notice ?? answer?.problem ?? null)

  function focusFirstError(found: FieldErrors<Field>) {
    const first = order.find((field) => found[field])
    const name = first === undefined ? undefined : (controlOf[first] ?? first)
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
  }

  // A new version of the record (after a save here, or a change made elsewhere on the screen)
  // starts the form again from it, and a new success empties a form that adds. Set while
  // rendering, as React advises for state that follows a changed value, so that the next paint
  // shows the new values with the answer.
  const [seen, setSeen] = useState({ answer: fetcher.data, version })
  if (fetcher.data !== seen.answer || version !== seen.version) {
    setSeen({ answer: fetcher.data, version })
    const added = emptyWhenSaved && fetcher.data !== seen.answer && fetcher.data?.notice
    if (added || version !== seen.version) setValues(initial())
  }

  useEffect(() => {
    if (fetcher.data?.errors) focusFirstError(fetcher.data.errors as FieldErrors<Field>)
    // Only a new answer moves the focus, not a render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data])

  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }))

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

  /**
   * The name, value, error and setter of a control that hands over its value itself: a select
   * (SelectField's props), a day typed day first (DhakaDayTimeFields). Its error is found as
   * `bind`'s is.
   */
  function bindValue(name: keyof Values & string, errorOf?: Field) {
    const found: Partial<Record<string, string>> = errors
    return { name, value: values[name], error: found[errorOf ?? name], onChange: set(name) }
  }

  /** Shows the errors the form's own check found, or, with none, sends `body` to the action. */
  function submit(found: FieldErrors<Field>, body: StaffFormBody) {
    if (Object.keys(found).length > 0) {
      setRefused(found)
      focusFirstError(found)
      return
    }
    setRefused(null)
    void fetcher.submit(body, { method: 'post', encType: 'application/json' })
  }

  return { formRef, values, errors, bind, bindValue, submit, status, saving }
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
