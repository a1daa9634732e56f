/**
 * The instant estimate under load (part of `npm run bench`; issue 41): GET /api/quote/estimate
 * with 20,000 rate lines published (a line is a card's freight row or one of its charges, as the
 * rate-card import counts rows), on the embedded database and on a private PostgreSQL cluster.
 * The cards cover every mode, the lanes from Dhaka and Chattogram to each listed place and every
 * routing, a tenth of them expired; a few weekly sailings give the estimate's departures.
 * Reported: requests, p50, p95 and p99 of four clients asking one after another for
 * `--duration` seconds each (target p95 ≤ 50 ms). The server gets a core of its own, as in
 * `npm run bench`'s other runs.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { KNOWN_PLACES } from '#domain/places.ts'
import type { RateCardData } from '#schemas/content/rate-card-fields.ts'
import { ROUTING_OPTIONS } from '#schemas/content/rate-card-options.ts'
import { createPublishedItems } from '#server/content/staff-content-import.ts'
import { openDatabase } from '#server/db/client.ts'
import { staffUsers } from '#server/db/schema.ts'
import { AIR_CARD, FCL_CARD, LCL_CARD, THREE_PIECES } from '../tests/unit/support/rate-cards.ts'
import { NO_DATED } from '../tests/support/sailings.ts'
import { verdict } from './support/bench-runs.ts'
import { NODE, percentile, ROOT, serverEnv, startApp } from './support/bench-server.ts'
import { startPostgres } from './support/postgres.ts'

export const RATE_LINES = 20_000
const CLIENTS = 4
const GOAL_P95_MS = 50
const STAFF_EMAIL = 'bench-pricing@staff.example'

const run = promisify(execFile)

/** A card's rate lines: its freight row and one row per charge. */
const linesOf = (card: RateCardData) => 1 + card.charges.length

/** Cards of every mode, lane and routing, in turn, until they hold RATE_LINES lines. */
export function benchRateCards(today: string): RateCardData[] {
  const destinations = KNOWN_PLACES.filter((place) => !place.code.startsWith('BD'))
  const templates = [AIR_CARD, LCL_CARD, FCL_CARD]
  const cards: RateCardData[] = []
  let lines = 0
  for (let index = 0; lines < RATE_LINES; index++) {
    const template = templates[index % templates.length] ?? AIR_CARD
    const destination = destinations[Math.floor(index / 3) % destinations.length]
    const routing = ROUTING_OPTIONS[index % ROUTING_OPTIONS.length]?.value ?? 'direct'
    const expired = index % 10 === 9
    const card: RateCardData = {
      ...template,
      origin: template.mode === 'air' ? 'BDDAC' : 'BDCGP',
      destination: destination?.code ?? 'DEHAM',
      carrier: `Bench Carrier ${index % 17}`,
      routing,
      transitDays: template.transitDays + (index % 5),
      validFrom: addDays(today, expired ? -60 : -5),
      validTo: addDays(today, expired ? -1 : 60),
    }
    cards.push(card)
    lines += linesOf(card)
  }
  return cards
}

/** Weekly air consolidations from Dhaka to each place, every routing. */
function benchSailings(today: string) {
  return KNOWN_PLACES.filter((place) => !place.code.startsWith('BD')).flatMap((place) =>
    ROUTING_OPTIONS.map(({ value }) => ({
      kind: 'weekly',
      mode: 'air',
      origin: 'BDDAC',
      destination: place.code,
      carrier: '',
      routing: value,
      weekly: {
        departureDay: 'thursday',
        cutOffDay: 'tuesday',
        cutOffTime: '17:00',
        transitDays: 4,
        activeFrom: addDays(today, -30),
        activeTo: addDays(today, 200),
      },
      dated: NO_DATED,
    })),
  )
}

/** A pricing account (npm run staff), then the cards, rates and sailings, published by it. */
async function seed(dataDir: string, env: Record<string, string>, today: string) {
  await run(
    NODE,
    ['scripts/staff.ts', 'add', '--email', STAFF_EMAIL, '--name', 'Bench Pricing'].concat([
      '--role',
      'pricing',
      '--link',
    ]),
    { cwd: ROOT, env: serverEnv(dataDir, env) },
  )
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL })
  try {
    const [staff] = await handle.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, STAFF_EMAIL))
    if (!staff) throw new Error('the bench pricing account was not made')
    const editor = { staffId: staff.id, ip: '127.0.0.1' }
    const cards = benchRateCards(today)
    await handle.db.transaction(async (tx) => {
      const detail = { bench: true }
      await createPublishedItems(tx, editor, 'rate-cards', cards, detail)
      const rates = [
        { currency: 'BDT', perUsd: '122.5', day: addDays(today, -6) },
        { currency: 'EUR', perUsd: '0.92', day: addDays(today, -6) },
      ]
      await createPublishedItems(tx, editor, 'exchange-rates', rates, detail)
      await createPublishedItems(tx, editor, 'sailings', benchSailings(today), detail)
    })
    return cards.reduce((sum, card) => sum + linesOf(card), 0)
  } finally {
    await handle.close()
  }
}

/** `CLIENTS` clients asking for `url` one request after another until `seconds` have passed. */
async function load(url: string, seconds: number) {
  const times: number[] = []
  let failures = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const started = performance.now()
        const response = await fetch(url)
        await response.arrayBuffer()
        if (response.status === 200) times.push(performance.now() - started)
        else failures++
      }
    }),
  )
  return { times, failures }
}

async function benchOne(label: string, databaseUrl: string | undefined, seconds: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-bench-estimate-'))
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {}
  const today = dhakaToday()
  const lines = await seed(dataDir, env, today)
  const app = await startApp(dataDir, env)
  try {
    const query = new URLSearchParams({
      mode: 'air',
      origin: 'Dhaka',
      destination: 'Hamburg',
      readyDate: addDays(today, 4),
      packages: JSON.stringify(THREE_PIECES.map((line) => ({ ...line, weightKg: 210 }))),
    })
    const url = `${app.url}/api/quote/estimate?${query.toString()}`
    const first = (await (await fetch(url)).json()) as { data?: { options?: unknown[] } }
    // Warm-up: JIT and the first read of the cards.
    await load(url, 2)
    const { times, failures } = await load(url, seconds)
    const p95 = percentile(times, 95)
    console.log(
      `  ${label}: ${lines} rate lines, ${first.data?.options?.length ?? 0} options on the lane; ` +
        `${times.length} requests in ${seconds} s, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ${failures} failed: ` +
        verdict(p95 <= GOAL_P95_MS && failures === 0, `p95 ≤${GOAL_P95_MS} ms, none failed`),
    )
    return p95 <= GOAL_P95_MS && failures === 0
  } finally {
    await app.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** The estimate's benchmark on the embedded database, then on a private PostgreSQL cluster. */
export async function benchEstimate(
  databases: readonly ('pglite' | 'postgresql')[] = ['pglite', 'postgresql'],
  seconds = 10,
): Promise<boolean> {
  console.log(`\nInstant estimate: GET /api/quote/estimate, ${CLIENTS} clients`)
  let pass = true
  if (databases.includes('pglite')) {
    pass = (await benchOne('Embedded database (PGlite)', undefined, seconds)) && pass
  }
  if (databases.includes('postgresql')) {
    const cluster = await startPostgres()
    try {
      const url = await cluster.createDatabase('bench_estimate')
      pass = (await benchOne('PostgreSQL', url, seconds)) && pass
    } finally {
      await cluster.stop()
    }
  }
  return pass
}

// `node scripts/bench-estimate.ts [--database pglite|postgresql] [--duration S]` runs it alone.
if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', multiple: true },
      duration: { type: 'string', default: '10' },
    },
  })
  const databases = (values.database ?? ['pglite', 'postgresql']).filter(
    (name): name is 'pglite' | 'postgresql' => name === 'pglite' || name === 'postgresql',
  )
  process.exitCode = (await benchEstimate(databases, Number(values.duration))) ? 0 : 1
}
