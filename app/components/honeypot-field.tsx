import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { useFormTexts } from './form-texts.tsx'

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
  const { form } = useFormTexts()
  return (
    <div hidden aria-hidden="true">
      <label>
        {form.honeypotLabel}
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
