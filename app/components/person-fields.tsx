import { CONTACT_LIMITS } from '#schemas/contact-limits.ts'
import { FormField } from './form-field.tsx'

type PersonFieldName = 'name' | 'email' | 'phone'

/* The name, email and phone fields that every form asks for, with the shared limits. */
const PERSON_FIELDS = {
  name: { label: 'Name', autoComplete: 'name', maxLength: CONTACT_LIMITS.NAME_MAX },
  email: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: CONTACT_LIMITS.EMAIL_MAX,
  },
  phone: {
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: CONTACT_LIMITS.PHONE_MAX,
  },
} as const satisfies Record<
  PersonFieldName,
  { label: string } & React.InputHTMLAttributes<HTMLInputElement>
>

interface PersonFieldProps {
  field: PersonFieldName
  value: string
  error?: string | undefined
  onChange: (value: string) => void
  wide?: boolean
}

export function PersonField({ field, value, error, onChange, wide }: PersonFieldProps) {
  return (
    <FormField
      {...PERSON_FIELDS[field]}
      name={field}
      value={value}
      error={error}
      wide={wide}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

interface PersonFieldsProps {
  values: Record<PersonFieldName, string>
  errors: Partial<Record<PersonFieldName, string | undefined>>
  onChange: (field: PersonFieldName, value: string) => void
}

/** Name and email side by side, the phone across the form below them. */
export function PersonFields({ values, errors, onChange }: PersonFieldsProps) {
  return (['name', 'email', 'phone'] as const).map((field) => (
    <PersonField
      key={field}
      field={field}
      value={values[field]}
      error={errors[field]}
      wide={field === 'phone'}
      onChange={(value) => onChange(field, value)}
    />
  ))
}
