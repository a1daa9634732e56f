/**
 * Time as a clock in Dhaka shows it. Bangladesh keeps UTC+6 all year (no daylight saving since
 * 2009), so an instant's Dhaka date and time are its UTC fields six hours on: no time-zone data
 * is needed, in the browser or on the server.
 */
import type { Language } from '#schemas/content/localized.ts'
import { formatShortDate, isoDateAt } from './calendar.ts'
import { digitsIn } from './numerals.ts'

export const DHAKA_OFFSET = '+06:00'
export const DHAKA_OFFSET_MINUTES = 6 * 60
export const DHAKA_ZONE_LABEL = 'Dhaka time, UTC+6'

/** The instant as a Date whose UTC fields are Dhaka's wall clock. */
function dhakaClock(iso: string | Date): Date {
  return new Date(new Date(iso).getTime() + DHAKA_OFFSET_MINUTES * 60_000)
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/** An instant as the date ("2026-11-23") and time ("14:05") a clock in Dhaka shows. */
export function toDhakaParts(iso: string | Date): { date: string; time: string } {
  const clock = dhakaClock(iso)
  return {
    date: clock.toISOString().slice(0, 10),
    time: `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`,
  }
}

/** The instant of a date ("2026-11-23") and time ("14:05") on a clock in Dhaka. */
export function fromDhakaParts(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${DHAKA_OFFSET}`)
}

/**
 * "2026-11-26T01:29:05+06:00": the instant in ISO 8601 as a clock in Dhaka shows it, with the
 * offset, so an export reads the same day and time as the workspace and still names one instant.
 */
export function toDhakaIso(iso: string | Date): string {
  const clock = dhakaClock(iso)
  return `${clock.toISOString().slice(0, 19)}${DHAKA_OFFSET}`
}

/** "23 Nov 2026", the date in Dhaka. */
export function formatDhakaDate(iso: string | Date, language: Language = 'en'): string {
  return formatShortDate(dhakaClock(iso), language)
}

/** "23 Nov 2026, 14:05", in Dhaka time; callers show DHAKA_ZONE_LABEL next to it. */
export function formatDhakaDateTime(iso: string | Date, language: Language = 'en'): string {
  const clock = dhakaClock(iso)
  return `${formatShortDate(clock, language)}, ${digitsIn(toDhakaParts(iso).time, language)}`
}

/** Today's date in Dhaka (where apply-by dates are read, for one). */
export function dhakaToday(now = new Date()): string {
  return isoDateAt(now, DHAKA_OFFSET_MINUTES)
}
