import { Fragment } from 'react'
import { FormField } from '#app/components/form-field.tsx'
import { SelectField } from '#app/components/quote/fields.tsx'
import { useStaffForm } from '#app/components/staff/staff-form.tsx'
import { fieldErrorsFrom } from '#app/utils/form-errors.ts'
import { EMPLOYMENT_TYPES, POSITION_LOCATIONS } from '#domain/position-rules.ts'
import {
  POSITION_FIELDS,
  PositionInputSchema,
  type PositionInput,
  type StaffPosition,
} from '#schemas/positions.ts'

type Field = keyof PositionInput
type Values = Record<Field, string>

/** The longer texts, each a multi-line field with its Bangla beside it. */
const TEXT_FIELDS = [
  {
    name: 'summary',
    bangla: 'summaryBn',
    label: 'Summary',
    rows: 3,
    hint: 'One sentence, shown in the list of open positions',
  },
  {
    name: 'description',
    bangla: 'descriptionBn',
    label: 'About the role (optional)',
    rows: 6,
    hint: 'Paragraphs, separated by a blank line',
  },
  {
    name: 'responsibilities',
    bangla: 'responsibilitiesBn',
    label: 'Responsibilities',
    rows: 6,
    hint: 'One per line',
  },
  {
    name: 'requirements',
    bangla: 'requirementsBn',
    label: 'Requirements',
    rows: 6,
    hint: 'One per line',
  },
] as const satisfies readonly {
  name: Field
  bangla: Field
  label: string
  rows: number
  hint: string
}[]

const paragraphs = (texts: readonly string[] | undefined) => texts?.join('\n\n') ?? ''
const lines = (texts: readonly string[] | undefined) => texts?.join('\n') ?? ''

function initialValues(position: StaffPosition | undefined): Values {
  return {
    title: position?.title ?? '',
    titleBn: position?.titleBn ?? '',
    department: position?.department ?? '',
    departmentBn: position?.departmentBn ?? '',
    location: position?.location ?? '',
    type: position?.type ?? '',
    applyBy: position?.applyBy ?? '',
    summary: position?.summary ?? '',
    summaryBn: position?.summaryBn ?? '',
    description: paragraphs(position?.description),
    descriptionBn: paragraphs(position?.descriptionBn),
    responsibilities: lines(position?.responsibilities),
    responsibilitiesBn: lines(position?.responsibilitiesBn),
    requirements: lines(position?.requirements),
    requirementsBn: lines(position?.requirementsBn),
  }
}

/** What the textareas hold, as the API takes it: paragraphs split at blank lines, lists at lines. */
function payloadOf(values: Values) {
  return {
    ...values,
    description: values.description.split(/\n\s*\n/),
    descriptionBn: values.descriptionBn.split(/\n\s*\n/),
    responsibilities: values.responsibilities.split('\n'),
    responsibilitiesBn: values.responsibilitiesBn.split('\n'),
    requirements: values.requirements.split('\n'),
    requirementsBn: values.requirementsBn.split('\n'),
  }
}

/** The Bangla twin of an English field's label. */
const inBangla = (label: string) => `${label.replace(' (optional)', '')} in Bangla (optional)`

/**
 * Create a position (saved as a draft, or published at once) or edit one. The same schema checks
 * it here and on the server; it posts `{ intent: 'save', publish, ... }` to its route's
 * clientAction.
 */
export function PositionForm({
  position,
  saveKey,
}: {
  position?: StaffPosition
  /** The key of the fetcher the save goes through, for a screen that shows the save's answer. */
  saveKey?: string
}) {
  const { formRef, values, bind, bindSelect, submit, status, saving } = useStaffForm({
    fetcherKey: saveKey,
    version: position?.updatedAt,
    initial: () => initialValues(position),
    order: POSITION_FIELDS,
    invalidStatus: 'Please correct the fields marked below.',
  })

  function save(publish: boolean) {
    const payload = payloadOf(values)
    const parsed = PositionInputSchema.safeParse(payload)
    submit(parsed.success ? {} : fieldErrorsFrom<Field>(parsed.error), {
      intent: 'save',
      ...payload,
      // Only a new position is published from its form; one that exists has its own button.
      ...(position ? {} : { publish }),
    })
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
        save(false)
      }}
    >
      <p className="form-note">
        Each text has its Bangla beside it, for the /bn/careers pages. A Bangla field left empty
        shows the English text there, and the list of positions marks the position as needing
        translation.
      </p>
      <div className="form-grid">
        <FormField label="Title" {...bind('title')} />
        <FormField label={inBangla('Title')} lang="bn" {...bind('titleBn')} />
        <FormField
          label="Department or service"
          hint="e.g. Air Freight, Customs & Compliance"
          {...bind('department')}
        />
        <FormField
          label={inBangla('Department or service')}
          hint="e.g. এক্সপোর্ট ডকুমেন্টেশন, কাস্টমস ও কমপ্লায়েন্স"
          lang="bn"
          {...bind('departmentBn')}
        />
        <SelectField
          label="Office"
          placeholder="Choose the office"
          options={POSITION_LOCATIONS.map((location) => ({ value: location, label: location }))}
          {...bindSelect('location')}
        />
        <SelectField
          label="Employment type"
          placeholder="Choose the type"
          options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }))}
          {...bindSelect('type')}
        />
        <FormField
          label="Apply by"
          type="date"
          wide
          hint="The last day applications are taken, in Dhaka; the page closes after it"
          {...bind('applyBy')}
        />
        {TEXT_FIELDS.map(({ name, bangla, label, rows, hint }) => (
          <Fragment key={name}>
            <FormField label={label} multiline rows={rows} hint={hint} {...bind(name)} />
            <FormField
              label={inBangla(label)}
              multiline
              lang="bn"
              rows={rows}
              hint={hint}
              {...bind(bangla)}
            />
          </Fragment>
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
              onClick={() => save(true)}
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
