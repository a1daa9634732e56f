import { dictionary } from '@zxcvbn-ts/language-common'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CookieJar, signedInStaff, signInContext, staffFetch } from '../api/support/staff.ts'
import { DESKTOP, MOBILE, waitForHydration } from './support/browser.ts'
import { setupStaffSite } from './support/staff-site.ts'
import { expectNoAxeViolations } from './quality/support.ts'

const site = setupStaffSite()
const NEW_PASSWORD = 'Saffron-Ferry-Lattice-61'
const COMMON_LONG_PASSWORD = dictionary['passwords-common'].find((word) => word.length >= 12) ?? ''

/** The described-by text of a field, as a screen reader reads it after the label. */
async function descriptionOf(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )
}

describe.each([MOBILE, DESKTOP])('changing a password in Chromium at $width px', (viewport) => {
  it('refuses a wrong current password and a common new one, then changes it', async () => {
    const person = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
    const { page, context } = await site.newPage(viewport)
    await signInContext(context, site.origin, person)
    await page.goto('/staff/security')
    await page.getByRole('heading', { level: 2, name: 'Change your password' }).waitFor()
    await waitForHydration(page)
    await expectNoAxeViolations(page, `/staff/security at ${viewport.width} px`)
    const panel = page.getByRole('region', { name: 'Change your password' })

    const current = panel.getByLabel('Current password', { exact: true })
    const fresh = panel.getByLabel('New password', { exact: true })
    const repeat = panel.getByLabel('Repeat the password', { exact: true })
    const submit = panel.getByRole('button', { name: 'Change password' })

    await current.fill('Not-my-password-at-all')
    await fresh.fill(NEW_PASSWORD)
    await repeat.fill(NEW_PASSWORD)
    await submit.click()
    await expect
      .poll(() => descriptionOf(page, 'Current password'))
      .toBe('Your current password is not correct')
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true')
    await expect
      .poll(() => current.evaluate((input) => input === document.activeElement))
      .toBe(true)
    await expectNoAxeViolations(page, `/staff/security with an error at ${viewport.width} px`)

    await current.fill(person.password)
    await fresh.fill(COMMON_LONG_PASSWORD)
    await repeat.fill(COMMON_LONG_PASSWORD)
    await submit.click()
    await expect
      .poll(() => descriptionOf(page, 'New password'))
      .toContain('This password is in a list of common passwords; choose another')

    await current.fill(person.password)
    await fresh.fill(NEW_PASSWORD)
    await repeat.fill(NEW_PASSWORD)
    await submit.click()
    await panel
      .getByRole('status')
      .getByText('Your password is changed, and your other sessions are signed out.')
      .waitFor()
    await expect.poll(() => current.inputValue()).toBe('')

    // The old password no longer signs in; the new one does.
    const old = await staffFetch(site.server, '/api/staff/auth/sign-in/email', {
      body: { email: person.email, password: person.password },
      jar: new CookieJar(),
      origin: site.origin,
    })
    expect(old.status).toBe(401)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/staff/sign-in')
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { name: `Welcome, ${person.name}` }).waitFor()
  })
})
