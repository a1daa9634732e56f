import { serviceNames } from '#server/content/names.ts'
import { and, asc, eq } from 'drizzle-orm'
import { LANGUAGE_NAMES } from '#domain/language-names.ts'
import type { Language } from '#schemas/content/localized.ts'
import { alias } from 'drizzle-orm/pg-core'
import { cargoFreightTotals, type QuoteCargo } from '#domain/quote-cargo.ts'
import { StoredCargoSchema, type QuoteRequest } from '#schemas/quote.ts'
import {
  inboxPreview,
  INBOX_STATUSES,
  type DetailSection,
  type InboxEvent,
  type InboxItemDetail,
  type InboxKind,
  type InboxStatus,
} from '#schemas/staff-inbox.ts'
import { APPLICATION_COLUMNS_WITHOUT_CV } from '#server/cv-files.ts'
import type { Database } from '#server/db/client.ts'
import {
  contactMessages,
  inboxEvents,
  jobApplications,
  outbox,
  quoteRequests,
  shipments,
  staffUsers,
} from '#server/db/schema.ts'
import { notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { quoteSalesView } from '#server/notifications/quote-emails.ts'
import { SHIPMENT_MODE_IDS, type ShipmentMode } from '#domain/tracking.ts'
import { INBOX_KIND_CONFIG, positionTitle } from './kinds.ts'
import { quoteFactsOf } from './queries.ts'
import { inboxEstimateOf } from '#server/pricing/quote-estimates.ts'
import { bookingInboxCore } from '#server/portal/bookings/inbox-item.ts'

/*
 * One inbox item as the workspace shows it: what the visitor sent, laid out as staff read it,
 * and its history. What staff do to it is item-changes.ts.
 */

/**
 * The shipment mode a quoted service travels by, for a shipment made from the quote; null for a
 * service that is none of them (warehousing, a charter), which staff then choose.
 */
function shipmentModeOf(mode: string | undefined): ShipmentMode | null {
  if (mode === 'air-air') return 'air'
  return SHIPMENT_MODE_IDS.find((id) => id === mode) ?? null
}

function asStatus(value: string | null): InboxStatus | null {
  return INBOX_STATUSES.find((status) => status === value) ?? null
}

function person(id: string | null, name: string | null) {
  return id && name ? { id, name } : null
}

const actors = alias(staffUsers, 'actor')
const assignees = alias(staffUsers, 'event_assignee')

/** The history of an item, oldest first, with each reply's delivery state. */
async function loadEvents(db: Database, kind: InboxKind, id: number): Promise<InboxEvent[]> {
  const rows = await db
    .select({
      id: inboxEvents.id,
      at: inboxEvents.createdAt,
      action: inboxEvents.action,
      fromStatus: inboxEvents.fromStatus,
      toStatus: inboxEvents.toStatus,
      body: inboxEvents.body,
      actorId: actors.id,
      actorName: actors.name,
      assigneeId: assignees.id,
      assigneeName: assignees.name,
      outboxStatus: outbox.status,
      outboxSentAt: outbox.sentAt,
      outboxAttempts: outbox.attempts,
      estimateBasis: inboxEvents.estimateBasis,
    })
    .from(inboxEvents)
    .leftJoin(actors, eq(actors.id, inboxEvents.actorId))
    .leftJoin(assignees, eq(assignees.id, inboxEvents.assigneeId))
    .leftJoin(outbox, eq(outbox.id, inboxEvents.outboxId))
    .where(and(eq(inboxEvents.itemKind, kind), eq(inboxEvents.itemId, id)))
    .orderBy(asc(inboxEvents.id))
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: person(row.actorId, row.actorName),
    action: row.action as InboxEvent['action'],
    fromStatus: asStatus(row.fromStatus),
    toStatus: asStatus(row.toStatus),
    assignee: person(row.assigneeId, row.assigneeName),
    body: row.body,
    delivery: row.outboxStatus
      ? {
          status: row.outboxStatus,
          sentAt: row.outboxSentAt?.toISOString() ?? null,
          attempts: row.outboxAttempts ?? 0,
        }
      : null,
    estimate: row.estimateBasis ?? null,
  }))
}

export type ItemCore = Omit<InboxItemDetail, 'events' | 'kind'>

/** How a reply names what the visitor sent. */
export function replySubject(kind: InboxKind, core: ItemCore, company: string): string {
  if (kind === 'contact-messages') return `Re: your message to ${company}`
  if (kind === 'quote-requests') return `Re: your ${core.title.replace(/^Quote/, 'quote')}`
  if (kind === 'booking-requests') return `Re: your booking request ${core.title}`
  return `Re: your application for ${core.title}`
}

async function loadAssignee(db: Executor, id: string | null) {
  if (!id) return null
  const [row] = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
  return row ?? null
}

function contactSection(
  row: { name: string; email: string; phone: string; clientIp: string; language: Language },
  extra: [string, string][] = [],
): DetailSection {
  return {
    heading: 'Contact',
    rows: [
      ['Name', row.name],
      ['Email', row.email],
      ['Phone', row.phone],
      ...extra,
      ['Written in', LANGUAGE_NAMES[row.language]],
      ['Sent from', row.clientIp],
    ],
  }
}

export async function loadCore(
  db: Executor,
  kind: InboxKind,
  id: number,
): Promise<ItemCore | undefined> {
  const common = <
    R extends {
      id: number
      createdAt: Date
      name: string
      email: string
      phone: string
      status: string
      assigneeId: string | null
      language: Language
    },
  >(
    row: R,
  ) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: asStatus(row.status) ?? 'new',
    language: row.language,
  })
  if (kind === 'contact-messages') {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
    if (!row) return undefined
    return {
      ...common(row),
      assignee: await loadAssignee(db, row.assigneeId),
      title: 'Contact message',
      snippet: inboxPreview(row.message),
      quote: null,
      shipmentDraft: null,
      shipments: [],
      estimate: null,
      sections: [contactSection(row)],
      packageLines: [],
      packageLinesHeading: '',
      longTextLabel: 'Message',
      longText: row.message,
      cv: null,
    }
  }
  if (kind === 'quote-requests') {
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id))
    if (!row) return undefined
    // Written by the quote route after validation; an unreadable value shows as no lines.
    const stored = StoredCargoSchema.safeParse(row.packages)
    const cargo: QuoteCargo = stored.success ? stored.data : { load: 'lcl-packages', packages: [] }
    const services = await serviceNames(db, 'any')
    const service = services.get(row.serviceSlug)
    const mode = service?.mode ?? 'air'
    const request = {
      service: row.serviceSlug,
      originCity: row.originCity,
      originCountry: row.originCountry,
      destinationCity: row.destinationCity,
      destinationCountry: row.destinationCountry,
      incoterm: row.incoterm,
      cargoReadyDate: row.cargoReadyDate,
      commodity: row.commodity,
      hsCode: row.hsCode ?? undefined,
      ...(cargo.load === 'lcl-packages'
        ? { packages: cargo.packages }
        : cargo.load === 'fcl'
          ? { load: 'fcl', containers: cargo.containers }
          : { load: 'lcl-totals', cargoTotals: cargo.cargoTotals }),
      dangerousGoods: row.dangerousGoods,
      temperatureControlled: row.temperatureControlled,
      stackable: row.stackable,
      notes: row.notes ?? undefined,
      name: row.name,
      company: row.company ?? undefined,
      email: row.email,
      phone: row.phone,
    } as QuoteRequest
    // The same view as the sales email, computed by the same code from what was stored.
    const view = quoteSalesView({
      reference: row.reference,
      request,
      cargo,
      totals: cargoFreightTotals(cargo, mode),
      clientIp: row.clientIp,
      serviceTitle: service?.title ?? row.serviceSlug,
      language: row.language,
    })
    return {
      ...common(row),
      assignee: await loadAssignee(db, row.assigneeId),
      title: view.title,
      snippet: inboxPreview(row.commodity),
      quote: quoteFactsOf(row, services),
      shipmentDraft: {
        quoteReference: row.reference,
        origin: `${row.originCity}, ${row.originCountry}`,
        destination: `${row.destinationCity}, ${row.destinationCountry}`,
        mode: shipmentModeOf(service?.mode),
        shipperName: row.company,
      },
      shipments: await db
        .select({ id: shipments.id, reference: shipments.reference })
        .from(shipments)
        .where(eq(shipments.quoteRequestId, row.id))
        .orderBy(asc(shipments.id)),
      estimate: await inboxEstimateOf(db, row.estimate, row, row.language),
      sections: view.sections,
      packageLines: view.packageLines,
      packageLinesHeading: view.linesHeading,
      longTextLabel: 'Notes',
      longText: row.notes,
      cv: null,
    }
  }
  if (kind === 'booking-requests') return bookingInboxCore(db, id)
  const [row] = await db
    .select(APPLICATION_COLUMNS_WITHOUT_CV)
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
  if (!row) return undefined
  const position = positionTitle(row)
  return {
    ...common(row),
    assignee: await loadAssignee(db, row.assigneeId),
    title: position,
    snippet: inboxPreview(row.coverLetter ?? ''),
    quote: null,
    shipmentDraft: null,
    shipments: [],
    estimate: null,
    sections: [{ heading: 'Position', rows: [['Position', position]] }, contactSection(row)],
    packageLines: [],
    packageLinesHeading: '',
    longTextLabel: 'Cover letter',
    longText: row.coverLetter,
    cv: { name: row.cvOriginalName, size: row.cvSize, mime: row.cvMime },
  }
}

export async function loadItem(
  db: Database,
  kind: InboxKind,
  id: number,
): Promise<InboxItemDetail> {
  const core = await loadCore(db, kind, id)
  if (!core) throw notFound(INBOX_KIND_CONFIG[kind].noun.replace(/^./, (c) => c.toUpperCase()))
  return { ...core, kind, events: await loadEvents(db, kind, id) }
}
