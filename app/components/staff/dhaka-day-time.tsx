import { useId } from 'react'
import '#app/components/quote/date-picker.css'
import {
  ClockField,
  DateField,
  parseTypedTime,
} from '#app/components/staff/content/date-fields.tsx'
import { parseTypedDate } from '#domain/calendar.ts'
import { DHAKA_ZONE_LABEL, fromDhakaParts } from '#domain/dhaka-time.ts'

/** A control of a workspace form that hands over its value itself (useStaffForm's bindValue). */
interface BoundValue {
  name: string
  value: string
  error: string | undefined
  onChange(value: string): void
}

/**
 * A day and a time on a Dhaka clock in a workspace form (a shipment's ETD and ETA, a milestone):
 * the day typed or picked day first (31/12/2026), the time on a 24-hour clock. The browser's own
 * date and time inputs followed the computer's locale: 12/31/2026 and a 12-hour clock on an
 * American-English one. The day is kept as ISO once it reads as one, else as typed; the time
 * likewise; dhakaInstant reads them.
 */
export function DhakaDayTimeFields({
  legend,
  dayLabel,
  timeLabel,
  hint,
  day,
  time,
}: {
  legend: string
  dayLabel: string
  timeLabel: string
  hint?: string
  day: BoundValue
  time: BoundValue
}) {
  const id = useId()
  return (
    <fieldset className="staff-datetime field--wide">
      <legend>
        {legend}, {DHAKA_ZONE_LABEL}
      </legend>
      <DateField
        id={`${id}-day`}
        name={day.name}
        label={dayLabel}
        hint={hint ?? 'Day first: dd/mm/yyyy.'}
        value={day.value}
        error={day.error}
        onChange={day.onChange}
      />
      <ClockField
        id={`${id}-time`}
        name={time.name}
        label={timeLabel}
        value={time.value}
        errorId={time.error ? `${id}-time-error` : undefined}
        onChange={time.onChange}
      >
        {time.error ? (
          <p className="field__error" id={`${id}-time-error`}>
            {time.error}
          </p>
        ) : null}
      </ClockField>
    </fieldset>
  )
}

/**
 * The instant a day and a time typed on a Dhaka clock stand for, as ISO: '' when both are blank,
 * null when either is missing or does not read as a day (31/12/2026 or 2026-12-31) or a time.
 */
export function dhakaInstant(day: string, time: string): string | null {
  if (!day.trim() && !time.trim()) return ''
  const date = parseTypedDate(day)
  const clock = parseTypedTime(time)
  if (!date || !clock) return null
  const value = fromDhakaParts(date, clock)
  return Number.isNaN(value.getTime()) ? null : value.toISOString()
}
