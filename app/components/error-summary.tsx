export interface SummaryItem {
  message: string
  /** The id of the field the message is about; without one the message is plain text. */
  fieldId?: string | undefined
}

/**
 * The GOV.UK error summary: at the top of a form sent back by the server, what went wrong, each
 * problem linking to its field. It takes focus as the page loads (autofocus, no script needed),
 * so that screen readers announce it first.
 */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  return (
    <div
      className="error-summary"
      aria-labelledby="error-summary-title"
      role="alert"
      tabIndex={-1}
      autoFocus
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={`${item.fieldId ?? ''}${item.message}`}>
            {item.fieldId ? <a href={`#${item.fieldId}`}>{item.message}</a> : item.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A field's id in a form: its name, made safe for an id and a URL fragment. */
export function fieldId(form: string, name: string): string {
  return `${form}-${name.replace(/[^\w-]/g, '-')}`
}

/**
 * The summary's items for a form's errors, in the order of `fields` (the form's order), then any
 * error about no field of the form. `message` heads the list when no field error repeats it.
 */
export function summaryItems(
  form: string,
  fields: readonly string[],
  errors: Readonly<Record<string, string | undefined>>,
  message: string,
): SummaryItem[] {
  const items: SummaryItem[] = fields.flatMap((name) => {
    const error = errors[name]
    return error ? [{ message: error, fieldId: fieldId(form, name) }] : []
  })
  for (const [name, error] of Object.entries(errors)) {
    if (error && !fields.includes(name)) items.push({ message: error })
  }
  if (!items.some((item) => item.message === message)) items.unshift({ message })
  return items
}
