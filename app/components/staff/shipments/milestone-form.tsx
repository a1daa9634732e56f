import { FormField } from '#app/components/form-field.tsx'
import { SelectField } from '#app/components/quote/fields.tsx'
import { fieldErrorsFrom, type FieldErrors } from '#app/utils/form-errors.ts'
import { MilestoneInputSchema, type StaffShipment } from '#schemas/shipments.ts'
import {
  DHAKA_ZONE_LABEL,
  fromDhakaParts,
  MILESTONE_KIND_IDS,
  MILESTONE_KINDS,
  toDhakaParts,
} from '#schemas/tracking.ts'
import { useRef, useState } from 'react'
import { staffRequest } from './staff-api.ts'

type Field = 'kind' | 'description' | 'occurredAt' | 'place' | 'note'

function emptyValues() {
  const now = toDhakaParts(new Date())
  return { kind: '', description: '', date: now.date, time: now.time, place: '', note: '' }
}

/** Adds a milestone; the server emails every confirmed subscriber about it. */
export function MilestoneForm({
  shipment,
  onSaved,
}: {
  shipment: StaffShipment
  onSaved: (saved: StaffShipment) => void
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(emptyValues)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [status, setStatus] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  function focusFirstError(found: FieldErrors<Field>) {
    const order: Field[] = ['kind', 'description', 'occurredAt', 'place', 'note']
    const first = order.find((field) => found[field])
    const name = first === 'occurredAt' ? 'date' : first
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus(null)
    const when = values.date && values.time ? fromDhakaParts(values.date, values.time) : null
    const payload = {
      kind: values.kind,
      description: values.description,
      occurredAt: when && !Number.isNaN(when.getTime()) ? when.toISOString() : '',
      place: values.place,
      note: values.note,
    }
    const parsed = MilestoneInputSchema.safeParse(payload)
    if (!parsed.success) {
      const found = fieldErrorsFrom<Field>(parsed.error)
      setErrors(found)
      focusFirstError(found)
      return
    }
    setErrors({})
    setSaving(true)
    const answer = await staffRequest<StaffShipment>(
      'POST',
      `/api/staff/shipments/${shipment.id}/milestones`,
      payload,
    )
    setSaving(false)
    if (answer.status === 200 && answer.data) {
      setValues(emptyValues())
      setStatus(
        `Milestone added.${shipment.subscribers > 0 ? ` ${shipment.subscribers} subscriber${shipment.subscribers === 1 ? '' : 's'} will get an email.` : ''}`,
      )
      onSaved(answer.data)
      return
    }
    const serverErrors = (answer.errors ?? {}) as FieldErrors<Field>
    setErrors(serverErrors)
    setStatus(answer.message ?? 'The milestone could not be added.')
    focusFirstError(serverErrors)
  }

  return (
    <form
      ref={formRef}
      className="form-card"
      aria-labelledby="milestone-form-title"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="milestone-form-title">Add a milestone</h2>
      <div className="form-grid">
        <SelectField
          label="What happened"
          name="kind"
          value={values.kind}
          error={errors.kind}
          placeholder="Choose a milestone"
          options={MILESTONE_KIND_IDS.map((kind) => ({
            value: kind,
            label: MILESTONE_KINDS[kind],
          }))}
          onChange={set('kind')}
        />
        {values.kind === 'other' ? (
          <FormField
            label="Description"
            name="description"
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        ) : null}
        <FormField
          label={`Date (${DHAKA_ZONE_LABEL})`}
          name="date"
          type="date"
          value={values.date}
          error={errors.occurredAt}
          onChange={(event) => set('date')(event.target.value)}
        />
        <FormField
          label={`Time (${DHAKA_ZONE_LABEL})`}
          name="time"
          type="time"
          value={values.time}
          onChange={(event) => set('time')(event.target.value)}
        />
        <FormField
          label="Place"
          name="place"
          value={values.place}
          error={errors.place}
          onChange={(event) => set('place')(event.target.value)}
        />
        <FormField
          label="Note"
          name="note"
          multiline
          wide
          rows={2}
          value={values.note}
          error={errors.note}
          hint="Optional; shown on the public page and in the email"
          onChange={(event) => set('note')(event.target.value)}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Adding…' : 'Add milestone'}
        </button>
        <p role="status" className="form-note">
          {status}
        </p>
      </div>
    </form>
  )
}
