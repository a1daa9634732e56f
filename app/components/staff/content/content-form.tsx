import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { CONTENT_COLLECTIONS } from '#schemas/content/collections.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { MediaItem } from '#schemas/media.ts'
import type { Fields } from '#schemas/registry/fields.ts'
import type { z } from '#schemas/zod.ts'
import { RegistryField } from './content-fields.tsx'
import type { FieldContext } from './field-controls.tsx'
import { contentErrors, fieldId, setIn, tidyRecord } from './form-values.ts'

const NO_ERRORS: Record<string, string> = {}

/**
 * The edit form of one item, drawn from its collection's fields in the registry and checked here
 * by the same checks as the server's, then
 * posted as JSON (`intent` save, `data`, and `sendWith`) to its route's clientAction, whose
 * answer is a staffActionResult; the field errors are shown beside the fields and in a summary.
 */
export function ContentForm({
  collection,
  initial,
  original,
  options,
  media,
  label,
  submitLabel,
  sendWith = {},
  saveKey,
}: {
  collection: ContentCollection
  initial: Record<string, unknown>
  /** What the item held when opened (its drawings stay choosable). */
  original: Record<string, unknown>
  options: FieldContext['options']
  media: readonly MediaItem[]
  label: string
  submitLabel: string
  /** Sent beside the data: the revision an edit started from. */
  sendWith?: Record<string, number>
  /** The key of the fetcher the save goes through, for a screen that shows the save's answer. */
  saveKey?: string
}) {
  const schema = CONTENT_COLLECTIONS[collection].schema as z.ZodType
  const fields: Fields = CONTENT_COLLECTIONS[collection].fields
  const saver = useFetcher<StaffActionResult>({ key: saveKey })
  const [data, setData] = useState(initial)
  // What the form's own check refused; null once the data has gone to the action.
  const [refused, setRefused] = useState<{
    problem: string
    errors: Record<string, string>
  } | null>(null)
  const saving = saver.state !== 'idle'
  const answer = saving || refused ? undefined : saver.data
  const problem = refused?.problem ?? answer?.problem ?? null
  const errors = refused?.errors ?? answer?.errors ?? NO_ERRORS
  const notice = answer?.notice ?? null
  const summaryRef = useRef<HTMLDivElement>(null)

  // The summary names every refused field; reading it first is how a person finds them.
  useEffect(() => {
    if (refused || saver.data?.problem) summaryRef.current?.focus()
  }, [refused, saver.data])

  function submit() {
    const tidy = tidyRecord(fields, data)
    const checked = schema.safeParse(tidy)
    if (!checked.success) {
      setRefused({
        problem: 'Please correct the fields listed.',
        errors: contentErrors(checked.error),
      })
      return
    }
    setRefused(null)
    const body = { intent: 'save', ...sendWith, data: tidy }
    void saver.submit(body as Parameters<typeof saver.submit>[0], {
      method: 'post',
      encType: 'application/json',
    })
  }

  const context: FieldContext = {
    errors,
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
        submit()
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
        {Object.entries(fields).map(([name, field]) => (
          <RegistryField
            key={name}
            field={field}
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
