/**
 * Calendar dates as "YYYY-MM-DD" strings, with arithmetic done in UTC so that time zones and
 * daylight saving never shift a day. Shared by the date picker and the quote schema.
 */
import type { Language } from '#schemas/content/localized.ts'
import { asciiDigits, digitsIn } from './numerals.ts'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The Date at 00:00 UTC of an ISO date, or undefined when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined
  if (date.getUTCDate() !== day) return undefined
  return date
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso)
  if (!date) throw new Error(`not a date: ${iso}`)
  date.setUTCDate(date.getUTCDate() + days)
  return toIsoDate(date)
}

/** The same day of another month, or that month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso)
  if (!date) throw new Error(`not a date: ${iso}`)
  const day = date.getUTCDate()
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(day, last))
  return toIsoDate(first)
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(iso: string): number {
  return parseIsoDate(iso)?.getUTCDay() ?? 0
}

/** Weeks start on Sunday, as in the original site's date picker. */
export function startOfWeek(iso: string): string {
  return addDays(iso, -weekday(iso))
}

export function endOfWeek(iso: string): string {
  return addDays(iso, 6 - weekday(iso))
}

/** The local calendar date of a moment, in the time zone `offsetMinutes` east of UTC. */
export function isoDateAt(moment: Date, offsetMinutes: number): string {
  return toIsoDate(new Date(moment.getTime() + offsetMinutes * 60_000))
}

/** Today in the visitor's own time zone (browser) or the server's. */
export function localToday(now = new Date()): string {
  return isoDateAt(now, -now.getTimezoneOffset())
}

/**
 * The earliest date that is still "today" somewhere on Earth (UTC−12). The server cannot know
 * the visitor's time zone, so it accepts any date that is not in the past for everyone.
 */
export function earliestToday(now = new Date()): string {
  return isoDateAt(now, -12 * 60)
}

/** "15/01/2027": how the form writes a date, day first, with the year in full. */
export function formatDayFirst(iso: string): string {
  const match = ISO_DATE.exec(iso)
  if (!match) return ''
  return `${match[3]}/${match[2]}/${match[1]}`
}

/** Day, month and year, as dd/mm/yyyy, dd-mm-yy, d.m.yyyy or with spaces. */
const DAY_FIRST = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/
/** Year, month and day, as the ISO yyyy-mm-dd a browser's own date field sends. */
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/

/**
 * Reads a date as a visitor types it, day first in both languages (31/12/2026, 5-6-26 is
 * 5 June 2026), in any digits (asciiDigits: ৩১/১২/২০২৬ too); a four-digit year first is read as
 * ISO (2026-12-31). Two-digit years are 2000–2099. Undefined when it is not a real date: a
 * month-first date (12/31/2026) is refused rather than read another way, and one whose day is 12
 * or less (05/06/2026) is read day first, which the form states back in words.
 */
export function parseTypedDate(text: string): string | undefined {
  const typed = asciiDigits(text).trim()
  const dayFirst = DAY_FIRST.exec(typed)
  const yearFirst = dayFirst ? undefined : YEAR_FIRST.exec(typed)
  const parts = dayFirst
    ? { year: dayFirst[3], month: dayFirst[2], day: dayFirst[1] }
    : yearFirst
      ? { year: yearFirst[1], month: yearFirst[2], day: yearFirst[3] }
      : undefined
  if (!parts?.year || !parts.month || !parts.day) return undefined
  const year = parts.year.length === 2 ? 2000 + Number(parts.year) : Number(parts.year)
  const iso = `${String(year).padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`
  return parseIsoDate(iso) ? iso : undefined
}

/**
 * Month and weekday names as British English writes them (CLDR's en-GB, "Sept" included). The
 * dates are formatted by hand rather than with Intl.DateTimeFormat: creating the first formatter
 * loads the browser's locale and time-zone data, which took most of the 40–90 ms the shared
 * script spent starting up on a phone, and the site is in English only.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) =>
  name === 'September' ? 'Sept' : name.slice(0, 3),
)
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** Bangla month and weekday names of the Gregorian calendar, as CLDR's bn writes them. */
export const BANGLA_MONTH_NAMES = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const
export const BANGLA_WEEKDAY_NAMES = [
  'রবিবার',
  'সোমবার',
  'মঙ্গলবার',
  'বুধবার',
  'বৃহস্পতিবার',
  'শুক্রবার',
  'শনিবার',
] as const

export function monthNames(language: Language): readonly string[] {
  return language === 'bn' ? BANGLA_MONTH_NAMES : MONTH_NAMES
}

export function weekdayNames(language: Language): readonly string[] {
  return language === 'bn' ? BANGLA_WEEKDAY_NAMES : WEEKDAY_NAMES
}

/**
 * "15 January 2027" of a Date's UTC fields; in Bangla "১৫ জানুয়ারি, ২০২৭" (CLDR's bn puts a
 * comma before the year and writes the month in full where English abbreviates it).
 */
function dayMonthYear(date: Date, language: Language, months = monthNames(language)): string {
  const day = date.getUTCDate()
  const month = months[date.getUTCMonth()]
  const year = date.getUTCFullYear()
  if (language === 'en') return `${day} ${month} ${year}`
  return digitsIn(`${day} ${month}, ${year}`, language)
}

/** "Friday, 15 January 2027" */
export function formatLongDate(iso: string, language: Language = 'en'): string {
  const date = parseIsoDate(iso)
  if (!date) return iso
  return `${weekdayNames(language)[date.getUTCDay()]}, ${dayMonthYear(date, language)}`
}

/** "15 January 2027" */
export function formatDate(iso: string, language: Language = 'en'): string {
  const date = parseIsoDate(iso)
  return date ? dayMonthYear(date, language) : iso
}

/** "January 2027" */
export function formatMonthYear(iso: string, language: Language = 'en'): string {
  const date = parseIsoDate(iso)
  if (!date) return ''
  return digitsIn(`${monthNames(language)[date.getUTCMonth()]} ${date.getUTCFullYear()}`, language)
}

/** "23 Nov 2026" of a day (YYYY-MM-DD), as formatShortDate writes it; the text as it is when it is no day. */
export function formatShortDay(iso: string, language: Language = 'en'): string {
  const date = parseIsoDate(iso)
  return date ? formatShortDate(date, language) : iso
}

/** "23 Nov 2026" of a Date's UTC fields; Bangla writes the month in full. */
export function formatShortDate(date: Date, language: Language = 'en'): string {
  return dayMonthYear(date, language, language === 'en' ? SHORT_MONTH_NAMES : undefined)
}
