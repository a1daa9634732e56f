/**
 * Staff inbox benchmark: 100,000 rows of each kind (contact messages, quote requests, job
 * applications), then the list and search queries the workspace runs, timed one by one through
 * the same functions the API calls (server/inbox/queries.ts). Reports p50, p95 and max per
 * scenario; the target is p95 under 100 ms.
 *
 *   node scripts/bench-inbox.ts                      embedded PGlite in a temp folder
 *   node scripts/bench-inbox.ts --database-url URL   PostgreSQL: a scratch database is created
 *                                                    on that server and dropped afterwards
 *   --rows N (default 100000), --runs N (per scenario, default 30)
 *
 * `npm run bench` runs it on PGlite, and on PostgreSQL too when DATABASE_URL is set.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { INBOX_KINDS, type InboxFilter, type InboxKind } from '#schemas/staff-inbox.ts'
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts'
import { staffUsers } from '#server/db/schema.ts'
import { countNew, listInbox, type InboxCursor } from '#server/inbox/queries.ts'

const TARGET_P95_MS = 100
const STAFF_IDS = ['bench-staff-1', 'bench-staff-2', 'bench-staff-3', 'bench-staff-4']

export interface InboxBenchOptions {
  /** PostgreSQL server to create a scratch database on; PGlite when absent. */
  databaseUrl?: string
  rows?: number
  runs?: number
  /** Leave the PostgreSQL scratch database in place, to look at plans. */
  keep?: boolean
}

export interface Scenario {
  name: string
  /** Called once per run, with the run's number, so that runs vary their input. */
  run(db: Database, kind: InboxKind, index: number): Promise<unknown>
}

function list(filter: (index: number) => InboxFilter): Scenario['run'] {
  return (db, kind, index) => listInbox(db, kind, filter(index), STAFF_IDS[0] ?? '')
}

const pad = (value: number) => String(value).padStart(6, '0')

export const SCENARIOS: Scenario[] = [
  { name: 'first page, no filter', run: list(() => ({})) },
  { name: 'status = new', run: list(() => ({ status: 'new' })) },
  { name: 'status = spam', run: list(() => ({ status: 'spam' })) },
  {
    name: 'assignee = one colleague',
    run: list((i) => ({ assignee: STAFF_IDS[i % STAFF_IDS.length] })),
  },
  { name: 'assignee = nobody', run: list(() => ({ assignee: 'none' })) },
  {
    name: 'one month (date filter)',
    run: list((i) => ({
      from: `2026-${String((i % 9) + 1).padStart(2, '0')}-01`,
      to: `2026-${String((i % 9) + 1).padStart(2, '0')}-28`,
    })),
  },
  {
    name: 'status + assignee + month',
    run: list((i) => ({
      status: 'closed',
      assignee: STAFF_IDS[i % STAFF_IDS.length],
      from: '2026-03-01',
      to: '2026-03-31',
    })),
  },
  { name: 'search: one email', run: list((i) => ({ q: `client${pad(1000 + i * 997)}@` })) },
  {
    name: 'search: phone digits',
    run: list((i) => ({ q: String(3000 + i * 1013).padStart(8, '0') })),
  },
  { name: 'search: common word', run: list(() => ({ q: 'shipment' })) },
  {
    name: 'search: name',
    run: list((i) => ({ q: ['Rahman', 'Akter', 'Hossain', 'Chowdhury'][i % 4] })),
  },
  { name: 'search: no match', run: list((i) => ({ q: `zqx${i}wvy` })) },
  {
    name: 'search: quote reference',
    run: list((i) => ({ q: `Q-2026-0${pad(4000 + i * 1777).slice(1)}` })),
  },
  { name: 'search + status new', run: list(() => ({ q: 'Hamburg', status: 'new' })) },
  // Quotes are found by their route too; the other lists find it in the visitors' text.
  { name: 'search: destination city', run: list(() => ({ q: 'Rotterdam' })) },
  // Applications only; the other lists have no position and ignore it.
  { name: 'one position', run: list((i) => ({ position: 1 + (i % 4) })) },
  {
    name: 'page 10 (cursor)',
    async run(db, kind) {
      let cursor: InboxCursor | undefined
      let last = 0
      for (let page = 0; page < 10; page++) {
        const started = performance.now()
        const result = await listInbox(db, kind, {}, STAFF_IDS[0] ?? '', { cursor })
        last = performance.now() - started
        cursor = result.next
      }
      return last
    },
  },
  { name: 'new-item counts (3 lists)', run: (db) => countNew(db) },
]

/** Seeds `rows` rows of each kind with SQL alone, so seeding 300,000 rows takes seconds. */
export async function seedInbox(db: Database, rows: number): Promise<void> {
  await db
    .insert(staffUsers)
    .values(
      STAFF_IDS.map((id, index) => ({
        id,
        name: `Bench ${id}`,
        email: `${id}@bench.example.com`,
        role: index % 2 === 0 ? 'sales' : 'hr',
      })),
    )
    .onConflictDoNothing()
  // Shared pieces: a status spread like a working inbox, an assignee for two rows in three,
  // one row every 5 minutes back from now (100,000 rows span about a year). Statuses follow
  // g / 3 rather than g so that they are not tied to the message text, which follows g % 8.
  const columns = sql.raw(`
    (array['Rahima','Karim','Nusrat','Tanvir','Farhana','Imran','Sadia','Arif'])[1 + g % 8] || ' ' ||
      (array['Rahman','Akter','Hossain','Chowdhury','Islam','Ahmed','Khan','Begum'])[1 + (g / 8) % 8] as name,
    'client' || lpad(g::text, 6, '0') || '@example.com' as email,
    '+880 17' || lpad((g % 100000000)::text, 8, '0') as phone,
    case when g % 20 = 0 then 'spam' when (g / 3) % 10 = 1 then 'new' when (g / 3) % 10 < 4 then 'in_progress'
      when (g / 3) % 10 < 7 then 'answered' else 'closed' end as status,
    case when g % 3 = 0 then null else (array['${STAFF_IDS.join("','")}'])[1 + g % ${STAFF_IDS.length}] end as assignee_id,
    g % 20 = 0 as is_spam,
    '203.0.113.' || (g % 250) as client_ip,
    now() - g * interval '5 minutes' as created_at`)
  const message = sql.raw(`(array[
    'Please quote for a shipment of garments to Hamburg, two pallets, ready next week.',
    'We need sea freight from Chattogram to Rotterdam for 3 x 40HC, monthly.',
    'Can you handle customs clearance for machinery imported through Dhaka airport?',
    'Looking for a forwarder for frozen fish to Dubai, temperature controlled.',
    'Our shipment is delayed at the port, please call back urgently.',
    'Requesting rates for LCL to Los Angeles, about 12 CBM of home textiles.',
    'Do you offer warehousing near Uttara for six months?',
    'Please send your company profile and air freight tariff to Singapore.'
  ])[1 + g % 8] || ' Ref ' || g`)
  // The trigram indexes have fastupdate off (server/db/schema/inbox.ts): every insert updates them
  // itself, which suits forms arriving one by one, but takes ten minutes for 300,000 rows at once.
  // So they are dropped for the seed and built again from their own definitions afterwards.
  await db.execute(sql`
    create temp table bench_trigram_indexes as
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'`)
  await db.execute(
    sql.raw(`do $$ declare i record; begin
    for i in select indexname from bench_trigram_indexes loop
      execute format('drop index %I', i.indexname); end loop; end $$`),
  )
  await db.execute(sql`
    insert into contact_messages (name, email, phone, status, assignee_id, is_spam, client_ip, created_at, message)
    select ${columns}, ${message} from generate_series(1, ${rows}) as g`)
  await db.execute(sql`
    insert into job_applications (name, email, phone, status, assignee_id, is_spam, client_ip, created_at,
      position_id, cover_letter, cv_path, cv_original_name, cv_size, cv_sha256, cv_mime)
    select ${columns}, 1 + g % 4, ${message}, 'uploads/bench.pdf', 'cv-' || g || '.pdf', 200000,
      repeat('0', 64), 'application/pdf'
    from generate_series(1, ${rows}) as g`)
  await db.execute(sql`
    insert into quote_requests (name, email, phone, status, assignee_id, is_spam, client_ip, created_at,
      reference, service_slug, origin_city, origin_country, destination_city, destination_country,
      incoterm, cargo_ready_date, commodity, packages, dangerous_goods, temperature_controlled,
      stackable, notes, total_pieces, gross_weight_kg, volume_cbm, chargeable_weight_kg,
      chargeable_rule, company)
    select ${columns}, 'Q-2026-' || lpad(g::text, 6, '0'), 'air-freight', 'Dhaka', 'Bangladesh',
      (array['Hamburg','Rotterdam','Dubai','Singapore','Los Angeles'])[1 + g % 5], 'Germany', 'FOB',
      date '2026-12-01', (array['Knitwear','Denim','Frozen fish','Spare parts'])[1 + g % 4],
      '[{"count":2,"lengthCm":120,"widthCm":80,"heightCm":100,"weightKg":250}]'::jsonb,
      false, false, true, case when g % 2 = 0 then ${message} end, 2, 500, 1.92, 500, 'air',
      'Company ' || (g % 500)
    from generate_series(1, ${rows}) as g`)
  await db.execute(
    sql.raw(`do $$ declare i record; begin
    for i in select indexdef from bench_trigram_indexes loop execute i.indexdef; end loop; end $$`),
  )
  await db.execute(sql`drop table bench_trigram_indexes`)
  await db.execute(sql`analyze`)
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0
}

export async function openScratch(databaseUrl: string | undefined, keep: boolean) {
  if (!databaseUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-bench-inbox-'))
    const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    return {
      label: 'PGlite (embedded)',
      handle,
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `dbl_bench_inbox_${process.pid}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  let handle: DatabaseHandle
  try {
    handle = await openDatabase({ DATA_DIR: tmpdir(), DATABASE_URL: url.toString() })
  } catch (error) {
    await admin.query(`drop database ${name}`)
    await admin.end()
    throw error
  }
  const [{ server_version: version } = { server_version: '?' }] = (
    await admin.query<{ server_version: string }>('show server_version')
  ).rows
  return {
    label: `PostgreSQL ${version}`,
    handle,
    cleanup: async () => {
      if (keep) console.log(`Kept the scratch database ${name}`)
      else await admin.query(`drop database ${name}`)
      await admin.end()
    },
  }
}

/** Seeds a scratch database, times every scenario on every list, prints the table. */
export async function benchInbox(options: InboxBenchOptions = {}): Promise<boolean> {
  const rows = options.rows ?? 100_000
  const runs = options.runs ?? 30
  const { label, handle, cleanup } = await openScratch(options.databaseUrl, options.keep ?? false)
  let pass = true
  try {
    const seedStart = performance.now()
    await seedInbox(handle.db, rows)
    console.log(
      `\nStaff inbox on ${label}: ${rows.toLocaleString('en-US')} rows per list, seeded in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${runs} runs per scenario ` +
        `after ${Math.min(runs, 5)} warm-up runs; target p95 < ${TARGET_P95_MS} ms`,
    )
    console.log(
      `${'list'.padEnd(18)} ${'scenario'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    )
    const allTimes: number[] = []
    for (const kind of INBOX_KINDS) {
      for (const scenario of SCENARIOS) {
        if (scenario.name.startsWith('new-item counts') && kind !== INBOX_KINDS[0]) continue
        for (let i = 0; i < Math.min(runs, 5); i++) await scenario.run(handle.db, kind, i + 1000)
        const times: number[] = []
        for (let i = 0; i < runs; i++) {
          const started = performance.now()
          const result = await scenario.run(handle.db, kind, i)
          // The cursor scenario reports the time of its last page only.
          times.push(typeof result === 'number' ? result : performance.now() - started)
        }
        times.sort((a, b) => a - b)
        allTimes.push(...times)
        const p95 = percentile(times, 0.95)
        if (p95 >= TARGET_P95_MS) pass = false
        console.log(
          `${kind.padEnd(18)} ${scenario.name.padEnd(28)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ` +
            `${p95.toFixed(1).padStart(8)} ${(times.at(-1) ?? 0).toFixed(1).padStart(8)}` +
            (p95 >= TARGET_P95_MS ? '  SLOW' : ''),
        )
      }
    }
    allTimes.sort((a, b) => a - b)
    console.log(
      `${pass ? 'PASS' : 'FAIL'} every scenario p95 < ${TARGET_P95_MS} ms on ${label} ` +
        `(all ${allTimes.length} queries: p95 ${percentile(allTimes, 0.95).toFixed(1)} ms, ` +
        `max ${(allTimes.at(-1) ?? 0).toFixed(1)} ms)`,
    )
  } finally {
    await handle.close()
    await cleanup()
  }
  return pass
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      rows: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '30' },
      keep: { type: 'boolean', default: false },
    },
  })
  const pass = await benchInbox({
    databaseUrl: values['database-url'],
    rows: Number(values.rows),
    runs: Number(values.runs),
    keep: values.keep,
  })
  process.exitCode = pass ? 0 : 1
}
