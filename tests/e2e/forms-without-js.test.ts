// Issue 14: every public form works without JavaScript and before hydration, and nothing a
// visitor types ever appears in a URL.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { addDays, formatDayFirst, localToday } from '#domain/calendar.ts'
import type { TestPosition as StaffPosition } from '../api/support/positions.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { publishPosition } from '../api/support/positions.ts'
import { setupSite, waitForHydration, type TrackedPage } from './support/browser.ts'

const site = setupSite()
/** Published by hr for this file: the seeded positions' apply-by dates run out. */
let position: StaffPosition
beforeAll(async () => {
  position = await publishPosition(site)
})

const CONTACT = {
  Name: 'Rahim Uddin',
  Email: 'rahim.nojs@example.com',
  Phone: '+8801711000000',
  Message: 'Hello from a slow phone',
}

/** Every request of the page whose URL holds one of the values, as typed or encoded. */
function leakedInUrls(tracked: TrackedPage, values: readonly string[]): string[] {
  const forms = values.flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
  ])
  return tracked.requests.filter((url) => {
    const decoded = decodeURIComponent(url)
    return forms.some((form) => url.includes(form) || decoded.includes(form))
  })
}

/** Navigations of the main frame, as "METHOD path". */
function navigations(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.push(`${request.method()} ${new URL(request.url()).pathname}`)
    }
  })
  return seen
}

const main = (page: Page) => page.getByRole('main')

async function fillContact(page: Page, values: typeof CONTACT) {
  for (const [label, value] of Object.entries(values)) {
    await main(page).getByLabel(label, { exact: true }).fill(value)
  }
}

async function fillQuote(page: Page, email: string) {
  const form = main(page)
  await form.getByLabel('Service').selectOption('ocean-freight')
  await form.getByLabel('Origin city or port').fill('Chattogram')
  await form.getByLabel('Destination city or port').fill('Hamburg')
  await form.getByLabel('Destination country').fill('Germany')
  await form.getByLabel('Incoterm').selectOption('FOB')
  await form.getByLabel('Cargo ready date').fill(formatDayFirst(addDays(localToday(), 7)))
  await form.getByLabel('Commodity').fill('Cotton T-shirts')
  const line = form.getByRole('group', { name: 'Package line 1' })
  await line.getByLabel('Pieces').fill('2')
  await line.getByLabel('Length (cm)').fill('100')
  await line.getByLabel('Width (cm)').fill('100')
  await line.getByLabel('Height (cm)').fill('100')
  await line.getByLabel('Weight per piece (kg)').fill('50')
  await form.getByLabel('Name', { exact: true }).fill('Rahim Uddin')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Phone', { exact: true }).fill('+8801711000000')
}

async function fillApplication(page: Page, withCv: boolean) {
  const form = main(page)
  await form.getByLabel('Name', { exact: true }).fill('Nasrin Akter')
  await form.getByLabel('Email', { exact: true }).fill('nasrin.nojs@example.com')
  await form.getByLabel('Phone', { exact: true }).fill('+8801711000111')
  await form.getByLabel('Cover letter (optional)').fill('Ten years of garment exports.')
  if (withCv) {
    await form
      .getByLabel('CV', { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF })
  }
}

/** Holds every script back until `release` is called: the page stays unhydrated. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue().catch(() => {})
  })
  return release
}

describe('without JavaScript', () => {
  test('the contact form posts, lands on a confirmation, and sends nothing in a URL', async () => {
    const tracked = await site.newPage({ javaScriptEnabled: false })
    const { page } = tracked
    const seen = navigations(page)
    await page.goto('/contact')
    await fillContact(page, CONTACT)
    await main(page).getByRole('button', { name: 'Send' }).click()
    await page.waitForURL('**/contact/sent')
    await expect
      .poll(() => main(page).getByRole('heading', { level: 1 }).textContent())
      .toBe('Message sent')
    await expect.poll(() => main(page).textContent()).toContain('Thank you for contacting us')
    // What happens next, in a status region, as with JavaScript.
    await expect
      .poll(() => main(page).getByRole('status').innerText())
      .toMatch(/What happens next[\s\S]*within one working day/)
    expect(seen).toEqual(['GET /contact', 'POST /contact', 'GET /contact/sent'])
    expect(leakedInUrls(tracked, Object.values(CONTACT))).toEqual([])
    expect(tracked.requests.every((url) => !new URL(url).search)).toBe(true)
  })

  test('the contact form shows its errors beside the fields and in a summary, values kept', async () => {
    const tracked = await site.newPage({ javaScriptEnabled: false })
    const { page } = tracked
    await page.goto('/contact')
    const values = { ...CONTACT, Email: 'not-an-email' }
    await fillContact(page, values)
    await main(page).getByRole('button', { name: 'Send' }).click()
    const summary = main(page).getByRole('alert').filter({ hasText: 'Your message was not sent' })
    await summary.waitFor()
    // The summary takes focus as the page loads.
    await expect
      .poll(() => summary.evaluate((element) => element === document.activeElement))
      .toBe(true)
    for (const [label, value] of Object.entries(values)) {
      await expect
        .poll(() => main(page).getByLabel(label, { exact: true }).inputValue())
        .toBe(value)
    }
    const email = main(page).getByLabel('Email', { exact: true })
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    await summary.getByRole('link', { name: 'Please enter a valid email address' }).click()
    await expect
      .poll(() => email.evaluate((element) => element === document.activeElement))
      .toBe(true)
    expect(leakedInUrls(tracked, Object.values(values))).toEqual([])
  })

  test('the quote form is three sections with one Send button, and the confirmation shows the totals', async () => {
    const tracked = await site.newPage({ javaScriptEnabled: false })
    const { page } = tracked
    await page.goto('/quote')
    const form = main(page)
    for (const title of ['Route and mode', 'Cargo', 'Contact and confirm']) {
      await expect.poll(() => form.getByRole('heading', { level: 2, name: title }).count()).toBe(1)
    }
    await expect.poll(() => form.getByRole('group', { name: /^Package line \d$/ }).count()).toBe(5)
    await expect
      .poll(() => form.getByRole('button', { name: /add package line|next/i }).count())
      .toBe(0)
    const email = 'rahim.quote.nojs@example.com'
    await fillQuote(page, email)
    await form.getByRole('button', { name: 'Send request' }).click()
    await page.waitForURL('**/quote/sent')
    const shown = (await main(page).textContent()) ?? ''
    expect(shown).toMatch(/Your reference: Q-\d{4}-\d{6}/)
    expect(shown).toContain('2 CBM')
    // Sea freight: revenue tonnes, not kilograms.
    expect(shown).toContain('2 W/M (revenue tonnes)')
    expect(leakedInUrls(tracked, [email, 'Chattogram', 'Cotton T-shirts'])).toEqual([])
  })

  test('the quote form keeps every value and links each error to its field', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false })
    await page.goto('/quote')
    await fillQuote(page, 'rahim.quote@example.com')
    const line = main(page).getByRole('group', { name: 'Package line 1' })
    await line.getByLabel('Weight per piece (kg)').fill('')
    await main(page).getByRole('button', { name: 'Send request' }).click()
    const summary = main(page).getByRole('alert').filter({ hasText: 'Your request was not sent' })
    await summary.waitFor()
    await expect.poll(() => main(page).getByLabel('Commodity').inputValue()).toBe('Cotton T-shirts')
    await expect.poll(() => line.getByLabel('Pieces').inputValue()).toBe('2')
    await summary.getByRole('link', { name: /weight per piece/i }).click()
    await expect
      .poll(() =>
        line
          .getByLabel('Weight per piece (kg)')
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true)
  })

  test('the application form posts multipart with the CV, and keeps values when the CV is missing', async () => {
    const tracked = await site.newPage({ javaScriptEnabled: false })
    const { page } = tracked
    await page.goto(`/careers/${position.id}`)
    await fillApplication(page, false)
    await main(page).getByRole('button', { name: 'Send application' }).click()
    const summary = main(page)
      .getByRole('alert')
      .filter({ hasText: 'Your application was not sent' })
    await summary.waitFor()
    await expect
      .poll(() => main(page).getByLabel('Name', { exact: true }).inputValue())
      .toBe('Nasrin Akter')
    await expect
      .poll(() => main(page).getByLabel('Cover letter (optional)').inputValue())
      .toBe('Ten years of garment exports.')
    await summary.getByRole('link', { name: 'Please attach your CV' }).click()
    await expect
      .poll(() =>
        main(page)
          .getByLabel('CV', { exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true)

    await main(page)
      .getByLabel('CV', { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF })
    await main(page).getByRole('button', { name: 'Send application' }).click()
    await page.waitForURL(`**/careers/${position.id}/applied`)
    await expect
      .poll(() => main(page).textContent())
      .toContain(`Thank you for your application for ${position.title}`)
    await expect
      .poll(() => main(page).getByRole('status').innerText())
      .toContain('What happens next')
    expect(leakedInUrls(tracked, ['Nasrin Akter', 'nasrin.nojs@example.com'])).toEqual([])
  })
})

describe('with JavaScript, before hydration', () => {
  test('a contact message sent before the scripts arrive is posted natively, not lost', async () => {
    const tracked = await site.newPage()
    const { page } = tracked
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await fillContact(page, { ...CONTACT, Email: 'early@example.com' })
    await main(page).getByRole('button', { name: 'Send' }).click()
    await page.waitForURL('**/contact/sent', { waitUntil: 'commit' })
    release()
    await waitForHydration(page)
    await expect.poll(() => main(page).textContent()).toContain('Thank you for contacting us')
    expect(leakedInUrls(tracked, ['early@example.com', CONTACT.Message])).toEqual([])
    expect(tracked.consoleErrors).toEqual([])
  })

  test('a refused early submission comes back as a page that hydrates with the values and errors', async () => {
    const tracked = await site.newPage()
    const { page } = tracked
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await fillContact(page, { ...CONTACT, Phone: '12' })
    await main(page).getByRole('button', { name: 'Send' }).click()
    await main(page).getByRole('alert').filter({ hasText: 'Your message was not sent' }).waitFor()
    release()
    await waitForHydration(page)
    const phone = main(page).getByLabel('Phone', { exact: true })
    await expect.poll(() => phone.inputValue()).toBe('12')
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true')
    // Hydrated: sending now goes through the API with a toast, as always.
    await phone.fill('+8801711000000')
    await main(page).getByRole('button', { name: 'Send' }).click()
    await page.getByRole('status').filter({ hasText: 'Success!' }).waitFor()
    expect(page.url()).toMatch(/\/contact$/)
    // Chromium reports the 400 page itself as a failed resource; nothing else may go wrong.
    expect(tracked.consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([])
    expect(tracked.pageErrors).toEqual([])
  })

  test('a quote request sent before hydration is posted natively', async () => {
    const tracked = await site.newPage()
    const { page } = tracked
    const release = await holdScripts(page)
    await page.goto('/quote', { waitUntil: 'domcontentloaded' })
    await fillQuote(page, 'early.quote@example.com')
    await main(page).getByRole('button', { name: 'Send request' }).click()
    await page.waitForURL('**/quote/sent', { waitUntil: 'commit' })
    release()
    await waitForHydration(page)
    await expect.poll(() => main(page).textContent()).toMatch(/Your reference: Q-\d{4}-\d{6}/)
    expect(tracked.consoleErrors).toEqual([])
  })
})
