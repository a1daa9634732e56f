/**
 * Load benchmark (`npm run bench`, not part of `npm test`): autocannon against the production
 * server on a fresh temp DATA_DIR, with the rate limits raised.
 *
 *   npm run bench                  the runs below and the Observatory scan (about 1–2 minutes)
 *   npm run bench -- --soak 600    also a soak of 600 s at moderate load, reporting RSS growth
 *   npm run bench -- --duration 5  seconds per run (default 10)
 *   npm run bench -- --no-observatory
 *   npm run bench -- --no-scale-out   without the PostgreSQL and nginx runs
 *   npm run bench -- --no-estimate    without the instant estimate (scripts/bench-estimate.ts)
 *
 * Then the staff inbox benchmark (scripts/bench-inbox.ts; `--no-inbox` leaves it out): PGlite,
 * and PostgreSQL when DATABASE_URL is set; and the media library under two uploads at once of
 * ten 39 MP photos each, on PGlite and PostgreSQL, with a visitor polling the site
 * (scripts/bench-media.ts; `--no-media` leaves it out). A visitor polls GET / beside the job
 * applications too. And the instant estimate with 20,000 rate lines published, on PGlite and
 * PostgreSQL (scripts/bench-estimate.ts; `--no-estimate` leaves it out), and My shipments and a
 * shipment's documents in the customer portal on 100,000 shipments and 500,000 documents, with
 * the overdue-documents report's first run over them, on both too
 * (scripts/bench-portal-shipments.ts; `--no-portal` leaves it out).
 *
 * Where `taskset` exists, the server runs on core 0 and this script (the load generator) on
 * core 1. Runs: a bare Fastify hello-world (for comparison), GET /api/services/, POST
 * /api/contact/create/ at 50 connections, and job applications with a 200 KB PDF at 20
 * connections. After the runs the database's row counts are compared with the 200 answers.
 *
 * Scale-out: on a private PostgreSQL cluster, GET /api/services/ and contact POSTs against one
 * server alone, then through nginx (docs/deploy/nginx-two-servers.conf, the README's example)
 * in front of two servers on the same database. These servers are not pinned: two servers
 * pinned to one core could not show anything. On a two-core machine the servers, PostgreSQL,
 * nginx and the load generator share the cores, so the figures show the cost of the extra hop
 * and of shared limits rather than a gain; more cores are where a second server pays.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { count } from 'drizzle-orm'
import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import { parseEnv } from '#schemas/env.ts'
import { openDatabase } from '#server/db/client.ts'
import { contactMessages, jobApplications } from '#server/db/schema.ts'
import { benchEstimate } from './bench-estimate.ts'
import { benchInbox } from './bench-inbox.ts'
import { benchMedia } from './bench-media.ts'
import { benchPortalShipments, benchPortalShipmentsOnPostgres } from './bench-portal-shipments.ts'
import { observatory } from './support/bench-observatory.ts'
import { CONTACT_BODY, printTable, run, verdict, type Row } from './support/bench-runs.ts'
import { scaleOut } from './support/bench-scale-out.ts'
import {
  hasTaskset,
  LOAD_CORE,
  NODE,
  percentile,
  pinned,
  poll,
  ROOT,
  SERVER_CORE,
  startApp,
  stopper,
  type Started,
} from './support/bench-server.ts'
import { soak } from './support/bench-soak.ts'

const { values: args } = parseArgs({
  options: {
    soak: { type: 'string' },
    duration: { type: 'string', default: '10' },
    'no-observatory': { type: 'boolean', default: false },
    'no-scale-out': { type: 'boolean', default: false },
    'no-media': { type: 'boolean', default: false },
    'no-inbox': { type: 'boolean', default: false },
    'no-estimate': { type: 'boolean', default: false },
    'no-portal': { type: 'boolean', default: false },
    pinned: { type: 'boolean', default: false },
  },
})
const DURATION = Number(args.duration)
const SOAK = args.soak === undefined ? 0 : Number(args.soak)
if (!(DURATION > 0) || !(SOAK >= 0)) {
  console.error('--duration and --soak take a number of seconds')
  process.exit(1)
}

// Re-run this script on its own core, away from the server's.
if (hasTaskset && !args.pinned) {
  const result = spawnSync(
    'taskset',
    [
      '-c',
      LOAD_CORE,
      NODE,
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
      '--pinned',
    ],
    { stdio: 'inherit' },
  )
  process.exit(result.status ?? 1)
}

// The bench reads the environment like everything else: once, through the schema.
const baseEnv = parseEnv(process.env)

/** Starts a child and waits for `pattern` in its output; the first group is the base URL. */
async function startChild(
  command: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<Started> {
  const [file, rest] = pinned(command)
  const child = spawn(file, rest, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = pattern.exec(output)
      if (match?.[1]) {
        child.stdout.off('data', onData)
        resolve(match[1])
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    )
  })
  child.stdout.resume()
  return { url, child, stop: stopper(child) }
}

const HELLO = `
import Fastify from 'fastify'
const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: 0, host: '127.0.0.1' })
console.log('BENCH_LISTENING http://127.0.0.1:' + app.server.address().port)
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
`

function multipartApplication(): { body: Buffer; contentType: string } {
  const boundary = '----bench7f3a'
  const position = SEED_JOB_POSITIONS.find((candidate) => candidate.open)
  const fields = {
    position_id: String(position?.id),
    name: 'Bench Applicant',
    email: 'bench@example.com',
    phone: '01711-000000',
    cover_letter: 'Load test application.',
  }
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n', 'latin1'),
    Buffer.alloc(200 * 1024 - 20, 0x20),
    Buffer.from('\n%%EOF\n', 'latin1'),
  ])
  const head = Object.entries(fields)
    .map(
      ([field, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
    )
    .join('')
  return {
    body: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\ncontent-disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

async function main() {
  console.log(
    hasTaskset
      ? `Server on core ${SERVER_CORE}, load generator on core ${LOAD_CORE} (taskset).`
      : 'taskset not found: server and load generator share the cores.',
  )
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-bench-'))
  const rows: Row[] = []
  const hello = await startChild(
    [NODE, '--input-type=module', '-e', HELLO],
    { PATH: process.env.PATH },
    /BENCH_LISTENING (http:\/\/\S+)/,
  )
  let helloRps = 0
  try {
    rows.push(
      await run(
        'hello-world Fastify GET /',
        { url: `${hello.url}/`, connections: 50 },
        (row) => {
          helloRps = row.rps
          return 'reference'
        },
        DURATION,
      ),
    )
  } finally {
    await hello.stop()
  }

  const app = await startApp(dataDir)
  let contactOk = 0
  let applicationOk = 0
  try {
    // Warm-up: JIT and the database's first pages.
    await autocannon({ url: `${app.url}/api/services/`, connections: 10, duration: 2 })
    rows.push(
      await run(
        'GET /api/services/',
        { url: `${app.url}/api/services/`, connections: 50 },
        (row) =>
          verdict(
            row.rps >= 10_000 && row.p99 <= 30 && row.rps >= helloRps / 2,
            `≥10000 req/s, p99 ≤30 ms, ≥50% of hello (${Math.round((row.rps / Math.max(helloRps, 1)) * 100)}%)`,
          ),
        DURATION,
      ),
    )
    const contact = await run(
      'POST /api/contact/create/ (50 conn.)',
      {
        url: `${app.url}/api/contact/create/`,
        method: 'POST',
        connections: 50,
        amount: DURATION * 600,
        headers: { 'content-type': 'application/json' },
        body: CONTACT_BODY,
      },
      (row) => verdict(row.rps >= 600 && row.p99 <= 250, '≥600 req/s, p99 ≤250 ms'),
      DURATION,
    )
    contactOk = contact.ok
    rows.push(contact)
    const { body, contentType } = multipartApplication()
    // A visitor beside the applications: the home page must stay quick (issue 38).
    const visitor = poll(`${app.url}/`)
    const application = await run(
      'POST application, 200 KB PDF (20 conn.)',
      {
        url: `${app.url}/api/jobs/applications/create`,
        method: 'POST',
        connections: 20,
        amount: DURATION * 200,
        headers: { 'content-type': contentType },
        body,
      },
      (row) => verdict(row.rps >= 200, '≥200 req/s'),
      DURATION,
    )
    applicationOk = application.ok
    rows.push(application)
    const beside = await visitor.stop()
    rows.push({
      name: 'GET / every 100 ms beside them',
      requests: beside.times.length + beside.errors,
      rps: Math.round(1000 / 100),
      p50: Math.round(percentile(beside.times, 50)),
      p99: Math.round(percentile(beside.times, 99)),
      errors: beside.errors,
      non2xx: 0,
      ok: beside.times.length,
      target: verdict(percentile(beside.times, 99) <= 250, 'p99 ≤250 ms'),
    })
  } finally {
    await app.stop()
  }

  // The server has stopped, so the embedded database can be opened here.
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
  const [[messages], [applications]] = await Promise.all([
    handle.db.select({ total: count() }).from(contactMessages),
    handle.db.select({ total: count() }).from(jobApplications),
  ])
  await handle.close()
  await rm(dataDir, { recursive: true, force: true })

  if (!args['no-scale-out']) await scaleOut(rows, DURATION)

  printTable(rows)
  const clean = rows.every((row) => row.errors === 0 && row.non2xx === 0)
  console.log(
    `\nRows: ${messages?.total} contact messages for ${contactOk} answers 200, ` +
      `${applications?.total} applications for ${applicationOk}: ` +
      verdict(messages?.total === contactOk && applications?.total === applicationOk, 'equal'),
  )
  console.log(verdict(clean, 'zero errors and zero non-2xx answers in every run'))

  if (!args['no-observatory']) await observatory()
  if (SOAK > 0) await soak(SOAK)
  // The staff inbox's list and search queries, 100,000 rows per list: PGlite, and PostgreSQL
  // (a scratch database on that server) when DATABASE_URL is set.
  if (!args['no-inbox']) {
    await benchInbox()
    if (baseEnv.DATABASE_URL) await benchInbox({ databaseUrl: baseEnv.DATABASE_URL })
  }
  // My shipments in the customer portal, 100,000 shipments of 5,000 companies: PGlite, and
  // PostgreSQL (DATABASE_URL's server, or a private cluster where PostgreSQL is installed).
  if (!args['no-portal']) {
    await benchPortalShipments()
    await benchPortalShipmentsOnPostgres(baseEnv.DATABASE_URL)
  }
  if (!args['no-media']) await benchMedia()
  if (!args['no-estimate']) await benchEstimate(['pglite', 'postgresql'], DURATION)
}

await main()
