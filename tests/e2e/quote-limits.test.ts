// Issue 40: a figure over its limit on the quote form is said as it is typed, in the page's
// language, beside the field, and kept as typed (no maxLength cuts "9999" to "999").
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { DRAFT_KEY, EMPTY_DRAFT, type SavedDraft } from '#app/components/quote/quote-draft.ts'
import { MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

/** Step 2 (the cargo) of an ocean freight request by full containers, as a tab's draft. */
const FCL_DRAFT: SavedDraft = {
  values: {
    ...EMPTY_DRAFT,
    service: 'ocean-freight',
    load: 'fcl',
    containers: [{ key: 1, type: '40HC', quantity: '' }],
  },
  step: 1,
  reviewing: false,
}

async function openCargoStep(page: Page, path: string) {
  await page.addInitScript(([key, draft]) => sessionStorage.setItem(key, draft), [
    DRAFT_KEY,
    JSON.stringify(FCL_DRAFT),
  ] as const)
  await visit(page, path)
}

describe.each([
  {
    path: '/quote',
    line: 'Container line 1',
    label: 'Number of containers',
    message: 'Please enter the number of containers of at most 999',
  },
  {
    path: '/bn/quote',
    line: 'কন্টেইনার লাইন ১',
    label: 'কন্টেইনারের সংখ্যা',
    message: 'কন্টেইনারের সংখ্যা সর্বোচ্চ ৯৯৯ হতে পারবে',
  },
])('$path', ({ path, line, label, message }) => {
  test('9999 containers: said at once, beside the field, and kept as typed', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await openCargoStep(page, path)
    const quantity = page
      .getByRole('main')
      .getByRole('group', { name: line })
      .getByLabel(label, { exact: true })
    await quantity.click()
    await page.keyboard.type('9999')
    await expect.poll(() => quantity.inputValue()).toBe('9999')
    await expect.poll(() => quantity.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.getByRole('main').innerText()).toContain(message)
    // Said without moving the visitor on.
    await expect
      .poll(() => quantity.evaluate((element) => element === document.activeElement))
      .toBe(true)

    await page.keyboard.press('Backspace')
    await expect.poll(() => quantity.inputValue()).toBe('999')
    await expect.poll(() => page.getByRole('main').innerText()).not.toContain(message)
  })
})
