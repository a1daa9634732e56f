// Issue 41 in Chromium: pricing staff import rate cards on the workspace's "Import rate cards"
// screen: a sheet with a refused row shows each refused row with its column and problem, and
// imports nothing until "Import the N good rows"; the import is then listed, and undone; at 375 and
// 1280 px, where the screen, its refused rows shown, passes axe and scrolls not sideways.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { csvOf, type SheetRow } from '../api/support/rate-card-sheets.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { addDays, formatDayFirst } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const { site, server } = setupStaffStateSite()

let pricing: SignedInStaff | undefined
async function person() {
  pricing ??= await signedInStaff(server(), { role: 'pricing', origin: site.url })
  return pricing
}

const main = (page: Page) => page.getByRole('main')

// Dates relative to the day the test runs, written day first as the sheets write them.
const TODAY = dhakaToday()
const VALID_FROM = formatDayFirst(addDays(TODAY, -6))

const ROW: SheetRow = {
  Card: '1',
  Mode: 'FCL',
  Origin: 'BDCGP',
  Destination: 'XBRTM',
  Routing: 'Via Singapore',
  'Transit days': '30',
  'Valid from': VALID_FROM,
  'Valid to': formatDayFirst(addDays(TODAY, 24)),
  "FCL 40' HC": '2900',
  'Charge code': 'THC',
  'Charge basis': 'Per container',
  'Charge amount': '120',
  'Charge where': 'At origin',
  'Charge container': '40HC',
  'Paid by shipper under': 'FOB',
}
const sheet = () =>
  csvOf([
    ROW,
    {
      Card: '1',
      'Charge code': 'SEAL',
      'Charge basis': 'per shipment',
      'Charge amount': '15',
      'Charge where': 'origin',
      'Paid by shipper under': 'FOB',
    },
    { ...ROW, Card: '2', Destination: 'XBHAM', 'Valid to': formatDayFirst(addDays(TODAY, -7)) },
  ])

async function openScreen(page: Page) {
  await page.goto('/staff')
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Import rate cards' })
    .click()
  await main(page).getByRole('heading', { name: 'Import rate cards', level: 1 }).waitFor()
}

async function checkSheet(page: Page, name: string) {
  await main(page)
    .getByLabel('Spreadsheet')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: sheet() })
  await main(page).getByRole('button', { name: 'Check and import' }).click()
  await main(page).getByRole('table', { name: 'Refused rows' }).waitFor()
}

describe.each([DESKTOP, MOBILE])('Import rate cards at $width px', (viewport) => {
  // Each width imports a file of its own name: the list of imports keeps the other's, undone.
  const file = `december-${viewport.width}.csv`

  test('names the refused rows, imports the good ones when asked, and undoes', async () => {
    const { page } = await signedInPage(site, await person(), viewport)
    await openScreen(page)
    await expect(
      main(page).getByRole('link', { name: 'Download the template (XLSX)' }).getAttribute('href'),
    ).resolves.toBe('/api/staff/rate-card-imports/template.xlsx')

    // Nothing chosen: the error is the field's, and read with it.
    await main(page).getByRole('button', { name: 'Check and import' }).click()
    const input = main(page).getByLabel('Spreadsheet')
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(input.evaluate((element) => document.activeElement === element)).resolves.toBe(
      true,
    )
    await expect(main(page).getByRole('alert').textContent()).resolves.toBe(
      'Choose an XLSX or CSV file first.',
    )

    await checkSheet(page, file)
    await expectNoAxeViolations(page, `/staff/rate-card-imports at ${viewport.width} px`)
    await expect(
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).resolves.toBe(0)
    await expect(main(page).getByRole('status').first().textContent()).resolves.toBe(
      `${file}: 1 row refused; nothing was imported. Put them right and import again, or import the 2 good rows only.`,
    )
    const refused = main(page).getByRole('table', { name: 'Refused rows' }).getByRole('row')
    await expect(refused.nth(1).getByRole('cell').allTextContents()).resolves.toEqual([
      '4',
      'I (Valid to)',
      'Valid to cannot be before valid from.',
    ])
    await expect(main(page).getByRole('cell', { name: file }).count()).resolves.toBe(0)

    // By keyboard: the good rows, then undo.
    await main(page).getByRole('button', { name: 'Import the 2 good rows (1 card)' }).focus()
    await page.keyboard.press('Enter')
    await main(page)
      .getByText(`${file}: 1 rate card imported and published from 2 rows; 1 refused row left out.`)
      .waitFor()
    const undo = main(page).getByRole('button', { name: `Undo the import of ${file} (1 card)` })
    await undo.focus()
    await page.keyboard.press('Enter')
    await main(page).getByText(`Import undone: 1 rate card of ${file} deleted.`).waitFor()
    await main(page)
      .getByRole('row')
      .filter({ hasText: file })
      .getByRole('cell', { name: /Undone .* by Test pricing$/ })
      .waitFor()
  })
})
