import { describe, expect, test } from 'vitest'
import type { Page, Request, Route } from 'playwright-core'
import { whatsappHref } from '#app/utils/reach.ts'
import { COMPANY } from '#content/company.ts'
import { OFFICES } from '#content/offices.ts'
import { readInbox } from '../api/support/inbox.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { afterFrames, DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

/** The endpoint, with or without the trailing slash. */
const ENDPOINT = /\/api\/contact\/create\/?(\?.*)?$/

const FIELDS = ['Name', 'Email', 'Phone', 'Message'] as const
type Values = Record<(typeof FIELDS)[number], string>

const VALID: Values = {
  Name: '  Rahima Akter  ',
  // Browsers strip the spaces around an email input's value themselves.
  Email: 'rahima@example.com',
  Phone: ' +880 1711 555123 ',
  Message: '  Please quote air freight for 2 pallets of garments from Dhaka to Hamburg.  ',
}

const trimmed = (values: Values) => ({
  name: values.Name.trim(),
  email: values.Email.trim(),
  phone: values.Phone.trim(),
  message: values.Message.trim(),
})

const TOAST_LIFE_MS = 3000
/** Toasts keep a small margin from the right edge ... */
const TOAST_RIGHT_MARGIN_MAX_PX = 40
/** ... and sit in the bottom corner, possibly just above the floating buttons there. */
const TOAST_BOTTOM_MARGIN_MAX_PX = 100

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

const field = (page: Page, label: (typeof FIELDS)[number]) =>
  page.getByRole('main').getByLabel(label, { exact: true })

const sendButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Send/ })

async function fillForm(page: Page, values: Values) {
  for (const label of FIELDS) await field(page, label).fill(values[label])
}

async function fieldValues(page: Page): Promise<Values> {
  const [Name, Email, Phone, Message] = await Promise.all(
    FIELDS.map((label) => field(page, label).inputValue()),
  )
  return { Name: Name ?? '', Email: Email ?? '', Phone: Phone ?? '', Message: Message ?? '' }
}

/** Collects every request to the contact endpoint the page makes. */
function apiRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (ENDPOINT.test(new URL(request.url()).pathname)) requests.push(request)
  })
  return requests
}

/** Intercepts the endpoint; the handler decides what to answer. */
async function intercept(page: Page, handler: (route: Route) => Promise<void>) {
  const routed: Request[] = []
  await page.route(ENDPOINT, async (route) => {
    routed.push(route.request())
    await handler(route)
  })
  return routed
}

const successToast = (page: Page) => page.getByRole('status').filter({ hasText: 'Success!' })
const errorToast = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' })

/** Records in the page when a toast element is added and removed, for its lifetime. */
async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const log: { added?: number; removed?: number } = {}
    ;(window as unknown as { __toastLog: typeof log }).__toastLog = log
    const isToast = (node: Node) =>
      node instanceof HTMLElement && /^(status|alert)$/.test(node.getAttribute('role') ?? '')
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if ([...mutation.addedNodes].some(isToast)) log.added ??= performance.now()
        if ([...mutation.removedNodes].some(isToast)) log.removed ??= performance.now()
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
}

const toastLog = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __toastLog: { added?: number; removed?: number } }).__toastLog,
  )

describe('contact page', () => {
  test('breadcrumb Home | Contact, both offices with two phones and an email each, and the form', async () => {
    const { page } = await site.newPage()
    await visit(page, '/contact')
    const main = page.getByRole('main')

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect
      .poll(() => breadcrumb.getByRole('listitem').allInnerTexts())
      .toEqual(['Home', 'Contact'])
    await expect
      .poll(() => breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href'))
      .toBe('/')

    expect(OFFICES).toHaveLength(2)
    for (const office of OFFICES) {
      const block = main
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: office.name }) })
      await expect.poll(() => block.count()).toBe(1)
      await expect.poll(() => block.getByText(office.address.street).isVisible()).toBe(true)
      const hrefs = await block
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(hrefs.filter((href) => href.startsWith('tel:'))).toEqual(office.phones.map(tel))
      expect(hrefs.filter((href) => href.startsWith('mailto:'))).toEqual([`mailto:${office.email}`])
      // That desk's WhatsApp, right after its phone numbers, named after the office.
      const whatsapp = block.getByRole('link', {
        name: `Chat on WhatsApp with our ${office.address.locality} office`,
      })
      await expect.poll(() => whatsapp.getAttribute('href')).toBe(whatsappHref(COMPANY, office))
      await expect.poll(() => whatsapp.isVisible()).toBe(true)
      const telAndChat = hrefs.filter((href) => /^(tel:|https:\/\/wa\.me\/)/.test(href))
      expect(telAndChat).toEqual([...office.phones.map(tel), whatsappHref(COMPANY, office)])
    }

    for (const label of FIELDS) await expect.poll(() => field(page, label).isVisible()).toBe(true)
    await expect
      .poll(() => field(page, 'Message').evaluate((element) => element.tagName))
      .toBe('TEXTAREA')
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true)
  })

  test('an empty form shows accessible inline errors, focuses the first field and sends nothing', async () => {
    const { page } = await site.newPage()
    const requests = apiRequests(page)
    await visit(page, '/contact')

    await sendButton(page).click()
    for (const label of FIELDS) {
      const control = field(page, label)
      await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true')
      const describedBy = (await control.getAttribute('aria-describedby')) ?? ''
      expect(describedBy).not.toBe('')
      const message = await page.evaluate(
        (ids) =>
          ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim(),
        describedBy,
      )
      expect(message).toMatch(new RegExp(`enter your ${label}`, 'i'))
      await expect.poll(() => page.getByText(message, { exact: true }).isVisible()).toBe(true)
    }
    await expect
      .poll(() => field(page, 'Name').evaluate((element) => element === document.activeElement))
      .toBe(true)

    // Fix the first fields: focus goes to the first one still wrong.
    await field(page, 'Name').fill('Rahima Akter')
    await field(page, 'Email').fill('not an email')
    await expect.poll(() => field(page, 'Name').getAttribute('aria-invalid')).toBeNull()
    await sendButton(page).click()
    await expect
      .poll(() => field(page, 'Email').evaluate((element) => element === document.activeElement))
      .toBe(true)
    await expect.poll(() => field(page, 'Email').getAttribute('aria-invalid')).toBe('true')

    // Nothing was posted, not even after the second attempt.
    await afterFrames(page, 1)
    expect(requests).toHaveLength(0)
  })

  test('success: the button is disabled while sending, the toast shows the answer and the form is cleared', async () => {
    const { page } = await site.newPage()
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const routed = await intercept(page, async (route) => {
      await answered
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, message: 'Thanks, we got it.' }),
      })
    })
    await visit(page, '/contact')
    await fillForm(page, VALID)

    await sendButton(page).click()
    await expect.poll(() => routed.length).toBe(1)
    await expect.poll(() => sendButton(page).isDisabled()).toBe(true)

    const request = routed[0]
    expect(request?.method()).toBe('POST')
    expect(new URL(request?.url() ?? '').pathname).toBe('/api/contact/create/')
    expect(request?.headers()['content-type']).toMatch(/^application\/json/)
    // The four fields, trimmed; anything else sent (such as an anti-spam honeypot) is empty.
    const body = request?.postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject(trimmed(VALID))
    for (const [key, value] of Object.entries(body)) {
      if (!(key in trimmed(VALID))) expect(value, key).toBe('')
    }

    answer()
    const toast = successToast(page)
    await toast.waitFor()
    await expect
      .poll(() => toast.getByText('Thanks, we got it.', { exact: true }).isVisible())
      .toBe(true)
    await expect
      .poll(() => fieldValues(page))
      .toEqual({ Name: '', Email: '', Phone: '', Message: '' })
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true)
    for (const label of FIELDS)
      await expect.poll(() => field(page, label).getAttribute('aria-invalid')).toBeNull()
  })

  test('error answer: the toast shows "Error!" and the server’s text, the fields are kept', async () => {
    const { page } = await site.newPage()
    await intercept(page, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: 'Something failed on our side.' }),
      }),
    )
    await visit(page, '/contact')
    await fillForm(page, VALID)
    await sendButton(page).click()

    const toast = errorToast(page)
    await toast.waitFor()
    await expect
      .poll(() => toast.getByText('Something failed on our side.', { exact: true }).isVisible())
      .toBe(true)
    await expect.poll(() => successToast(page).count()).toBe(0)
    await expect.poll(() => fieldValues(page)).toEqual(VALID)
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true)
  })

  test('network failure: the toast says "Error!" with a clear sentence, the fields are kept', async () => {
    const { page } = await site.newPage()
    const routed = await intercept(page, (route) => route.abort('failed'))
    await visit(page, '/contact')
    await fillForm(page, VALID)
    await sendButton(page).click()

    const toast = errorToast(page)
    await toast.waitFor()
    expect(routed).toHaveLength(1)
    const detail = (await toast.innerText()).replace('Error!', '').trim()
    expect(detail.length).toBeGreaterThan(20)
    expect(detail).toMatch(/^[A-Z].*[.!]$/s)
    expect(detail).toMatch(/could not|couldn’t|couldn't|unable|connection|network|reach/i)
    await expect.poll(() => fieldValues(page)).toEqual(VALID)
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true)
  })

  test('once the toast has gone, the page still says the message was sent and what happens next', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/contact')
    await fillForm(page, VALID)
    await sendButton(page).click()
    await successToast(page).waitFor()
    await successToast(page).waitFor({ state: 'hidden', timeout: TOAST_LIFE_MS + 2000 })

    const confirmation = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Message sent' })
    await expect.poll(() => confirmation.isVisible()).toBe(true)
    await expect
      .poll(() => confirmation.innerText())
      .toMatch(/What happens next[\s\S]*within one working day/)
    // Announced: the focus moved to it when it appeared.
    await expect
      .poll(() => confirmation.evaluate((element) => element === document.activeElement))
      .toBe(true)
    await expectNoAxeViolations(page, '/contact after sending')

    // Sending again starts afresh: the old confirmation goes with the new attempt.
    await sendButton(page).click()
    await expect.poll(() => confirmation.count()).toBe(0)
  })

  test('toasts sit bottom-right in a live region, have no close button and close after 3 s', async () => {
    const { page } = await site.newPage()
    await intercept(page, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, message: 'Thanks, we got it.' }),
      }),
    )
    await visit(page, '/contact')
    // The live region is in the page before anything is announced in it.
    await expect.poll(() => page.locator('[aria-live]').count()).toBeGreaterThan(0)
    await watchToasts(page)
    await fillForm(page, VALID)
    await sendButton(page).click()

    const toast = successToast(page)
    await toast.waitFor()
    await expect
      .poll(() =>
        toast.evaluate(
          (element) =>
            element.parentElement?.closest('[aria-live="polite"], [aria-live="assertive"]') !==
            null,
        ),
      )
      .toBe(true)
    await expect.poll(() => toast.getByRole('button', { includeHidden: true }).count()).toBe(0)

    // Wait for the entrance animation to end before measuring.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    )
    const box = await toast.boundingBox()
    expect(box).not.toBeNull()
    if (box) {
      const right = DESKTOP.width - (box.x + box.width)
      const bottom = DESKTOP.height - (box.y + box.height)
      expect(right).toBeGreaterThanOrEqual(8)
      expect(right).toBeLessThanOrEqual(TOAST_RIGHT_MARGIN_MAX_PX)
      expect(bottom).toBeGreaterThanOrEqual(8)
      expect(bottom).toBeLessThanOrEqual(TOAST_BOTTOM_MARGIN_MAX_PX)
      expect(box.x).toBeGreaterThan(DESKTOP.width / 2)
    }

    // How long it stayed is measured by the page's own clock (the checks above take a loaded
    // machine's time); a busy page may run its timer late, never early.
    await toast.waitFor({ state: 'hidden', timeout: 10_000 })
    await expect.poll(async () => (await toastLog(page)).removed).toBeDefined()
    const log = await toastLog(page)
    const lifetime = (log.removed ?? 0) - (log.added ?? 0)
    expect(lifetime).toBeGreaterThan(TOAST_LIFE_MS - 200)
    expect(lifetime).toBeLessThan(TOAST_LIFE_MS + 1500)
  })

  test('below 640 px a toast is 80% of the screen width', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await intercept(page, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: 'Something failed on our side.' }),
      }),
    )
    await visit(page, '/contact')
    await fillForm(page, VALID)
    await sendButton(page).click()
    const toast = errorToast(page)
    await toast.waitFor()
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    )
    const box = await toast.boundingBox()
    expect(box).not.toBeNull()
    if (!box) return
    expect(Math.abs(box.width - MOBILE.width * 0.8)).toBeLessThanOrEqual(2)
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width)
    expect(MOBILE.height - (box.y + box.height)).toBeLessThanOrEqual(TOAST_BOTTOM_MARGIN_MAX_PX)
  })

  // Last in the file: it stops the server to read its database.
  test('against the real server: the message is stored and the server’s answer is shown', async () => {
    const { page } = await site.newPage()
    await visit(page, '/contact')
    const values: Values = {
      ...VALID,
      Message: `End-to-end test ${Date.now()}: please quote sea freight, 1×40ft, CGP to Rotterdam.`,
    }
    await fillForm(page, values)
    const responsePromise = page.waitForResponse((response) =>
      ENDPOINT.test(new URL(response.url()).pathname),
    )
    await sendButton(page).click()
    const response = await responsePromise
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { code: number; message: string }
    expect(body.code).toBe(200)

    const toast = successToast(page)
    await toast.waitFor()
    await expect.poll(() => toast.getByText(body.message, { exact: true }).isVisible()).toBe(true)
    await expect
      .poll(() => fieldValues(page))
      .toEqual({ Name: '', Email: '', Phone: '', Message: '' })

    await site.stopServer()
    const rows = await readInbox(site.dataDir)
    const expected = trimmed(values)
    const row = rows.find(
      (candidate) => candidate.type === 'contact' && candidate.message === expected.message,
    )
    // The CSV neutralises every cell a spreadsheet would compute, a phone number with + too.
    expect(row).toMatchObject({ ...expected, phone: `'${expected.phone}` })
  })
})
