// Issue 42, accounts: a customer adds a passkey on the account page, signs out, signs back in
// with nothing but the passkey, and removes it; another company's person cannot remove it. In
// English on a laptop and in Bangla on a phone, with Chromium's virtual authenticator.
import { describe, expect, it } from 'vitest'
import { signedInStaff, staffFetch } from '../api/support/staff.ts'
import {
  createCustomer,
  customerEmail,
  linkIn,
  mailTo,
  signedInOwner,
} from '../api/support/customers.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffSite, waitForReact, withVirtualAuthenticator } from './support/staff-site.ts'
import { expectNoAxeViolations } from './quality/support.ts'

const site = setupStaffSite()

const RUNS = [
  {
    language: 'en',
    viewport: DESKTOP,
    prefix: '',
    signIn: 'Sign in',
    signOut: 'Sign out',
    name: 'Name for this passkey',
    add: 'Add a passkey',
    remove: 'Remove the passkey Office laptop',
    withPasskey: 'Sign in with a passkey',
    none: 'No passkeys yet.',
    ready: 'Your passkey “Office laptop” is ready',
  },
  {
    language: 'bn',
    viewport: MOBILE,
    prefix: '/bn',
    signIn: 'সাইন ইন করুন',
    signOut: 'সাইন আউট',
    name: 'এই পাসকির নাম',
    add: 'পাসকি যোগ করুন',
    remove: 'Office laptop পাসকি সরান',
    withPasskey: 'পাসকি দিয়ে সাইন ইন করুন',
    none: 'এখনো কোনো পাসকি নেই।',
    ready: 'আপনার পাসকি “Office laptop” তৈরি',
  },
] as const

describe("a customer's passkey", () => {
  for (const run of RUNS) {
    it(`is added, signs in, and is removed (${run.language}, ${run.viewport.width} px)`, async () => {
      const sales = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
      const email = customerEmail(`passkey-${run.language}`)
      const company = `Meghna Denim ${run.language} ${email.slice(-20, -12)}`
      await createCustomer(
        site.server,
        sales,
        { email, language: run.language },
        company,
        site.origin,
      )
      const link = linkIn(await mailTo(site.smtp, email))

      const { page, context } = await site.newPage(run.viewport)
      await withVirtualAuthenticator(context, page)
      await page.goto(`${link.path}?token=${link.token}`)
      await page.getByRole('button', { name: run.signIn }).click()
      await page.waitForURL(`**${run.prefix}/account`)
      await page.getByText(run.none).waitFor()

      // Adding needs the page's script: the form appears once React has hydrated.
      await waitForReact(page, 'form')
      await page.getByLabel(run.name).fill('Office laptop')
      await page.getByRole('button', { name: run.add }).click()
      await page.getByRole('button', { name: run.remove }).waitFor()
      await page.getByRole('status').filter({ hasText: run.ready }).waitFor()
      await expectNoAxeViolations(page, `${run.prefix}/account with a passkey`)

      // Another company's owner cannot remove it: its id is not found for them.
      const passkeyId = await page.locator('input[name="passkey"]').getAttribute('value')
      const stranger = await signedInOwner(
        site.server,
        site.smtp,
        sales,
        `stranger-${run.language}`,
        site.origin,
      )
      const foreign = await staffFetch(site.server, `/api/account/passkeys/${passkeyId}/remove`, {
        cookie: stranger.cookie,
        origin: site.origin,
        body: {},
      })
      expect(foreign.status).toBe(404)

      // Signed out, then back in with nothing but the passkey.
      await page.getByRole('button', { name: run.signOut }).click()
      await page.getByRole('button', { name: run.withPasskey }).waitFor()
      await expectNoAxeViolations(page, `${run.prefix}/account signed out, passkey offered`)
      await waitForReact(page, 'form')
      await page.getByRole('button', { name: run.withPasskey }).click()
      await page.getByRole('heading', { level: 2, name: company, exact: true }).waitFor()

      // Removed with the plain form: the list says there is none.
      await page.getByRole('button', { name: run.remove }).click()
      await page.getByText(run.none).waitFor()
      await expect.poll(() => page.getByRole('button', { name: run.remove }).count()).toBe(0)
    }, 180_000)
  }
})
