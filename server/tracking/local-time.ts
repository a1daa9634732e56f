import { defineMessages, fill } from '#domain/messages.ts'
import { formatShortDate } from '#domain/calendar.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { digitsIn } from '#domain/numerals.ts'
import { placeZone } from '#domain/place-zones.ts'
import type { Language } from '#schemas/content/localized.ts'

/** A clock's name; the place is a proper name, written as staff and the carriers write it. */
const clockMessages = defineMessages({
  en: { dhaka: DHAKA_ZONE_LABEL, place: '{place} time, {offset}' },
  bn: { dhaka: 'ঢাকার সময়, UTC+৬', place: '{place}-এর সময়, {offset}' },
})

/** One formatter per zone, made on first use: creating them is the costly part. */
const clocks = new Map<string, Intl.DateTimeFormat>()

function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    clocks.set(zone, clock)
  }
  return clock
}

function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC'
  const sign = minutes > 0 ? '+' : '−'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/**
 * An instant as the clock at a place shows it ("24 Nov 2026, 08:15") and that clock's name with
 * its offset on that day ("Frankfurt time, UTC+1"), in `language` (Bangla: Bengali digits, the
 * place's name as it is). Places we cannot place keep Dhaka time. Formatted here, on the server:
 * the public page's first load has no time-zone data (decision 0008).
 */
export function localTimeAt(
  instant: Date,
  place: string,
  language: Language = 'en',
): { localTime: string; zone: string } {
  const clocks = clockMessages[language]
  const found = placeZone(place)
  if (!found || found.zone === 'Asia/Dhaka') {
    return { localTime: formatDhakaDateTime(instant, language), zone: clocks.dhaka }
  }
  const parts = Object.fromEntries(
    clockOf(found.zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  )
  const wall = new Date(
    Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    ),
  )
  const offset = Math.round(
    (wall.getTime() - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000,
  )
  const time = `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`
  return {
    localTime: `${formatShortDate(wall, language)}, ${digitsIn(time, language)}`,
    zone: fill(clocks.place, {
      place: found.name,
      offset: digitsIn(offsetLabel(offset), language),
    }),
  }
}
