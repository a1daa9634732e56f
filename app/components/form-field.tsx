import { useId } from 'react'

type FieldProps = {
  label: string
  name: string
  /** A fixed id, for links to the field (the error summary); otherwise one is made up. */
  id?: string | undefined
  error?: string | undefined
  hint?: string
  wide?: boolean
} & (
  | ({ multiline?: false } & React.InputHTMLAttributes<HTMLInputElement>)
  | ({ multiline: true } & React.TextareaHTMLAttributes<HTMLTextAreaElement>)
)

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function FormField(props: FieldProps) {
  const { label, name, id: fixedId, error, hint, wide, multiline, ...control } = props
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const

  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...(control as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : (
        <input {...(control as React.InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
