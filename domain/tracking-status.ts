/**
 * Where a shipment stands, as /track says it: from its latest milestone that has happened (one
 * still expected says nothing). The public page words it (app/components/tracking/shipment-view.tsx),
 * the portal lists and filters by it (server/portal/shipments/), so both derive it here.
 */
import type { MilestoneKind } from './tracking.ts'

export const TRACKING_STATUSES = [
  'waiting',
  'booked',
  'received',
  'in-transit',
  'arrived',
  'cleared',
  'out-for-delivery',
  'delivered',
] as const

export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

/** The status each milestone kind gives; a free-text ('other') one means the cargo is moving. */
export const STATUS_OF_KIND: Record<MilestoneKind, TrackingStatus> = {
  booked: 'booked',
  'cargo-received': 'received',
  departed: 'in-transit',
  transhipped: 'in-transit',
  other: 'in-transit',
  arrived: 'arrived',
  'customs-cleared': 'cleared',
  'out-for-delivery': 'out-for-delivery',
  delivered: 'delivered',
}

/** The status of a shipment whose latest milestone that has happened is of `kind` (none: waiting). */
export function trackingStatus(kind: MilestoneKind | undefined): TrackingStatus {
  return kind ? STATUS_OF_KIND[kind] : 'waiting'
}
