import { useState, type ReactNode } from 'react'
import { DatePicker, type DatePickerTexts } from '#app/components/quote/date-picker.tsx'
import { formatDayFirst, parseTypedDate } from '#domain/calendar.ts'
import { DHAKA_OFFSET, DHAKA_ZONE_LABEL, dhakaToday, toDhakaParts } from '#domain/dhaka-time.ts'
import { asciiDigits } from '#domain/numerals.ts'

/**
 * The workspace is in English; its calendar is the quote form's, with the same keyboard use. Its
 * texts are the workspace's own: the public dictionaries reach pages in loader data only.
 */
const PICKER_TEXTS: DatePickerTexts = {
  datePlaceholder: 'dd/mm/yyyy',
  dateReadAs: 'Read as {date}',
  chooseDate: 'Choose date',
  chooseDateSelected: 'Choose date, selected {date}',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  notAvailable: '{date}, not available',
  calendarHelp: 'Arrows: a day or a week; Page Up and Page Down: a month.',
  close: 'Close',
  weekdaysShort: 'Su Mo Tu We Th Fr Sa',
}
/** Any day may be chosen: a completion date is in the past, a notice's end in the future. */
const EARLIEST = '1900-01-01'

const CLOCK = /^([01]?[0-9]|2[0-3])[:.]([0-5][0-9])$/

/** "9.30", "09:30", "৯:৩০" → "09:30"; undefined when it is not a time of day. */
export function parseTypedTime(text: string): string | undefined {
  const match = CLOCK.exec(asciiDigits(text).trim())
  if (!match?.[1] || !match[2]) return undefined
  return `${match[1].padStart(2, '0')}:${match[2]}`
}

/**
 * A time of day on a 24-hour clock, typed (09:30, 9.30, ৯:৩০: parseTypedTime reads it), with its
 * hint. `errorId` names the message saying what is wrong with it, wherever its form shows that;
 * `children` go below the box.
 */
export function ClockField({
  id,
  name = id,
  label,
  value,
  errorId,
  onChange,
  children,
}: {
  id: string
  name?: string
  label: string
  value: string
  errorId: string | undefined
  onChange(text: string): void
  children?: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        24-hour clock, e.g. 09:00 or 18:30.
      </p>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${id}-hint ${errorId}` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  )
}

/**
 * The stored value of a date typed day first: ISO when it reads as a date, else the text as
 * typed, for the field's check to refuse with its message.
 */
function storedDate(text: string): string {
  return parseTypedDate(text) ?? text
}

/** What a control of one text value takes from the form: the date fields', an amount's. */
export interface TextValueProps {
  id: string
  label: string
  hint: string | undefined
  value: string
  error: string | undefined
  onChange(value: string): void
}

/**
 * A calendar day, typed or picked day first (31/12/2026), stored as 2026-12-31; posted under
 * `name` (its id unless told). A new value from outside (the form started again from a saved
 * record) replaces what was typed.
 */
export function DateField({
  id,
  name = id,
  label,
  hint,
  value,
  error,
  onChange,
}: TextValueProps & { name?: string }) {
  const [typed, setTyped] = useState(() => formatDayFirst(value) || value)
  const text =
    typed === value || parseTypedDate(typed) === value ? typed : formatDayFirst(value) || value
  const picked = parseTypedDate(text)
  return (
    <DatePicker
      id={id}
      name={name}
      label={label}
      texts={PICKER_TEXTS}
      language="en"
      text={text}
      value={picked}
      min={EARLIEST}
      opensAt={dhakaToday()}
      error={error}
      hint={hint ?? 'Day first: dd/mm/yyyy.'}
      onTextChange={(next) => {
        setTyped(next)
        onChange(storedDate(next))
      }}
      onPick={(iso) => {
        setTyped(formatDayFirst(iso))
        onChange(iso)
      }}
    />
  )
}

/** The day and the time as typed, and what each reads as (undefined while it reads as none). */
interface DayAndTimeTyped {
  day: string | undefined
  time: string | undefined
  typed: string
}

/**
 * A day (day first, typed or from the calendar) and a 24-hour time on a clock in Dhaka, in a
 * group named by `label`; `onChange` hears both as they read after each keystroke.
 */
function DayAndTime({
  id,
  label,
  hint,
  error,
  initial,
  onChange,
}: {
  id: string
  label: string
  hint: string | undefined
  error: string | undefined
  initial: { date: string; time: string }
  onChange(typed: DayAndTimeTyped): void
}) {
  // The day as DateField stores it: ISO once it reads as a date, else as typed.
  const [dayValue, setDayValue] = useState(initial.date)
  const [timeText, setTimeText] = useState(initial.time)
  const day = parseTypedDate(dayValue)
  const time = parseTypedTime(timeText)
  const typed = (nextDay: string, nextTime: string) => `${nextDay} ${nextTime}`.trim()

  return (
    <fieldset className="content-group content-date-time field--wide" id={id}>
      <legend>
        {label} <span className="content-date-time__zone">({DHAKA_ZONE_LABEL})</span>
      </legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <DateField
        id={`${id}-day`}
        label="Day"
        hint={undefined}
        value={initial.date}
        error={undefined}
        onChange={(next) => {
          setDayValue(next)
          onChange({ day: parseTypedDate(next), time, typed: typed(next, timeText) })
        }}
      />
      <ClockField
        id={`${id}-time`}
        label="Time in Dhaka"
        value={timeText}
        errorId={error ? `${id}-error` : undefined}
        onChange={(next) => {
          setTimeText(next)
          onChange({ day, time: parseTypedTime(next), typed: typed(dayValue, next) })
        }}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * An instant, picked as a day and a time in Dhaka, and stored with Dhaka's offset:
 * 2026-12-06T12:08:00+06:00. What does not read as both is kept as typed, so the field's check
 * names the problem.
 */
export function DateTimeField({ id, label, hint, value, error, onChange }: TextValueProps) {
  const initial = Number.isNaN(Date.parse(value)) ? { date: '', time: '' } : toDhakaParts(value)
  return (
    <DayAndTime
      {...{ id, label, hint, error, initial }}
      onChange={({ day, time, typed }) =>
        onChange(day && time ? `${day}T${time}:00${DHAKA_OFFSET}` : typed)
      }
    />
  )
}

/**
 * A form's date and time in Dhaka, picked as DateTimeField's are and posted under `name` as the
 * staff API takes them (2026-12-01T09:30, or empty for none); what does not read as a date and a
 * time is posted as typed, for the API to refuse in words.
 */
export function DhakaTimeInput({
  id,
  label,
  name,
  instant,
}: {
  id: string
  label: string
  name: string
  /** The instant it starts from, or null for none. */
  instant: string | null
}) {
  const initial = instant ? toDhakaParts(instant) : { date: '', time: '' }
  const [posted, setPosted] = useState(instant ? `${initial.date}T${initial.time}` : '')
  return (
    <>
      <DayAndTime
        {...{ id, label, initial }}
        hint={undefined}
        error={undefined}
        onChange={({ day, time, typed }) => setPosted(day && time ? `${day}T${time}` : typed)}
      />
      <input type="hidden" name={name} value={posted} />
    </>
  )
}
