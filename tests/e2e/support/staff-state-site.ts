import { afterAll } from 'vitest'
import { freePort } from '../../../scripts/support/free-port.ts'
import type { RunningServer } from '../../api/support/server.ts'
import { createSmtp, type TestSmtp } from '../../api/support/smtp.ts'
import { DESKTOP, setupSite, type Site, type TrackedPage } from './browser.ts'

export interface StaffStateSite {
  site: Site
  /** The test SMTP server that receives what the site sends (once the site has started). */
  smtp: () => TestSmtp
  /** What the staff helpers (signedInStaff, the CLI) need of the server: its URL and data. */
  server: () => RunningServer
}

/**
 * A site for end-to-end tests that change staff state. The staff API takes state changes only
 * from SITE_URL's origin, so the server's own address is SITE_URL (on a free port), and a test
 * SMTP server receives its emails, retried quickly.
 */
export function setupStaffStateSite(env: Record<string, string> = {}): StaffStateSite {
  let smtp: TestSmtp | undefined
  // Registered before the site's own hooks, so it runs after the server has stopped.
  afterAll(async () => {
    await smtp?.stop()
  })
  const site = setupSite({
    env: async () => {
      smtp = await createSmtp()
      const port = await freePort()
      return {
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        ...env,
      }
    },
  })
  return {
    site,
    smtp: () => {
      if (!smtp) throw new Error('the site has not started yet')
      return smtp
    },
    server: () => ({ url: site.url, dataDir: site.dataDir }) as RunningServer,
  }
}

/**
 * A page signed in as `person`. The session cookie's __Host- prefix needs https for Chromium's
 * cookie store, so the signed-in Cookie header is sent with every request of the context instead.
 */
export async function signedInPage(
  site: Site,
  person: { cookie: string },
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TrackedPage> {
  const tracked = await site.newPage({ viewport, reducedMotion: 'reduce' })
  await tracked.context.setExtraHTTPHeaders({ cookie: person.cookie })
  return tracked
}
