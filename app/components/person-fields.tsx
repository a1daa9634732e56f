import { CONTACT_LIMITS } from '#domain/contact-limits.ts'
import { FormField } from './form-field.tsx'
import { useFormTexts } from './form-texts.tsx'

type PersonFieldName = 'name' | 'email' | 'phone'

/* The name, email and phone fields that every form asks for, with the shared limits. */
const PERSON_FIELDS = {
  name: { autoComplete: 'name', maxLength: CONTACT_LIMITS.NAME_MAX },
  email: {
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: CONTACT_LIMITS.EMAIL_MAX,
  },
  phone: {
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: CONTACT_LIMITS.PHONE_MAX,
  },
} as const satisfies Record<PersonFieldName, React.InputHTMLAttributes<HTMLInputElement>>

interface PersonFieldProps {
  field: PersonFieldName
  id?: string | undefined
  value: string
  error?: string | undefined
  onChange: (value: string) => void
  wide?: boolean
}

export function PersonField({ field, id, value, error, onChange, wide }: PersonFieldProps) {
  const { form } = useFormTexts()
  return (
    <FormField
      {...PERSON_FIELDS[field]}
      label={form[`${field}Label`]}
      id={id}
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
  /** Makes each field's id `<idOf(name)>`, for links to it. */
  idOf?: (field: PersonFieldName) => string
}

/** Name and email side by side, the phone across the form below them. */
export function PersonFields({ values, errors, onChange, idOf }: PersonFieldsProps) {
  return (['name', 'email', 'phone'] as const).map((field) => (
    <PersonField
      key={field}
      field={field}
      id={idOf?.(field)}
      value={values[field]}
      error={errors[field]}
      wide={field === 'phone'}
      onChange={(value) => onChange(field, value)}
    />
  ))
}
