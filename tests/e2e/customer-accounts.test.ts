// Issue 42, accounts: staff create a customer company and invite its first person in the
// workspace; the person opens the emailed link, signs in and sees the account home, in English
// and in Bangla, on a phone and on a laptop, with nothing axe can find.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { linkIn } from '../api/support/customers.ts'
import { signedInStaff, signInContext } from '../api/support/staff.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { inviteInWorkspace } from './support/portal.ts'
import { setupStaffSite } from './support/staff-site.ts'
import { expectNoAxeViolations } from './quality/support.ts'

const site = setupStaffSite()

// Both languages and both widths, in two runs: English at 1280 px and Bangla at 375 px (each
// portal page is checked by axe at both widths in both languages in quality/portal-pages.test.ts).
const RUNS = [
  { language: 'en', viewport: DESKTOP, prefix: '', signIn: 'Sign in', people: 'People of' },
  { language: 'bn', viewport: MOBILE, prefix: '/bn', signIn: 'সাইন ইন করুন', people: 'সদস্যরা' },
] as const

describe('a customer invited by staff', () => {
  for (const run of RUNS) {
    it(`signs in by the emailed link and sees the account home (${run.language}, ${run.viewport.width} px)`, async () => {
      const sales = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
      const tag = randomUUID().slice(0, 8)
      const company = `Karnaphuli Knit ${tag}`
      const email = `owner-${tag}@example.com`

      // Staff create the company and invite its owner.
      const staff = await site.newPage(run.viewport)
      await signInContext(staff.context, site.origin, sales)
      await inviteInWorkspace(staff.page, {
        company,
        email,
        owner: 'Tahmina Rahman',
        language: run.language,
      })
      // Until they sign in, their invitation can be sent again.
      await staff.page.getByRole('button', { name: 'Send again to Tahmina Rahman' }).click()
      await staff.page.getByText(`Invitation sent again to ${email}.`).waitFor()
      await expectNoAxeViolations(staff.page, `/staff/customers/… at ${run.viewport.width} px`)

      // The invitation arrives, in the person's language, with its link.
      await expect
        .poll(() => site.smtp.messages.some((mail) => mail.to.includes(email)), {
          timeout: 20_000,
        })
        .toBe(true)
      const mail = site.smtp.messages.find((message) => message.to.includes(email))
      if (!mail) throw new Error('no invitation')
      const link = linkIn(mail)
      expect(link.path).toBe(`${run.prefix}/account/sign-in`)

      // A visitor's /account first: sign in or ask for an account.
      const customer = await site.newPage(run.viewport)
      await customer.page.goto(`${run.prefix}/account`)
      await customer.page.getByRole('heading', { level: 1 }).waitFor()
      await expectNoAxeViolations(customer.page, `${run.prefix}/account signed out`)

      await customer.page.goto(`${link.path}?token=${link.token}`)
      await expectNoAxeViolations(customer.page, `${link.path}`)
      await customer.page.getByRole('button', { name: run.signIn }).click()
      await customer.page.waitForURL(`**${run.prefix}/account`)
      await customer.page.getByRole('heading', { level: 2, name: company }).first().waitFor()
      await customer.page.getByRole('heading', { name: new RegExp(run.people) }).waitFor()
      await customer.page.getByText(email).first().waitFor()
      await expectNoAxeViolations(customer.page, `${run.prefix}/account signed in`)

      // The link is used up.
      await customer.page.goto(`${link.path}?token=${link.token}`)
      await customer.page.getByRole('button', { name: run.signIn }).click()
      await customer.page.getByRole('alert').waitFor()
    }, 180_000)
  }
})
