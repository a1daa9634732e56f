// What shippers and staff tripped over in the workspace: screens a role may not use, the inbox
// item built for working it, dense lists, navigation counts that follow the polling, and the
// shipments list and form.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { addDays, localToday } from '#domain/calendar.ts'
import { WORKSPACE_REFRESH_MS } from '#app/staff/use-polling.ts'
import { publishPosition } from '../api/support/positions.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { postJson } from '../api/support/http.ts'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, type TrackedPage } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const RUN = randomUUID().slice(0, 8)
const { site, server } = setupStaffStateSite()

type Who = 'sales' | 'hr' | 'admin'
const people: Partial<Record<Who, SignedInStaff>> = {}

async function staffPage(
  who: Who,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TrackedPage> {
  people[who] ??= await signedInStaff(server(), {
    role: who,
    origin: site.url,
    name: `Staff ${who} ${RUN}`,
  })
  return signedInPage(site, people[who], viewport)
}

function quoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    service: 'ocean-freight',
    originCity: 'Chattogram',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: 'FOB',
    cargoReadyDate: addDays(localToday(), 12),
    commodity: `Knitwear ${RUN}`,
    packages: [{ count: 20, lengthCm: 120, widthCm: 100, heightCm: 150, weightKg: 400 }],
    dangerousGoods: false,
    temperatureControlled: false,
    stackable: true,
    name: `Karim ${RUN}`,
    company: 'Padma Knitwear Ltd',
    email: `karim-${RUN}@example.com`,
    phone: '01711-000103',
    ...overrides,
  }
}

async function sendQuote(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await postJson(`${site.url}/api/quote/create`, quoteRequest(overrides))
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body.data as { reference: string }).reference
}

async function sendContact(name: string, message = `Please call me back ${RUN}`) {
  const answer = await postJson(`${site.url}/api/contact/create`, {
    name,
    email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`,
    phone: '+880 1711-555123',
    message,
  })
  expect(answer.status).toBe(200)
}

async function apply(positionId: number, name: string) {
  const form = new FormData()
  form.append('position_id', String(positionId))
  form.append('name', name)
  form.append('email', `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`)
  form.append('phone', '01711-000104')
  form.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'cv.pdf')
  const response = await fetch(`${site.url}/api/jobs/applications/create`, {
    method: 'POST',
    body: form,
  })
  expect(response.status).toBe(200)
  await response.arrayBuffer()
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('the element is not shown')
  return found
}

async function noSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
}

describe('a screen a role may not use shows only the refusal', () => {
  const forbidden: [Who, string][] = [
    ['sales', '/staff/content/positions'],
    ['sales', '/staff/content/positions/new'],
    ['sales', '/staff/content/positions/1'],
    ['sales', '/staff/inbox/job-applications'],
    ['sales', '/staff/inbox/job-applications/1'],
    ['sales', '/staff/accounts'],
    ['sales', '/staff/audit'],
    ['hr', '/staff/shipments'],
    ['hr', '/staff/shipments/new'],
    ['hr', '/staff/shipments/1'],
    ['hr', '/staff/inbox/contact-messages'],
    ['hr', '/staff/inbox/contact-messages/1'],
    ['hr', '/staff/inbox/quote-requests'],
    ['hr', '/staff/inbox/quote-requests/1'],
    ['hr', '/staff/accounts'],
    ['hr', '/staff/audit'],
    // The vacancies are hr's collection of the site content, the rest of it the editors'.
    ['hr', '/staff/content/services'],
    ['hr', '/staff/content/services/1'],
  ]
  for (const [who, path] of forbidden) {
    test(`${who} on ${path}`, async () => {
      const { page } = await staffPage(who)
      await page.goto(path)
      const main = page.getByRole('main')
      await expect
        .poll(() => main.getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe('Your role does not allow this')
      // Nothing to act on: no button, form or field; one link, back to the overview.
      await expect.poll(() => main.getByRole('button').count()).toBe(0)
      await expect.poll(() => main.locator('form, input, select, textarea').count()).toBe(0)
      await expect
        .poll(() => main.getByRole('link').allTextContents())
        .toEqual(['Back to the overview'])
    })
  }

  const allowed: [Who, string, string][] = [
    ['sales', '/staff/shipments', 'New shipment'],
    ['hr', '/staff/content/positions', 'New item'],
    ['admin', '/staff/content/positions', 'New item'],
    ['admin', '/staff/shipments', 'New shipment'],
  ]
  for (const [who, path, action] of allowed) {
    test(`${who} on ${path} works there`, async () => {
      const { page } = await staffPage(who)
      await page.goto(path)
      await expect
        .poll(() => page.getByRole('link', { name: action }).count(), { timeout: 15_000 })
        .toBe(1)
      await expect.poll(() => page.getByText('Your role does not allow this').count()).toBe(0)
    })
  }

  test('the refusal passes axe at 375 px', async () => {
    const { page } = await staffPage('sales', MOBILE)
    await page.goto('/staff/content/positions')
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 15_000 }).toBe(1)
    await expectNoAxeViolations(page, 'refusal at 375 px')
  })
})

describe('navigation counts', () => {
  test('follow the polling while the page stays open', async () => {
    const { page } = await staffPage('sales')
    // The page's clock is the test's: the next poll comes when the test moves the clock on,
    // rather than up to WORKSPACE_REFRESH_MS later.
    await page.clock.install()
    await page.goto('/staff')
    const link = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', {
      name: /^Contact messages/,
    })
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1)
    await page.clock.pauseAt(Date.now() + 1_000)
    // Whatever the count is once loaded, one more message must show without a page change.
    const count = async () => Number(/(\d+)/.exec((await link.textContent()) ?? '')?.[1] ?? 0)
    const before = await count()
    await sendContact(`Counted ${RUN}`)
    await page.clock.runFor(WORKSPACE_REFRESH_MS)
    await expect.poll(count, { timeout: 10_000 }).toBe(before + 1)
    expect(new URL(page.url()).pathname).toBe('/staff')
  })

  test("follow this page's own changes at once, between two polls", async () => {
    await sendContact(`Moved ${RUN}`)
    const { page } = await staffPage('sales')
    // The page's timers are stopped once it has loaded: only its own change can move the count.
    await page.clock.install()
    await page.goto(`/staff/inbox/contact-messages?q=Moved ${RUN}`)
    const link = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', {
      name: /^Contact messages/,
    })
    const count = async () => Number(/(\d+)/.exec((await link.textContent()) ?? '')?.[1] ?? 0)
    await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0)
    await page.getByRole('link', { name: `Moved ${RUN}` }).click()
    const work = page.getByRole('form', { name: 'Status and assignee' })
    await expect.poll(() => work.count(), { timeout: 15_000 }).toBe(1)
    await page.clock.pauseAt(Date.now() + 1_000)
    const before = await count()
    await work.getByLabel('Status', { exact: true }).selectOption({ label: 'In progress' })
    await work.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(count, { timeout: 10_000 }).toBe(before - 1)
  })
})

describe('a screen that does not follow the polling', () => {
  test('shows a search made while a refresh is under way', async () => {
    const { page } = await staffPage('sales')
    await page.clock.install()
    await page.goto('/staff/shipments')
    const search = page.getByLabel('Find a shipment')
    await expect.poll(() => search.count(), { timeout: 15_000 }).toBe(1)
    await page.clock.pauseAt(Date.now() + 1_000)
    // The next refresh's first read is held until the search has been answered.
    let refreshStarted: () => void = () => undefined
    const refreshing = new Promise<void>((resolve) => (refreshStarted = resolve))
    let letRefreshGo: () => void = () => undefined
    const searched = new Promise<void>((resolve) => (letRefreshGo = resolve))
    await page.route(
      '**/api/staff/me',
      async (route) => {
        refreshStarted()
        await searched
        // The search may have made the page give the refresh up.
        await route.continue().catch(() => undefined)
      },
      { times: 1 },
    )
    await page.clock.runFor(WORKSPACE_REFRESH_MS)
    await refreshing

    const query = `nothing-${RUN}`
    await search.fill(query)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect
      .poll(() => page.getByText(`No shipment matches “${query}”.`).count(), { timeout: 10_000 })
      .toBe(1)
    letRefreshGo()
  })
})

describe('the inbox item is built for working it', () => {
  test('reach links, status and assignee at the top, assign to me, a shipment from the quote', async () => {
    const reference = await sendQuote()
    const { page } = await staffPage('sales', MOBILE)
    await page.goto(`/staff/inbox/quote-requests?q=${reference}`)
    const link = page.getByRole('link', { name: `Karim ${RUN}` })
    await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1)
    await link.click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toContain(reference)

    const reach = page.getByRole('list', { name: `Reach Karim ${RUN}` })
    await expect
      .poll(() => reach.getByRole('link', { name: /^Call/ }).getAttribute('href'))
      .toBe('tel:01711000103')
    await expect
      .poll(() => reach.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href'))
      .toBe('https://wa.me/8801711000103')
    await expect
      .poll(() => reach.getByRole('link', { name: /^Email/ }).getAttribute('href'))
      .toBe(`mailto:karim-${RUN}@example.com`)
    // The facts link too.
    await expect
      .poll(() => page.getByRole('link', { name: `karim-${RUN}@example.com`, exact: true }).count())
      .toBeGreaterThan(0)

    // Status and assignee are one form, on the first screen of a phone.
    const work = page.getByRole('form', { name: 'Status and assignee' })
    const save = work.getByRole('button', { name: 'Save', exact: true })
    await expect
      .poll(async () => (await box(save)).y + (await box(save)).height)
      .toBeLessThanOrEqual(MOBILE.height)
    await work.getByRole('button', { name: 'Assign to me' }).click()
    const history = page.getByRole('region', { name: 'History' })
    await expect
      .poll(() => history.getByText(`assigned it to Staff sales ${RUN}`).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    await expect.poll(() => work.getByRole('button', { name: 'Assign to me' }).count()).toBe(0)
    await work.getByLabel('Status', { exact: true }).selectOption({ label: 'In progress' })
    await save.click()
    await expect
      .poll(() => history.getByText('from New to In progress').count(), { timeout: 15_000 })
      .toBe(1)
    await expectNoAxeViolations(page, 'quote item at 375 px')
    await noSidewaysScroll(page, MOBILE.width)

    await page.getByRole('link', { name: 'Create shipment from this quote' }).click()
    const form = page.getByRole('form', { name: 'New shipment' })
    await expect
      .poll(() => form.getByLabel('Origin').inputValue(), { timeout: 15_000 })
      .toBe('Chattogram, Bangladesh')
    await expect.poll(() => form.getByLabel('Destination').inputValue()).toBe('Hamburg, Germany')
    await expect.poll(() => form.getByLabel('Mode').inputValue()).toBe('sea')
    await expect.poll(() => form.getByLabel('Quote reference').inputValue()).toBe(reference)
    await form.getByLabel('Shipper').fill('Padma Knitwear Ltd')
    await form.getByLabel('Consignee').fill('Elbe Importer GmbH')
    await form.getByRole('button', { name: 'Create shipment' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toMatch(/^Shipment DBL-/)
    const shipmentReference = (await page.getByRole('heading', { level: 1 }).textContent())
      ?.replace('Shipment ', '')
      .trim()

    // Linked both ways.
    await page.getByRole('link', { name: reference }).click()
    await expect
      .poll(() => page.getByRole('link', { name: shipmentReference ?? '?' }).count(), {
        timeout: 15_000,
      })
      .toBe(1)
  })
})

describe('lists are dense', () => {
  test('at 1280 px a screen shows many items under a one-line filter; quotes carry their facts', async () => {
    for (let index = 0; index < 6; index++) await sendQuote({ name: `Dense ${index} ${RUN}` })
    const { page } = await staffPage('sales', DESKTOP)
    await page.goto(`/staff/inbox/quote-requests?q=${RUN}`)
    const items = page.getByRole('list', { name: 'Quote requests' }).getByRole('listitem')
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(6)
    const fifth = await box(items.nth(4))
    expect(fifth.y + fifth.height, 'five items on the first screen').toBeLessThanOrEqual(
      DESKTOP.height,
    )
    const facts = items.first().getByRole('list', { name: 'Quote' })
    await expect.poll(() => facts.textContent()).toContain('Ocean freight')
    await expect
      .poll(() => facts.textContent())
      .toContain('Chattogram, Bangladesh → Hamburg, Germany')
    await expect.poll(() => facts.textContent()).toContain('Padma Knitwear Ltd')
    await expect.poll(() => facts.textContent()).toContain('8,000 kg')
    await expect.poll(() => facts.textContent()).toContain('36 CBM')
    await expect.poll(() => facts.textContent()).toMatch(/Ready \d+ \w+ \d{4}/)
    await expectNoAxeViolations(page, 'quote list at 1280 px')
  })

  test('search finds a quote by its destination city', async () => {
    await sendQuote({ destinationCity: `Hamburg${RUN}`, name: `City ${RUN}` })
    const { page } = await staffPage('sales', DESKTOP)
    await page.goto('/staff/inbox/quote-requests')
    await page.getByRole('searchbox', { name: 'Search' }).fill(`hamburg${RUN}`)
    await page.getByRole('button', { name: 'Apply filter' }).click()
    await expect
      .poll(() => page.getByRole('link', { name: `City ${RUN}` }).count(), { timeout: 15_000 })
      .toBe(1)
  })

  test('at 375 px the navigation fits, the filters fold away and the first item is on the first screen', async () => {
    await sendContact(`Phone ${RUN}`)
    const { page } = await staffPage('sales', MOBILE)
    await page.goto(`/staff/inbox/contact-messages?q=${RUN}`)
    const first = page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem')
    await expect.poll(() => first.count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const nav = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link')
    for (const link of await nav.all()) {
      const { x, width } = await box(link)
      expect(x + width, (await link.textContent()) ?? undefined).toBeLessThanOrEqual(MOBILE.width)
    }
    const item = await box(first.first())
    expect(item.y + item.height, 'the first item on the first screen').toBeLessThanOrEqual(
      MOBILE.height,
    )
    // Folded filters are one tap away.
    await expect.poll(() => page.getByLabel('Assigned to').isVisible()).toBe(false)
    await page.getByRole('button', { name: /^Filters/ }).click()
    await expect.poll(() => page.getByLabel('Assigned to').isVisible()).toBe(true)
    await noSidewaysScroll(page, MOBILE.width)
    await expectNoAxeViolations(page, 'contact list at 375 px')
  })

  test('applications filter by position', async () => {
    // Published for the test: the seeded positions' apply-by dates run out.
    const [one, two] = await Promise.all([
      publishPosition(server(), { origin: site.url }),
      publishPosition(server(), { origin: site.url }),
    ])
    await apply(one.id, `First ${RUN}`)
    await apply(two.id, `Second ${RUN}`)
    const { page } = await staffPage('hr', DESKTOP)
    await page.goto(`/staff/inbox/job-applications?q=${RUN}`)
    await expect
      .poll(() => page.getByRole('link', { name: `Second ${RUN}` }).count(), { timeout: 30_000 })
      .toBe(1)
    await expect
      .poll(() => page.getByLabel('Position').locator('option').count())
      .toBeGreaterThan(2)
    await page.getByLabel('Position').selectOption({ label: one.title })
    await page.getByRole('button', { name: 'Apply filter' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toBe(String(one.id))
    await expect
      .poll(() => page.getByRole('link', { name: `First ${RUN}` }).count(), { timeout: 15_000 })
      .toBe(1)
    await expect.poll(() => page.getByRole('link', { name: `Second ${RUN}` }).count()).toBe(0)
  })
})

describe('shipments', () => {
  test('the forms post to their screen: a refusal sits beside its field, a save stays said, an added milestone empties its form', async () => {
    const { page } = await staffPage('sales', DESKTOP)
    await page.goto('/staff/shipments/new')
    const form = page.getByRole('form', { name: 'New shipment' })
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1)
    const departure = addDays(localToday(), 3)
    await form.getByLabel('Mode').selectOption('air')
    await form.getByLabel('Origin').fill('Dhaka, Bangladesh')
    await form.getByLabel('Destination').fill(`Frankfurt ${RUN}`)
    await form.getByLabel('Shipper').fill('Padma Knitwear Ltd')
    await form.getByLabel('Consignee').fill('Main Importer GmbH')
    await form.getByLabel('ETD date').fill(departure)
    await form.getByLabel('ETD time').fill('10:00')
    // Only the server knows which quote references exist: its refusal names the field.
    const quote = form.getByLabel('Quote reference')
    await quote.fill(`Q-NONE-${RUN}`)
    await form.getByRole('button', { name: 'Create shipment' }).click()
    await expect.poll(() => quote.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true')
    await expect
      .poll(() => form.locator('.field__error').allTextContents())
      .toEqual([`No quote request has the reference Q-NONE-${RUN}`])
    await expect.poll(() => quote.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/staff/shipments/new')

    await quote.fill('')
    await form.getByRole('button', { name: 'Create shipment' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toMatch(/^Shipment DBL-/)
    const reference = (await page.getByRole('heading', { level: 1 }).textContent())?.slice(9)

    const edit = page.getByRole('form', { name: `Edit shipment ${reference}` })
    await edit.getByLabel('Destination').fill(`Leipzig ${RUN}`)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    // The saved shipment comes back as a new version of the form, which still says so.
    await expect
      .poll(() => page.locator('.staff-history').innerText(), { timeout: 15_000 })
      .toContain(`Leipzig ${RUN}`)
    await expect.poll(() => edit.getByRole('status').textContent()).toBe('Saved.')
    await expect.poll(() => edit.getByLabel('Destination').inputValue()).toBe(`Leipzig ${RUN}`)

    const milestone = page.getByRole('form', { name: 'Add a milestone' })
    await milestone.getByLabel('What happened').selectOption({ label: 'Departed' })
    await milestone.getByLabel('Place').fill(`Dhaka airport ${RUN}`)
    await milestone.getByRole('button', { name: 'Add milestone' }).click()
    await expect
      .poll(() => milestone.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('Milestone added.')
    await expect.poll(() => milestone.getByLabel('Place').inputValue()).toBe('')
    await expect
      .poll(() =>
        page.getByRole('button', { name: `Remove Departed at Dhaka airport ${RUN}` }).count(),
      )
      .toBe(1)
  })

  test('the list shows status, ETD and last milestone, references on one line, and fits a phone', async () => {
    const { page } = await staffPage('sales', DESKTOP)
    await page.goto('/staff/shipments/new')
    const form = page.getByRole('form', { name: 'New shipment' })
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1)
    // Containers are for sea legs only.
    await form.getByLabel('Mode').selectOption('air')
    await expect.poll(() => form.getByLabel('Containers').count()).toBe(0)
    await form.getByLabel('Mode').selectOption('sea')
    await expect.poll(() => form.getByLabel('Containers').count()).toBe(1)
    // A field with a hint and its neighbour without one line up, at the same height.
    const origin = await box(form.getByLabel('Origin'))
    const destination = await box(form.getByLabel('Destination'))
    expect(destination.y).toBe(origin.y)
    expect(destination.height).toBe(origin.height)
    await expectNoAxeViolations(page, 'new shipment at 1280 px')

    await form.getByLabel('Origin').fill('Chattogram, Bangladesh')
    await form.getByLabel('Destination').fill(`Hamburg ${RUN}`)
    await form.getByLabel('Shipper').fill('Padma Knitwear Ltd')
    await form.getByLabel('Consignee').fill('Elbe Importer GmbH')
    // Typed day first, as Bangladesh writes dates, whatever the computer's locale: the form says
    // how it read the day.
    await form.getByLabel('ETD date').fill('20/11/2026')
    await expect.poll(() => form.getByText('Read as 20 November 2026').count()).toBe(1)
    await form.getByLabel('ETD time').fill('10:00')
    await form.getByRole('button', { name: 'Create shipment' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toMatch(/^Shipment DBL-/)
    const milestone = page.getByRole('form', { name: 'Add a milestone' })
    await milestone.getByLabel('What happened').selectOption({ label: 'Departed' })
    await milestone.getByLabel('Place').fill('Chattogram port')
    // 05/11 is 5 November, never 11 May.
    await milestone.getByLabel('Date', { exact: true }).fill('05/11/2026')
    await expect.poll(() => milestone.getByText('Read as 5 November 2026').count()).toBe(1)
    await milestone.getByLabel('Date', { exact: true }).fill('20/11/2026')
    await milestone.getByLabel('Time', { exact: true }).fill('11:00')
    await milestone.getByRole('button', { name: 'Add milestone' }).click()
    await expect
      .poll(() => page.getByRole('button', { name: /^Remove Departed/ }).count(), {
        timeout: 15_000,
      })
      .toBe(1)

    for (const viewport of [DESKTOP, MOBILE] as const) {
      const { page: list } = await staffPage('sales', viewport)
      await list.goto(`/staff/shipments`)
      const table = list.getByRole('table')
      await expect.poll(() => table.count(), { timeout: 15_000 }).toBe(1)
      const row = table.getByRole('row').filter({ hasText: `Hamburg ${RUN}` })
      await expect.poll(() => row.count()).toBe(1)
      if (viewport === DESKTOP) {
        const headers = await table.getByRole('columnheader').allTextContents()
        expect(headers).toEqual(expect.arrayContaining(['Status', 'ETD', 'Last milestone']))
      }
      await expect.poll(() => row.textContent()).toContain('In transit')
      await expect.poll(() => row.textContent()).toContain('Departed, Chattogram port')
      await expect.poll(() => row.textContent()).toContain('20 Nov 2026, 10:00')
      const reference = row.getByRole('link', { name: /^DBL-/ })
      const lines = await reference.evaluate((element) => element.getClientRects().length)
      expect(lines, 'the reference on one line').toBe(1)
      const { x, width } = await box(row)
      expect(x + width, 'the row within the screen').toBeLessThanOrEqual(viewport.width)
      await noSidewaysScroll(list, viewport.width)
      await expectNoAxeViolations(list, `shipments list at ${viewport.width} px`)
    }
  })
})

describe('one way to load data (decision 0010)', () => {
  test('a record that cannot be loaded shows the API’s message inside the workspace, with a way back', async () => {
    const { page } = await staffPage('sales')
    await page.goto('/staff/shipments/2147483000')
    const main = page.getByRole('main')
    await expect
      .poll(() => main.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('Shipment not found')
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).textContent())
      .toBe('This screen could not be shown')
    await expect
      .poll(() => main.getByRole('link').allTextContents())
      .toEqual(['Back to the overview'])
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Workspace' }).getByRole('link').count())
      .toBeGreaterThan(1)
  })

  test('an answer that is not what the route declares is a message, not a broken screen', async () => {
    const { page, pageErrors } = await staffPage('hr')
    await page.route('**/api/staff/content/positions', (route) =>
      route.fulfill({ json: { data: [{ id: 'one', title: 7 }] } }),
    )
    await page.goto('/staff/content/positions')
    await expect
      .poll(() => page.getByRole('main').getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('The server sent an unexpected answer')
    expect(pageErrors).toEqual([])
  })

  test('the shipments search is the page’s address', async () => {
    const { page } = await staffPage('sales')
    await page.goto(`/staff/shipments?q=nothing-${RUN}`)
    await expect
      .poll(() => page.getByText(`No shipment matches “nothing-${RUN}”.`).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    await page.getByRole('searchbox', { name: 'Find a shipment' }).fill(`none-${RUN}`)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`none-${RUN}`)
    await expect
      .poll(() => page.getByText(`No shipment matches “none-${RUN}”.`).count(), {
        timeout: 15_000,
      })
      .toBe(1)
  })

  test('a refresh that gets no answer keeps the list and the workspace on screen', async () => {
    await sendContact(`Kept ${RUN}`)
    const { page } = await staffPage('sales')
    await page.clock.install()
    await page.goto(`/staff/inbox/contact-messages?q=Kept ${RUN}`)
    const item = page.getByRole('link', { name: `Kept ${RUN}` })
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1)
    await page.route('**/api/staff/**', (route) => route.abort())
    await page.clock.runFor(16_000)
    await expect
      .poll(() => page.getByRole('main').getByRole('alert').textContent(), { timeout: 15_000 })
      .toMatch(/could not be reached/)
    await expect.poll(() => item.count()).toBe(1)
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
  })
})
