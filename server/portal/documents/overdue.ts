/**
 * The daily report of overdue documents (issue 42: customers are told when a paper is overdue).
 * A document's "overdue" is worked out when a checklist is read (checklist.ts); this job records
 * it as a 'document-overdue' shipment event, which the notifications send (emails, webhooks).
 *
 * Once a day in Dhaka, whichever server sharing the database looks first claims the day's marker
 * in periodic_runs, in the transaction that records the events: the others, and a server
 * restarted that day, find the marker (or wait on its key and then find it), and a run that
 * failed left neither. A document is reported once while it stays overdue: again only after it
 * changed (refused, asked for again: its row's updated_at is after the last report) or its due
 * date moved (an ETD change: the report names the due date it was overdue against).
 *
 * A run records one event per document (the shipments' histories stay exact) but in a few
 * statements, EVENT_BATCH documents each, all in its one transaction: the notifications take
 * them as one run and email each person once (server/portal/notifications/overdue-run.ts).
 */
import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday, fromDhakaParts } from '#domain/dhaka-time.ts'
import {
  checklistFor,
  DOCUMENT_KINDS,
  documentStatus,
  dueDate,
  type DocumentKind,
} from '#domain/shipment-documents.ts'
import type { ShipmentMode } from '#domain/tracking.ts'
import type { Database } from '#server/db/client.ts'
import { periodicRuns, shipmentDocuments, shipmentEvents, shipments } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

const OVERDUE_RUN = 'document-overdue'

/** Events per insert: a first run over an existing database records tens of thousands. */
const EVENT_BATCH = 1_000

/**
 * How long after its ETD a shipment's documents are still reported: a paper refused or asked
 * for again weeks after the vessel sailed is staff's to chase, not a daily email's.
 */
const OVERDUE_LOOKBACK_DAYS = 30

/** The earliest a document is due: this many days before its shipment's ETD. */
const MOST_DAYS_BEFORE_ETD = Math.max(
  ...Object.values(DOCUMENT_KINDS).map((definition) => definition.daysBeforeEtd),
)

/** The last 'document-overdue' report of a document: when, and the due date it named. */
interface LastReport {
  at: Date
  dueOn: string | null
}

const key = (shipmentId: number, kind: string) => `${shipmentId} ${kind}`

/**
 * The shipments whose documents can be overdue today and were not reported long ago: those in
 * a customer company's portal whose ETD is from OVERDUE_LOOKBACK_DAYS ago up to the day before
 * which a document can be overdue (due = ETD's day − daysBeforeEtd, overdue once before today).
 * The partial index shipments_portal_etd_idx keeps this a range scan of the portal's shipments.
 */
function inWindow(today: string) {
  return and(
    isNotNull(shipments.companyId),
    gte(shipments.etd, fromDhakaParts(addDays(today, -OVERDUE_LOOKBACK_DAYS), '00:00')),
    lt(shipments.etd, fromDhakaParts(addDays(today, MOST_DAYS_BEFORE_ETD), '00:00')),
  )
}

/** The overdue documents not reported since their last change or due date, in shipment order. */
async function unreportedOverdue(tx: Executor, today: string, now: Date) {
  const window = inWindow(today)
  const candidates = await tx
    .select({
      id: shipments.id,
      mode: shipments.mode,
      direction: shipments.direction,
      goods: shipments.goods,
      etd: shipments.etd,
    })
    .from(shipments)
    .where(window)
    .orderBy(shipments.id)
  if (candidates.length === 0) return []
  const rows = await tx
    .select({
      shipmentId: shipmentDocuments.shipmentId,
      kind: shipmentDocuments.kind,
      state: shipmentDocuments.state,
      updatedAt: shipmentDocuments.updatedAt,
    })
    .from(shipmentDocuments)
    .innerJoin(shipments, eq(shipments.id, shipmentDocuments.shipmentId))
    .where(window)
  const documents = new Map(rows.map((row) => [key(row.shipmentId, row.kind), row]))
  // Each document's last report only.
  const reportedDocument = sql<string>`${shipmentEvents.detail}->>'document'`
  const reports = await tx
    .selectDistinctOn([shipmentEvents.shipmentId, reportedDocument], {
      shipmentId: shipmentEvents.shipmentId,
      document: reportedDocument,
      dueOn: sql<string | null>`${shipmentEvents.detail}->>'dueOn'`,
      at: shipmentEvents.createdAt,
    })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(and(window, eq(shipmentEvents.kind, 'document-overdue')))
    .orderBy(shipmentEvents.shipmentId, reportedDocument, desc(shipmentEvents.id))
  const lastReports = new Map<string, LastReport>(
    reports.map((report) => [key(report.shipmentId, report.document), report]),
  )

  const overdue: { shipmentId: number; kind: DocumentKind; dueOn: string }[] = []
  for (const shipment of candidates) {
    const kinds = checklistFor(shipment.direction, shipment.mode as ShipmentMode, shipment.goods)
    for (const kind of kinds) {
      const row = documents.get(key(shipment.id, kind))
      const dueOn = dueDate(kind, shipment.etd)
      if (dueOn === null) continue
      if (documentStatus(row?.state ?? 'requested', dueOn, now) !== 'overdue') continue
      const last = lastReports.get(key(shipment.id, kind))
      const reportedSinceChange =
        last !== undefined && last.dueOn === dueOn && (!row || last.at >= row.updatedAt)
      if (!reportedSinceChange) overdue.push({ shipmentId: shipment.id, kind, dueOn })
    }
  }
  return overdue
}

/**
 * Records today's 'document-overdue' events unless a server already did today; resolves with
 * how many it recorded, or null when today's were recorded before. Call the dispatcher's wake()
 * once it resolves with more than none.
 */
export async function reportOverdueDocuments(
  db: Database,
  now = new Date(),
): Promise<number | null> {
  const today = dhakaToday(now)
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(periodicRuns)
      .values({ name: OVERDUE_RUN, period: today })
      .onConflictDoNothing()
      .returning({ period: periodicRuns.period })
    if (!claimed) return null
    const overdue = await unreportedOverdue(tx, today, now)
    for (let start = 0; start < overdue.length; start += EVENT_BATCH) {
      await tx.insert(shipmentEvents).values(
        overdue.slice(start, start + EVENT_BATCH).map(({ shipmentId, kind, dueOn }) => ({
          shipmentId,
          kind: 'document-overdue' as const,
          detail: { document: kind, dueOn },
        })),
      )
    }
    return overdue.length
  })
}
