/**
 * Shipment tracking vocabulary shared by /track, the staff workspace, the API and the emails:
 * modes, milestone kinds and our references (Dhaka time is domain/dhaka-time.ts). Plain TypeScript without zod, so the
 * public page can use it without downloading a validator.
 */
import { asciiDigits } from './numerals.ts'

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
 * A reference as typed ("dbl-k7m2 p9qx", "DBLK7M2P9QX", "K7M2P9QX", its digits Bengali or
 * Arabic–Indic too) in its canonical form, or null when it cannot be one of ours.
 */
export function normalizeReference(input: string): string | null {
  const compact = asciiDigits(input).replace(/[\s-]/g, '').toUpperCase()
  const body = compact.startsWith('DBL') ? compact.slice(3) : compact
  const reference = `${REFERENCE_PREFIX}${body}`
  return REFERENCE_PATTERN.test(reference) ? reference : null
}

/** Whether what a visitor typed looks like our reference rather than a carrier's number. */
export function looksLikeReference(input: string): boolean {
  return /^\s*dbl/i.test(input)
}
