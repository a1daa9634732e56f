// Issue 40 in Chromium: the workspace's "Before going live" screen lists what is still as seeded,
// grouped by what is wrong with it, each item a link to its edit screen; the server's own setting
// is named without a link. Editors and admins have it in the navigation; sales does not.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const { site, server } = setupStaffStateSite()

const people: Partial<Record<'editor' | 'sales', SignedInStaff>> = {}
async function person(role: 'editor' | 'sales') {
  people[role] ??= await signedInStaff(server(), { role, origin: site.url })
  return people[role]
}

const main = (page: Page) => page.getByRole('main')
const group = (page: Page, name: RegExp) => main(page).getByRole('region', { name })

describe('Before going live', () => {
  test('an editor finds it in the navigation, each item a link to its edit screen', async () => {
    const { page } = await signedInPage(site, await person('editor'), DESKTOP)
    await page.goto('/staff')
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Before going live' })
      .click()
    await main(page).getByRole('heading', { name: 'Before going live', level: 1 }).waitFor()

    const addresses = group(page, /^Example addresses/)
    const dhaka = addresses.getByRole('listitem').filter({ hasText: 'dhaka@example.com' })
    await expect(dhaka.getByRole('link').textContent()).resolves.toBe('Dhaka Headquarters')
    await expect(dhaka.getByRole('link').getAttribute('href')).resolves.toMatch(
      /^\/staff\/content\/offices\/\d+$/,
    )
    const phones = group(page, /^Phone numbers from the seed/)
    await phones.getByRole('listitem').filter({ hasText: '+880 2 5505 0101' }).waitFor()
    const drawings = group(page, /^Drawings where a photo belongs/)
    await drawings.getByRole('link', { name: 'Freight Academy graduation' }).waitFor()
    await drawings.getByRole('link', { name: 'Mahbubur Rahman Chowdhury' }).waitFor()
    const empty = group(page, /^Left empty/)
    await expect(empty.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining('trade licence'),
      expect.stringContaining('memberships'),
    ])
    // SITE_URL is the server's: named, with no screen of the workspace to change it on.
    const server = group(page, /^Server settings/).getByRole('listitem')
    await expect(server.textContent()).resolves.toContain('SITE_URL')
    await expect(server.getByRole('link').count()).resolves.toBe(0)

    await dhaka.getByRole('link').click()
    await main(page).getByRole('button', { name: 'Save draft' }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/staff\/content\/offices\/\d+$/)
  })

  test('sales neither sees it nor may open it', async () => {
    const { page } = await signedInPage(site, await person('sales'), DESKTOP)
    await page.goto('/staff')
    const nav = page.getByRole('navigation', { name: 'Workspace' })
    await nav.getByRole('link', { name: 'Security' }).waitFor()
    await expect(nav.getByRole('link', { name: 'Before going live' }).count()).resolves.toBe(0)
    await page.goto('/staff/go-live')
    await main(page).getByRole('heading', { name: 'Not available to your role' }).waitFor()
  })

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing at ${viewport.width} px`, async () => {
      const { page } = await signedInPage(site, await person('editor'), viewport)
      await page.goto('/staff/go-live')
      await main(page).getByRole('heading', { name: 'Before going live', level: 1 }).waitFor()
      await expectNoAxeViolations(page, `/staff/go-live at ${viewport.width} px`)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
    })
  }
})
