import { execFile } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import axe from 'axe-core'
import type { AxeResults, Result } from 'axe-core'
import type { Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import { NOT_FOUND_PATH, PUBLIC_PATHS, SEEDED_SERVICE_PATHS } from '#content/site-map.ts'
import { languageOfPath, localizedPath } from '#app/i18n/language.ts'
import { SEEDED_POSITIONS } from '../../support/seeded-positions.ts'
import { shellMessages } from '#app/routes/site-layout.messages.ts'

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const CLIENT_DIR = path.join(ROOT, 'build/client')

/** A URL no page answers: the server replies with the 404 page. */
export const UNKNOWN_URL = '/no-such-page-here'

/** The forms' pages in Bangla (issue 24), which every quality check covers as well. */
const BANGLA_FORM_URLS = [
  '/bn/contact',
  '/bn/contact/sent',
  '/bn/quote',
  '/bn/track',
  '/bn/careers',
  ...SEEDED_POSITIONS.map((position) => `/bn/careers/${position.id}`),
]

/**
 * Every public page, the Bangla forms' pages, the pages of the positions a fresh database is seeded with (open and
 * closed), plus an unknown URL (the 404 page).
 */
export const ALL_URLS: readonly string[] = [
  ...new Set([
    ...PUBLIC_PATHS,
    ...SEEDED_POSITIONS.map((position) => `/careers/${position.id}`),
    ...BANGLA_FORM_URLS,
    UNKNOWN_URL,
  ]),
]

/** The same pages in Bangla, under /bn/ (issue 24). */
export const BANGLA_URLS: readonly string[] = [
  ...new Set(ALL_URLS.map((url) => localizedPath(url, 'bn'))),
]

/** Every page in both languages: what the accessibility and budget checks go through. */
export const ALL_URLS_BOTH_LANGUAGES: readonly string[] = [
  ...new Set([...ALL_URLS.filter((url) => !BANGLA_URLS.includes(url)), ...BANGLA_URLS]),
]

/**
 * Pages that stand for others of their route: the first seeded service, and of the positions the
 * first and the one the seed closes (a closed position's page has no form), as the first project
 * and case study already stand for theirs (content/site-map.ts).
 */
const STANDING_FOR_THEIR_ROUTE = new Set([
  SEEDED_SERVICE_PATHS[0],
  `/careers/${SEEDED_POSITIONS[0]?.id}`,
  `/careers/${SEEDED_POSITIONS.find((position) => !position.open)?.id}`,
])

/**
 * Every page in both languages, one page per route: for the checks that follow a route's markup,
 * scripts and layout rather than an item's words (axe at 1280 px, while every page is checked at
 * 375 px; the first-load budgets; the WhatsApp button's clearance). The console sweeps, which also
 * check that no text runs past a 320 px screen, keep every page.
 */
export const ONE_PAGE_PER_ROUTE: readonly string[] = ALL_URLS_BOTH_LANGUAGES.filter((url) => {
  const english = localizedPath(url, 'en')
  const ofARouteWithMany =
    SEEDED_SERVICE_PATHS.includes(english) || /^\/careers\/\d+$/.test(english)
  return !ofARouteWithMany || STANDING_FOR_THEIR_ROUTE.has(english)
})

export { NOT_FOUND_PATH }

export const SMALL = { width: 320, height: 640 } as const

// --- The mobile menu ----------------------------------------------------------------------------

/** Opens the header's menu dialog (the button only shows on narrow screens), in the page's language. */
export async function openMobileMenu(page: Page): Promise<void> {
  const texts = shellMessages[languageOfPath(new URL(page.url()).pathname)]
  await page.getByRole('button', { name: texts.openMenu }).click()
  const dialog = page.getByRole('dialog', { name: texts.menu })
  await dialog.waitFor({ state: 'visible' })
  // Let any opening transition finish before measuring.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
}

/**
 * Waits for the page's animations that end (reveals fading in, the header sliding back), so that
 * axe judges contrast on what a visitor sees once they are done. Animations tied to the scroll
 * position or without end (a spinner) have nothing to wait for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Scrolls to the top at once and waits for the sticky header to settle there. axe's target-size
 * rule takes a sticky header for an element in the flow (axe-core issue 3720), so checks run
 * with the page scrolled would blame whatever the header happens to slide over.
 */
export async function backToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  const header = page.getByRole('banner')
  await expect.poll(() => header.evaluate((element) => element.dataset.state)).toBe('top')
  await header.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
}

// --- axe-core -----------------------------------------------------------------------------------

/**
 * Every WCAG A/AA rule. axe-core keeps some WCAG rules tagged `experimental` and off unless that
 * tag is asked for too; label-content-name-mismatch (2.5.3, Label in Name) is one of them.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental']

/** Rules the run must include, so that a change of axe's defaults cannot drop them silently. */
const REQUIRED_RULES = ['target-size', 'label-content-name-mismatch']

/** One line per failing element: rule, impact, selector and axe's own summary of what to fix. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')
      return `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} | ${summary} | ${node.html.slice(0, 160)}`
    }),
  )
}

function ruleIds(results: AxeResults): Set<string> {
  return new Set(
    [...results.passes, ...results.incomplete, ...results.inapplicable, ...results.violations].map(
      (rule) => rule.id,
    ),
  )
}

/**
 * axe.run() in the page, with AXE_TAGS less `disableRules`. @axe-core/playwright's AxeBuilder,
 * used before, sent axe's source into the page twice per run and, by default, opened a blank page
 * to put the frames' results together: two to three times as long for the same rules and
 * violations (decision 0013, Browser pages). Only the violations come back with every element; the
 * other results name their rules alone, which is all that is read of them. axe runs in the top
 * document only, so a page with a frame fails here rather than pass half-checked.
 */
async function runAxe(page: Page, disableRules: readonly string[]): Promise<AxeResults> {
  expect(page.frames().length, `frames on ${page.url()}: axe checks the top document alone`).toBe(1)
  await page.evaluate(axe.source)
  return page.evaluate(
    ({ tags, disabled }) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      }),
    { tags: AXE_TAGS, disabled: disableRules },
  )
}

/**
 * Runs axe with the WCAG 2.0–2.2 A/AA tags and the experimental rules on the page as it is,
 * checks that the REQUIRED_RULES were among the rules run, and expects no violation; a failure
 * lists every failing element.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  options: { disableRules?: string[] } = {},
): Promise<void> {
  const { disableRules = [] } = options
  const results = await runAxe(page, disableRules)
  for (const rule of REQUIRED_RULES.filter((id) => !disableRules.includes(id))) {
    expect(ruleIds(results).has(rule), `axe ran the ${rule} rule`).toBe(true)
  }
  const problems = describeViolations(results.violations)
  if (problems.length > 0) console.log(`axe violations on ${where}:\n  ${problems.join('\n  ')}`)
  expect(problems, `axe violations on ${where}`).toEqual([])
}

// --- The particle chunks ------------------------------------------------------------------------

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*["']\.\/([^"']+\.js)["']\s*\)/g
const HTML_ASSET = /\/assets\/([^"'\s)]+\.js)/g

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []))
}

function closure(roots: Iterable<string>, next: (file: string) => string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...next(file))
  }
  return seen
}

/** The particle background's module, app/components/drifting-dots.ts: its chunk is named after it. */
const PARTICLES_CHUNK = /^drifting-dots-[\w-]+\.js$/

/**
 * The file names (in build/client/assets) of the particle background's chunks: the dynamically
 * imported chunk of its module and what that pulls in, less anything a public page of the
 * running site loads up front.
 */
export async function particleChunks(siteUrl: string): Promise<Set<string>> {
  const assetsDir = path.join(CLIENT_DIR, 'assets')
  const names = (await readdir(assetsDir)).filter((name) => name.endsWith('.js'))
  const sources = new Map<string, string>()
  for (const name of names) sources.set(name, await readFile(path.join(assetsDir, name), 'utf8'))
  const source = (name: string) => sources.get(name) ?? ''
  const staticImports = (name: string) => matches(source(name), STATIC_IMPORT)
  const dynamicImports = (name: string) => matches(source(name), DYNAMIC_IMPORT)

  const upFront = new Set<string>()
  for (const pagePath of PUBLIC_PATHS) {
    const html = await (await fetch(`${siteUrl}${pagePath}`)).text()
    for (const name of closure(matches(html, HTML_ASSET), staticImports)) upFront.add(name)
  }

  const roots = names
    .flatMap(dynamicImports)
    .filter((name) => PARTICLES_CHUNK.test(name) && !upFront.has(name))
  const all = closure(roots, (name) => [...staticImports(name), ...dynamicImports(name)])
  return new Set([...all].filter((name) => !upFront.has(name)))
}

/** Requests to another origin than the site's; data: and blob: URLs never leave the browser. */
export function foreignRequests(requests: readonly string[], siteUrl: string): string[] {
  const own = new URL(siteUrl).origin
  return requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== own)
}

/** Whether a request URL is for one of the given asset file names. */
export function isAssetIn(url: string, files: ReadonlySet<string>): boolean {
  const { pathname } = new URL(url)
  return pathname.startsWith('/assets/') && files.has(pathname.slice('/assets/'.length))
}

/** The script bytes (bodies and headers, as they arrived) of `page`'s load of `path`, until the network is idle. */
export async function scriptBytesOf(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = []
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    sizes.push(
      response
        .request()
        .sizes()
        .then((size) => size.responseBodySize + size.responseHeadersSize),
    )
  }
  page.on('response', listener)
  await page.goto(path, { waitUntil: 'networkidle' })
  page.off('response', listener)
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
}

// --- The Nu HTML Checker ------------------------------------------------------------------------

const VNU_JAR = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar')

/** The Nu HTML Checker's errors on each document, as "<name>.html: message"; [] when valid. */
export async function nuErrors(documents: ReadonlyMap<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dbl-nu-'))
  try {
    const files: string[] = []
    for (const [name, html] of documents) {
      const file = path.join(dir, `${name.replace(/\W+/g, '_') || 'home'}.html`)
      await writeFile(file, html)
      files.push(file)
    }
    const report = await new Promise<string>((resolve) =>
      execFile(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
        { maxBuffer: 16 * 1024 * 1024 },
        (_error, _stdout, stderr) => resolve(stderr),
      ),
    )
    const { messages } = JSON.parse(report) as {
      messages: { type: string; url?: string; message: string }[]
    }
    return messages
      .filter((message) => message.type !== 'info')
      .map((message) => `${path.basename(message.url ?? '')}: ${message.message}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
