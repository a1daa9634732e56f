import { rm } from 'node:fs/promises'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startServer } from '../../api/support/server.ts'
import type { RunningServer } from '../../api/support/server.ts'
import { workerBrowser } from './worker-browser.ts'

export interface PageOptions {
  /** Defaults to 1280×800. */
  viewport?: { width: number; height: number }
  reducedMotion?: 'reduce' | 'no-preference'
  /** Device pixels per CSS pixel; 1 unless given (phones have 2 or 3). */
  deviceScaleFactor?: number
  /** False for a browser with JavaScript switched off. */
  javaScriptEnabled?: boolean
  /**
   * Keep the page open across tests (e.g. one page opened in beforeAll for many tests); it is
   * closed when the file's tests end. Otherwise it is closed when the test that opened it ends.
   */
  shared?: boolean
}

/** A page in its own browser context, with everything that went wrong on it collected. */
export interface TrackedPage {
  page: Page
  context: BrowserContext
  consoleErrors: string[]
  pageErrors: string[]
  failedRequests: string[]
  /** Every request URL the page made, in order. */
  requests: string[]
  /** Responses with a status of 400 or more, as "404 http://…". */
  badResponses: string[]
}

const tracking = new WeakMap<Page, TrackedPage>()

export interface Site {
  /** The server's origin, e.g. http://127.0.0.1:40123. */
  readonly url: string
  /** The server's data directory (a fresh temporary one per file). */
  readonly dataDir: string
  readonly browser: Browser
  newPage(options?: PageOptions): Promise<TrackedPage>
  /** Stops the server early, e.g. to read its database with another process. */
  stopServer(): Promise<void>
  /** What the server has logged so far. */
  serverOutput(): string
}

export const DESKTOP = { width: 1280, height: 800 } as const
export const MOBILE = { width: 375, height: 800 } as const

/**
 * Registers hooks that start one server (with a fresh data directory) for the test file and take
 * the worker's browser, close every context a test opened when that test ends, and the shared
 * ones when the file's tests end. Call at the top level.
 */
export function setupSite(
  options: {
    /** Extra server environment, computed when the server starts (e.g. a test SMTP port). */
    env?: () => Promise<Record<string, string>> | Record<string, string>
  } = {},
): Site {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  const sharedContexts: BrowserContext[] = []

  beforeAll(async () => {
    const env = await options.env?.()
    // The app is built in the test's process, as in the API files: a process of its own cost each
    // file Node's start, the app's imports and the database's WebAssembly again (decision 0013).
    ;[server, browser] = await Promise.all([startServer(env ? { env } : {}), workerBrowser()])
  })

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  afterAll(async () => {
    await Promise.all(sharedContexts.splice(0).map((context) => context.close()))
    // stop() is idempotent, so a test may have stopped the server already.
    await server?.stop()
    if (server) await rm(server.dataDir, { recursive: true, force: true })
  })

  function required<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or hook`)
    return value
  }

  return {
    get url() {
      return required(server, 'The server').url
    },
    get dataDir() {
      return required(server, 'The server').dataDir
    },
    get browser() {
      return required(browser, 'The browser')
    },
    async newPage(options = {}) {
      const context = await required(browser, 'The browser').newContext({
        viewport: options.viewport ?? DESKTOP,
        reducedMotion: options.reducedMotion ?? 'no-preference',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        deviceScaleFactor: options.deviceScaleFactor ?? 1,
        baseURL: required(server, 'The server').url,
      })
      ;(options.shared ? sharedContexts : contexts).push(context)
      const page = await context.newPage()
      const tracked: TrackedPage = {
        page,
        context,
        consoleErrors: [],
        pageErrors: [],
        failedRequests: [],
        requests: [],
        badResponses: [],
      }
      tracking.set(page, tracked)
      page.on('console', (message) => {
        if (message.type() === 'error') tracked.consoleErrors.push(message.text())
      })
      page.on('pageerror', (error) => tracked.pageErrors.push(String(error)))
      page.on('request', (request) => tracked.requests.push(request.url()))
      page.on('response', (response) => {
        if (response.status() >= 400)
          tracked.badResponses.push(`${response.status()} ${response.url()}`)
      })
      page.on('requestfailed', (request) =>
        tracked.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`),
      )
      return tracked
    },
    async stopServer() {
      await required(server, 'The server').stop()
    },
    serverOutput() {
      return required(server, 'The server').output()
    },
  }
}

/** Resolves once React has hydrated the prerendered HTML, so clicks are client-side. */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        // The public layout's main landmark, or the staff workspace's.
        const main = document.getElementById('main') ?? document.getElementById('staff-main')
        return (
          main !== null &&
          Object.keys(main).some((key) => key.startsWith('__reactProps$')) &&
          '__reactRouterDataRouter' in window
        )
      },
      undefined,
      { timeout: 20_000 },
    )
  } catch (error) {
    const tracked = tracking.get(page)
    const problems = [
      ...(tracked?.badResponses ?? []),
      ...(tracked?.failedRequests ?? []),
      ...(tracked?.pageErrors ?? []),
    ]
    throw new Error(
      `${page.url()} did not hydrate. ${problems.length ? `Problems: ${problems.join('; ')}` : ''}` +
        ' (Missing assets usually mean build/ was rebuilt while the tests ran.)',
      { cause: error },
    )
  }
}

/** Loads a path and waits for hydration. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/**
 * Resolves after the page's next `frames` animation frames, or after a second if the browser
 * paints none: the assertions that follow then say what did not happen, where waiting on frames
 * alone would hold the test until its timeout.
 */
export async function afterFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => {
          if (left === 0) resolve()
          else requestAnimationFrame(() => next(left - 1))
        }
        next(count)
        setTimeout(resolve, 1000)
      }),
    frames,
  )
}

/**
 * Runs in the page: scrolls at once (whatever the page's scroll-behavior) to `top`, then on by
 * `step` while the page goes on, waiting two frames at each stop (a second if none is painted)
 * so scroll listeners and intersection observers see every position. One call into the page
 * for every stop: a call per stop and another for its frames cost more in round trips than the
 * frames themselves on a loaded machine (decision 0013, Browser pages).
 */
async function scrollInPage({ top, step }: { top: number; step: number | null }): Promise<void> {
  const twoFrames = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      setTimeout(resolve, 1000)
    })
  for (let y = top; ; y += step ?? 0) {
    window.scrollTo({ top: y, behavior: 'instant' })
    await twoFrames()
    if (step === null || y + step > document.documentElement.scrollHeight) return
  }
}

/** Scrolls at once (whatever the page's scroll-behavior) and waits two frames for listeners. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(scrollInPage, { top: y, step: null })
}

/**
 * Scrolls from the top to the bottom of the page `step` pixels at a time, two frames at each
 * stop, as a visitor's scrolling would: reveals, lazy images and count-ups all run.
 */
export async function scrollThrough(page: Page, step: number): Promise<void> {
  await page.evaluate(scrollInPage, { top: 0, step })
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY)
}

/** Navigates inside the single-page app, as a link would, without a reload. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter
    await router.navigate(to)
  }, path)
}

/** The text of a <title> in raw HTML. */
export function htmlTitle(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]
}
