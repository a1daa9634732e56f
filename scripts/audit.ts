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
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import type { Flags } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { putPhotos } from './support/audit-photos.ts'
import { run, startServer, stopServer } from './support/audit-server.ts'
import { fixed, growthTable, table, type Pictures, type Row } from './support/audit-tables.ts'
import {
  CATEGORIES,
  failedAudits,
  medianOf,
  metricsOf,
  runLighthouse,
  type Metrics,
} from './support/lighthouse-runs.ts'

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
