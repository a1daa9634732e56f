/**
 * Shipment tracking vocabulary shared by /track, the staff workspace, the API and the emails:
 * modes, milestone kinds, our references and Dhaka time. Plain TypeScript without zod, so the
 * public page can use it without downloading a validator.
 */

export const SHIPMENT_MODES = {
  air: 'Air freight',
  sea: 'Sea freight',
  'sea-air': 'Sea-air',
  'road-air': 'Road-air',
  road: 'Road',
} as const

export type ShipmentMode = keyof typeof SHIPMENT_MODES

export const SHIPMENT_MODE_IDS = Object.keys(SHIPMENT_MODES) as [ShipmentMode, ...ShipmentMode[]]

export const MILESTONE_KINDS = {
  booked: 'Booked',
  'cargo-received': 'Cargo received',
  departed: 'Departed',
  transhipped: 'Transhipped',
  arrived: 'Arrived',
  'customs-cleared': 'Customs cleared',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  other: 'Other',
} as const

export type MilestoneKind = keyof typeof MILESTONE_KINDS

export const MILESTONE_KIND_IDS = Object.keys(MILESTONE_KINDS) as [
  MilestoneKind,
  ...MilestoneKind[],
]

/** What a milestone is called: its kind's label, or the free text of an 'other' one. */
export function milestoneLabel(kind: string, description: string | null): string {
  if (kind === 'other' && description) return description
  return MILESTONE_KINDS[kind as MilestoneKind] ?? description ?? kind
}

/** Our references: "DBL-" and 8 characters from an alphabet without 0/O, 1/I/L look-alikes. */
export const REFERENCE_PREFIX = 'DBL-'
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const REFERENCE_LENGTH = 8
export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`,
)

/**
 * A reference as typed ("dbl-k7m2 p9qx", "DBLK7M2P9QX", "K7M2P9QX") in its canonical form, or
 * null when it cannot be one of ours.
 */
export function normalizeReference(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase()
  const body = compact.startsWith('DBL') ? compact.slice(3) : compact
  const reference = `${REFERENCE_PREFIX}${body}`
  return REFERENCE_PATTERN.test(reference) ? reference : null
}

/** Whether what a visitor typed looks like our reference rather than a carrier's number. */
export function looksLikeReference(input: string): boolean {
  return /^\s*dbl/i.test(input)
}

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009). */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka'
export const DHAKA_OFFSET = '+06:00'
export const DHAKA_ZONE_LABEL = 'Dhaka time, UTC+6'

const DATE_TIME_IN_DHAKA = new Intl.DateTimeFormat('en-GB', {
  timeZone: DHAKA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const DATE_IN_DHAKA = new Intl.DateTimeFormat('en-GB', {
  timeZone: DHAKA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** "23 Nov 2026, 14:05", in Dhaka time; callers show DHAKA_ZONE_LABEL next to it. */
export function formatDhakaDateTime(iso: string | Date): string {
  return DATE_TIME_IN_DHAKA.format(new Date(iso))
}

/** "23 Nov 2026", the date in Dhaka. */
export function formatDhakaDate(iso: string | Date): string {
  return DATE_IN_DHAKA.format(new Date(iso))
}

const PARTS_IN_DHAKA = new Intl.DateTimeFormat('en-CA', {
  timeZone: DHAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as the date ("2026-11-23") and time ("14:05") a clock in Dhaka shows. */
export function toDhakaParts(iso: string | Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    PARTS_IN_DHAKA.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** The instant of a date ("2026-11-23") and time ("14:05") on a clock in Dhaka. */
export function fromDhakaParts(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${DHAKA_OFFSET}`)
}
