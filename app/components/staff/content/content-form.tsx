import { useRef, useState } from 'react'
import { describeStaffError, StaffApiError } from '#app/staff/api.ts'
import { CONTENT_COLLECTIONS, CONTENT_REFERENCES } from '#schemas/content/collections.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { MediaItem } from '#schemas/media.ts'
import type { z } from '#schemas/zod.ts'
import { SchemaField, type FieldContext } from './content-fields.tsx'
import { contentErrors, fieldId, setIn, tidyValue } from './schema-fields.ts'

/**
 * The edit form of one item, drawn from its collection's schema: checked here by that schema, then
 * sent by `save`; the server's field errors are shown beside the fields and in a summary.
 */
export function ContentForm({
  collection,
  initial,
  original,
  options,
  media,
  label,
  submitLabel,
  save,
}: {
  collection: ContentCollection
  initial: Record<string, unknown>
  /** What the item held when opened (its drawings stay choosable). */
  original: Record<string, unknown>
  options: FieldContext['options']
  media: readonly MediaItem[]
  label: string
  submitLabel: string
  /** Sends the checked data; a StaffApiError is shown, anything else is a fault. */
  save(data: Record<string, unknown>): Promise<string>
}) {
  const schema = CONTENT_COLLECTIONS[collection].schema as z.ZodType
  const references = CONTENT_REFERENCES[collection] ?? {}
  const shape = Object.entries(
    (schema._zod.def as unknown as { shape: Record<string, z.ZodType> }).shape,
  )
  const [data, setData] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const summaryRef = useRef<HTMLDivElement>(null)

  function refuse(message: string, found: Record<string, string>) {
    setErrors(found)
    setProblem(message)
    // The summary names every refused field; reading it first is how a person finds them.
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  async function submit() {
    setNotice(null)
    const tidy = tidyValue(schema, data, references) as Record<string, unknown>
    const checked = schema.safeParse(tidy)
    if (!checked.success) {
      refuse('Please correct the fields listed.', contentErrors(checked.error))
      return
    }
    setSaving(true)
    try {
      const done = await save(tidy)
      setErrors({})
      setProblem(null)
      setNotice(done)
    } catch (error) {
      if (!(error instanceof StaffApiError)) throw error
      refuse(describeStaffError(error), error.errors)
    } finally {
      setSaving(false)
    }
  }

  const context: FieldContext = {
    errors,
    references,
    options,
    media,
    onChange: (path, value) => setData((current) => setIn(current, path, value) as typeof current),
  }
  const listed = Object.entries(errors)

  return (
    <form
      className="form-card content-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {problem ? (
        <div className="staff-alert content-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <p>{problem}</p>
          {listed.length > 0 ? (
            <ul>
              {listed.map(([key, message]) => (
                <li key={key}>
                  <a href={`#${fieldId(key.split('.').slice(1))}`}>{message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="form-grid">
        {shape.map(([name, field]) => (
          <SchemaField
            key={name}
            fieldKey={name}
            schema={field}
            path={[name]}
            value={data[name]}
            original={original[name]}
            context={context}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        <p role="status" className="form-note">
          {notice}
        </p>
      </div>
    </form>
  )
}
