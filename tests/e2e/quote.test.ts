import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import {
  addDays,
  addMonths,
  endOfWeek,
  formatDate,
  formatDayFirst,
  localToday,
  startOfWeek,
} from '#domain/calendar.ts'
import { quoteMessages } from '#app/components/quote/quote.messages.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const DRAFT_KEY = 'dbl:quote-draft:v2'

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true })
const currentStep = (page: Page) =>
  main(page).getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]')
const focusedDate = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null)
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

/** Types into a field as a keyboard user would: focus, select all, type. */
async function typeInto(page: Page, label: string, text: string) {
  const input = field(page, label)
  await input.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

async function fillLine(page: Page, index: number, values: string[]) {
  const line = main(page).getByRole('group', { name: `Package line ${index + 1}` })
  const labels = ['Pieces', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight per piece (kg)']
  for (const [position, label] of labels.entries()) {
    await line.getByLabel(label, { exact: true }).fill(values[position] ?? '')
  }
}

/** The date field's reading of what was typed, in words. */
const readAs = (page: Page) => main(page).locator('.date-field__read-as').innerText()

/** The next 31 December after today: within the twelve months a cargo-ready date may be. */
const newYearsEve = ((today: string) =>
  today < `${today.slice(0, 4)}-12-31`
    ? `${today.slice(0, 4)}-12-31`
    : `${Number(today.slice(0, 4)) + 1}-12-31`)(localToday())

const figure = (page: Page, term: string) =>
  main(page)
    .locator('.freight-summary dt', { hasText: term })
    .locator('xpath=following-sibling::dd')
    .innerText()

describe('quote request, /quote', () => {
  test('the whole flow by keyboard: preselected mode, date picker, back, reload, review, send', async () => {
    const tracked = await site.newPage()
    const { page } = tracked
    await visit(page, '/quote?service=ocean-freight')

    // Three steps, the first current; the mode comes from ?service= once hydrated.
    const steps = main(page).getByRole('list', { name: 'Progress' }).getByRole('listitem')
    await expect.poll(() => steps.count()).toBe(3)
    await expect.poll(() => currentStep(page).innerText()).toContain('Route and mode')
    await expect.poll(() => field(page, 'Service').inputValue()).toBe('ocean-freight')

    // Nothing goes on with empty fields: the first invalid one is focused and described.
    await field(page, 'Origin city or port').focus()
    await page.keyboard.press('Enter')
    const origin = field(page, 'Origin city or port')
    await expect.poll(() => origin.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => focusedName(page)).toBe('originCity')
    const describedBy = (await origin.getAttribute('aria-describedby')) ?? ''
    await expect
      .poll(() => page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText())
      .toBe('Please enter the origin city or port')
    await expectNoAxeViolations(page, '/quote step 1 with errors')

    await typeInto(page, 'Origin city or port', 'Chattogram')
    await typeInto(page, 'Destination city or port', 'Rotterdam')
    await typeInto(page, 'Destination country', 'Netherlands')
    await field(page, 'Incoterm').selectOption('CIF')
    const cif = quoteMessages.en['incotermMeaning.CIF']
    await expect.poll(() => main(page).getByText(`CIF: ${cif}`).isVisible()).toBe(true)
    // All ten are explained on the page.
    await expect.poll(() => main(page).locator('.incoterms dt').count()).toBe(10)

    // The date picker, by keyboard alone.
    const today = localToday()
    await page.getByRole('button', { name: /^Choose date/ }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect.poll(() => dialog.getByRole('grid').count()).toBe(1)
    // Sunday first.
    await expect.poll(() => dialog.locator('th').first().getAttribute('abbr')).toBe('Sunday')
    await expect.poll(() => focusedDate(page)).toBe(today)
    const keys: [string, (iso: string) => string][] = [
      ['ArrowRight', (iso) => addDays(iso, 1)],
      ['ArrowDown', (iso) => addDays(iso, 7)],
      ['ArrowLeft', (iso) => addDays(iso, -1)],
      ['ArrowUp', (iso) => addDays(iso, -7)],
      ['PageDown', (iso) => addMonths(iso, 1)],
      ['End', endOfWeek],
      ['Home', startOfWeek],
      ['PageUp', (iso) => addMonths(iso, -1)],
    ]
    let expected = today
    for (const [key, move] of keys) {
      await page.keyboard.press(key)
      expected = move(expected)
      await expect.poll(() => focusedDate(page), { message: key }).toBe(expected)
    }
    await expectNoAxeViolations(page, '/quote date picker open')
    // Past days cannot be chosen.
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowLeft')
    const past = (await focusedDate(page)) ?? ''
    if (past < today) {
      await page.keyboard.press('Enter')
      await expect.poll(() => dialog.isVisible()).toBe(true)
    }
    // Escape closes without choosing, and focus returns to the button.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => field(page, 'Cargo ready date').inputValue()).toBe('')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('dialog')
    // Choose two weeks from today with the keyboard.
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    const ready = addDays(today, 14)
    await expect
      .poll(() => field(page, 'Cargo ready date').inputValue())
      .toBe(formatDayFirst(ready))

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await main(page).getByRole('heading', { name: /Cargo/, level: 2 }).waitFor()
    await expect.poll(() => currentStep(page).innerText()).toContain('Cargo')

    // Back keeps what was typed.
    await main(page).getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => field(page, 'Destination city or port').inputValue()).toBe('Rotterdam')
    await expect.poll(() => field(page, 'Incoterm').inputValue()).toBe('CIF')
    await expect
      .poll(() => field(page, 'Cargo ready date').inputValue())
      .toBe(formatDayFirst(ready))
    await field(page, 'Origin city or port').focus()
    await page.keyboard.press('Enter')
    await main(page).getByRole('heading', { name: /Cargo/, level: 2 }).waitFor()

    // Step 2: errors first, then the cargo with live totals (sea: W/M).
    await field(page, 'Commodity').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => field(page, 'Commodity').getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => focusedName(page)).toBe('commodity')
    await expectNoAxeViolations(page, '/quote step 2 with errors')
    await typeInto(page, 'Commodity', 'Home textiles in cartons')
    await typeInto(page, 'HS code (optional)', '6302.31')
    await fillLine(page, 0, ['2', '120', '80', '100', '150.5'])
    await expect.poll(() => figure(page, 'Total pieces')).toBe('2')
    await expect.poll(() => figure(page, 'Gross weight')).toBe('301 kg')
    await expect.poll(() => figure(page, 'Volume')).toBe('1.92 CBM')
    // Ocean freight is charged per revenue tonne, not in kilograms.
    await expect.poll(() => figure(page, 'Chargeable (W/M)')).toBe('1.92 W/M (revenue tonnes)')
    await expect
      .poll(() => main(page).locator('.freight-summary').innerText())
      .not.toContain('1,920 kg')
    await expect
      .poll(() =>
        main(page).getByText('Sea W/M: charged per revenue tonne, 1 CBM = 1 tonne').isVisible(),
      )
      .toBe(true)

    await main(page).getByRole('button', { name: 'Add package line' }).click()
    await fillLine(page, 1, ['10', '60', '50', '40', '12.25'])
    await expect.poll(() => figure(page, 'Total pieces')).toBe('12')
    await expect.poll(() => figure(page, 'Gross weight')).toBe('423.5 kg')
    await expect.poll(() => figure(page, 'Volume')).toBe('3.12 CBM')
    await main(page).getByRole('button', { name: 'Add package line' }).click()
    await main(page).getByRole('button', { name: 'Remove line 3' }).click()
    // The focus does not fall back to the page with the removed line: it goes to Add.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Add package line')
    await expect
      .poll(() =>
        main(page)
          .getByRole('group', { name: /^Package line/ })
          .count(),
      )
      .toBe(2)
    await main(page).getByLabel('Dangerous goods').check()

    // A reload keeps the draft, on the same step.
    await page.reload()
    await page.waitForFunction(() => '__reactRouterDataRouter' in window)
    await main(page).getByRole('heading', { name: /Cargo/, level: 2 }).waitFor()
    await expect.poll(() => field(page, 'Commodity').inputValue()).toBe('Home textiles in cartons')
    await expect.poll(() => main(page).getByLabel('Dangerous goods').isChecked()).toBe(true)
    await expect.poll(() => figure(page, 'Total pieces')).toBe('12')

    await field(page, 'Commodity').focus()
    await page.keyboard.press('Enter')
    await main(page)
      .getByRole('heading', { name: /Contact and confirm/, level: 2 })
      .waitFor()
    await typeInto(page, 'Name', 'Rahima Akter')
    await typeInto(page, 'Email', 'rahima@example.com')
    await typeInto(page, 'Phone', '+880 1711 555123')
    await page.keyboard.press('Enter')

    // The summary, checked before sending.
    await main(page)
      .getByRole('heading', { name: /Check and send/ })
      .waitFor()
    const review = main(page).locator('.quote-review')
    // The summary's code loads on demand, so wait for it rather than reading at once.
    for (const text of ['OCEAN FREIGHT', 'Chattogram, Bangladesh', 'Rotterdam, Netherlands']) {
      await expect.poll(() => review.getByText(text).count(), { message: text }).toBeGreaterThan(0)
    }
    await expect.poll(() => review.getByText('CIF – Cost, Insurance and Freight').count()).toBe(1)
    // Pieces are not a fourth dimension.
    await expect
      .poll(() => review.innerText())
      .toContain('2 pcs, 120 × 80 × 100 cm, 150.5 kg each; 10 pcs, 60 × 50 × 40 cm, 12.25 kg each')
    await expectNoAxeViolations(page, '/quote review')
    await expect.poll(() => currentStep(page).innerText()).toContain('Contact and confirm')

    const request = page.waitForRequest((candidate) =>
      candidate.url().endsWith('/api/quote/create'),
    )
    await main(page).getByRole('button', { name: 'Send request' }).focus()
    await page.keyboard.press('Enter')
    const sent = (await request).postDataJSON() as Record<string, unknown>
    expect(sent).toMatchObject({
      service: 'ocean-freight',
      incoterm: 'CIF',
      cargoReadyDate: ready,
      dangerousGoods: true,
      packages: [
        { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150.5 },
        { count: 10, lengthCm: 60, widthCm: 50, heightCm: 40, weightKg: 12.25 },
      ],
    })
    expect(sent).not.toHaveProperty('totalPieces')

    const reference = main(page).getByTestId('quote-reference')
    await reference.waitFor()
    await expect.poll(() => reference.innerText()).toMatch(/^Q-\d{4}-\d{6}$/)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Success!' }).count())
      .toBe(1)
    const phones = await main(page)
      .locator('.quote-success a[href^="tel:"]')
      .evaluateAll((links) => links.length)
    expect(phones).toBe(4)
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))
      .toBeNull()
    await expectNoAxeViolations(page, '/quote success')
    expect(tracked.pageErrors).toEqual([])
  })

  test('a date is typed day first and stated back; a past, impossible or month-first one is refused, at 375 px', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/quote?service=air-freight')
    await expect.poll(() => field(page, 'Service').inputValue()).toBe('air-freight')
    await field(page, 'Origin city or port').fill('Dhaka')
    await field(page, 'Destination city or port').fill('Dubai')
    await field(page, 'Destination country').fill('United Arab Emirates')
    await field(page, 'Incoterm').selectOption('EXW')
    await field(page, 'Cargo ready date').fill(formatDayFirst(addDays(localToday(), -2)))
    await main(page).getByRole('button', { name: /^Next/ }).click()
    await main(page).getByText('The cargo-ready date cannot be in the past').waitFor()
    await expect.poll(() => focusedName(page)).toBe('cargoReadyDate')

    const dateMessage = 'Please enter a date that exists, day first: dd/mm/yyyy, e.g. 31/12/2026'
    for (const refused of ['30/02/2027', `12/31/${newYearsEve.slice(0, 4)}`]) {
      await field(page, 'Cargo ready date').fill(refused)
      await main(page).getByRole('button', { name: /^Next/ }).click()
      await main(page).getByText(dateMessage).waitFor()
      await expect.poll(() => readAs(page)).toBe('')
    }

    // 31/12 of this year (of the next on 31 December): the day first, as it is typed.
    await field(page, 'Cargo ready date').fill(formatDayFirst(newYearsEve))
    await expect.poll(() => readAs(page)).toBe(`Read as ${formatDate(newYearsEve)}`)
    expect(formatDate(newYearsEve)).toMatch(/^31 December 20\d\d$/)
    // A day of 12 or less is read day first too, and said in words: 05/06 is 5 June.
    const fifthOfJune = `${Number(localToday().slice(0, 4)) + 1}-06-05`
    await field(page, 'Cargo ready date').fill(formatDayFirst(fifthOfJune))
    expect(formatDayFirst(fifthOfJune)).toMatch(/^05\/06\//)
    await expect.poll(() => readAs(page)).toBe(`Read as ${formatDate(fifthOfJune)}`)
    expect(formatDate(fifthOfJune)).toMatch(/^5 June /)
    await field(page, 'Cargo ready date').fill(formatDayFirst(newYearsEve))
    await main(page).getByRole('button', { name: /^Next/ }).click()
    await main(page).getByRole('heading', { name: /Cargo/, level: 2 }).waitFor()

    // Air: 1 CBM = 167 kg, rounded up to the next 0.5 kg.
    await fillLine(page, 0, ['2', '60', '50', '40', '8'])
    await expect.poll(() => figure(page, 'Chargeable weight')).toBe('40.5 kg')
    await expect
      .poll(() => main(page).getByText('Air: 1 CBM = 167 kg (6000 cm³/kg)').isVisible())
      .toBe(true)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(MOBILE.width)
  })

  test('the date’s error goes as soon as a valid date is typed', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/quote?service=air-freight')
    await expect.poll(() => field(page, 'Service').inputValue()).toBe('air-freight')
    await main(page).getByRole('button', { name: /^Next/ }).click()
    const error = main(page).getByText('Please choose the cargo-ready date')
    await error.waitFor()
    await typeInto(page, 'Cargo ready date', formatDayFirst(addDays(localToday(), 5)))
    await expect.poll(() => error.count()).toBe(0)
    await expect.poll(() => field(page, 'Cargo ready date').getAttribute('aria-invalid')).toBeNull()
  })

  test('ocean freight by full containers, with “Not sure” for the Incoterm', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/quote?service=ocean-freight')
    await expect.poll(() => field(page, 'Service').inputValue()).toBe('ocean-freight')
    await field(page, 'Origin city or port').fill('Chattogram')
    await field(page, 'Destination city or port').fill('Hamburg')
    await field(page, 'Destination country').fill('Germany')
    await field(page, 'Incoterm').selectOption({ label: 'Not sure – please advise' })
    await expect
      .poll(() =>
        main(page)
          .getByText(/sales desk will advise/)
          .isVisible(),
      )
      .toBe(true)
    await field(page, 'Cargo ready date').fill(formatDayFirst(addDays(localToday(), 10)))
    await main(page).getByRole('button', { name: /^Next/ }).click()
    await main(page).getByRole('heading', { name: /Cargo/, level: 2 }).waitFor()

    await typeInto(page, 'Commodity', 'Denim trousers in cartons')
    const load = main(page).getByRole('group', { name: 'Load' })
    await load.getByLabel(/^FCL/).check()
    // Nothing chosen yet: the container line says what it needs.
    await main(page).getByRole('button', { name: /^Next/ }).click()
    const lineOne = main(page).getByRole('group', { name: 'Container line 1' })
    await expect
      .poll(() => lineOne.getByLabel('Container type').getAttribute('aria-invalid'))
      .toBe('true')
    await lineOne.getByLabel('Container type').selectOption({ label: "40' high cube" })
    await lineOne.getByLabel('Number of containers').fill('2')
    await main(page).getByRole('button', { name: 'Add container line' }).click()
    const lineTwo = main(page).getByRole('group', { name: 'Container line 2' })
    await lineTwo.getByLabel('Container type').selectOption({ label: "20' reefer" })
    await lineTwo.getByLabel('Number of containers').fill('1')
    await expect.poll(() => figure(page, 'Containers')).toBe('3')
    // No package lines for a full container load.
    await expect
      .poll(() =>
        main(page)
          .getByRole('group', { name: /^Package line/ })
          .count(),
      )
      .toBe(0)

    await main(page).getByRole('button', { name: /^Next/ }).click()
    await main(page)
      .getByRole('heading', { name: /Contact and confirm/, level: 2 })
      .waitFor()
    await field(page, 'Name').fill('Rahima Akter')
    await field(page, 'Email').fill('rahima@example.com')
    await field(page, 'Phone').fill('+880 1711 555123')
    await main(page)
      .getByRole('button', { name: /^Review/ })
      .click()
    const review = main(page).locator('.quote-review')
    await expect.poll(() => review.innerText()).toContain("2 × 40' high cube; 1 × 20' reefer")
    await expect.poll(() => review.innerText()).toContain('Not sure – please advise')

    const request = page.waitForRequest((candidate) =>
      candidate.url().endsWith('/api/quote/create'),
    )
    await main(page).getByRole('button', { name: 'Send request' }).click()
    const sent = (await request).postDataJSON() as Record<string, unknown>
    expect(sent).toMatchObject({
      incoterm: 'NOT_SURE',
      load: 'fcl',
      containers: [
        { type: '40HC', quantity: 2 },
        { type: '20RF', quantity: 1 },
      ],
    })
    expect(sent).not.toHaveProperty('packages')
    await main(page).getByTestId('quote-reference').waitFor()
  })

  test('ocean LCL by the shipper’s own total CBM and weight, charged in revenue tonnes', async () => {
    const { page } = await site.newPage()
    await visit(page, '/quote?service=ocean-freight')
    await expect.poll(() => field(page, 'Service').inputValue()).toBe('ocean-freight')
    await field(page, 'Origin city or port').fill('Chattogram')
    await field(page, 'Destination city or port').fill('Rotterdam')
    await field(page, 'Destination country').fill('Netherlands')
    await field(page, 'Incoterm').selectOption('FOB')
    await field(page, 'Cargo ready date').fill(formatDayFirst(addDays(localToday(), 10)))
    await main(page).getByRole('button', { name: /^Next/ }).click()
    await main(page).getByRole('heading', { name: /Cargo/, level: 2 }).waitFor()
    await main(page)
      .getByRole('group', { name: 'Load' })
      .getByLabel(/total CBM and weight/)
      .check()
    const totals = main(page).getByRole('group', { name: 'Cargo totals (LCL)' })
    await totals.getByLabel('Number of packages').fill('40')
    await totals.getByLabel('Total volume (CBM)').fill('59.5')
    await totals.getByLabel('Total gross weight (kg)').fill('9200')
    await expect.poll(() => figure(page, 'Chargeable (W/M)')).toBe('59.5 W/M (revenue tonnes)')
    await expect.poll(() => figure(page, 'Gross weight')).toBe('9,200 kg')
    await expect
      .poll(() => main(page).locator('.freight-summary').innerText())
      .not.toMatch(/59,5\d\d kg/)
  })
})
