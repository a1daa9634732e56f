import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'

/**
 * The spam trap. Hidden with `hidden` and `aria-hidden`, out of the tab order and never
 * autofilled, so only a bot that fills every input reaches it.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div hidden aria-hidden="true">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  )
}
