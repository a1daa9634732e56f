import { useId } from 'react'

/** A labelled select whose hint and error are tied to it, like FormField. */
export function SelectField({
  label,
  name,
  id: fixedId,
  value,
  error,
  hint,
  wide,
  placeholder,
  options,
  onChange,
}: {
  label: string
  name: string
  id?: string | undefined
  value: string
  error?: string | undefined
  hint?: React.ReactNode
  wide?: boolean
  placeholder: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="field__hint" id={hintId} aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function CheckboxField({
  label,
  name,
  checked,
  hint,
  onChange,
}: {
  label: string
  name: string
  checked: boolean
  hint: string
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="check-field">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  )
}
