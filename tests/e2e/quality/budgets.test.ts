// Issue 4, "JavaScript budget": what a first load with an empty cache downloads until the page has
// hydrated, counted as Chromium counts transfer size (compressed as served, response headers
// included), stays within tests/support/budgets.ts. No script may be requested
// before the first contentful paint. The particle background, fetched after idle, is
// not counted, and must indeed come after the load event.
import { beforeAll, describe, expect, test } from 'vitest'
import type { CDPSession, Page } from 'playwright-core'
import { BUDGETS } from '../../support/budgets.ts'
import { getJson } from '../../api/support/http.ts'
import { editorApi } from '../../api/support/media.ts'
import { signedInStaff } from '../../api/support/staff.ts'
import { publishPhotoOn, uploadPhoto } from '../../support/photo-content.ts'
import { makeTestPhoto } from '../../support/photos.ts'
import { MOBILE, setupSite, waitForHydration } from '../support/browser.ts'
import { ONE_PAGE_PER_ROUTE, isAssetIn, particleChunks } from './support.ts'

const site = setupSite()

/**
 * Once the page has hydrated, late requests (fonts, images) are counted until none is running and
 * none has started for this long: Playwright's own measure of a network at rest.
 */
const QUIET_MS = 500
/** How long a page may take to come to rest. */
const SETTLE_TIMEOUT_MS = 15_000
/** Files this small are not worth compressing; the build leaves them as they are. */
const COMPRESS_THRESHOLD_BYTES = 1024
/** Text responses that must come compressed. */
const COMPRESSIBLE_TYPES = new Set(['Script', 'Document', 'Stylesheet'])
/** How long the particle chunks may take to arrive once the page is idle (the idle timeout is 4 s). */
const PARTICLES_TIMEOUT_MS = 15_000

interface Transfer {
  url: string
  type: string
  encoding: string
  /** Bytes on the wire, headers included, as Chromium counts them. */
  encodedBytes: number
  /** Of those, the response headers. */
  headerBytes: number
  /** Bytes of the body after decompression. */
  decodedBytes: number
  /** Whether the request went out before the page's load event. */
  beforeLoad: boolean
  finished: boolean
  failed: boolean
}

interface Recording {
  transfers: Map<string, Transfer>
  /** When a request last started, finished or failed (Date.now()). */
  lastActivity(): number
}

/** Records every request of the page through the DevTools protocol, with the cache disabled. */
async function record(page: Page): Promise<Recording> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const transfers = new Map<string, Transfer>()
  let loadFired = false
  let lastActivity = Date.now()
  for (const event of [
    'Network.requestWillBeSent',
    'Network.loadingFinished',
    'Network.loadingFailed',
  ] as const) {
    cdp.on(event, () => {
      lastActivity = Date.now()
    })
  }
  cdp.on('Page.loadEventFired', () => {
    loadFired = true
  })
  cdp.on('Network.requestWillBeSent', (event) => {
    transfers.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      encoding: '',
      encodedBytes: 0,
      headerBytes: 0,
      decodedBytes: 0,
      beforeLoad: !loadFired,
      finished: false,
      failed: false,
    })
  })
  cdp.on('Network.responseReceived', (event) => {
    const transfer = transfers.get(event.requestId)
    if (!transfer) return
    transfer.type = event.type
    // Over HTTP/1.1, what has arrived when the response starts is exactly its headers.
    transfer.headerBytes = event.response.encodedDataLength
    const headers = Object.entries(event.response.headers)
    transfer.encoding =
      headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? ''
  })
  cdp.on('Network.dataReceived', (event) => {
    const transfer = transfers.get(event.requestId)
    if (transfer) transfer.decodedBytes += event.dataLength
  })
  cdp.on('Network.loadingFinished', (event) => {
    const transfer = transfers.get(event.requestId)
    if (!transfer) return
    transfer.encodedBytes = event.encodedDataLength
    transfer.finished = true
  })
  cdp.on('Network.loadingFailed', (event) => {
    const transfer = transfers.get(event.requestId)
    if (transfer) transfer.failed = true
  })
  await cdp.send('Page.enable')
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  return { transfers, lastActivity: () => lastActivity }
}

/** Resolves once no request of the recording has been running or started for QUIET_MS. */
async function settle({ transfers, lastActivity }: Recording): Promise<void> {
  await expect
    .poll(
      () => {
        const running = [...transfers.values()].filter(
          (transfer) => !transfer.finished && !transfer.failed,
        )
        return running.length === 0 && Date.now() - lastActivity() >= QUIET_MS
      },
      { timeout: SETTLE_TIMEOUT_MS, message: 'the network came to rest after hydration' },
    )
    .toBe(true)
}

/** Scripts' texts by URL: their names carry a hash of their content, so one fetch each will do. */
const scriptTexts = new Map<string, Promise<string>>()
function scriptText(url: string): Promise<string> {
  let text = scriptTexts.get(url)
  if (!text) {
    text = fetch(url).then((response) => response.text())
    scriptTexts.set(url, text)
  }
  return text
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

let particles: ReadonlySet<string> = new Set()

beforeAll(async () => {
  particles = await particleChunks(site.url)
  // Without them, nothing would tell the idle-time particle animation from a first load's code.
  if (particles.size === 0) throw new Error('no chunk of the particle animation in the build')
})

interface FirstLoad {
  totalBytes: number
  /** Of which images, as Chromium counts them. */
  imageBytes: number
}

/** Each page's first load with the seed's drawings, for the comparison with photos in place. */
const illustrated = new Map<string, FirstLoad>()

/** What a page may grow by, images aside, once photos are on it: their <picture> markup. */
const MARKUP_GROWTH_BYTES = 3 * 1024

/**
 * Loads `path` at 375 px with an empty cache and checks its first load: no script before the first
 * paint, everything compressed, within the budgets. Resolves with what it transferred.
 */
async function checkFirstLoad(path: string): Promise<FirstLoad> {
  const { page } = await site.newPage({ viewport: MOBILE })
  const recording = await record(page)
  const { transfers } = recording
  await page.goto(path, { waitUntil: 'load' })
  await waitForHydration(page)
  await settle(recording)

  // Hydration is deferred (app/utils/deferred-hydration.server.ts): no script competes with the
  // first paint.
  const { paint, scriptStarts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }))
  expect(paint, 'first contentful paint').toBeDefined()
  expect(scriptStarts.length).toBeGreaterThan(0)
  expect(
    scriptStarts.filter((script) => script.start < (paint ?? Infinity)).map((s) => s.url),
    'scripts requested before the first contentful paint',
  ).toEqual([])

  // A lazy picture waits for the first paint (the before-paint rule, app/utils/page-host.ts), so a
  // page whose largest paint is one paints it late: its first picture must be fetched first.
  const largestPaint = await page.evaluate(
    () =>
      new Promise<{ element: string; lazy: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as LargestContentfulPaint | undefined
          const element = last?.element
          resolve({
            element: element ? `${element.tagName} ${element.className} ${last.url}` : 'none',
            lazy: element?.getAttribute('loading') === 'lazy',
          })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  expect.soft(largestPaint.lazy, `${path}: largest paint ${largestPaint.element}`).toBe(false)

  const all = [...transfers.values()].filter((transfer) => /^https?:/.test(transfer.url))
  const early = all.filter((transfer) => !isAssetIn(transfer.url, particles))
  const unfinished = early.filter((transfer) => !transfer.finished).map((t) => t.url)
  expect(unfinished, 'requests still running after the load event and settle').toEqual([])

  const scripts = early.filter((transfer) => transfer.type === 'Script')
  // Issue 11: no workspace code in a public page's first load. Every workspace module talks
  // to the workspace's API, so its path in a script's text gives the module away.
  const workspaceScripts: string[] = []
  const dateFormatScripts: string[] = []
  const reactDomScripts: string[] = []
  for (const script of scripts) {
    const text = await scriptText(script.url)
    const name = new URL(script.url).pathname
    if (text.includes('/api/staff/')) workspaceScripts.push(name)
    if (text.includes('DateTimeFormat')) dateFormatScripts.push(name)
    // Only React's production code points to react.dev/errors, and React DOM comes with it.
    if (text.includes('react.dev/errors/')) reactDomScripts.push(text)
  }
  expect.soft(workspaceScripts, 'workspace code in a public first load').toEqual([])
  // Decision 0008: what keeps every task after the first paint short on a phone.
  expect
    .soft(dateFormatScripts, 'scripts that make an Intl.DateTimeFormat (its locale data)')
    .toEqual([])
  expect(reactDomScripts, 'scripts carrying React DOM').toHaveLength(1)
  const [reactDom = ''] = reactDomScripts
  expect
    .soft(reactDom.startsWith('//# allFunctionsCalledOnLoad\n'), 'V8 compile hint on React DOM')
    .toBe(true)
  expect
    .soft(reactDom, 'React DOM marker errors made without a stack')
    .toContain('Object.create(Error.prototype)')
  // Counted as Chromium counts transfer size: compressed body plus response headers, so
  // headers repeated on every script cost what they cost a visitor.
  const jsBytes = scripts.reduce((sum, transfer) => sum + transfer.encodedBytes, 0)
  const headerBytes = early.reduce((sum, transfer) => sum + transfer.headerBytes, 0)
  const totalBytes = early.reduce((sum, transfer) => sum + transfer.encodedBytes, 0)
  const byType = new Map<string, number>()
  for (const transfer of early) {
    byType.set(transfer.type, (byType.get(transfer.type) ?? 0) + transfer.encodedBytes)
  }
  const largest = [...scripts]
    .sort((x, y) => y.encodedBytes - x.encodedBytes)
    .slice(0, 4)
    .map((t) => `${new URL(t.url).pathname.replace('/assets/', '')} ${kb(t.encodedBytes)}`)
  const types = [...byType].map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ')
  console.log(
    `${path}: JS ${kb(jsBytes)} in ${scripts.length} files, total ${kb(totalBytes)} in ` +
      `${early.length} requests (${types}; headers ${kb(headerBytes)}); ` +
      `largest scripts: ${largest.join(', ')}`,
  )

  const uncompressed = early
    .filter((transfer) => COMPRESSIBLE_TYPES.has(transfer.type))
    .filter((transfer) => transfer.decodedBytes >= COMPRESS_THRESHOLD_BYTES)
    .filter((transfer) => !/^(br|gzip|zstd)$/.test(transfer.encoding))
    .map((t) => `${t.type} ${new URL(t.url).pathname} (${kb(t.decodedBytes)})`)
  expect
    .soft(uncompressed, 'JavaScript, HTML and CSS served without content-encoding br or gzip')
    .toEqual([])

  expect
    .soft(jsBytes, `${path} first-load JavaScript`)
    .toBeLessThanOrEqual(BUDGETS.firstLoadJsBytes)
  expect
    .soft(totalBytes, `${path} first-load transfer`)
    .toBeLessThanOrEqual(BUDGETS.firstLoadTotalBytes)

  if (path === '/') {
    const tooEarly = all
      .filter((transfer) => transfer.beforeLoad && isAssetIn(transfer.url, particles))
      .map((transfer) => transfer.url)
    expect(tooEarly, 'particle chunks requested before the load event').toEqual([])
    // They do come once the page is idle: the chunks excluded above are the particles'.
    await expect
      .poll(() => [...transfers.values()].some((transfer) => isAssetIn(transfer.url, particles)), {
        timeout: PARTICLES_TIMEOUT_MS,
      })
      .toBe(true)
  }
  return { totalBytes, imageBytes: byType.get('Image') ?? 0 }
}

describe('first-load budgets (375 px, empty cache, compressed as served)', () => {
  test.each(ONE_PAGE_PER_ROUTE)(
    `%s: JavaScript ≤ ${kb(BUDGETS.firstLoadJsBytes)}, total ≤ ${kb(BUDGETS.firstLoadTotalBytes)}, compressed`,
    async (path) => {
      illustrated.set(path, await checkFirstLoad(path))
    },
  )
})

// Issue 23: with an editor's photos in place (run after the pages above, on the same site), the
// pages that show them stay within the budgets, and grow by the photos alone: what is not an
// image grows only by the pictures' markup.
describe('first-load budgets with photos in place (375 px)', () => {
  const PHOTO_PATHS = ['/', '/service-detail/1']

  // An editor puts photos on the first slide (the home hero) and a service.
  beforeAll(async () => {
    const editor = editorApi(site, await signedInStaff(site, { role: 'editor' }))
    const slides = (await getJson(`${site.url}/api/home/slider`)).body.data as { id: number }[]
    const places = [
      { collection: 'slides', id: slides[0]?.id ?? 1 },
      { collection: 'services', id: 1 },
    ] as const
    for (const [index, place] of places.entries()) {
      const photo = await uploadPhoto(editor, {
        name: `${place.collection}.jpg`,
        bytes: await makeTestPhoto({ width: 2400, height: 1800, seed: index + 1 }),
        alt: `A photo on ${place.collection} ${place.id}`,
      })
      await publishPhotoOn(editor, place, photo)
    }
  }, 400_000)

  test.each(PHOTO_PATHS)(
    `%s with its photo: total ≤ ${kb(BUDGETS.firstLoadTotalBytes)}, no growth but the photo's`,
    async (path) => {
      const before = illustrated.get(path)
      if (!before) throw new Error(`${path} was not measured without photos`)
      const after = await checkFirstLoad(path)
      const growth = after.totalBytes - after.imageBytes - (before.totalBytes - before.imageBytes)
      console.log(
        `${path} with a photo: total ${kb(after.totalBytes)} (was ${kb(before.totalBytes)}), ` +
          `images ${kb(after.imageBytes)} (were ${kb(before.imageBytes)}), the rest ${growth >= 0 ? '+' : ''}${kb(growth)}`,
      )
      expect(growth, 'growth of what is not an image').toBeLessThanOrEqual(MARKUP_GROWTH_BYTES)
    },
  )
})
