// Issue 4, "Hosts": no request goes to any host but the site's own. Every page in both languages,
// loaded and scrolled through, is checked in ../support/console-sweep.ts on the visit that
// watches its console; here, sending the contact form to the real server.
import { describe, expect, test } from 'vitest'
import { MOBILE, setupSite, visit } from '../support/browser.ts'
import { foreignRequests } from './support.ts'

const site = setupSite()

describe("every request goes to the site's own origin", () => {
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
    const failed = tracked.failedRequests.length
      ? `; failed: ${tracked.failedRequests.join(', ')}`
      : ''
    expect(foreignRequests(tracked.requests, site.url), `other hosts${failed}`).toEqual([])
  })
})
