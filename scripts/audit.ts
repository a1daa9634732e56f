/**
 * `npm run audit`: the Lighthouse benchmark of issue 4 (not part of `npm test`).
 *
 * Builds the site, starts the production server on a free port with a throwaway data folder, and
 * runs Lighthouse in Debian's Chromium on every page its sitemap lists in both languages (and the
 * 404 page in each), with the mobile (default) and the desktop
 * preset, several runs each. Prints the median of every metric per route and preset, and writes
 * each run's report and a summary to reports/lighthouse/.
 *
 *   npm run audit                     five runs per route and preset
 *   npm run audit -- --runs 1         one run each (quick look)
 *   npm run audit -- --skip-build     measure the build that is there
 *   npm run audit -- --preset mobile  one preset only (mobile or desktop)
 *   npm run audit -- --language bn    the Bangla pages only (en or bn)
 *   npm run audit -- --route /bn/quote  only this page (repeatable)
 *   npm run audit -- --photos         every page with the seed's drawings, then again once an
 *                                     editor has put 4000 px photos on the services, the
 *                                     first slide and the team (scripts/support/audit-photos.ts)
 *   npm run audit -- --photos --photos-only   only the pass with the photos
 *
 * It is a benchmark: it exits 0 whatever the scores, and 1 only if something crashed.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import type { Config, Flags, Result, RunnerResult } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { putPhotos } from './support/audit-photos.ts'

/** Pages no sitemap lists, audited besides every page it does: the 404 page in each language. */
const UNLISTED_ROUTES = ['/no-such-page', '/bn/no-such-page']

/** Where the route-by-route reports go: "/bn/service-detail/1" → "bn-service-detail-1". */
function slugOf(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')
}

const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
] as const

const REPORT_DIR = 'reports/lighthouse'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const SERVER_START_TIMEOUT_MS = 60_000
/** A run whose trace Lighthouse could not record (NO_NAVSTART, say) is run again, this often at most. */
const ATTEMPTS_PER_RUN = 3

interface Metrics {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Seconds. */
  lcp: number
  fcp: number
  /** Milliseconds. */
  tbt: number
  cls: number
  /** Bytes on the wire, as Lighthouse counts them (everything it saw load, idle work included). */
  totalBytes: number
  jsBytes: number
}

/** What the pages' pictures are: the seed's drawings, or an editor's photos (--photos). */
type Pictures = 'drawings' | 'photos'

interface Row {
  route: string
  preset: string
  pictures: Pictures
  runs: number
  median: Metrics
  all: Metrics[]
  /** "category: title" of every weighted audit that lost points in any run. */
  failedAudits: string[]
}

// --- Options ------------------------------------------------------------------------------------

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    // Audit only these paths (repeatable), e.g. --route /quote --route /bn/track.
    route: { type: 'string', multiple: true, default: [] },
    // Audit only the pages in this language (en or bn).
    language: { type: 'string' },
    preset: { type: 'string' },
    photos: { type: 'boolean', default: false },
    // With --photos: skip the pass with the drawings (already measured by a run without --photos).
    'photos-only': { type: 'boolean', default: false },
  },
})
const RUNS = Number.parseInt(options.runs, 10)
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs must be a positive whole number, not ${options.runs}`)
  process.exit(1)
}
if (options.language !== undefined && !['en', 'bn'].includes(options.language)) {
  console.error(`--language must be en or bn, not ${options.language}`)
  process.exit(1)
}
const SELECTED_PRESETS = PRESETS.filter(
  ({ name }) => options.preset === undefined || name === options.preset,
)
if (SELECTED_PRESETS.length === 0) {
  console.error(
    `--preset ${options.preset} is not one of ${PRESETS.map(({ name }) => name).join(', ')}`,
  )
  process.exit(1)
}
/**
 * Every page the sitemap lists (both languages, every service, position, project… the seed
 * publishes) and the 404 pages, narrowed by --route and --language.
 */
async function routesToAudit(serverUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', serverUrl))).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  )
  const all = [...new Set([...listed, ...UNLISTED_ROUTES])]
  const unknown = options.route.filter((wanted) => !all.includes(wanted))
  if (unknown.length > 0) {
    throw new Error(
      `--route ${unknown.join(', ')} is not a page of the site; choose from ${all.join(', ')}`,
    )
  }
  const isBangla = (route: string) => route === '/bn' || route.startsWith('/bn/')
  return all.filter(
    (route) =>
      (options.route.length === 0 || options.route.includes(route)) &&
      (options.language === undefined || isBangla(route) === (options.language === 'bn')),
  )
}

// --- Build and server ---------------------------------------------------------------------------

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

interface Server {
  url: string
  child: ChildProcess
  dataDir: string
}

async function startServer(): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-audit-'))
  const child = spawn(process.execPath, ['server/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start within ${SERVER_START_TIMEOUT_MS} ms:\n${output}`))
    }, SERVER_START_TIMEOUT_MS)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code} before listening:\n${output}`))
    })
  })
  return { url, child, dataDir }
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  await rm(server.dataDir, { recursive: true, force: true })
}

// --- Lighthouse ---------------------------------------------------------------------------------

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100)
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN
}

/** Transfer size of the script requests in Lighthouse's network-requests audit. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (!details || details.type !== 'table') return Number.NaN
  return details.items.reduce((sum, item) => {
    const transferSize = typeof item.transferSize === 'number' ? item.transferSize : 0
    return item.resourceType === 'Script' ? sum + transferSize : sum
  }, 0)
}

/** The weighted audits that lost points, as "category: title", so a score below 100 explains itself. */
function failedAudits(lhr: Result): string[] {
  const failed: string[] = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push(`${category}: ${audit.title}`)
      }
    }
  }
  return failed
}

function metricsOf(lhr: Result): Metrics {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint') / 1000,
    fcp: numeric(lhr, 'first-contentful-paint') / 1000,
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scriptBytes(lhr),
  }
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  const lower = sorted[middle - 1] ?? upper
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2
}

function medianOf(all: Metrics[]): Metrics {
  const keys = Object.keys(all[0] ?? {}) as (keyof Metrics)[]
  return Object.fromEntries(
    keys.map((key) => [key, median(all.map((metrics) => metrics[key]))]),
  ) as unknown as Metrics
}

/** One Lighthouse run, tried again while Lighthouse reports that it could not record the page. */
async function runLighthouse(
  url: string,
  flags: Flags,
  config: Config | undefined,
  label: string,
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${label}`)
    const error = result.lhr.runtimeError
    if (error) console.warn(`${label}, attempt ${attempt}: ${error.code} ${error.message}`)
    if (!error || attempt === ATTEMPTS_PER_RUN) return result
  }
}

// --- The table ----------------------------------------------------------------------------------

const COLUMNS: { title: string; cell: (row: Row) => string }[] = [
  { title: 'Route', cell: (row) => row.route },
  { title: 'Preset', cell: (row) => row.preset },
  { title: 'Pictures', cell: (row) => row.pictures },
  { title: 'Perf', cell: (row) => fixed(row.median.performance, 0) },
  {
    title: 'Perf min',
    cell: (row) => fixed(Math.min(...row.all.map((metrics) => metrics.performance)), 0),
  },
  { title: 'A11y', cell: (row) => fixed(row.median.accessibility, 0) },
  { title: 'BP', cell: (row) => fixed(row.median.bestPractices, 0) },
  { title: 'SEO', cell: (row) => fixed(row.median.seo, 0) },
  { title: 'LCP (s)', cell: (row) => fixed(row.median.lcp, 2) },
  { title: 'FCP (s)', cell: (row) => fixed(row.median.fcp, 2) },
  { title: 'TBT (ms)', cell: (row) => fixed(row.median.tbt, 0) },
  { title: 'CLS', cell: (row) => fixed(row.median.cls, 3) },
  { title: 'Total KB', cell: (row) => fixed(row.median.totalBytes / 1024, 1) },
  { title: 'JS KB', cell: (row) => fixed(row.median.jsBytes / 1024, 1) },
]

/** Route, preset and pictures: left-aligned; the figures after them right-aligned. */
const TEXT_COLUMNS = 3

function fixed(value: number, digits: number): string {
  return Number.isNaN(value) ? 'n/a' : value.toFixed(digits)
}

function table(rows: Row[]): string {
  const cells = [
    COLUMNS.map((column) => column.title),
    ...rows.map((row) => COLUMNS.map((c) => c.cell(row))),
  ]
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)))
  const format = (line: string[]) =>
    `| ${line.map((cell, i) => (i < TEXT_COLUMNS ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`
  const rule = `|${widths.map((width, i) => (i < TEXT_COLUMNS ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`
  const [header = [], ...body] = cells
  return [format(header), rule, ...body.map(format)].join('\n')
}

/** Each page's first-load bytes with photos against its bytes with the drawings. */
function growthTable(rows: Row[]): string {
  const lines = [
    '| Route | Preset | Drawings KB | Photos KB | Growth KB |',
    '|:--|:--|--:|--:|--:|',
  ]
  for (const withPhotos of rows.filter((row) => row.pictures === 'photos')) {
    const drawn = rows.find(
      (row) =>
        row.pictures === 'drawings' &&
        row.route === withPhotos.route &&
        row.preset === withPhotos.preset,
    )
    if (!drawn) continue
    const before = drawn.median.totalBytes / 1024
    const after = withPhotos.median.totalBytes / 1024
    lines.push(
      `| ${withPhotos.route} | ${withPhotos.preset} | ${fixed(before, 1)} | ${fixed(after, 1)} | ${fixed(after - before, 1)} |`,
    )
  }
  return lines.join('\n')
}

// --- Main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!options['skip-build']) await run('npm', ['run', 'build'])

  await rm(REPORT_DIR, { recursive: true, force: true })
  await mkdir(REPORT_DIR, { recursive: true })

  const server = await startServer()
  const routes = await routesToAudit(server.url).catch(async (error: unknown) => {
    await stopServer(server)
    throw error
  })
  console.log(
    `\nserver at ${server.url}; ${RUNS} run(s) per route and preset, ${routes.length} routes\n`,
  )
  // One Chrome for every run: Lighthouse resets the cache and storage before each.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'error',
  })
  // An audit stopped with Ctrl-C or kill would otherwise leave its Chrome and server running,
  // and the next audit's figures would share the machine with them.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      chrome.kill()
      void stopServer(server).finally(() => process.exit(130))
    })
  }
  const rows: Row[] = []
  let lighthouseVersion = ''
  let photos: Awaited<ReturnType<typeof putPhotos>> | undefined
  try {
    const auditAll = async (pictures: Pictures) => {
      for (const route of routes) {
        const slug = slugOf(route)
        for (const preset of SELECTED_PRESETS) {
          const all: Metrics[] = []
          const failed = new Set<string>()
          for (let n = 1; n <= RUNS; n++) {
            const flags: Flags = {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              // The 404 page answers with status 404, which Lighthouse otherwise refuses to audit.
              ignoreStatusCode: true,
            }
            const label = `${route} ${preset.name}${pictures === 'photos' ? ' with photos' : ''}`
            const result = await runLighthouse(
              new URL(route, server.url).href,
              flags,
              preset.config,
              `${label} run ${n}`,
            )
            const { lhr } = result
            lighthouseVersion = lhr.lighthouseVersion
            const report = Array.isArray(result.report) ? result.report.join('') : result.report
            const suffix = pictures === 'photos' ? '-photos' : ''
            await writeFile(
              path.join(REPORT_DIR, `${slug}-${preset.name}${suffix}-${n}.json`),
              report,
            )
            const metrics = metricsOf(lhr)
            all.push(metrics)
            for (const audit of failedAudits(lhr)) failed.add(audit)
            console.log(
              `${label} run ${n}/${RUNS}: perf ${metrics.performance}, ` +
                `LCP ${fixed(metrics.lcp, 2)} s, TBT ${fixed(metrics.tbt, 0)} ms, ` +
                `CLS ${fixed(metrics.cls, 3)}, benchmark index ${lhr.environment.benchmarkIndex}`,
            )
          }
          rows.push({
            route,
            preset: preset.name,
            pictures,
            runs: RUNS,
            median: medianOf(all),
            all,
            failedAudits: [...failed],
          })
        }
      }
    }
    if (!(options.photos && options['photos-only'])) await auditAll('drawings')
    if (options.photos) {
      console.log('\nputting photos on the services, the first slide and the team…')
      photos = await putPhotos(server.url, server.dataDir)
      console.log(
        `${photos.photos} photos of ${fixed(photos.minBytes / 1024 / 1024, 1)}–` +
          `${fixed(photos.maxBytes / 1024 / 1024, 1)} MB uploaded and made ready in ` +
          `${fixed(photos.seconds, 0)} s\n`,
      )
      await auditAll('photos')
    }
  } finally {
    chrome.kill()
    await stopServer(server)
  }

  const summary = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    runs: RUNS,
    chromium: CHROMIUM_PATH,
    photos,
    rows,
  }
  await writeFile(path.join(REPORT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\nMedians of ${RUNS} run(s) each:\n`)
  console.log(table(rows))
  if (options.photos) console.log(`\n${growthTable(rows)}`)
  const withFailures = rows.filter((row) => row.failedAudits.length > 0)
  if (withFailures.length > 0) {
    console.log('\nAudits that lost points in at least one run:')
    for (const row of withFailures) {
      console.log(`- ${row.route} (${row.preset}): ${row.failedAudits.join('; ')}`)
    }
  }
  console.log(`\nReports: ${REPORT_DIR}/<route>-<preset>-<n>.json and ${REPORT_DIR}/summary.json`)
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exit(1)
}
