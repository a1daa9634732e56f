import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { postJson } from '../api/support/http.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from '../api/support/staff.ts'
import { WORKSPACE_REFRESH_MS } from '#app/staff/use-polling.ts'
import { formatDayFirst } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, visit, type TrackedPage } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const RUN = randomUUID().slice(0, 8)
const { site, smtp, server } = setupStaffStateSite({
  MAIL_FROM: 'website@example.com',
  MAIL_TO: 'desk@example.com',
  OUTBOX_RETRY_BASE_MS: '100',
  OUTBOX_RETRY_MAX_MS: '400',
})

const people: Partial<Record<'sales' | 'colleague' | 'hr', SignedInStaff>> = {}

async function staffPage(
  who: 'sales' | 'colleague' | 'hr',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TrackedPage> {
  people[who] ??= await signedInStaff(server(), {
    role: who === 'hr' ? 'hr' : 'sales',
    origin: site.url,
    name: `Staff ${who}`,
  })
  const person = people[who]
  if (!person) throw new Error(`${who} is not signed in`)
  return signedInPage(site, person, viewport)
}

/** The visitor's side: the public contact form, as anybody would fill it. */
async function sendContactForm(page: Page, name: string, email: string, message: string) {
  await visit(page, '/contact')
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('+880 1711 555123')
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: /^Send/ }).click()
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Success!' }).count(), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
}

/** The colleague the tests assign items to, signed in once (they must exist to be chosen). */
async function colleague(): Promise<SignedInStaff> {
  people.colleague ??= await signedInStaff(server(), {
    role: 'sales',
    name: 'Colleague Karim',
    origin: site.url,
  })
  return people.colleague
}

/**
 * A new contact message, open on the sales clerk's screen with the page's clock stopped: the
 * workspace refreshes only when the test moves the clock on. Resolves with the page, the item's
 * API address and its status and assignee form.
 */
async function openNewItem(name: string) {
  await colleague()
  const sent = await postJson(`${site.url}/api/contact/create`, {
    name,
    email: `item-${RUN}@example.com`,
    phone: '+880 1711 555126',
    message: 'A message to work on',
  })
  expect(sent.status).toBe(200)
  const { page } = await staffPage('sales')
  await page.clock.install()
  await page.goto(`/staff/inbox/contact-messages?q=${encodeURIComponent(name)}`)
  const link = page.getByRole('link', { name })
  await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1)
  await link.click()
  const work = page.getByRole('form', { name: 'Status and assignee' })
  await expect.poll(() => work.count(), { timeout: 15_000 }).toBe(1)
  await page.clock.pauseAt(Date.now() + 1_000)
  const id = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]
  if (!id) throw new Error(`no item id in ${page.url()}`)
  return { page, work, itemApi: `/api/staff/inbox/contact-messages/${id}` }
}

/** The label of the option a select shows. */
function chosen(select: Locator): Promise<string | null> {
  return select.locator('option:checked').textContent()
}

describe('staff inbox', () => {
  test('a message from the contact form is assigned, noted, answered by email and closed', async () => {
    const visitorEmail = `visitor-${RUN}@example.com`
    const name = `Visitor ${RUN}`
    const visitor = await site.newPage({ viewport: MOBILE })
    await sendContactForm(visitor.page, name, visitorEmail, `Please call me back ${RUN}`)

    const colleagueName = (await colleague()).name
    const { page } = await staffPage('sales')
    await page.goto('/staff/inbox/contact-messages')
    const link = page.getByRole('link', { name })
    await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1)
    await link.click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(name)
    await expect.poll(() => page.getByText(`Please call me back ${RUN}`).count()).toBeGreaterThan(0)

    const work = page.getByRole('form', { name: 'Status and assignee' })
    const feedback = work.getByRole('status')
    await work.getByLabel('Assigned to').selectOption({ label: colleagueName })
    await work.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => feedback.textContent(), { timeout: 10_000 }).toBe('Saved the assignee')
    const history = page.getByRole('region', { name: 'History' })
    await expect
      .poll(() => history.getByText(`assigned it to ${colleagueName}`).count(), { timeout: 10_000 })
      .toBe(1)

    await page.getByLabel('New note (staff only)').fill(`Customer prefers WhatsApp ${RUN}`)
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect
      .poll(() => history.getByText(`Customer prefers WhatsApp ${RUN}`).count(), {
        timeout: 10_000,
      })
      .toBe(1)

    await page.getByLabel(`Reply to ${visitorEmail}`).fill(`Dear ${name},\nwe will call you today.`)
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect
      .poll(() => smtp().messages.some((mail) => mail.to.includes(visitorEmail)), {
        timeout: 30_000,
      })
      .toBe(true)
    const mail = smtp().messages.find((message) => message.to.includes(visitorEmail))
    expect(mail?.text).toContain('we will call you today.')
    expect(mail?.message.headers.get('reply-to')?.[0]).toContain(people.sales?.email)
    await expect
      .poll(
        () =>
          page
            .getByRole('region', { name: 'Conversation' })
            .getByText(/^Sent /)
            .count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1)

    // The reply moved the item to Answered: the clerk sees it before choosing Closed.
    const status = work.getByLabel('Status', { exact: true })
    await expect.poll(() => chosen(status)).toBe('Answered')
    await status.selectOption({ label: 'Closed' })
    await work.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => feedback.textContent(), { timeout: 10_000 }).toBe('Saved the status')
    await expect.poll(() => history.getByText('from Answered to Closed').count()).toBe(1)
  })

  test("a refresh that brings a colleague's change keeps the clerk's unsaved choice", async () => {
    const { page, work, itemApi } = await openNewItem(`Chosen ${RUN}`)
    const status = work.getByLabel('Status', { exact: true })
    await status.selectOption({ label: 'Closed' })
    // Before the clerk saves, a colleague takes the item, and the workspace's refresh brings it.
    const karim = await colleague()
    const taken = await staffFetch(server(), `${itemApi}/assignee`, {
      cookie: karim.cookie,
      origin: site.url,
      body: { assigneeId: karim.id },
    })
    expect(taken.status).toBe(200)
    await page.clock.runFor(WORKSPACE_REFRESH_MS)
    await expect
      .poll(() => page.getByText(`Assigned to ${karim.name}`).count(), { timeout: 10_000 })
      .toBe(1)
    await expect.poll(() => chosen(work.getByLabel('Assigned to'))).toBe(karim.name)
    await expect.poll(() => chosen(status)).toBe('Closed')
    await work.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(() => work.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe('Saved the status')
    const history = page.getByRole('region', { name: 'History' })
    await expect.poll(() => history.getByText('from New to Closed').count()).toBe(1)
  })

  test('a refresh that began before a save does not take the save off the screen', async () => {
    const { page, work, itemApi } = await openNewItem(`Refreshed ${RUN}`)
    // The next refresh reads the item at once, but its answer reaches the page only once the
    // clerk's save has been answered and shown.
    let readByRefresh: () => void = () => undefined
    const refreshRead = new Promise<void>((resolve) => (readByRefresh = resolve))
    let letRefreshLand: () => void = () => undefined
    const saveShown = new Promise<void>((resolve) => (letRefreshLand = resolve))
    await page.route(
      `**${itemApi}`,
      async (route) => {
        const response = await route.fetch()
        readByRefresh()
        await saveShown
        // The page may have given the read up: then there is nothing to answer.
        await route.fulfill({ response }).catch(() => undefined)
      },
      { times: 1 },
    )
    await page.clock.runFor(WORKSPACE_REFRESH_MS)
    await refreshRead

    await work.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' })
    await work.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(() => work.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe('Saved the status')
    const history = page.getByRole('region', { name: 'History' })
    await expect.poll(() => history.getByText('from New to Closed').count()).toBe(1)

    letRefreshLand()
    // The refresh has landed or been dropped once the router has no refresh in flight.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (
                window as unknown as {
                  __reactRouterDataRouter: { state: { revalidation: string } }
                }
              ).__reactRouterDataRouter.state.revalidation,
          ),
        { timeout: 10_000 },
      )
      .toBe('idle')
    await expect.poll(() => history.getByText('from New to Closed').count()).toBe(1)
    await expect.poll(() => chosen(work.getByLabel('Status', { exact: true }))).toBe('Closed')
  })

  test('a new item appears in the open list without a reload', async () => {
    const { page } = await staffPage('sales')
    await page.goto('/staff/inbox/contact-messages')
    // The list has loaded (maybe empty) before the new message is sent.
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Contact messages' }).count())
      .toBe(1)
    await expect.poll(() => page.getByText('Loading…').count()).toBe(0)
    const name = `Late visitor ${RUN}`
    const sent = await postJson(`${site.url}/api/contact/create`, {
      name,
      email: `late-${RUN}@example.com`,
      phone: '+880 1711 555124',
      message: 'Arrived while the list was open',
    })
    expect(sent.status).toBe(200)
    await expect.poll(() => page.getByRole('link', { name }).count(), { timeout: 30_000 }).toBe(1)
  })

  test('the list is filtered by days typed day first; a day that reads as none is said at its field and changes nothing', async () => {
    const { page } = await staffPage('sales')
    await page.goto('/staff/inbox/contact-messages')
    const filter = page.getByRole('search', { name: 'Filter contact messages' })
    await expect.poll(() => filter.count()).toBe(1)
    const from = filter.getByLabel('From')
    await from.fill('31-12')
    await filter.getByRole('button', { name: 'Apply filter' }).click()
    await expect
      .poll(() => filter.getByText('Please write the day first, e.g. 31/12/2026').count())
      .toBe(1)
    await expect.poll(() => from.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(new URL(page.url()).search).toBe('')

    // Today in Dhaka, day first in Bengali digits, as a Bangla keyboard types it.
    const today = dhakaToday()
    const typed = formatDayFirst(today).replace(
      /\d/g,
      (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit,
    )
    await from.fill(typed)
    await filter.getByRole('button', { name: 'Apply filter' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(today)
    await expect.poll(() => filter.getByLabel('From').inputValue()).toBe(formatDayFirst(today))
  })

  test('hr sees no sales lists, and a sales list tells hr it is not theirs', async () => {
    const { page } = await staffPage('hr')
    await page.goto('/staff/inbox/contact-messages')
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/./)
    await expect
      .poll(() =>
        page
          .getByRole('navigation')
          .getByRole('link', { name: /Contact messages/ })
          .count(),
      )
      .toBe(0)
  })

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`list and item pass axe and work by keyboard at ${viewport.width} px`, async () => {
      await postJson(`${site.url}/api/contact/create`, {
        name: `Axe ${viewport.width} ${RUN}`,
        email: `axe-${RUN}@example.com`,
        phone: '+880 1711 555125',
        message: 'A message to look at',
      })
      const { page } = await staffPage('sales', viewport)
      // Searched, so this run's item leads the list even on a database shared with other tests.
      await page.goto(`/staff/inbox/contact-messages?q=${RUN}`)
      const link = page.getByRole('link', { name: `Axe ${viewport.width} ${RUN}` })
      await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1)
      await expectNoAxeViolations(page, `inbox list at ${viewport.width} px`)
      // Keyboard only: Tab reaches the item's link, Enter opens it.
      let reached = false
      for (let presses = 0; presses < 60 && !reached; presses++) {
        await page.keyboard.press('Tab')
        reached = await link.evaluate((element) => element === document.activeElement)
      }
      expect(reached, 'Tab reaches the first item').toBe(true)
      await page.keyboard.press('Enter')
      await expect.poll(() => page.getByRole('button', { name: 'Send reply' }).count()).toBe(1)
      await expectNoAxeViolations(page, `inbox item at ${viewport.width} px`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width)
    })
  }
})
