import { FormField } from '#app/components/form-field.tsx'
import { SelectField } from '#app/components/quote/fields.tsx'
import { fieldErrorsFrom } from '#app/utils/form-errors.ts'
import { MilestoneInputSchema } from '#schemas/shipments.ts'
import { MILESTONE_KIND_IDS, MILESTONE_KINDS } from '#domain/tracking.ts'
import { toDhakaParts } from '#domain/dhaka-time.ts'
import { DhakaDayTimeFields, dhakaInstant } from '#app/components/staff/dhaka-day-time.tsx'
import { FormActions, useStaffForm } from '#app/components/staff/staff-form.tsx'

type Field = 'kind' | 'description' | 'occurredAt' | 'place' | 'note'

const FIELD_ORDER: readonly Field[] = ['kind', 'description', 'occurredAt', 'place', 'note']

function emptyValues() {
  const now = toDhakaParts(new Date())
  return { kind: '', description: '', date: now.date, time: now.time, place: '', note: '' }
}

/**
 * Adds a milestone; the server emails every confirmed subscriber about it. It posts
 * `{ intent: 'milestone', ... }` to its route's clientAction, and empties itself once added.
 */
export function MilestoneForm({
  saveKey,
}: {
  /** The key of the fetcher it adds with, for a screen that shows the answer. */
  saveKey: string
}) {
  const { formRef, values, bindValue, bind, submit, status, saving } = useStaffForm({
    fetcherKey: saveKey,
    initial: emptyValues,
    emptyWhenSaved: true,
    order: FIELD_ORDER,
    controlOf: { occurredAt: 'date' },
  })

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const payload = {
      kind: values.kind,
      description: values.description,
      occurredAt: dhakaInstant(values.date, values.time) ?? '',
      place: values.place,
      note: values.note,
    }
    const parsed = MilestoneInputSchema.safeParse(payload)
    submit(parsed.success ? {} : fieldErrorsFrom<Field>(parsed.error), {
      intent: 'milestone',
      ...payload,
    })
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
          placeholder="Choose a milestone"
          {...bindValue('kind')}
          options={MILESTONE_KIND_IDS.map((kind) => ({
            value: kind,
            label: MILESTONE_KINDS[kind],
          }))}
        />
        {values.kind === 'other' ? (
          <FormField label="Description" {...bind('description')} />
        ) : null}
        <DhakaDayTimeFields
          legend="When it happened"
          dayLabel="Date"
          timeLabel="Time"
          hint="Day first: dd/mm/yyyy. Up to a day ahead is kept as expected; later is refused: a plan goes in the ETD or ETA."
          day={bindValue('date', 'occurredAt')}
          time={bindValue('time')}
        />
        <FormField label="Place" {...bind('place')} />
        <FormField
          label="Note"
          multiline
          wide
          rows={2}
          hint="Optional; shown on the public page and in the email"
          {...bind('note')}
        />
      </div>
      <FormActions label="Add milestone" busyLabel="Adding…" saving={saving} status={status} />
    </form>
  )
}
