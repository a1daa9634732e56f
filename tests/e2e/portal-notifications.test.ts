// Issue 42, notifications: a customer's person chooses their emails on /account/notifications,
// reached from the account home, without the page needing JavaScript to save; staff see a
// customer company's webhooks and are told why an address is refused. In English and Bangla,
// on a phone and on a laptop, with nothing axe can find.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { linkIn } from '../api/support/customers.ts'
import { signedInStaff, signInContext, staffFetch } from '../api/support/staff.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffSite } from './support/staff-site.ts'
import { expectNoAxeViolations } from './quality/support.ts'

const site = setupStaffSite()

// Both languages and both widths, in two runs: English at 1280 px and Bangla at 375 px (each
// portal page is checked by axe at both widths in both languages in quality/portal-pages.test.ts).
const RUNS = [
  {
    language: 'en',
    viewport: DESKTOP,
    prefix: '',
    signIn: 'Sign in',
    link: 'Email notifications',
    milestones: 'A shipment reaches a milestone',
    save: 'Save my choices',
    saved: 'Saved',
  },
  {
    language: 'bn',
    viewport: MOBILE,
    prefix: '/bn',
    signIn: 'সাইন ইন করুন',
    link: 'ইমেইল নোটিফিকেশন',
    milestones: 'কোনো শিপমেন্ট একটি মাইলস্টোনে পৌঁছায়',
    save: 'পছন্দ সংরক্ষণ করুন',
    saved: 'সংরক্ষিত',
  },
] as const

describe('email notification choices and webhooks', () => {
  for (const run of RUNS) {
    it(`a person turns milestone emails off; staff see the webhooks (${run.language}, ${run.viewport.width} px)`, async () => {
      const sales = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
      const tag = randomUUID().slice(0, 8)
      const email = `notify-${tag}@example.com`
      const created = await staffFetch(site.server, '/api/staff/customers', {
        cookie: sales.cookie,
        origin: site.origin,
        body: {
          name: `Meghna Denim ${tag}`,
          kind: 'shipper',
          country: 'bd',
          email: `office-${tag}@example.com`,
          phone: '+880 1711 000000',
          owner: { name: 'Farhana Akter', email, language: run.language },
        },
      })
      expect(created.status).toBe(200)
      const companyId = (created.body?.data as { id: number }).id
      await expect
        .poll(() => site.smtp.messages.some((mail) => mail.to.includes(email)), { timeout: 20_000 })
        .toBe(true)
      const invitation = site.smtp.messages.find((mail) => mail.to.includes(email))
      if (!invitation) throw new Error('no invitation')
      const link = linkIn(invitation)

      const customer = await site.newPage(run.viewport)
      await customer.page.goto(`${link.path}?token=${link.token}`)
      await customer.page.getByRole('button', { name: run.signIn }).click()
      await customer.page.waitForURL(`**${run.prefix}/account`)
      await customer.page.getByRole('link', { name: run.link }).click()
      await customer.page.waitForURL(`**${run.prefix}/account/notifications`)
      const milestones = customer.page.getByRole('checkbox', { name: new RegExp(run.milestones) })
      await expect.poll(() => milestones.isChecked()).toBe(true)
      await expectNoAxeViolations(customer.page, `${run.prefix}/account/notifications`)

      await milestones.uncheck()
      await customer.page.getByRole('button', { name: run.save }).click()
      await customer.page.getByRole('status').getByRole('heading', { name: run.saved }).waitFor()
      await expectNoAxeViolations(customer.page, `${run.prefix}/account/notifications saved`)
      await customer.page.reload()
      await expect.poll(() => milestones.isChecked()).toBe(false)

      // Staff: the company's webhooks, and a refused address explained.
      const staff = await site.newPage(run.viewport)
      await signInContext(staff.context, site.origin, sales)
      await staff.page.goto(`/staff/customers/${companyId}`)
      await staff.page.getByRole('heading', { name: 'Webhooks' }).waitFor()
      await staff.page.getByText('No webhook yet.').waitFor()
      await staff.page.getByLabel('Address (https://)').fill('https://10.1.2.3/hook')
      await staff.page.getByRole('button', { name: 'Add the webhook' }).click()
      await staff.page
        .getByText('The address must be on the public internet, not a private or local network')
        .first()
        .waitFor()
      await expectNoAxeViolations(
        staff.page,
        `/staff/customers/… webhooks at ${run.viewport.width} px`,
      )
    }, 180_000)
  }
})
