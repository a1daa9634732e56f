// Issue 41 in Chromium: pricing staff import rate cards on the workspace's "Import rate cards"
// screen: a sheet with a refused row shows each refused row with its column and problem, and
// imports nothing until "Import the N good rows"; the import is then listed, and undone. The
// screen passes axe at 375 and 1280 px, with the refused rows shown.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { csvOf, type SheetRow } from '../api/support/rate-card-sheets.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const { site, server } = setupStaffStateSite()

let pricing: SignedInStaff | undefined
async function person() {
  pricing ??= await signedInStaff(server(), { role: 'pricing', origin: site.url })
  return pricing
}

const main = (page: Page) => page.getByRole('main')

const ROW: SheetRow = {
  Card: '1',
  Mode: 'FCL',
  Origin: 'BDCGP',
  Destination: 'XBRTM',
  Routing: 'Via Singapore',
  'Transit days': '30',
  'Valid from': '01/12/2026',
  'Valid to': '31/12/2026',
  "FCL 40' HC": '2900',
  'Charge code': 'THC',
  'Charge basis': 'Per container',
  'Charge amount': '120',
  'Charge where': 'At origin',
  'Charge container': '40HC',
  'Paid by shipper under': 'FOB',
}
const SHEET = csvOf([
  ROW,
  {
    Card: '1',
    'Charge code': 'SEAL',
    'Charge basis': 'per shipment',
    'Charge amount': '15',
    'Charge where': 'origin',
    'Paid by shipper under': 'FOB',
  },
  { ...ROW, Card: '2', Destination: 'XBHAM', 'Valid to': '30/11/2026' },
])

async function openScreen(page: Page) {
  await page.goto('/staff')
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Import rate cards' })
    .click()
  await main(page).getByRole('heading', { name: 'Import rate cards', level: 1 }).waitFor()
}

async function checkSheet(page: Page) {
  await main(page)
    .getByLabel('Spreadsheet')
    .setInputFiles({ name: 'december.csv', mimeType: 'text/csv', buffer: SHEET })
  await main(page).getByRole('button', { name: 'Check and import' }).click()
  await main(page).getByRole('table', { name: 'Refused rows' }).waitFor()
}

describe('Import rate cards', () => {
  test('names the refused rows, imports the good ones when asked, and undoes', async () => {
    const { page } = await signedInPage(site, await person(), DESKTOP)
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

    await checkSheet(page)
    await expect(main(page).getByRole('status').first().textContent()).resolves.toBe(
      'december.csv: 1 row refused; nothing was imported. Put them right and import again, or import the 2 good rows only.',
    )
    const refused = main(page).getByRole('table', { name: 'Refused rows' }).getByRole('row')
    await expect(refused.nth(1).getByRole('cell').allTextContents()).resolves.toEqual([
      '4',
      'I (Valid to)',
      'Valid to cannot be before valid from.',
    ])
    await expect(main(page).getByRole('cell', { name: 'december.csv' }).count()).resolves.toBe(0)

    // By keyboard: the good rows, then undo.
    await main(page).getByRole('button', { name: 'Import the 2 good rows (1 card)' }).focus()
    await page.keyboard.press('Enter')
    await main(page)
      .getByText(
        'december.csv: 1 rate card imported and published from 2 rows; 1 refused row left out.',
      )
      .waitFor()
    const undo = main(page).getByRole('button', {
      name: 'Undo the import of december.csv (1 card)',
    })
    await undo.focus()
    await page.keyboard.press('Enter')
    await main(page).getByText('Import undone: 1 rate card of december.csv deleted.').waitFor()
    await main(page)
      .getByRole('cell', { name: /^Undone .* by Test pricing$/ })
      .waitFor()
  })

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing at ${viewport.width} px, refused rows shown`, async () => {
      const { page } = await signedInPage(site, await person(), viewport)
      await page.goto('/staff/rate-card-imports')
      await main(page).getByRole('heading', { name: 'Import rate cards', level: 1 }).waitFor()
      await checkSheet(page)
      await expectNoAxeViolations(page, `/staff/rate-card-imports at ${viewport.width} px`)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
    })
  }
})
