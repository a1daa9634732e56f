// Issue 41 in Chromium: sales see the instant estimate a quote request was sent with beside the
// request (its total, the rate card and version that priced it, each charge), and pricing staff
// see the lanes visitors asked for that no card priced; both screens pass axe and fit a phone.
// Sales answer with the estimate: the reply starts from its lines and totals, to edit, and the
// thread says which card it came from and that it was changed.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { freePort } from '../../scripts/support/free-port.ts'
import { getJson, postJson } from '../api/support/http.ts'
import type { RunningServer } from '../api/support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from '../api/support/staff.ts'
import { AIR_CARD } from '../unit/support/rate-cards.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, setupSite, type TrackedPage } from './support/browser.ts'

const RUN = randomUUID().slice(0, 8)
const TODAY = dhakaToday()

const site = setupSite({
  env: async () => {
    // The staff API takes changes only from SITE_URL's origin: the server's own here.
    const port = await freePort()
    return { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
  },
})

const accounts = new Map<string, Promise<SignedInStaff>>()
function account(role: 'sales' | 'pricing'): Promise<SignedInStaff> {
  let signedIn = accounts.get(role)
  if (!signedIn) {
    const server = { url: site.url, dataDir: site.dataDir } as RunningServer
    signedIn = signedInStaff(server, { role, origin: site.url })
    accounts.set(role, signedIn)
  }
  return signedIn
}

async function staffPage(
  role: 'sales' | 'pricing',
  viewport: { width: number; height: number },
): Promise<TrackedPage> {
  const who = await account(role)
  const tracked = await site.newPage({ viewport, reducedMotion: 'reduce' })
  await tracked.context.setExtraHTTPHeaders({ cookie: who.cookie })
  return tracked
}

async function staffCall(method: string, path: string, body?: unknown) {
  const who = await account('pricing')
  const answer = await staffFetch({ url: site.url }, path, {
    method,
    body,
    jar: who.jar,
    origin: site.url,
  })
  expect(answer.status, `${method} ${path}`).toBe(200)
  return answer.body?.data as { id: number; revision: number }
}

async function publish(collection: string, data: unknown): Promise<number> {
  const created = await staffCall('POST', `/api/staff/content/${collection}`, { data })
  await staffCall('POST', `/api/staff/content/${collection}/${created.id}/publish`, {
    revision: created.revision,
  })
  return created.id
}

let prepared: Promise<{ cardId: number; quoteId: number }> | undefined

/** A published card and rate, a quote request it priced, and a lane nothing priced. */
function prepare() {
  prepared ??= (async () => {
    await publish('exchange-rates', { currency: 'BDT', perUsd: '122.5', day: addDays(TODAY, -6) })
    const cardId = await publish('rate-cards', {
      ...AIR_CARD,
      validFrom: addDays(TODAY, -5),
      validTo: addDays(TODAY, 25),
    })
    const sent = await postJson(`${site.url}/api/quote/create`, {
      service: 'air-freight',
      originCity: 'Dhaka',
      originCountry: 'Bangladesh',
      destinationCity: 'Hamburg',
      destinationCountry: 'Germany',
      incoterm: 'DAP',
      cargoReadyDate: addDays(TODAY, 4),
      commodity: `Knitwear ${RUN}`,
      packages: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 210 }],
      name: 'Rahima Akter',
      email: `rahima-${RUN}@example.com`,
      phone: '+880 1711 555123',
    })
    expect(sent.status).toBe(200)
    const uncovered = new URLSearchParams({
      mode: 'air',
      origin: 'Dhaka',
      destination: 'New York',
      readyDate: addDays(TODAY, 4),
      packages: JSON.stringify([
        { count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 12 },
      ]),
    })
    expect((await getJson(`${site.url}/api/quote/estimate?${uncovered.toString()}`)).status).toBe(
      200,
    )
    const sales = await account('sales')
    const list = await staffFetch({ url: site.url }, `/api/staff/inbox/quote-requests?q=${RUN}`, {
      jar: sales.jar,
    })
    const [item] = (list.body?.data as { items: { id: number }[] }).items
    if (!item) throw new Error('the quote request is not in the inbox')
    return { cardId, quoteId: item.id }
  })()
  return prepared
}

const main = (page: Page) => page.getByRole('main')

describe('the instant estimate in the workspace', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`sales see a quote's estimate beside it at ${viewport.width} px`, async () => {
      const { cardId, quoteId } = await prepare()
      const { page } = await staffPage('sales', viewport)
      await page.goto(`/staff/inbox/quote-requests/${quoteId}`)
      const panel = main(page).getByRole('region', { name: 'Instant estimate' })
      await panel.waitFor({ timeout: 30_000 })
      // 630 kg via Dubai: 1,638.00 + 535.50 + 94.50 + 35.00 + 12.24 = 2,315.24 USD.
      await expect.poll(() => panel.getByText('USD 2,315.24 (BDT 283,616.90)').count()).toBe(1)
      const card = panel.getByRole('link', { name: /Air freight BDDAC → DEHAM, Gulf Sky Cargo/ })
      await expect.poll(() => card.getAttribute('href')).toBe(`/staff/content/rate-cards/${cardId}`)
      await expect.poll(() => panel.textContent()).toMatch(/the version published \d/)
      // The header row and the five charges.
      await expect.poll(() => panel.getByRole('row').count()).toBe(6)
      await expect
        .poll(() => panel.getByRole('row', { name: /Documentation/ }).textContent())
        .toContain('12.24')
      await expectNoAxeViolations(page, `quote estimate at ${viewport.width} px`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width)
    })

    test(`pricing staff see the lanes without a rate at ${viewport.width} px`, async () => {
      await prepare()
      const { page } = await staffPage('pricing', viewport)
      await page.goto('/staff/pricing/no-rate-lanes')
      await main(page).getByRole('heading', { name: 'Lanes without a rate' }).waitFor()
      const row = main(page).getByRole('row', { name: /New York/ })
      await row.waitFor({ timeout: 30_000 })
      const text = await row.textContent()
      expect(text).toContain('Air freight')
      expect(text).toContain('Dhaka (ঢাকা) BDDAC')
      expect(text).toContain('New York (নিউইয়র্ক) USNYC')
      expect(text).toContain('once')
      await expectNoAxeViolations(page, `lanes without a rate at ${viewport.width} px`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width)
    })
  }

  test('sales answer with the estimate, change it, and the thread says so', async () => {
    const { cardId, quoteId } = await prepare()
    const { page } = await staffPage('sales', DESKTOP)
    await page.goto(`/staff/inbox/quote-requests/${quoteId}`)
    const start = main(page).getByRole('button', { name: 'Answer with the estimate' })
    await start.waitFor({ timeout: 30_000 })
    await start.click()
    const reply = main(page).getByLabel(`Reply to rahima-${RUN}@example.com`)
    await expect.poll(() => reply.inputValue()).toMatch(/^Dear Rahima Akter,\n/)
    const drafted = await reply.inputValue()
    expect(drafted).toContain('All-in total: USD 2,315.24 (about BDT 283,616.90)')
    await expect
      .poll(() => main(page).getByRole('status').filter({ hasText: 'Started from' }).textContent())
      .toBe('Started from the estimate, in English: change what you need, then send.')
    await reply.fill(drafted.replace('USD 2,315.24', 'USD 2,250.00'))
    await main(page).getByRole('button', { name: 'Send reply' }).click()
    const thread = main(page).getByRole('region', { name: 'Conversation' })
    await expect
      .poll(() => thread.textContent(), { timeout: 15_000 })
      .toMatch(
        new RegExp(
          `Sent from the instant estimate of rate card ${cardId}, version \\d+, changed before sending\\.`,
        ),
      )
    await expect.poll(() => thread.textContent()).toContain('All-in total: USD 2,250.00')
    await expectNoAxeViolations(page, 'a reply from the estimate')
  })
})
