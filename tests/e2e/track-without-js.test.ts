// Issue 24: the tracking page without JavaScript (or before it runs), in Chromium: the lookup
// from /bn/track leads to the shareable address, which arrives with its answer in Bangla, and the
// email updates are a plain form post. With JavaScript, a shared link's answer comes with the
// page: the page asks nothing more for it.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { signedInStaff, staffFetch } from '../api/support/staff.ts'
import { SEA_SHIPMENT } from '../api/support/shipments.ts'
import { DESKTOP, waitForHydration } from './support/browser.ts'
import { setupStaffStateSite } from './support/staff-state-site.ts'

const { site, smtp, server } = setupStaffStateSite({
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_RETRY_MAX_MS: '200',
})

let reference = ''

beforeAll(async () => {
  const sales = await signedInStaff(server(), { role: 'sales', origin: site.url })
  const staff = (path: string, body: unknown) =>
    staffFetch(server(), path, { jar: sales.jar, origin: site.url, body })
  const created = await staff('/api/staff/shipments', SEA_SHIPMENT)
  expect(created.status).toBe(200)
  const shipment = created.body?.data as { id: number; reference: string }
  reference = shipment.reference
  const booked = { kind: 'booked', occurredAt: new Date().toISOString(), place: 'Chattogram' }
  expect((await staff(`/api/staff/shipments/${shipment.id}/milestones`, booked)).status).toBe(200)
})

const main = (page: Page) => page.getByRole('main')

/** Navigations of the main frame, as "METHOD path?query". */
function navigations(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url())
      seen.push(`${request.method()} ${decodeURIComponent(url.pathname)}${url.search}`)
    }
  })
  return seen
}

/**
 * The lookups the page asked for: the API's, or the tracking route's data (a data request that
 * names its routes and leaves that one out only reads the layout's).
 */
function lookupsIn(requests: readonly string[]): string[] {
  return requests
    .map((request) => new URL(request))
    .filter(({ pathname, searchParams }) => {
      if (pathname.startsWith('/api/track/')) return true
      if (!/^(\/bn)?\/track\/[^/]+\.data$/.test(pathname)) return false
      const routes = searchParams.get('_routes')
      return routes === null || routes.split(',').includes('routes/track')
    })
    .map(({ pathname }) => pathname)
}

describe('without JavaScript', () => {
  test('a reference looked up from /bn/track is answered in Bangla at its shareable address', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    const seen = navigations(page)
    await page.goto('/bn/track')
    await main(page)
      .getByRole('textbox', { name: 'রেফারেন্স বা ক্যারিয়ার নম্বর' })
      .fill(reference.toLowerCase())
    await main(page).getByRole('button', { name: 'ট্র্যাক করুন' }).click()
    await page.waitForURL(`**/bn/track/${reference}`)
    await main(page)
      .getByRole('heading', { name: `শিপমেন্ট ${reference}` })
      .waitFor()
    const milestones = main(page)
      .getByRole('list', { name: `${reference}-এর ধাপসমূহ, নতুনটি আগে` })
      .getByRole('listitem')
    await expect
      .poll(() => milestones.allInnerTexts())
      .toEqual([expect.stringMatching(/^বুকিং হয়েছে[\s\S]*ঢাকার সময়, UTC\+৬[\s\S]*Chattogram/)])
    await expect.poll(() => main(page).textContent()).toContain('সি ফ্রেইট')
    expect(seen).toEqual([
      'GET /bn/track',
      `GET /bn/track?q=${reference.toLowerCase()}`,
      `GET /bn/track/${reference}`,
    ])
  })

  test('an unknown reference is answered in Bangla, its “contact us” a Bangla link', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto('/bn/track')
    await main(page)
      .getByRole('textbox', { name: 'রেফারেন্স বা ক্যারিয়ার নম্বর' })
      .fill('DBL-22222222')
    await main(page).getByRole('button', { name: 'ট্র্যাক করুন' }).click()
    const contact = main(page).getByRole('link', { name: 'আমাদের সাথে যোগাযোগ করুন' })
    await expect.poll(() => contact.getAttribute('href')).toBe('/bn/contact')
    await expect
      .poll(() => main(page).textContent())
      .toContain('এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি')
  })

  test('email updates: refused beside the field, then accepted, in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto(`/bn/track/${reference}`)
    const form = () => main(page).getByRole('form', { name: 'প্রতিটি ধাপে ইমেইল পান' })
    const address = () => form().getByLabel('আপনার ইমেইল ঠিকানা')
    const send = () => form().getByRole('button', { name: 'আমাকে আপডেট ইমেইল করুন' })
    await address().fill('not-an-email')
    await send().click()
    await expect.poll(() => form().textContent()).toContain('অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন')
    await expect.poll(() => address().getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => address().inputValue()).toBe('not-an-email')
    // The refused field has the focus as the page arrives.
    await expect
      .poll(() => address().evaluate((element) => element === document.activeElement))
      .toBe(true)

    const email = `track-nojs-${Date.now()}@example.com`
    await address().fill(email)
    await send().click()
    const done = form().getByRole('status')
    await expect
      .poll(() => done.textContent())
      .toMatch(/^প্রায় শেষ: ওই ঠিকানায় একটি নিশ্চিতকরণ লিংক পাঠানো হচ্ছে/)
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/bn/track/${reference}`)
    await expect
      .poll(() => smtp().messages.some((mail) => mail.to.includes(email)), { timeout: 20_000 })
      .toBe(true)
  })
})

describe('with JavaScript', () => {
  test('a shared link’s answer is in the page before it hydrates, and is not asked for again', async () => {
    const tracked = await site.newPage({ viewport: DESKTOP })
    const { page } = tracked
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released
      await route.continue().catch(() => {})
    })
    await page.goto(`/track/${reference}`, { waitUntil: 'domcontentloaded' })
    await main(page)
      .getByRole('heading', { name: `Shipment ${reference}` })
      .waitFor()
    release()
    await waitForHydration(page)

    // A lookup made on the page now is the page's first: the shared link cost no other.
    const input = main(page).getByRole('textbox', { name: 'Reference or carrier number' })
    await expect.poll(() => input.inputValue()).toBe(reference)
    await input.fill('MSKU 123456 5')
    await input.press('Enter')
    await main(page).getByRole('heading', { name: 'Container number MSKU 123456 5' }).waitFor()
    await expect
      .poll(() => lookupsIn(tracked.requests))
      .toEqual(['/api/track/number/MSKU%20123456%205'])
    await expect.poll(() => new URL(page.url()).pathname).toBe('/track/MSKU%20123456%205')
    expect(tracked.consoleErrors).toEqual([])
    expect(tracked.pageErrors).toEqual([])
  })
})
