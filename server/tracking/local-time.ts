import { formatShortDate } from '#domain/calendar.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { placeZone } from '#domain/place-zones.ts'

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
 * its offset on that day ("Frankfurt time, UTC+1"). Places we cannot place keep Dhaka time.
 * Formatted here, on the server: the public page's first load has no time-zone data (decision
 * 0008).
 */
export function localTimeAt(instant: Date, place: string): { localTime: string; zone: string } {
  const found = placeZone(place)
  if (!found || found.zone === 'Asia/Dhaka') {
    return { localTime: formatDhakaDateTime(instant), zone: DHAKA_ZONE_LABEL }
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
    localTime: `${formatShortDate(wall)}, ${time}`,
    zone: `${found.name}, ${offsetLabel(offset)}`,
  }
}
