import { describe, expect, it } from 'vitest'
import { signedInStaff, signInContext, staffFetch } from '../api/support/staff.ts'
import { MOBILE, waitForHydration } from './support/browser.ts'
import { setupStaffSite } from './support/staff-site.ts'
import { expectNoAxeViolations } from './quality/support.ts'

const site = setupStaffSite()

describe('the accounts screen', () => {
  it('changes a role, disables and resets an account after a confirmation; a change without an answer is said in an alert', async () => {
    const admin = await signedInStaff(site.server, { role: 'admin', origin: site.origin })
    const colleague = await signedInStaff(site.server, {
      role: 'sales',
      name: 'Rumana Akter',
      origin: site.origin,
    })
    const { page, context } = await site.newPage(MOBILE)
    await signInContext(context, site.origin, admin)
    await page.goto('/staff/accounts')
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor()
    await waitForHydration(page)
    const row = page.getByRole('row', { name: /Rumana Akter/ })
    const status = page.getByRole('status').filter({ hasText: /Rumana Akter/ })

    // The invitation's fields are checked before anything is sent.
    const invite = page.getByRole('region', { name: 'Invite a colleague' })
    await invite.getByLabel('Name').fill('Someone')
    await invite.getByLabel('Email').fill('not-an-email')
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect.poll(() => invite.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')

    await row.getByLabel('Role of Rumana Akter').selectOption('hr')
    await row.getByRole('button', { name: 'Save role of Rumana Akter' }).click()
    await status.getByText('Rumana Akter is now hr.').waitFor()
    await expect
      .poll(() => row.getByRole('button', { name: 'Save role of Rumana Akter' }).count())
      .toBe(0)
    await expect.poll(() => row.getByLabel('Role of Rumana Akter').inputValue()).toBe('hr')

    // No answer: the clerk is told, and the account stays as it was.
    await page.route('**/api/staff/accounts/*', (route) => route.abort(), { times: 1 })
    await row.getByRole('button', { name: 'Disable Rumana Akter' }).click()
    await page
      .getByRole('alert')
      .getByText('The server could not be reached. Check the connection and try again.')
      .waitFor()
    await row.getByRole('cell', { name: 'Active' }).waitFor()

    await row.getByRole('button', { name: 'Disable Rumana Akter' }).click()
    await status.getByText('Rumana Akter is disabled and signed out everywhere.').waitFor()
    await row.getByRole('cell', { name: 'Disabled' }).waitFor()
    await row.getByRole('button', { name: 'Enable Rumana Akter' }).waitFor()
    const signedOut = await staffFetch(site.server, '/api/staff/me', { jar: colleague.jar })
    expect(signedOut.status).toBe(401)

    // A reset asks first; declined, nothing is sent.
    const resets: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/reset')) resets.push(request.url())
    })
    page.once('dialog', (dialog) => void dialog.dismiss())
    await row.getByRole('button', { name: 'Reset Rumana Akter' }).click()
    page.once('dialog', (dialog) => void dialog.accept())
    await row.getByRole('button', { name: 'Reset Rumana Akter' }).click()
    await status.getByText('Rumana Akter was reset: a new set-up link is on its way.').waitFor()
    await row.getByRole('cell', { name: 'set-up link not used yet' }).waitFor()
    expect(resets).toHaveLength(1)
    await expectNoAxeViolations(page, '/staff/accounts after changes at 375 px')
  })
})
