import { rm } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { freePort } from '../../../scripts/support/free-port.ts'
import { startServer, type RunningServer } from '../../api/support/server.ts'
import { createSmtp, type TestSmtp } from '../../api/support/smtp.ts'
import { DESKTOP } from './browser.ts'
import { workerBrowser } from './worker-browser.ts'

export interface StaffSite {
  server: RunningServer
  smtp: TestSmtp
  browser: Browser
  /** http://localhost:PORT, the server's SITE_URL. */
  origin: string
  /** A fresh browser context (closed after each test) and its page, at the origin. */
  newPage(viewport?: { width: number; height: number }): Promise<{
    page: Page
    context: BrowserContext
  }>
}

/**
 * Starts a server and a test SMTP server for a file's staff workspace tests (beforeAll), with the
 * worker's browser, and stops them after. WebAuthn needs a real host name as its relying party:
 * localhost, not 127.0.0.1, so the server gets a known port and SITE_URL http://localhost:PORT,
 * and the browser uses that origin. The fields are filled in once beforeAll has run.
 */
export function setupStaffSite(): StaffSite {
  const contexts: BrowserContext[] = []
  const site = {
    async newPage(viewport: { width: number; height: number } = DESKTOP) {
      const context = await site.browser.newContext({
        viewport,
        baseURL: site.origin,
        reducedMotion: 'reduce',
      })
      contexts.push(context)
      return { page: await context.newPage(), context }
    },
  } as StaffSite

  beforeAll(async () => {
    const port = await freePort()
    site.origin = `http://localhost:${port}`
    site.smtp = await createSmtp()
    ;[site.server, site.browser] = await Promise.all([
      startServer({
        env: {
          PORT: String(port),
          SITE_URL: site.origin,
          SMTP_URL: site.smtp.url,
          OUTBOX_RETRY_BASE_MS: '100',
        },
      }),
      workerBrowser(),
    ])
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })
  afterAll(async () => {
    await site.server?.stop()
    await site.smtp?.stop()
    if (site.server) await rm(site.server.dataDir, { recursive: true, force: true })
  })
  return site
}

/** Waits until React has hydrated the element (it has React's props), so typing reaches React. */
export async function waitForReact(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'))
    },
    selector,
    { timeout: 20_000 },
  )
}

/** A TOTP code from the next period, so it is not the one the set-up already used. */
export function freshCode(generate: (options?: { timestamp?: number }) => string): string {
  return generate({ timestamp: Date.now() + 30_000 })
}

/** Chromium's virtual authenticator answers the page's WebAuthn ceremonies, as a laptop would. */
export async function withVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}
