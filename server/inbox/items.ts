import { companyName, serviceNames } from '#server/content/names.ts'
import { and, asc, eq, sql } from 'drizzle-orm'
import { LANGUAGE_NAMES } from '#domain/language-names.ts'
import type { Language } from '#schemas/content/localized.ts'
import { alias } from 'drizzle-orm/pg-core'
import { cargoFreightTotals, type QuoteCargo } from '#domain/quote-cargo.ts'
import { StoredCargoSchema, type QuoteRequest } from '#schemas/quote.ts'
import type { StaffIdentity } from '#schemas/staff.ts'
import {
  canWorkInbox,
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
import { ApiError, notFound } from '#server/errors.ts'
import { escapeHtml, headerSafe } from '#server/notifications/emails.ts'
import { enqueueEmail, type Executor } from '#server/notifications/outbox.ts'
import { quoteSalesView } from '#server/notifications/quote-emails.ts'
import { SHIPMENT_MODE_IDS, type ShipmentMode } from '#domain/tracking.ts'
import { INBOX_KIND_CONFIG, positionTitle } from './kinds.ts'
import { quoteFactsOf } from './queries.ts'

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
  }))
}

type ItemCore = Omit<InboxItemDetail, 'events' | 'kind'>

/** How a reply names what the visitor sent. */
function replySubject(kind: InboxKind, core: ItemCore, company: string): string {
  if (kind === 'contact-messages') return `Re: your message to ${company}`
  if (kind === 'quote-requests') return `Re: your ${core.title.replace(/^Quote/, 'quote')}`
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

async function loadCore(db: Executor, kind: InboxKind, id: number): Promise<ItemCore | undefined> {
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
      sections: view.sections,
      packageLines: view.packageLines,
      packageLinesHeading: view.linesHeading,
      longTextLabel: 'Notes',
      longText: row.notes,
      cv: null,
    }
  }
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Locks the item's row for the transaction and returns its status and assignee. */
async function lockItem(tx: Transaction, kind: InboxKind, id: number) {
  const { table, columns, noun } = INBOX_KIND_CONFIG[kind]
  const [row] = await tx
    .select({
      status: sql<string>`${columns.status}`,
      assigneeId: sql<string | null>`${columns.assigneeId}`,
    })
    .from(table)
    .where(eq(columns.id, id))
    .for('update')
  if (!row) throw notFound(noun.replace(/^./, (c) => c.toUpperCase()))
  return row
}

async function setStatus(
  tx: Executor,
  kind: InboxKind,
  id: number,
  actorId: string,
  from: string,
  to: InboxStatus,
): Promise<void> {
  if (from === to) return
  const { table, columns } = INBOX_KIND_CONFIG[kind]
  await tx.execute(sql`update ${table} set status = ${to} where ${columns.id} = ${id}`)
  await tx.insert(inboxEvents).values({
    itemKind: kind,
    itemId: id,
    actorId,
    action: 'status',
    fromStatus: from,
    toStatus: to,
  })
}

/** Moves an item to another status; the change and who made it go into its history. */
export async function changeStatus(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  to: InboxStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id)
    await setStatus(tx, kind, id, staff.id, item.status, to)
  })
}

/** Colleagues an item of this kind can be given to: active staff whose role works the list. */
export async function assignableStaff(db: Database, kind: InboxKind) {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.disabled, false))
    .orderBy(asc(staffUsers.name))
  return rows.filter((row) => canWorkInbox(row.role, kind))
}

export async function assignItem(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  assigneeId: string | null,
): Promise<void> {
  if (assigneeId !== null) {
    const allowed = await assignableStaff(db, kind)
    if (!allowed.some((candidate) => candidate.id === assigneeId)) {
      throw new ApiError(400, 'That colleague cannot work this list', {
        assigneeId: 'That colleague cannot work this list',
      })
    }
  }
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id)
    if (item.assigneeId === assigneeId) return
    const { table, columns } = INBOX_KIND_CONFIG[kind]
    await tx.execute(
      sql`update ${table} set assignee_id = ${assigneeId} where ${columns.id} = ${id}`,
    )
    await tx.insert(inboxEvents).values({
      itemKind: kind,
      itemId: id,
      actorId: staff.id,
      action: 'assign',
      assigneeId,
    })
  })
}

export async function addNote(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  body: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockItem(tx, kind, id)
    await tx
      .insert(inboxEvents)
      .values({ itemKind: kind, itemId: id, actorId: staff.id, action: 'note', body })
  })
}

/** The reply as the visitor receives it: the staff member's text, signed, with nothing else. */
export function replyEmail(staff: StaffIdentity, subject: string, body: string, company: string) {
  const signature = `${staff.name}\n${company}`
  const bodyText = `${body.replace(/[^\P{Cc}\n\t]/gu, '')}\n\n-- \n${signature}\n`
  const bodyHtml =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>` +
    `<p style="white-space:pre-wrap">-- <br>${escapeHtml(signature)}</p></body></html>`
  return { subject: headerSafe(subject, 200), bodyText, bodyHtml }
}

/**
 * Queues a reply to the visitor in the outbox, in the same transaction as the event that shows
 * it in the thread and the move to answered. The browser's key makes it idempotent: a repeated
 * request (double click, retry after a lost answer) finds the key taken and queues nothing.
 * Resolves with true when this call queued the email.
 */
export async function replyToItem(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  body: string,
  key: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id)
    const [event] = await tx
      .insert(inboxEvents)
      .values({
        itemKind: kind,
        itemId: id,
        actorId: staff.id,
        action: 'reply',
        body,
        requestKey: key,
      })
      .onConflictDoNothing({ target: inboxEvents.requestKey })
      .returning({ id: inboxEvents.id })
    if (!event) return false
    const core = await loadCore(tx, kind, id)
    if (!core) throw notFound('Item')
    const company = await companyName(tx)
    const outboxId = await enqueueEmail(tx, {
      kind: 'reply',
      subjectId: event.id,
      recipient: core.email,
      replyTo: `"${staff.name.replace(/["\\\p{Cc}]/gu, '')}" <${staff.email}>`,
      ...replyEmail(staff, replySubject(kind, core, company), body, company),
    })
    await tx.update(inboxEvents).set({ outboxId }).where(eq(inboxEvents.id, event.id))
    await setStatus(tx, kind, id, staff.id, item.status, 'answered')
    return true
  })
}
