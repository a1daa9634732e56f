import {
  addDays,
  addMonths,
  endOfWeek,
  formatLongDate,
  formatMonthYear,
  startOfWeek,
  weekdayNames,
} from '#domain/calendar.ts'
import type { Language } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { digitsIn } from '#domain/numerals.ts'
import { useEffect, useRef } from 'react'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons.tsx'
import type { DatePickerTexts } from './date-picker.tsx'

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

export interface CalendarPanelProps {
  /** The day that has keyboard focus (ISO); its month is shown. */
  focused: string
  min: string
  value: string | undefined
  titleId: string
  texts: DatePickerTexts
  language: Language
  onFocusDay: (iso: string) => void
  onChoose: (iso: string) => void
  onClose: () => void
}

/** The month grid of the date picker, loaded when the calendar is first opened. */
export function CalendarPanel({
  focused,
  min,
  value,
  titleId,
  texts,
  language,
  onFocusDay,
  onChoose,
  onClose,
}: CalendarPanelProps) {
  const gridRef = useRef<HTMLTableElement>(null)
  const shortDays = texts.weekdaysShort.split(' ')
  const longDays = weekdayNames(language)

  useEffect(() => {
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

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
    onFocusDay(move())
  }

  return (
    <div className="calendar__inner">
      <div className="calendar__header">
        <button
          type="button"
          className="calendar__nav"
          aria-label={texts.previousMonth}
          onClick={() => onFocusDay(addMonths(focused, -1))}
        >
          <ChevronLeftIcon />
        </button>
        <h2 id={titleId} className="calendar__title" aria-live="polite">
          {formatMonthYear(focused, language)}
        </h2>
        <button
          type="button"
          className="calendar__nav"
          aria-label={texts.nextMonth}
          onClick={() => onFocusDay(addMonths(focused, 1))}
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
            {longDays.map((long, index) => (
              <th key={long} scope="col" abbr={long}>
                {shortDays[index]}
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
                      aria-label={
                        past
                          ? fill(texts.notAvailable, { date: formatLongDate(day, language) })
                          : formatLongDate(day, language)
                      }
                      onClick={() => onChoose(day)}
                      onFocus={() => onFocusDay(day)}
                    >
                      {digitsIn(String(Number(day.slice(8))), language)}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="calendar__footer">
        <p className="calendar__help">{texts.calendarHelp}</p>
        <button type="button" className="button button--outline calendar__close" onClick={onClose}>
          <CloseIcon /> {texts.close}
        </button>
      </div>
    </div>
  )
}
