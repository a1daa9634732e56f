import { formatDayFirst, parseTypedDate } from '#domain/calendar.ts'
import type { InboxFilter } from '#schemas/staff-inbox.ts'

/** The inbox filter's days, Dhaka days, both ends included. */
export const DAY_KEYS = ['from', 'to'] as const
export type DayKey = (typeof DAY_KEYS)[number]

const LABELS: Record<DayKey, string> = { from: 'From', to: 'To' }

/**
 * The filter's days as typed, day first (31/12/2026, in Bengali digits too; 2026-12-31 as well),
 * read as ISO days; a day that reads as none is refused in words, and the filter is left as it was.
 */
export function readDays(form: FormData): {
  days: Partial<Record<DayKey, string>>
  refused: Partial<Record<DayKey, string>>
  firstRefused: DayKey | undefined
} {
  const days: Partial<Record<DayKey, string>> = {}
  const refused: Partial<Record<DayKey, string>> = {}
  for (const key of DAY_KEYS) {
    const typed = form.get(key)
    if (typeof typed !== 'string' || typed.trim() === '') continue
    const day = parseTypedDate(typed)
    if (day) days[key] = day
    else refused[key] = 'Please write the day first, e.g. 31/12/2026'
  }
  return { days, refused, firstRefused: DAY_KEYS.find((key) => refused[key]) }
}

/**
 * The filter's From and To, typed day first whatever the computer's locale: the browser's own
 * date input followed it (12/31/2026 on an American-English one).
 */
export function DayFilterFields({
  formId,
  filter,
  errors,
}: {
  formId: string
  filter: InboxFilter
  errors: Partial<Record<DayKey, string>>
}) {
  return DAY_KEYS.map((key) => {
    const id = `${formId}-${key}`
    const error = errors[key]
    return (
      <div className="field" key={key}>
        <label htmlFor={id}>{LABELS[key]}</label>
        <p className="field__hint" id={`${id}-hint`}>
          Day first: dd/mm/yyyy
        </p>
        <input
          id={id}
          name={key}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          defaultValue={formatDayFirst(filter[key] ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    )
  })
}
