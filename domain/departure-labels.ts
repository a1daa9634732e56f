/**
 * A departure's days and cut-offs as visitors read them, on /schedules and in the instant
 * estimate alike: the weekday first, Bangla digits and month names in Bangla, cut-offs in Dhaka.
 */
import { formatShortDate, parseIsoDate, weekdayNames } from './calendar.ts'
import { formatDhakaDateTime, toDhakaParts } from './dhaka-time.ts'
import type { Language } from './languages.ts'

/** "Sat" in English, the whole name in Bangla, as Bangla writes a weekday. */
function weekdayOf(date: Date, language: Language): string {
  const name = weekdayNames(language)[date.getUTCDay()] ?? ''
  return language === 'en' ? name.slice(0, 3) : name
}

/** "Thu, 31 Dec 2026"; "বৃহস্পতিবার, ৩১ ডিসেম্বর, ২০২৬". */
export function departureDayLabel(iso: string, language: Language): string {
  const date = parseIsoDate(iso)
  if (!date) return iso
  return `${weekdayOf(date, language)}, ${formatShortDate(date, language)}`
}

/** "Tue, 29 Dec 2026, 17:00", in Dhaka. */
export function cutOffLabel(instant: string, language: Language): string {
  const day = new Date(`${toDhakaParts(instant).date}T00:00Z`)
  return `${weekdayOf(day, language)}, ${formatDhakaDateTime(instant, language)}`
}
