// Issue 13, end to end: staff create a shipment and add milestones in the workspace; a visitor
// finds it by reference and by container number, subscribes, confirms, and receives the email
// of the next milestone.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { signedInStaff, signInContext } from '../api/support/staff.ts'
import { DESKTOP, MOBILE, visit } from './support/browser.ts'
import { setupStaffStateSite } from './support/staff-state-site.ts'

const CONTAINER = 'MSKU1234565'
const SHIPPER = 'Meghna Apparel Secret Ltd'
const CONSIGNEE = 'Nordic Buyer Hidden AB'

const { site, smtp, server } = setupStaffStateSite({
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_RETRY_MAX_MS: '200',
})

async function staffPage(): Promise<Page> {
  const tracked = await site.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' })
  await signInContext(
    tracked.context,
    site.url,
    await signedInStaff(server(), { role: 'sales', origin: site.url }),
  )
  return tracked.page
}

async function addMilestone(
  page: Page,
  milestone: { kind: string; date: string; time: string; place: string; note?: string },
) {
  const form = page.getByRole('form', { name: 'Add a milestone' })
  await form.getByLabel('What happened').selectOption({ label: milestone.kind })
  await form.getByLabel(/^Date/).fill(milestone.date)
  await form.getByLabel(/^Time/).fill(milestone.time)
  await form.getByLabel('Place').fill(milestone.place)
  if (milestone.note) await form.getByLabel('Note').fill(milestone.note)
  await form.getByRole('button', { name: 'Add milestone' }).click()
  await form.getByRole('status').filter({ hasText: 'Milestone added' }).waitFor()
}

describe('shipment tracking', () => {
  let reference = ''
  let detailUrl = ''

  test('staff create a shipment and add milestones', async () => {
    const page = await staffPage()
    await visit(page, '/staff/shipments/new')
    const form = page.getByRole('form', { name: 'New shipment' })
    await form.getByLabel('Mode').selectOption('sea')
    await form.getByLabel('Carrier').fill('Maersk')
    await form.getByLabel('Origin').fill('Chattogram, Bangladesh')
    await form.getByLabel('Destination').fill('Gothenburg, Sweden')
    await form.getByLabel('Shipper').fill(SHIPPER)
    await form.getByLabel('Consignee').fill(CONSIGNEE)
    await form.getByLabel('Containers').fill('MSKU 123456 5')
    await form.getByLabel('ETA date').fill('24/12/2026')
    await form.getByLabel('ETA time').fill('08:30')
    await form.getByRole('button', { name: 'Create shipment' }).click()

    const heading = page.getByRole('heading', { level: 1, name: /^Shipment DBL-/ })
    await heading.waitFor()
    reference = ((await heading.textContent()) ?? '').replace('Shipment ', '').trim()
    expect(reference).toMatch(/^DBL-[23456789A-HJKMNP-Z]{8}$/)
    detailUrl = new URL(page.url()).pathname

    await addMilestone(page, {
      kind: 'Booked',
      date: '2026-11-18',
      time: '09:00',
      place: 'Dhaka',
    })
    await addMilestone(page, {
      kind: 'Departed',
      date: '2026-11-20',
      time: '10:15',
      place: 'Chattogram port',
      note: 'On MAERSK SENTOSA',
    })
    const timeline = page.getByRole('list').filter({ hasText: 'Chattogram port' }).first()
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(2)

    // The shipment keeps its own history: who changed what, newest first.
    const history = page.getByRole('list', { name: 'Change history, newest first' })
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3)
    await expect
      .poll(() => history.getByRole('listitem').allInnerTexts())
      .toEqual([
        expect.stringMatching(/Test sales[\s\S]*Added milestone Departed at Chattogram port/),
        expect.stringMatching(/Test sales[\s\S]*Added milestone Booked at Dhaka/),
        expect.stringMatching(/Test sales[\s\S]*Created the shipment/),
      ])
  })

  test('an admin reads the shipment changes in the audit log', async () => {
    const { page, context } = await site.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' })
    const admin = await signedInStaff(server(), { role: 'admin', origin: site.url })
    await signInContext(context, site.url, admin)
    await visit(page, '/staff/audit')
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor()
    const rows = page.getByRole('row').filter({ hasText: reference })
    await expect.poll(() => rows.count()).toBe(3)
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringMatching(/Milestone added[\s\S]*Test sales[\s\S]*Added milestone Departed at/),
        expect.stringMatching(/Milestone added[\s\S]*Test sales[\s\S]*Added milestone Booked at/),
        expect.stringMatching(/Shipment created[\s\S]*Test sales[\s\S]*Created the shipment/),
      ])
  })

  test('a visitor finds it by reference, with the keyboard, without a reload', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/track')
    // The lookup page itself is indexable; a result shown on it is not (decision 0006).
    const robots = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('meta[name="robots"]')].map((meta) =>
          meta.getAttribute('content'),
        ),
      )
    await expect.poll(() => robots()).toEqual([])
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'))
    const input = page.getByRole('textbox', { name: 'Reference or carrier number' })
    await input.focus()
    await page.keyboard.type(reference.toLowerCase())
    await page.keyboard.press('Enter')

    const result = page.getByRole('heading', { name: `Shipment ${reference}` })
    await result.waitFor()
    // The result takes the focus, and the address is the shareable link.
    await expect
      .poll(() => result.evaluate((element) => element === document.activeElement))
      .toBe(true)
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/track/${reference}`)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { marker?: string }).marker))
      .toBe('same page')
    await expect.poll(() => robots()).toEqual(['noindex'])

    const main = page.getByRole('main')
    await expect.poll(() => main.textContent()).toContain('Chattogram, Bangladesh')
    const text = (await main.textContent()) ?? ''
    expect(text).toContain('Gothenburg, Sweden')
    expect(text).toContain('24 Dec 2026, 08:30')
    expect(text).toContain('Dhaka time, UTC+6')
    expect(text).not.toContain(SHIPPER)
    expect(text).not.toContain(CONSIGNEE)
    const milestones = page.getByRole('list', { name: /Milestones of/ }).getByRole('listitem')
    await expect
      .poll(() => milestones.allInnerTexts())
      .toEqual([
        expect.stringMatching(
          /^Departed\s+20 Nov 2026, 10:15 Dhaka time, UTC\+6[\s\S]*Chattogram port[\s\S]*On MAERSK SENTOSA/,
        ),
        expect.stringMatching(/^Booked\s+18 Nov 2026, 09:00 Dhaka time, UTC\+6[\s\S]*Dhaka/),
      ])
  })

  test('the shareable link opens it directly, and by container number it is offered too', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, `/track/${reference}`)
    await page.getByRole('heading', { name: `Shipment ${reference}` }).waitFor()

    const input = page.getByRole('textbox', { name: 'Reference or carrier number' })
    await input.fill('MSKU 123456 5')
    await page.getByRole('button', { name: 'Track' }).click()
    await page.getByRole('heading', { name: 'Container number MSKU 123456 5' }).waitFor()
    // A number's answer is at its own shareable address, as unindexed as a shipment's.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/track/MSKU%20123456%205')
    await expect
      .poll(() => page.locator('meta[name="robots"]').getAttribute('content'))
      .toBe('noindex')
    const main = page.getByRole('main')
    await expect.poll(() => main.textContent()).toContain('valid ISO 6346 container number')
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: `Track MSKU 123456 5 on Maersk’s website` })
          .getAttribute('href'),
      )
      .toBe(`https://www.maersk.com/tracking/${CONTAINER}`)
    await page.getByRole('heading', { name: `Shipment ${reference}` }).waitFor()

    await input.fill('CSQU3054384')
    await input.press('Enter')
    await expect.poll(() => main.textContent()).toContain('should be 3, not 4')
  })

  test('a visitor subscribes, confirms, and gets the email of the next milestone', async () => {
    const address = `visitor-${Date.now()}@example.com`
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, `/track/${reference}`)
    const form = page.getByRole('form', { name: 'Get an email at every step' })
    await form.getByLabel('Your email address').fill(address)
    await form.getByRole('button', { name: 'Email me updates' }).click()
    await form.getByRole('status').filter({ hasText: 'confirmation link' }).waitFor()

    await expect
      .poll(() => smtp().messages.some((mail) => mail.to.includes(address)), { timeout: 20_000 })
      .toBe(true)
    const confirmation = smtp().messages.find((mail) => mail.to.includes(address))
    const link = new RegExp(`${site.url}(/track/\\S+\\?confirm=[\\w-]+)`).exec(
      confirmation?.text ?? '',
    )?.[1]
    expect(link, confirmation?.text).toBeTruthy()

    await visit(page, link ?? '')
    // Opening the link asks; the button confirms.
    await page.getByRole('button', { name: 'Confirm email updates' }).click()
    await page.getByRole('status').filter({ hasText: 'Confirmed' }).waitFor()
    // The token leaves the address bar once used.
    await expect.poll(() => page.url()).toBe(`${site.url}/track/${reference}`)

    const staff = await staffPage()
    await visit(staff, detailUrl)
    await staff.getByRole('heading', { level: 1, name: `Shipment ${reference}` }).waitFor()
    await addMilestone(staff, {
      kind: 'Transhipped',
      date: '2026-11-28',
      time: '06:45',
      place: 'Colombo',
    })

    await expect
      .poll(() => smtp().messages.filter((mail) => mail.to.includes(address)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2)
    const update = smtp().messages.filter((mail) => mail.to.includes(address))[1]
    expect(update?.subject).toBe(`${reference}: Transhipped, Colombo`)
    expect(update?.text).toContain('28 Nov 2026, 06:45 (Dhaka time, UTC+6)')
    expect(update?.text).toContain(`Unsubscribe: ${site.url}/track/${reference}?unsubscribe=`)
  })
})

describe('what a shipper reads first on an answer', () => {
  test('a summary on top, each milestone in its place’s time, waybills with their hyphen', async () => {
    const page = await staffPage()
    await visit(page, '/staff/shipments/new')
    const form = page.getByRole('form', { name: 'New shipment' })
    await form.getByLabel('Mode').selectOption('air')
    await form.getByLabel('Origin').fill('Dhaka, Bangladesh')
    await form.getByLabel('Destination').fill('Frankfurt, Germany')
    await form.getByLabel('Shipper').fill(SHIPPER)
    await form.getByLabel('Consignee').fill(CONSIGNEE)
    await form.getByLabel('Master air waybill').fill('020-12345675')
    await form.getByLabel('House air waybill').fill('176-12345675')
    await form.getByLabel('ETA date').fill('23/11/2026')
    await form.getByLabel('ETA time').fill('16:00')
    await form.getByRole('button', { name: 'Create shipment' }).click()
    const heading = page.getByRole('heading', { level: 1, name: /^Shipment DBL-/ })
    await heading.waitFor()
    const airReference = ((await heading.textContent()) ?? '').replace('Shipment ', '').trim()
    await addMilestone(page, {
      kind: 'Departed',
      date: '2026-11-22',
      time: '02:30',
      place: 'Dhaka (DAC)',
    })
    // 14:00 in Dhaka is 08:00 UTC: 09:00 in Frankfurt in November (CET, UTC+1).
    await addMilestone(page, {
      kind: 'Arrived',
      date: '2026-11-22',
      time: '14:00',
      place: 'Frankfurt (FRA)',
    })

    const visitor = (await site.newPage({ viewport: MOBILE })).page
    await visit(visitor, `/track/${airReference}`)
    await visitor.getByRole('heading', { name: `Shipment ${airReference}` }).waitFor()
    const summaryList = visitor.getByRole('main').locator('dl[aria-label="Summary"]')
    await summaryList.waitFor()
    const summaryText = await summaryList.innerText()
    expect(summaryText).toMatch(/Status\s+Arrived at Frankfurt \(FRA\)/)
    expect(summaryText).toMatch(
      /Last update\s+Arrived, Frankfurt \(FRA\)\s+22 Nov 2026, 09:00 Frankfurt time, UTC\+1/,
    )
    expect(summaryText).toMatch(/Arrival \(ETA\)\s+23 Nov 2026, 16:00 Dhaka time, UTC\+6/)
    // The summary comes before the details.
    const order = await visitor
      .getByRole('main')
      .evaluate(
        (main) =>
          (main
            .querySelector('dl[aria-label="Summary"]')
            ?.compareDocumentPosition(main.querySelector('.tracking-facts') as Node) ?? 0) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      )
    expect(order).toBeTruthy()

    const milestones = visitor.getByRole('list', { name: /Milestones of/ }).getByRole('listitem')
    await expect
      .poll(() => milestones.allInnerTexts())
      .toEqual([
        expect.stringMatching(
          /^Arrived\s+22 Nov 2026, 09:00 Frankfurt time, UTC\+1[\s·,]*Frankfurt \(FRA\)$/,
        ),
        expect.stringMatching(
          /^Departed\s+22 Nov 2026, 02:30 Dhaka time, UTC\+6[\s·,]*Dhaka \(DAC\)$/,
        ),
      ])

    const facts = await visitor.getByRole('main').locator('.tracking-facts').innerText()
    expect(facts).toMatch(/Master air waybill\s+020-12345675/)
    expect(facts).toMatch(/House air waybill\s+176-12345675/)
  })

  test('an unknown reference says so, and its “contact us” leads to the contact page', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/track')
    await page.getByRole('textbox', { name: 'Reference or carrier number' }).fill('DBL-ZZZZZZZZ')
    await page.getByRole('button', { name: 'Track' }).click()
    const contact = page.getByRole('main').getByRole('link', { name: 'contact us' })
    await contact.waitFor()
    await expect.poll(() => contact.getAttribute('href')).toBe('/contact')
    await contact.click()
    await page.waitForURL((url) => url.pathname === '/contact')
  })
})
