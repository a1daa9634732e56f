// Issue 39 in Chromium: an editor searches all the site content from the content screen, in
// English or Bangla, sees where each text was found, and opens the item from the result.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const { site, server } = setupStaffStateSite()

let editor: SignedInStaff | undefined
async function asEditor() {
  editor ??= await signedInStaff(server(), { role: 'editor', origin: site.url })
  return editor
}

const main = (page: Page) => page.getByRole('main')

async function searchFor(page: Page, text: string) {
  const search = main(page).getByRole('search', { name: 'Site content' })
  await search.getByRole('searchbox', { name: 'Search all content' }).fill(text)
  await search.getByRole('button', { name: 'Search' }).click()
}

describe('searching the site content', () => {
  test('finds an office by its Bangla address and opens it from the result', async () => {
    const { page } = await signedInPage(site, await asEditor(), DESKTOP)
    await page.goto('/staff/content')
    await searchFor(page, 'আগ্রাবাদ')

    const results = main(page).getByRole('region', { name: /match(es)? “আগ্রাবাদ”$/ })
    const office = results.getByRole('listitem').filter({ hasText: 'Chattogram Branch' })
    await expect.poll(() => office.getByRole('definition').first().getAttribute('lang')).toBe('bn')
    await expect.poll(() => office.getByRole('term').first().textContent()).toMatch(/\(Bangla\)$/)
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${encodeURIComponent('আগ্রাবাদ')}`)

    await office.getByRole('link', { name: 'Chattogram Branch' }).click()
    await main(page).getByRole('button', { name: 'Save draft' }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/staff\/content\/offices\/\d+$/)
  })

  test('says when nothing matches, and refuses one character in words', async () => {
    const { page } = await signedInPage(site, await asEditor(), MOBILE)
    await page.goto('/staff/content')
    await searchFor(page, 'zzqx-nowhere')
    await main(page).getByRole('heading', { name: 'Nothing matches “zzqx-nowhere”' }).waitFor()

    await searchFor(page, 'a')
    const box = main(page).getByRole('searchbox', { name: 'Search all content' })
    await expect
      .poll(() => box.evaluate((input) => input.getAttribute('aria-describedby')))
      .toContain('content-search-error')
    await expect
      .poll(() => main(page).locator('#content-search-error').textContent())
      .toBe('Type at least 2 characters to search')
  })

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing in the results at ${viewport.width} px`, async () => {
      const { page } = await signedInPage(site, await asEditor(), viewport)
      await page.goto('/staff/content?q=Dhaka')
      await main(page)
        .getByRole('heading', { name: /items? match(es)? “Dhaka”$/ })
        .waitFor()
      await expectNoAxeViolations(page, `/staff/content?q=Dhaka at ${viewport.width} px`)
    })
  }
})
