import {
  addDays,
  addMonths,
  endOfWeek,
  formatLongDate,
  parseIsoDate,
  startOfWeek,
} from '#schemas/calendar.ts'
import { useEffect, useId, useRef, useState } from 'react'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons.tsx'

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const

const MONTH_TITLE = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

function monthTitle(iso: string): string {
  const date = parseIsoDate(iso)
  return date ? MONTH_TITLE.format(date) : ''
}

/** The six (or fewer) Sunday-first weeks covering the month of `iso`. */
function monthWeeks(iso: string): string[][] {
  const first = `${iso.slice(0, 8)}01`
  const weeks: string[][] = []
  let day = startOfWeek(first)
  while (weeks.length === 0 || day.slice(0, 7) === first.slice(0, 7)) {
    const week: string[] = []
    for (let index = 0; index < 7; index++) {
      week.push(day)
      day = addDays(day, 1)
    }
    weeks.push(week)
  }
  return weeks
}

export interface DatePickerProps {
  label: string
  /** The text in the input, as typed or as picked (mm/dd/yy). */
  text: string
  onTextChange: (text: string) => void
  /** A date was chosen in the calendar (ISO). */
  onPick: (iso: string) => void
  /** The chosen date (ISO), if the text is a valid date. */
  value: string | undefined
  /** Days before this (ISO) cannot be chosen. */
  min: string
  error?: string | undefined
  hint: string
  name: string
}

/**
 * A date field: a text input taking mm/dd/yy, and a button opening a calendar dialog whose grid
 * is operated by keyboard as in the WAI-ARIA date picker pattern: arrows move by day and week,
 * Page Up and Page Down by month, Home and End to the week's start (Sunday) and end, Enter or
 * Space chooses, Escape closes.
 */
export function DatePicker(props: DatePickerProps) {
  const { label, text, onTextChange, onPick, value, min, error, hint, name } = props
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const gridRef = useRef<HTMLTableElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState(min)
  const titleId = `${id}-title`

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    if (!open) return
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [open, focused])

  function openCalendar() {
    setFocused(value && value >= min ? value : min)
    setOpen(true)
  }

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function choose(iso: string) {
    if (iso < min) return
    onPick(iso)
    close()
  }

  function onGridKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => startOfWeek(focused),
      End: () => endOfWeek(focused),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    setFocused(move())
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = error ? `${hintId} ${errorId}` : hintId

  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <div className="date-field__control">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="mm/dd/yy"
          maxLength={10}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <button
          ref={buttonRef}
          type="button"
          className="date-field__button"
          aria-haspopup="dialog"
          aria-label={value ? `Choose date, selected ${formatLongDate(value)}` : 'Choose date'}
          onClick={openCalendar}
        >
          <CalendarIcon />
        </button>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <dialog
        ref={dialogRef}
        className="calendar"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) close()
        }}
      >
        {open ? (
          <div className="calendar__inner">
            <div className="calendar__header">
              <button
                type="button"
                className="calendar__nav"
                aria-label="Previous month"
                onClick={() => setFocused(addMonths(focused, -1))}
              >
                <ChevronLeftIcon />
              </button>
              <h2 id={titleId} className="calendar__title" aria-live="polite">
                {monthTitle(focused)}
              </h2>
              <button
                type="button"
                className="calendar__nav"
                aria-label="Next month"
                onClick={() => setFocused(addMonths(focused, 1))}
              >
                <ChevronRightIcon />
              </button>
            </div>
            <table
              ref={gridRef}
              role="grid"
              className="calendar__grid"
              aria-labelledby={titleId}
              onKeyDown={onGridKeyDown}
            >
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, long]) => (
                    <th key={short} scope="col" abbr={long}>
                      {short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(focused).map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => {
                      const outside = day.slice(0, 7) !== focused.slice(0, 7)
                      const past = day < min
                      return (
                        <td key={day} aria-selected={day === value}>
                          <button
                            type="button"
                            data-date={day}
                            tabIndex={day === focused ? 0 : -1}
                            className="calendar__day"
                            data-outside={outside || undefined}
                            aria-disabled={past || undefined}
                            aria-current={day === min ? 'date' : undefined}
                            aria-label={`${formatLongDate(day)}${past ? ', not available' : ''}`}
                            onClick={() => choose(day)}
                            onFocus={() => setFocused(day)}
                          >
                            {Number(day.slice(8))}
                          </button>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="calendar__footer">
              <p className="calendar__help">
                Arrow keys move by day and week, Page Up and Page Down by month.
              </p>
              <button
                type="button"
                className="button button--outline calendar__close"
                onClick={close}
              >
                <CloseIcon /> Close
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
