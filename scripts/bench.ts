/**
 * Load benchmark (`npm run bench`, not part of `npm test`): autocannon against the production
 * server on a fresh temp DATA_DIR, with the rate limits raised.
 *
 *   npm run bench                  the runs below and the Observatory scan (about 1–2 minutes)
 *   npm run bench -- --soak 600    also a soak of 600 s at moderate load, reporting RSS growth
 *   npm run bench -- --duration 5  seconds per run (default 10)
 *   npm run bench -- --no-observatory
 *   npm run bench -- --no-scale-out   without the PostgreSQL and nginx runs
 *
 * Then the staff inbox benchmark (scripts/bench-inbox.ts; `--no-inbox` leaves it out): PGlite,
 * and PostgreSQL when DATABASE_URL is set; and the media library under two uploads at once of
 * ten 39 MP photos each, on PGlite and PostgreSQL, with a visitor polling the site
 * (scripts/bench-media.ts; `--no-media` leaves it out). A visitor polls GET / beside the job
 * applications too.
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
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
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
import { benchInbox } from './bench-inbox.ts'
import { benchMedia } from './bench-media.ts'
import {
  hasTaskset,
  LOAD_CORE,
  NODE,
  percentile,
  pinned,
  poll,
  ROOT,
  rss,
  SERVER_CORE,
  startApp,
  stopper,
  type Started,
} from './support/bench-server.ts'
import { NGINX, startNginx } from './support/nginx.ts'
import { findPostgresBin, startPostgres } from './support/postgres.ts'

const { values: args } = parseArgs({
  options: {
    soak: { type: 'string' },
    duration: { type: 'string', default: '10' },
    'no-observatory': { type: 'boolean', default: false },
    'no-scale-out': { type: 'boolean', default: false },
    'no-media': { type: 'boolean', default: false },
    'no-inbox': { type: 'boolean', default: false },
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

interface Row {
  name: string
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  ok: number
  target: string
}

async function run(
  name: string,
  options: autocannon.Options,
  target: (row: Row) => string,
): Promise<Row> {
  process.stdout.write(`  ${name}… `)
  // A run of a fixed number of requests waits for every answer, so the rows can be counted
  // against the 200s; a timed run drops the answers still in flight when time is up.
  const result = await autocannon(
    options.amount === undefined ? { duration: DURATION, ...options } : options,
  )
  const ok = result['2xx']
  const row: Row = {
    name,
    requests: result.requests.total,
    // Over the whole run: a run of a fixed amount has no fixed duration.
    rps: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok,
    target: '',
  }
  row.target = target(row)
  console.log(`${row.rps} req/s`)
  return row
}

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

function printTable(rows: Row[]) {
  const header = ['run', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'target']
  const lines = rows.map((row) => [
    row.name,
    String(row.requests),
    String(row.rps),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    row.target,
  ])
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const line of lines) console.log(format(line))
}

const verdict = (pass: boolean, text: string) => `${pass ? 'PASS' : 'FAIL'} ${text}`

async function soak(seconds: number) {
  console.log(`\nSoak: ${seconds} s of moderate load (GET services + contact posts)…`)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-soak-'))
  const app = await startApp(dataDir)
  const pid = app.child.pid ?? 0
  try {
    const samples: number[] = []
    const sampler = setInterval(() => {
      void rss(pid).then((value) => samples.push(value))
    }, 5_000)
    await Promise.all([
      autocannon({
        url: `${app.url}/api/services/`,
        connections: 10,
        overallRate: 1000,
        duration: seconds,
      }),
      autocannon({
        url: `${app.url}/api/contact/create/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Soak',
          email: 'soak@example.com',
          phone: '01711-000000',
          message: 'Soak test',
        }),
        connections: 5,
        overallRate: 50,
        duration: seconds,
      }),
    ])
    clearInterval(sampler)
    // The first minute is warm-up (JIT, caches, PGlite buffers); growth is measured after it.
    const warm = samples[Math.min(samples.length - 1, 12)] ?? 0
    const last = samples.at(-1) ?? 0
    const growth = warm > 0 ? ((last - warm) / warm) * 100 : 0
    console.log(
      `RSS after warm-up ${warm.toFixed(0)} MB, at the end ${last.toFixed(0)} MB, max ${Math.max(...samples).toFixed(0)} MB: ` +
        verdict(growth < 20, `growth ${growth.toFixed(1)}% (< 20%)`),
    )
  } finally {
    await app.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/**
 * MDN HTTP Observatory against the site over TLS: a self-signed certificate for localhost,
 * generated now, a TLS front on port 443 forwarding to the app, and port 80 redirecting to
 * https (the scanner only knows the default ports).
 */
async function observatory() {
  console.log('\nMDN HTTP Observatory over TLS (localhost:443)…')
  const scanner = path.join(ROOT, 'node_modules/@mdn/mdn-http-observatory/src/scan.js')
  const preload = path.join(ROOT, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json')
  if (!existsSync(scanner))
    return console.log('  skipped: @mdn/mdn-http-observatory is not installed')
  if (!existsSync(preload)) {
    // The package's postinstall downloads Chromium's HSTS preload list; offline it is missing.
    // localhost is on no preload list, so an empty list gives the same grade.
    await writeFile(preload, '{}\n')
    console.log('  (HSTS preload list missing: using an empty one; localhost is never preloaded)')
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'dbl-tls-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-obs-'))
  const app = await startApp(dataDir, { SITE_URL: 'https://localhost' })
  const target = new URL(app.url)
  const front = createHttpsServer(
    { key: await readFile(key), cert: await readFile(cert) },
    (req, res) => {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
    },
  )
  const redirect = createHttpServer((req, res) => {
    res.writeHead(301, { location: `https://localhost${req.url ?? '/'}` }).end()
  })
  try {
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject).listen(443, resolve)
    })
    await new Promise<void>((resolve, reject) => {
      redirect.once('error', reject).listen(80, resolve)
    })
  } catch (error) {
    console.log(
      `  skipped: cannot listen on ports 443 and 80 (${(error as Error).message}); the scanner only scans default ports`,
    )
    front.close()
    redirect.close()
    await app.stop()
    return
  }
  try {
    // Asynchronous: the TLS front runs in this process and must keep answering.
    const result = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      execFile(
        NODE,
        [scanner, 'localhost'],
        {
          env: { PATH: process.env.PATH, NODE_EXTRA_CA_CERTS: cert },
          encoding: 'utf8',
          timeout: 120_000,
        },
        (_error, stdout, stderr) => resolve({ stdout, stderr }),
      )
    })
    const report = JSON.parse(result.stdout || '{}') as {
      error?: string
      scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number }
      tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>
    }
    if (!report.scan) {
      console.log(`  scan failed: ${report.error ?? result.stderr}`)
      return
    }
    const { grade, score, testsPassed, testsQuantity } = report.scan
    console.log(
      `  grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed: ` +
        verdict(grade === 'A+' && score >= 105, 'A+ with at least 105'),
    )
    for (const [name, test] of Object.entries(report.tests ?? {})) {
      console.log(
        `    ${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
      )
    }
  } finally {
    front.close()
    redirect.close()
    await app.stop()
    await rm(dataDir, { recursive: true, force: true })
    await rm(dir, { recursive: true, force: true })
  }
}

const CONTACT_BODY = JSON.stringify({
  name: 'Bench Tester',
  email: 'bench@example.com',
  phone: '01711-000000',
  message: 'Please quote 2 pallets from Dhaka to Hamburg.',
})

/** One server alone, then two behind nginx, all on one private PostgreSQL database. */
async function scaleOut(rows: Row[]) {
  console.log('\nScale-out on PostgreSQL: one server alone, then two behind nginx…')
  if (!findPostgresBin() || !existsSync(NGINX)) {
    console.log("  skipped: needs Debian's postgresql and nginx (apt-get install postgresql nginx)")
    return
  }
  const cluster = await startPostgres()
  const started: Started[] = []
  const dataDirs: string[] = []
  const stopAll = async () => {
    for (const app of started.splice(0)) await app.stop()
  }
  try {
    const env = { DATABASE_URL: await cluster.createDatabase('bench'), TRUST_PROXY: '1' }
    const newServer = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-bench-'))
      dataDirs.push(dataDir)
      const app = await startApp(dataDir, env, { pin: false })
      started.push(app)
      return app
    }
    const runs = async (label: string, url: string) => {
      await autocannon({ url: `${url}/api/services/`, connections: 10, duration: 2 })
      const get = await run(
        `${label}: GET /api/services/`,
        {
          url: `${url}/api/services/`,
          connections: 50,
        },
        () => '',
      )
      const post = await run(
        `${label}: POST contact`,
        {
          url: `${url}/api/contact/create/`,
          method: 'POST',
          connections: 50,
          headers: { 'content-type': 'application/json' },
          body: CONTACT_BODY,
        },
        () => '',
      )
      return [get, post] as const
    }

    const alone = await newServer()
    const [aloneGet, alonePost] = await runs('1 server', alone.url)
    await stopAll()

    const [first, second] = [await newServer(), await newServer()]
    const nginx = await startNginx([first, second].map((app) => Number(new URL(app.url).port)))
    try {
      const [twoGet, twoPost] = await runs('2 servers + nginx', nginx.url)
      const share = (two: Row, one: Row) =>
        `${Math.round((two.rps / Math.max(one.rps, 1)) * 100)}% of 1 server`
      twoGet.target = share(twoGet, aloneGet)
      twoPost.target = share(twoPost, alonePost)
      aloneGet.target = alonePost.target = 'reference (PostgreSQL)'
      rows.push(aloneGet, alonePost, twoGet, twoPost)
    } finally {
      await nginx.stop()
    }
  } finally {
    await stopAll()
    await cluster.stop()
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true })
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
      await run('hello-world Fastify GET /', { url: `${hello.url}/`, connections: 50 }, (row) => {
        helloRps = row.rps
        return 'reference'
      }),
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
      await run('GET /api/services/', { url: `${app.url}/api/services/`, connections: 50 }, (row) =>
        verdict(
          row.rps >= 10_000 && row.p99 <= 30 && row.rps >= helloRps / 2,
          `≥10000 req/s, p99 ≤30 ms, ≥50% of hello (${Math.round((row.rps / Math.max(helloRps, 1)) * 100)}%)`,
        ),
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
        body: JSON.stringify({
          name: 'Bench Tester',
          email: 'bench@example.com',
          phone: '01711-000000',
          message: 'Please quote 2 pallets from Dhaka to Hamburg.',
        }),
      },
      (row) => verdict(row.rps >= 600 && row.p99 <= 250, '≥600 req/s, p99 ≤250 ms'),
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

  if (!args['no-scale-out']) await scaleOut(rows)

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
  if (!args['no-media']) await benchMedia()
}

await main()
