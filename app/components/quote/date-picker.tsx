import { lazyModule } from '#app/utils/lazy-module.ts'
import type { Language } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { formatDate, formatLongDate } from '#domain/calendar.ts'
import type { QuoteTexts } from './quote.messages.ts'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { CalendarIcon } from '../icons.tsx'

// The calendar grid is only needed once the visitor opens it; it is fetched as soon as they
// start on the form, so it is there by the time they do.
const loadCalendarPanel = lazyModule(() => import('./calendar-panel.tsx'))
const CalendarPanel = lazy(async () => ({ default: (await loadCalendarPanel()).CalendarPanel }))

export function preloadCalendar() {
  void loadCalendarPanel().catch(() => {})
}

/** The picker's and its calendar's own texts. */
export type DatePickerTexts = Pick<
  QuoteTexts,
  | 'datePlaceholder'
  | 'dateReadAs'
  | 'chooseDate'
  | 'chooseDateSelected'
  | 'previousMonth'
  | 'nextMonth'
  | 'notAvailable'
  | 'calendarHelp'
  | 'close'
  | 'weekdaysShort'
>

export interface DatePickerProps {
  label: string
  texts: DatePickerTexts
  /** The page's language: the calendar's month and day names and its digits. */
  language: Language
  /** The text in the input, as typed or as picked (dd/mm/yyyy). */
  text: string
  onTextChange: (text: string) => void
  /** A date was chosen in the calendar (ISO). */
  onPick: (iso: string) => void
  /** The chosen date (ISO), if the text is a valid date. */
  value: string | undefined
  /** Days before this (ISO) cannot be chosen. */
  min: string
  /** The day the calendar opens at while none is chosen (ISO); `min` unless said. */
  opensAt?: string | undefined
  error?: string | undefined
  hint: string
  name: string
  /** A fixed id for the text input, for links to it. */
  id?: string | undefined
  /** False until hydrated: the calendar button needs JavaScript. */
  interactive?: boolean
}

/**
 * A date field: a text input taking the date day first (dd/mm/yyyy: parseTypedDate), which
 * states back in words the date it read, so that 05/06/2026 is seen to be 5 June; and a button opening a calendar dialog whose grid
 * is operated by keyboard as in the WAI-ARIA date picker pattern: arrows move by day and week,
 * Page Up and Page Down by month, Home and End to the week's start (Sunday) and end, Enter or
 * Space chooses, Escape closes.
 */
export function DatePicker(props: DatePickerProps) {
  const { label, texts, language, text, onTextChange, onPick, value, min, error, hint, name } =
    props
  const generatedId = useId()
  const id = props.id ?? generatedId
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState(min)
  const titleId = `${id}-title`

  // The dialog opens before the grid renders, so the grid can take focus as it mounts.
  function openCalendar() {
    setFocused(value && value >= min ? value : (props.opensAt ?? min))
    dialogRef.current?.showModal()
    setOpen(true)
  }

  function close() {
    dialogRef.current?.close()
    setOpen(false)
    buttonRef.current?.focus()
  }

  function choose(iso: string) {
    if (iso < min) return
    onPick(iso)
    close()
  }

  const hintId = `${id}-hint`
  const readAsId = `${id}-read-as`
  const errorId = `${id}-error`
  const describedBy = [hintId, value ? readAsId : '', error ? errorId : ''].join(' ').trim()

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
          placeholder={texts.datePlaceholder}
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
          aria-label={
            value
              ? fill(texts.chooseDateSelected, { date: formatLongDate(value, language) })
              : texts.chooseDate
          }
          disabled={props.interactive === false}
          onClick={openCalendar}
          onFocus={preloadCalendar}
          onPointerEnter={preloadCalendar}
        >
          <CalendarIcon />
        </button>
      </div>
      {/* Always there, so that screen readers hear the date each time it is read anew. */}
      <p className="field__hint date-field__read-as" id={readAsId} aria-live="polite">
        {value ? fill(texts.dateReadAs, { date: formatDate(value, language) }) : null}
      </p>
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
          <Suspense fallback={null}>
            <CalendarPanel
              focused={focused}
              min={min}
              value={value}
              titleId={titleId}
              texts={texts}
              language={language}
              onFocusDay={setFocused}
              onChoose={choose}
              onClose={close}
            />
          </Suspense>
        ) : null}
      </dialog>
    </div>
  )
}
