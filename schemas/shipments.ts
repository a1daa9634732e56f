import { z } from './zod.ts'
import { checkCarrierNumber, normalizeCarrierNumber } from '#domain/carrier-numbers.ts'
import { carrierNumberEnglish, explainNumber } from '#domain/carrier-numbers.messages.ts'
import { MILESTONE_KIND_IDS, SHIPMENT_MODE_IDS, type MilestoneKind } from '#domain/tracking.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { SHIPMENT_DIRECTIONS, SHIPMENT_GOODS } from '#domain/shipment-documents.ts'
import { lineText, multiLineText } from './text.ts'

/**
 * What staff send to create or edit a shipment and to add a milestone, shared by the workspace
 * forms and /api/staff/shipments. Times are ISO 8601 instants; the forms take them in Dhaka time.
 */

export const SHIPMENT_LIMITS = {
  TEXT_MAX: 120,
  NUMBER_MAX: 30,
  CONTAINERS_MAX: 50,
  NOTE_MAX: 500,
} as const

const noControlChars = (what: string) => `Please remove the special characters from ${what}`

function requiredText(what: string, max: number = SHIPMENT_LIMITS.TEXT_MAX) {
  return lineText(noControlChars(what), { error: `Please enter ${what}` })
    .trim()
    .min(1, `Please enter ${what}`)
    .max(max, `Please keep ${what} under ${max} characters`)
}

/** Blank or absent becomes null, so clearing a field clears it in the database. */
function optionalText(what: string, max: number = SHIPMENT_LIMITS.TEXT_MAX) {
  return lineText(noControlChars(what))
    .trim()
    .max(max, `Please keep ${what} under ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null))
}

/**
 * A master or house air waybill or bill of lading: stored normalised. An 11-digit number is an
 * air waybill and must have its check digit right; bills of lading have no check digit.
 */
function documentNumber(what: string) {
  return optionalText(what, SHIPMENT_LIMITS.NUMBER_MAX)
    .transform((value) => (value ? normalizeCarrierNumber(value) : null))
    .superRefine((value, context) => {
      if (!value) return
      if (!/^[A-Z0-9]+$/.test(value)) {
        context.addIssue({
          code: 'custom',
          message: `Please use only letters and digits in the ${what}`,
        })
        return
      }
      const check = checkCarrierNumber(value)
      if (check.kind === 'air-waybill' && !check.valid) {
        context.addIssue({
          code: 'custom',
          message: explainNumber(check.reason, carrierNumberEnglish),
        })
      }
    })
}

/** Container numbers, each checked by ISO 6346; typed one per line or separated by commas. */
const ContainersSchema = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) =>
    (typeof value === 'string' ? value.split(/[\n,;]+/) : (value ?? []))
      .map((entry) => normalizeCarrierNumber(entry))
      .filter((entry) => entry !== ''),
  )
  .superRefine((containers, context) => {
    if (containers.length > SHIPMENT_LIMITS.CONTAINERS_MAX) {
      context.addIssue({
        code: 'custom',
        message: `Please list at most ${SHIPMENT_LIMITS.CONTAINERS_MAX} containers`,
      })
    }
    for (const container of containers) {
      const check = checkCarrierNumber(container)
      if (check.kind !== 'container') {
        context.addIssue({
          code: 'custom',
          message: `${container} is not a container number (4 letters and 7 digits)`,
        })
      } else if (!check.valid) {
        context.addIssue({
          code: 'custom',
          message: explainNumber(check.reason, carrierNumberEnglish),
        })
      }
    }
  })
  .transform((containers) => [...new Set(containers)])

const InstantSchema = z.iso.datetime({ offset: true, error: 'Please enter a date and time' })

const OptionalInstantSchema = z
  .union([InstantSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null))

export const ShipmentInputSchema = z
  .object({
    mode: z.enum(SHIPMENT_MODE_IDS, { error: 'Please choose the mode' }),
    /** With the mode, sets the document checklist (domain/shipment-documents.ts). */
    direction: z
      .enum(SHIPMENT_DIRECTIONS, { error: 'Please choose export or import' })
      .default('export'),
    /** Garments need a UD from BGMEA or BKMEA. */
    goods: z
      .enum(SHIPMENT_GOODS, { error: 'Please choose garments or general goods' })
      .default('general'),
    origin: requiredText('the origin'),
    destination: requiredText('the destination'),
    shipperName: requiredText("the shipper's name"),
    consigneeName: requiredText("the consignee's name"),
    carrier: optionalText('the carrier'),
    masterNumber: documentNumber('master air waybill or bill of lading'),
    houseNumber: documentNumber('house air waybill or bill of lading'),
    containers: ContainersSchema,
    etd: OptionalInstantSchema,
    eta: OptionalInstantSchema,
    /** The quote request it came from, by its reference, e.g. "Q-2026-000123". */
    quoteReference: optionalText('the quote reference', 20),
  })
  .superRefine((value, context) => {
    if (value.etd && value.eta && value.eta < value.etd) {
      context.addIssue({
        code: 'custom',
        path: ['eta'],
        message: 'The arrival (ETA) cannot be before the departure (ETD)',
      })
    }
  })

export type ShipmentInput = z.input<typeof ShipmentInputSchema>
export type ShipmentValues = z.output<typeof ShipmentInputSchema>

/**
 * How far ahead of now a milestone may be dated: a day, for a clock set a little wrong or an event
 * entered just before it happens. Anything later is a plan, which belongs in the ETD or ETA.
 */
export const MILESTONE_AHEAD_MAX_MS = 24 * 60 * 60 * 1000

/** Whether a milestone dated `occurredAt` has not happened yet at `now` (shown as expected). */
export function isExpectedMilestone(occurredAt: string | Date, now: Date = new Date()): boolean {
  return new Date(occurredAt).getTime() > now.getTime()
}

export const MilestoneInputSchema = z
  .object({
    kind: z.enum(MILESTONE_KIND_IDS, { error: 'Please choose what happened' }),
    description: optionalText('the description'),
    occurredAt: InstantSchema.transform((value) => new Date(value).toISOString()),
    place: requiredText('the place'),
    note: multiLineText(noControlChars('the note'))
      .trim()
      .max(
        SHIPMENT_LIMITS.NOTE_MAX,
        `Please keep the note under ${SHIPMENT_LIMITS.NOTE_MAX} characters`,
      )
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((value, context) => {
    if (value.kind === 'other' && !value.description) {
      context.addIssue({
        code: 'custom',
        path: ['description'],
        message: 'Please describe what happened',
      })
    }
    const occurredAt = new Date(value.occurredAt).getTime()
    if (Number.isFinite(occurredAt) && occurredAt > Date.now() + MILESTONE_AHEAD_MAX_MS) {
      context.addIssue({
        code: 'custom',
        path: ['occurredAt'],
        message: `${formatDhakaDateTime(value.occurredAt)} (${DHAKA_ZONE_LABEL}) is more than a day ahead: a milestone records what has happened, so it was not added. Put a planned departure or arrival in the shipment's ETD or ETA.`,
      })
    }
  })

export type MilestoneInput = z.input<typeof MilestoneInputSchema>
export type MilestoneValues = z.output<typeof MilestoneInputSchema>

/** A shipment as staff see it in the workspace: everything, parties included. */
export const StaffMilestoneSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MILESTONE_KIND_IDS),
  label: z.string(),
  description: z.string().nullable(),
  occurredAt: z.string(),
  place: z.string(),
  note: z.string().nullable(),
  /** Dated after now (at most a day ahead): shown as expected, never as the shipment's stage. */
  expected: z.boolean(),
})
export type StaffMilestone = z.infer<typeof StaffMilestoneSchema>

const STAGE_OF_MILESTONE: Record<Exclude<MilestoneKind, 'other'>, string> = {
  booked: 'Booked',
  'cargo-received': 'Booked',
  departed: 'In transit',
  transhipped: 'In transit',
  arrived: 'Arrived',
  'customs-cleared': 'Arrived',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
}

export const SHIPMENT_STAGES = [
  'Planned',
  'Under way',
  ...new Set(Object.values(STAGE_OF_MILESTONE)),
]

/**
 * Where a shipment stands, in a word: the stage of its latest milestone of a named kind ("In
 * transit" after a departure; a free-text milestone says nothing of the stage), "Under way" when
 * it has only free-text ones, "Planned" before any.
 */
export function shipmentStage(
  latestNamedKind: MilestoneKind | undefined,
  hasMilestones: boolean,
): string {
  if (latestNamedKind && latestNamedKind !== 'other') return STAGE_OF_MILESTONE[latestNamedKind]
  return hasMilestones ? 'Under way' : 'Planned'
}

/** The audit log's actions for shipments; each row's target is the shipment's reference. */
export const SHIPMENT_AUDIT_ACTIONS = [
  'shipment.create',
  'shipment.edit',
  'shipment.milestone.add',
  'shipment.milestone.remove',
  /** Staff put it in a customer company's portal or changed the customer's references. */
  'shipment.customer',
] as const

export type ShipmentAuditAction = (typeof SHIPMENT_AUDIT_ACTIONS)[number]

/** The fields an edit is compared on, and the words the history uses for them. */
export const SHIPMENT_FIELD_LABELS = {
  mode: 'mode',
  direction: 'direction',
  goods: 'goods',
  origin: 'origin',
  destination: 'destination',
  shipperName: 'shipper',
  consigneeName: 'consignee',
  carrier: 'carrier',
  masterNumber: 'master number',
  houseNumber: 'house number',
  containers: 'containers',
  etd: 'ETD',
  eta: 'ETA',
  quoteReference: 'quote reference',
} as const

export type ShipmentField = keyof typeof SHIPMENT_FIELD_LABELS

/** The fields of a 'shipment.customer' change (server/portal/shipments/staff.ts). */
export const PORTAL_FIELD_LABELS = {
  customer: 'customer company',
  customerReferences: "customer's references",
} as const
export type ShipmentFieldValue = string | string[] | null

/** One changed field of an edit, as the audit log keeps it (instants as ISO strings). */
export interface ShipmentFieldChange {
  from: ShipmentFieldValue
  to: ShipmentFieldValue
}

/** One entry of a shipment's change history: an audit_log row about it. */
export const ShipmentHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(SHIPMENT_AUDIT_ACTIONS),
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
})

export type ShipmentHistoryEntry = z.infer<typeof ShipmentHistoryEntrySchema>

function isAuditAction(action: string): action is ShipmentAuditAction {
  return (SHIPMENT_AUDIT_ACTIONS as readonly string[]).includes(action)
}

function fieldValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)'
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ')
  if ((field === 'etd' || field === 'eta') && typeof value === 'string') {
    return `${formatDhakaDateTime(value)} ${DHAKA_ZONE_LABEL}`
  }
  return String(value)
}

function milestoneText(detail: Record<string, unknown>): string {
  const label = typeof detail.label === 'string' ? detail.label : 'milestone'
  const place = typeof detail.place === 'string' ? ` at ${detail.place}` : ''
  const when =
    typeof detail.occurredAt === 'string'
      ? `, ${formatDhakaDateTime(detail.occurredAt)} ${DHAKA_ZONE_LABEL}`
      : ''
  return `${label}${place}${when}`
}

function emailsText(detail: Record<string, unknown>): string {
  const queued = typeof detail.emailsQueued === 'number' ? detail.emailsQueued : 0
  return queued > 0 ? ` (${queued} subscriber email${queued === 1 ? '' : 's'} queued)` : ''
}

/**
 * A shipment audit entry in words, e.g. "Changed ETA: 24 Dec 2026, 08:30 → …", for the
 * shipment's history and the admins' audit log alike; null for an action that is not a shipment's.
 */
export function describeShipmentChange(
  action: string,
  detail: Record<string, unknown> | null,
): string | null {
  if (!isAuditAction(action)) return null
  const facts = detail ?? {}
  switch (action) {
    case 'shipment.create':
      return 'Created the shipment'
    case 'shipment.edit':
    case 'shipment.customer': {
      const changes = (facts.changes ?? {}) as Record<string, ShipmentFieldChange>
      const parts = Object.entries(changes).map(([field, change]) => {
        const label =
          SHIPMENT_FIELD_LABELS[field as ShipmentField] ??
          PORTAL_FIELD_LABELS[field as keyof typeof PORTAL_FIELD_LABELS] ??
          field
        return `${label}: ${fieldValueText(field, change.from)} → ${fieldValueText(field, change.to)}`
      })
      return `Changed ${parts.join('; ')}${emailsText(facts)}`
    }
    case 'shipment.milestone.add':
      return `Added milestone ${milestoneText(facts)}${emailsText(facts)}`
    case 'shipment.milestone.remove':
      return `Removed milestone ${milestoneText(facts)}`
  }
}

export const StaffShipmentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  mode: z.enum(SHIPMENT_MODE_IDS),
  direction: z.enum(SHIPMENT_DIRECTIONS),
  goods: z.enum(SHIPMENT_GOODS),
  origin: z.string(),
  destination: z.string(),
  shipperName: z.string(),
  consigneeName: z.string(),
  carrier: z.string().nullable(),
  masterNumber: z.string().nullable(),
  houseNumber: z.string().nullable(),
  containers: z.array(z.string()),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  quoteReference: z.string().nullable(),
  /** The quote request's id in the inbox, to link to it; null without a quote. */
  quoteRequestId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Confirmed subscribers, who get an email for every milestone and ETA change. */
  subscribers: z.number().int(),
  milestones: z.array(StaffMilestoneSchema),
  /** Who changed what and when, newest first (from the audit log). */
  history: z.array(ShipmentHistoryEntrySchema),
})

export type StaffShipment = z.infer<typeof StaffShipmentSchema>

export const StaffShipmentResponseSchema = z.object({ data: StaffShipmentSchema })

export const StaffShipmentSummarySchema = StaffShipmentSchema.omit({
  milestones: true,
  history: true,
}).extend({
  /**
   * What happened last (by when it happened), for the list; null before the first milestone. One
   * still ahead of now is not counted, nor for the stage.
   */
  lastMilestone: StaffMilestoneSchema.nullable(),
  /** Where it stands in a word: Planned, Booked, In transit, Arrived, … (shipmentStage). */
  stage: z.string(),
})
export type StaffShipmentSummary = z.infer<typeof StaffShipmentSummarySchema>

export const StaffShipmentListSchema = z.object({ data: z.array(StaffShipmentSummarySchema) })
