import { FormField } from '#app/components/form-field.tsx'
import { SelectField } from '#app/components/quote/fields.tsx'
import { describeStaffError, StaffApiError, staffApi } from '#app/staff/api.ts'
import { fieldErrorsFrom, type FieldErrors } from '#app/utils/form-errors.ts'
import { EMPLOYMENT_TYPES, POSITION_LOCATIONS } from '#domain/position-rules.ts'
import {
  POSITION_FIELDS,
  PositionInputSchema,
  StaffPositionResponseSchema,
  type PositionInput,
  type StaffPosition,
} from '#schemas/positions.ts'
import { useRef, useState } from 'react'

type Field = keyof PositionInput
type Values = Record<Field, string>

/** The longer texts, each a multi-line field. */
const TEXT_FIELDS = [
  {
    name: 'summary',
    label: 'Summary',
    rows: 2,
    hint: 'One sentence, shown in the list of open positions',
  },
  {
    name: 'description',
    label: 'About the role (optional)',
    rows: 5,
    hint: 'Paragraphs, separated by a blank line',
  },
  { name: 'responsibilities', label: 'Responsibilities', rows: 5, hint: 'One per line' },
  { name: 'requirements', label: 'Requirements', rows: 5, hint: 'One per line' },
] as const satisfies readonly { name: Field; label: string; rows: number; hint: string }[]

function initialValues(position: StaffPosition | undefined): Values {
  return {
    title: position?.title ?? '',
    department: position?.department ?? '',
    location: position?.location ?? '',
    type: position?.type ?? '',
    applyBy: position?.applyBy ?? '',
    summary: position?.summary ?? '',
    description: position?.description.join('\n\n') ?? '',
    responsibilities: position?.responsibilities.join('\n') ?? '',
    requirements: position?.requirements.join('\n') ?? '',
  }
}

/** What the textareas hold, as the API takes it: paragraphs split at blank lines, lists at lines. */
function payloadOf(values: Values) {
  return {
    ...values,
    description: values.description.split(/\n\s*\n/),
    responsibilities: values.responsibilities.split('\n'),
    requirements: values.requirements.split('\n'),
  }
}

/**
 * Create a position (saved as a draft, or published at once) or edit one. The same schema checks
 * it here and on the server.
 */
export function PositionForm({
  position,
  onSaved,
}: {
  position?: StaffPosition
  onSaved: (saved: StaffPosition) => void
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(() => initialValues(position))
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [status, setStatus] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  function focusFirstError(found: FieldErrors<Field>) {
    const first = POSITION_FIELDS.find((field) => found[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function save(publish: boolean) {
    setStatus(null)
    const payload = payloadOf(values)
    const parsed = PositionInputSchema.safeParse(payload)
    const found = parsed.success ? {} : fieldErrorsFrom<Field>(parsed.error)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setStatus('Please correct the fields marked below.')
      focusFirstError(found)
      return
    }
    setSaving(true)
    let saved: StaffPosition
    try {
      const answer = position
        ? await staffApi(`/api/staff/positions/${position.id}`, StaffPositionResponseSchema, {
            method: 'PUT',
            body: payload,
          })
        : await staffApi('/api/staff/positions', StaffPositionResponseSchema, {
            body: { ...payload, publish },
          })
      saved = answer.data
    } catch (error) {
      setSaving(false)
      if (!(error instanceof StaffApiError)) throw error
      const serverErrors = error.errors as FieldErrors<Field>
      setErrors(serverErrors)
      setStatus(describeStaffError(error))
      focusFirstError(serverErrors)
      return
    }
    setSaving(false)
    setStatus(position ? 'Saved.' : publish ? 'Published.' : 'Saved as a draft.')
    onSaved(saved)
  }

  return (
    <form
      ref={formRef}
      className="form-card staff-position-form"
      aria-label={position ? `Edit ${position.title}` : 'New position'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // Enter in a field saves without publishing.
        void save(false)
      }}
    >
      <div className="form-grid">
        <FormField
          label="Title"
          name="title"
          wide
          value={values.title}
          error={errors.title}
          onChange={(event) => set('title')(event.target.value)}
        />
        <FormField
          label="Department or service"
          name="department"
          value={values.department}
          error={errors.department}
          hint="e.g. Air Freight, Customs & Compliance"
          onChange={(event) => set('department')(event.target.value)}
        />
        <SelectField
          label="Office"
          name="location"
          value={values.location}
          error={errors.location}
          placeholder="Choose the office"
          options={POSITION_LOCATIONS.map((location) => ({ value: location, label: location }))}
          onChange={set('location')}
        />
        <SelectField
          label="Employment type"
          name="type"
          value={values.type}
          error={errors.type}
          placeholder="Choose the type"
          options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={set('type')}
        />
        <FormField
          label="Apply by"
          name="applyBy"
          type="date"
          value={values.applyBy}
          error={errors.applyBy}
          hint="The last day applications are taken, in Dhaka; the page closes after it"
          onChange={(event) => set('applyBy')(event.target.value)}
        />
        {TEXT_FIELDS.map(({ name, label, rows, hint }) => (
          <FormField
            key={name}
            label={label}
            name={name}
            multiline
            wide
            rows={rows}
            value={values[name]}
            error={errors[name]}
            hint={hint}
            onChange={(event) => set(name)(event.target.value)}
          />
        ))}
      </div>
      <div className="form-actions">
        {position ? (
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        ) : (
          <>
            <button type="submit" className="button button--outline" disabled={saving}>
              Save draft
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={saving}
              onClick={() => void save(true)}
            >
              Publish
            </button>
          </>
        )}
        <p role="status" className="form-note">
          {status}
        </p>
      </div>
    </form>
  )
}
