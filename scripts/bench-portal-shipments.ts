/**
 * Customer portal benchmark (issue 42): 100,000 shipments of 5,000 customer companies (one of
 * them with 3,000 of its own, as a large exporter has), a person each, shares, milestones and
 * 500,000 shipment documents; then My shipments as /api/account/shipments runs it
 * (server/portal/shipments/list.ts) and a shipment's documents as its page reads them
 * (server/portal/documents/), timed one call at a time. Targets: p95 ≤ 100 ms for a page,
 * ≤ 150 ms for a search by container or purchase order. Last, the daily overdue-documents
 * report's first run over all of it (server/portal/documents/overdue.ts) and the dispatch of its
 * events into emails (server/portal/notifications/overdue-run.ts), timed once.
 *
 *   node scripts/bench-portal-shipments.ts                      embedded PGlite in a temp folder
 *   node scripts/bench-portal-shipments.ts --database-url URL   a scratch database on that server
 *   node scripts/bench-portal-shipments.ts --postgres           a private PostgreSQL cluster
 *   --runs N (per scenario, default 30)
 *
 * `npm run bench` runs it on PGlite and on PostgreSQL (DATABASE_URL's server, or a private
 * cluster where PostgreSQL is installed).
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { count, isNull, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import type { Database } from '#server/db/client.ts'
import { outbox, shipmentEvents } from '#server/db/schema.ts'
import { checklistOf, shipmentFacts } from '#server/portal/documents/checklist.ts'
import { reportOverdueDocuments } from '#server/portal/documents/overdue.ts'
import { findVisibleShipment } from '#server/portal/access.ts'
import { ShipmentEventDispatcher } from '#server/portal/notifications/dispatcher.ts'
import {
  listCompanyShipments,
  readShipmentQuery,
  type ShipmentFilter,
} from '#server/portal/shipments/list.ts'
import type { PortalShipmentQuery } from '#schemas/portal/shipments.ts'
import { openScratch, percentile } from './bench-inbox.ts'
import { findPostgresBin, startPostgres } from './support/postgres.ts'

const SHIPMENTS = 100_000
const COMPANIES = 5_000
/** Company 1's own shipments: the first 3,000. */
const LARGE_COMPANY_SHIPMENTS = 3_000
const PAGE_TARGET_MS = 100
const SEARCH_TARGET_MS = 150

/** Seeds companies, shipments, shares and milestones with SQL alone (seconds, not minutes). */
export async function seedPortalShipments(db: Database): Promise<void> {
  await db.execute(sql`
    insert into customer_companies (name, kind, country, email, phone)
    select 'Bench Company ' || c, (array['shipper','consignee','agent'])[1 + c % 3], 'BD',
      'office' || c || '@bench.example.com', '+880 1711 ' || lpad(c::text, 6, '0')
    from generate_series(1, ${COMPANIES}) as c`)
  // Shipment g belongs to company 1 for the first 3,000, then to 1 + g % 5,000: 20 or so each.
  // One every 5 minutes back from now; references, numbers and POs follow g.
  await db.execute(sql`
    insert into shipments (reference, mode, goods, origin, destination, shipper_name, consignee_name,
      carrier, master_number, house_number, containers, etd, eta, company_id, customer_references,
      created_at, updated_at)
    select 'DBL-B' || lpad(g::text, 7, '0'),
      (array['sea','air','sea-air'])[1 + g % 3],
      case when g % 3 = 1 or g % 4 = 0 then 'garments' else 'general' end,
      (array['Chattogram, Bangladesh','Dhaka, Bangladesh','Mongla, Bangladesh'])[1 + g % 3],
      (array['Hamburg, Germany','Rotterdam, Netherlands','Felixstowe, United Kingdom','Los Angeles, United States','Dubai, UAE'])[1 + g % 5],
      'Shipper ' || g, 'Consignee ' || g, 'Maersk', 'MAEU' || lpad(g::text, 9, '0'),
      'DBLH' || lpad(g::text, 8, '0'), array['BNCU' || lpad(g::text, 7, '0')],
      now() - g * interval '5 minutes' + interval '3 days',
      now() - g * interval '5 minutes' + interval '30 days',
      base.first + case when g <= ${LARGE_COMPANY_SHIPMENTS} then 0 else g % ${COMPANIES} end,
      array['PO-' || lpad(g::text, 6, '0'), 'INV-2026-' || g],
      now() - g * interval '5 minutes', now() - g * interval '5 minutes'
    from generate_series(1, ${SHIPMENTS}) as g,
      (select min(id) as first from customer_companies) as base`)
  // Every fifth shipment is shared with another company (its buyer).
  await db.execute(sql`
    insert into shipment_shares (shipment_id, company_id, role)
    select s.id, base.first + (s.id * 7) % ${COMPANIES}, case when s.id % 2 = 0 then 'view' else 'upload' end
    from shipments s, (select min(id) as first from customer_companies) as base
    where s.id % 5 = 0 and s.company_id <> base.first + (s.id * 7) % ${COMPANIES}`)
  // Up to four milestones each, in order: booked, cargo received, departed, arrived.
  await db.execute(sql`
    insert into shipment_milestones (shipment_id, kind, occurred_at, place)
    select s.id, (array['booked','cargo-received','departed','arrived'])[k],
      s.created_at + k * interval '1 day', 'Chattogram'
    from shipments s cross join generate_series(1, 4) as k
    where k <= s.id % 5 and s.created_at + k * interval '1 day' <= now()`)
  // A person of each company, in either language, with every email on.
  await db.execute(sql`
    insert into customer_users (id, name, email, company_id, company_role, language)
    select 'bench-' || c.id, 'Person ' || c.id, 'person' || c.id || '@bench.example.com', c.id,
      'owner', case when c.id % 2 = 0 then 'bn' else 'en' end
    from customer_companies c`)
  await seedDocuments(db)
  await db.execute(sql`analyze`)
}

/** Documents of each shipment with a row (the others are still awaited, with none): 500,000. */
const DOCUMENTS_PER_SHIPMENT = 5

/**
 * Five documents of each shipment's checklist with a row: by sea the booking confirmation,
 * invoice, packing list, EXP and certificate of origin; by air (garments) the invoice, packing
 * list, EXP, UD and AWB. Those of shipments that sailed over a week ago are decided (mostly
 * accepted, some not needed, a few still refused); the rest are spread over requested again,
 * uploaded, accepted and refused, as papers arrive before a sailing.
 */
async function seedDocuments(db: Database): Promise<void> {
  await db.execute(sql`
    insert into shipment_documents (shipment_id, kind, state, reason, decided_at, updated_at)
    select s.id, kinds.kind, states.state,
      case when states.state = 'refused' then 'The stamp is missing' end,
      case when states.state in ('accepted', 'refused', 'not-needed')
        then s.created_at + k * interval '8 hours' end,
      s.created_at + k * interval '8 hours'
    from shipments s
    cross join generate_series(1, ${DOCUMENTS_PER_SHIPMENT}) as k
    cross join lateral (select case when s.mode = 'air'
      then (array['commercial-invoice','packing-list','exp','ud','awb'])[k]
      else (array['booking-confirmation','commercial-invoice','packing-list','exp','certificate-of-origin'])[k]
      end as kind) as kinds
    cross join lateral (select case
      when s.etd < now() - interval '7 days' then case
        when (s.id + k) % 20 = 0 then 'not-needed'
        when (s.id * 7 + k) % 97 = 0 then 'refused'
        else 'accepted' end
      else (array['requested','uploaded','accepted','refused'])[1 + (s.id * 7 + k) % 4]
      end as state) as states`)
}

interface Scenario {
  name: string
  target: number
  /** How many rows a search must find, so that a fast answer is a right one. */
  finds?: number
  /** The company whose person calls, and what they ask. */
  run(index: number): { companyId: number; query: PortalShipmentQuery }
}

const pad = (value: number) => String(value).padStart(6, '0')
/** A company of about 20 shipments, varying with the run (ids from 1 in the scratch database). */
const typical = (index: number) => 2 + ((index * 137) % (COMPANIES - 1))
/** The number g of one of the typical company's shipments (g % 5,000 = its id - 1, g > 3,000). */
const shipmentOf = (companyId: number, index: number) =>
  companyId - 1 + COMPANIES * (1 + (index % 19))

export const SCENARIOS: Scenario[] = [
  {
    name: 'first page, typical company',
    target: PAGE_TARGET_MS,
    run: (i) => ({ companyId: typical(i), query: {} }),
  },
  {
    name: 'first page, 3,000 shipments',
    target: PAGE_TARGET_MS,
    run: () => ({ companyId: 1, query: {} }),
  },
  {
    name: 'status in transit, 3,000',
    target: PAGE_TARGET_MS,
    run: () => ({ companyId: 1, query: { status: 'in-transit' } }),
  },
  {
    name: 'status delivered (none), 3,000',
    target: PAGE_TARGET_MS,
    run: () => ({ companyId: 1, query: { status: 'delivered' } }),
  },
  {
    name: 'ETA in a week, 3,000',
    target: PAGE_TARGET_MS,
    run: (i) => ({ companyId: 1, query: { from: day(20 + (i % 5)), to: day(27 + (i % 5)) } }),
  },
  {
    name: 'route text, 3,000',
    target: PAGE_TARGET_MS,
    run: () => ({ companyId: 1, query: { q: 'Rotterdam' } }),
  },
  {
    name: 'container, typical company',
    target: SEARCH_TARGET_MS,
    finds: 1,
    run: (i) => ({
      companyId: typical(i),
      query: { q: `bncu ${String(shipmentOf(typical(i), i)).padStart(7, '0')}` },
    }),
  },
  {
    name: 'container, 3,000',
    target: SEARCH_TARGET_MS,
    finds: 1,
    run: (i) => ({
      companyId: 1,
      query: { q: `bncu${String(1 + ((i * 97) % LARGE_COMPANY_SHIPMENTS)).padStart(7, '0')}` },
    }),
  },
  {
    name: 'PO, typical company',
    target: SEARCH_TARGET_MS,
    finds: 1,
    run: (i) => ({ companyId: typical(i), query: { q: `po-${pad(shipmentOf(typical(i), i))}` } }),
  },
  {
    name: 'PO, 3,000',
    target: SEARCH_TARGET_MS,
    finds: 1,
    run: (i) => ({
      companyId: 1,
      query: { q: `PO-${pad(1 + ((i * 89) % LARGE_COMPANY_SHIPMENTS))}` },
    }),
  },
  {
    name: 'no match, 3,000',
    target: SEARCH_TARGET_MS,
    run: (i) => ({ companyId: 1, query: { q: `ZZ-${i}-none` } }),
  },
]

/** A day from today, day first as a person types it. */
function day(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000)
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`
}

async function timed(
  db: Database,
  companyId: number,
  filter: ShipmentFilter,
  finds: number | undefined,
): Promise<number> {
  const started = performance.now()
  const { data } = await listCompanyShipments(db, companyId, filter)
  const took = performance.now() - started
  if (finds !== undefined && data.length !== finds) {
    throw new Error(
      `company ${companyId}, ${JSON.stringify(filter)}: ${data.length} rows, not ${finds}`,
    )
  }
  return took
}

/** Page 10 of the large company: the cost of a deep page, timed on its own. */
async function tenthPage(db: Database): Promise<number> {
  let filter = readShipmentQuery({}, 'en')
  let last = 0
  for (let page = 0; page < 10; page++) {
    const started = performance.now()
    const result = await listCompanyShipments(db, 1, filter)
    last = performance.now() - started
    filter = readShipmentQuery({ cursor: result.next ?? undefined }, 'en')
  }
  return last
}

/** A typical company's shipment's documents as its page reads them: found, then its checklist. */
async function shipmentDocumentsOf(db: Database, index: number): Promise<number> {
  const companyId = typical(index)
  const reference = `DBL-B${String(shipmentOf(companyId, index)).padStart(7, '0')}`
  const started = performance.now()
  const visible = await findVisibleShipment(db, companyId, reference)
  const facts = visible && (await shipmentFacts(db, visible.id))
  if (!visible || !facts) throw new Error(`company ${companyId} does not see ${reference}`)
  const { documents } = await checklistOf(db, facts, { access: visible.access }, 'en')
  const took = performance.now() - started
  if (!documents.some((document) => document.state !== 'requested')) {
    throw new Error(`${reference}: none of its seeded documents was read`)
  }
  return took
}

/**
 * The overdue report's first run over the whole database, then its dispatch by a dispatcher as
 * the server runs it: how many events and emails, in how long.
 */
async function benchOverdueRun(db: Database): Promise<void> {
  const reportStart = performance.now()
  const recorded = await reportOverdueDocuments(db)
  const reportSeconds = (performance.now() - reportStart) / 1000
  const dispatcher = new ShipmentEventDispatcher({
    db,
    siteUrl: 'https://bench.example.com',
    outbox: { wake: () => {} },
    log: Fastify({ logger: { level: 'error' } }).log,
  })
  const dispatchStart = performance.now()
  dispatcher.wake()
  const waiting = async () =>
    (
      await db
        .select({ value: count() })
        .from(shipmentEvents)
        .where(isNull(shipmentEvents.dispatchedAt))
    )[0]?.value ?? 0
  while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 100))
  const dispatchSeconds = (performance.now() - dispatchStart) / 1000
  await dispatcher.stop()
  const [emails] = await db.select({ value: count() }).from(outbox)
  console.log(
    `overdue report, first run: ${(recorded ?? 0).toLocaleString('en-US')} events recorded in ` +
      `${reportSeconds.toFixed(1)} s; dispatched as ${(emails?.value ?? 0).toLocaleString('en-US')} ` +
      `emails (one a person) in ${dispatchSeconds.toFixed(1)} s`,
  )
}

export async function benchPortalShipments(
  options: { databaseUrl?: string; runs?: number } = {},
): Promise<boolean> {
  const runs = options.runs ?? 30
  const { label, handle, cleanup } = await openScratch(options.databaseUrl, false)
  let pass = true
  try {
    const seedStart = performance.now()
    await seedPortalShipments(handle.db)
    console.log(
      `\nMy shipments on ${label}: ${SHIPMENTS.toLocaleString('en-US')} shipments of ` +
        `${COMPANIES.toLocaleString('en-US')} companies, ${(SHIPMENTS * DOCUMENTS_PER_SHIPMENT).toLocaleString('en-US')} ` +
        `documents, seeded in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${runs} runs per scenario`,
    )
    console.log(
      `${'scenario'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'target'.padStart(7)}`,
    )
    const scenarios = [
      ...SCENARIOS.map((scenario) => ({
        ...scenario,
        time: (index: number) => {
          const { companyId, query } = scenario.run(index)
          return timed(handle.db, companyId, readShipmentQuery(query, 'en'), scenario.finds)
        },
      })),
      { name: 'page 10 (cursor), 3,000', target: PAGE_TARGET_MS, time: () => tenthPage(handle.db) },
      {
        name: 'shipment documents, typical',
        target: PAGE_TARGET_MS,
        time: (index: number) => shipmentDocumentsOf(handle.db, index),
      },
    ]
    for (const scenario of scenarios) {
      for (let i = 0; i < 5; i++) await scenario.time(i + 1000)
      const times: number[] = []
      for (let i = 0; i < runs; i++) times.push(await scenario.time(i))
      times.sort((a, b) => a - b)
      const p95 = percentile(times, 0.95)
      const slow = p95 > scenario.target
      if (slow) pass = false
      console.log(
        `${scenario.name.padEnd(34)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ` +
          `${p95.toFixed(1).padStart(8)} ${(times.at(-1) ?? 0).toFixed(1).padStart(8)} ` +
          `${String(scenario.target).padStart(7)}${slow ? '  SLOW' : ''}`,
      )
    }
    console.log(
      `${pass ? 'PASS' : 'FAIL'} every My shipments scenario within its target on ${label}`,
    )
    await benchOverdueRun(handle.db)
  } finally {
    await handle.close()
    await cleanup()
  }
  return pass
}

/** On PostgreSQL: the server of `databaseUrl`, or a private cluster; skipped without either. */
export async function benchPortalShipmentsOnPostgres(databaseUrl?: string): Promise<boolean> {
  if (databaseUrl) return benchPortalShipments({ databaseUrl })
  if (!findPostgresBin()) {
    console.log('\nMy shipments on PostgreSQL: skipped (no DATABASE_URL, PostgreSQL not installed)')
    return true
  }
  const cluster = await startPostgres()
  try {
    return await benchPortalShipments({ databaseUrl: cluster.adminUrl })
  } finally {
    await cluster.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      postgres: { type: 'boolean', default: false },
      runs: { type: 'string', default: '30' },
    },
  })
  const runs = Number(values.runs)
  const pass = values.postgres
    ? await benchPortalShipmentsOnPostgres(values['database-url'])
    : await benchPortalShipments({ databaseUrl: values['database-url'], runs })
  process.exitCode = pass ? 0 : 1
}
