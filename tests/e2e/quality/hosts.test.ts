// Issue 4, "Hosts": no request goes to any host but the site's own, whether loading a page,
// scrolling through it (lazy images, the particle background) or sending the contact form.
import { describe, expect, test } from 'vitest'
import type { TrackedPage } from '../support/browser.ts'
import { MOBILE, setupSite, visit } from '../support/browser.ts'
import { ALL_URLS } from './support.ts'

const site = setupSite()

/** Requests to another origin; data: and blob: URLs never leave the browser. */
function foreign(tracked: TrackedPage): string[] {
  const own = new URL(site.url).origin
  return tracked.requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== own)
}

function describeFailures(tracked: TrackedPage): string {
  return tracked.failedRequests.length > 0 ? `; failed: ${tracked.failedRequests.join(', ')}` : ''
}

describe("every request goes to the site's own origin", () => {
  test.each(ALL_URLS)('%s, loaded and scrolled through', async (path) => {
    const tracked = await site.newPage({ viewport: MOBILE })
    const { page } = tracked
    await visit(page, path)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y <= height; y += MOBILE.height / 2) {
      await page.mouse.wheel(0, MOBILE.height / 2)
      await page.waitForTimeout(30)
    }
    // Idle work (the particle background on the home page) starts within the idle timeout.
    await page.waitForTimeout(path === '/' ? 5000 : 1000)
    expect(tracked.requests.length).toBeGreaterThan(1)
    expect(foreign(tracked), `other hosts${describeFailures(tracked)}`).toEqual([])
  })

  test('sending the contact form to the real server', async () => {
    const tracked = await site.newPage({ viewport: MOBILE })
    const { page } = tracked
    await visit(page, '/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Name').fill('Rahim Uddin')
    await form.getByLabel('Email').fill('rahim@example.com')
    await form.getByLabel('Phone').fill('+880 1711 000000')
    await form.getByLabel('Message').fill('Please quote for two 40ft containers to Hamburg.')
    await form.getByRole('button', { name: 'Send' }).click()
    await page.getByRole('status').filter({ hasText: 'Success' }).waitFor({ state: 'visible' })
    expect(tracked.requests.some((url) => new URL(url).pathname.startsWith('/api/contact'))).toBe(
      true,
    )
    expect(foreign(tracked), `other hosts${describeFailures(tracked)}`).toEqual([])
  })
})
