import { CONTACT_LIMITS } from '#schemas/contact-limits.ts'
import { FormField } from './form-field.tsx'

interface PersonFieldProps {
  value: string
  error?: string | undefined
  onChange: (value: string) => void
  wide?: boolean
}

/* The name, email and phone fields that every form asks for, with the shared limits. */

export function NameField({ value, error, onChange, wide }: PersonFieldProps) {
  return (
    <FormField
      label="Name"
      name="name"
      autoComplete="name"
      maxLength={CONTACT_LIMITS.NAME_MAX}
      value={value}
      error={error}
      wide={wide}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

export function EmailField({ value, error, onChange, wide }: PersonFieldProps) {
  return (
    <FormField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={CONTACT_LIMITS.EMAIL_MAX}
      value={value}
      error={error}
      wide={wide}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

export function PhoneField({ value, error, onChange, wide }: PersonFieldProps) {
  return (
    <FormField
      label="Phone"
      name="phone"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      maxLength={CONTACT_LIMITS.PHONE_MAX}
      value={value}
      error={error}
      wide={wide}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

type PersonField = 'name' | 'email' | 'phone'

interface PersonFieldsProps {
  values: Record<PersonField, string>
  errors: Partial<Record<PersonField, string | undefined>>
  onChange: (field: PersonField, value: string) => void
}

/** Name and email side by side, the phone across the form below them. */
export function PersonFields({ values, errors, onChange }: PersonFieldsProps) {
  return (
    <>
      <NameField value={values.name} error={errors.name} onChange={(v) => onChange('name', v)} />
      <EmailField
        value={values.email}
        error={errors.email}
        onChange={(v) => onChange('email', v)}
      />
      <PhoneField
        value={values.phone}
        error={errors.phone}
        wide
        onChange={(value) => onChange('phone', value)}
      />
    </>
  )
}
