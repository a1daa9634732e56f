// Issue 42, My shipments in a browser: a customer finds a shipment in the portal, opens it and
// shares it with the buyer's person, who then sees that one only; staff see the sharing on the
// shipment's screen and the shipments on the customer's page. English and Bangla, 375 and 1280
// px, nothing axe can find, and each portal page's first load within 150 KB of script.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn } from '../api/support/customers.ts'
import { SEA_SHIPMENT } from '../api/support/shipments.ts'
import {
  signedInStaff,
  signInContext,
  staffFetch,
  type SignedInStaff,
} from '../api/support/staff.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffSite } from './support/staff-site.ts'
import { expectNoAxeViolations, scriptBytesOf } from './quality/support.ts'

const site = setupStaffSite()

/** The portal's pages are server-rendered forms; their first load stays under this much script. */
const PORTAL_SCRIPT_BUDGET_BYTES = 150 * 1024

// Both languages and both widths, in two runs: English at 1280 px and Bangla at 375 px (each
// portal page is checked by axe at both widths in both languages in quality/portal-pages.test.ts).
const RUNS = [
  { language: 'en', viewport: DESKTOP, prefix: '', mine: 'My shipments', share: 'Share' },
  { language: 'bn', viewport: MOBILE, prefix: '/bn', mine: 'আমার শিপমেন্ট', share: 'শেয়ার করুন' },
] as const

interface Customer {
  email: string
  companyId: number
  companyName: string
  cookie: string
}

let sales: SignedInStaff

/** A company made by staff whose owner has signed in by the invitation's link. */
async function customer(label: string): Promise<Customer> {
  const tag = randomUUID().slice(0, 8)
  const email = `${label}-${tag}@example.com`
  const companyName = `${label} Traders ${tag}`
  const made = await staffFetch(site.server, '/api/staff/customers', {
    cookie: sales.cookie,
    origin: site.origin,
    body: {
      name: companyName,
      kind: 'shipper',
      country: 'BD',
      email: `office-${email}`,
      phone: '+880 31 000000',
      owner: { name: `${label} Owner`, email, language: 'en' },
    },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  await expect
    .poll(() => site.smtp.messages.some((mail) => mail.to.includes(email)), { timeout: 20_000 })
    .toBe(true)
  const mail = site.smtp.messages.find((message) => message.to.includes(email))
  if (!mail) throw new Error('no invitation')
  const signIn = await staffFetch(site.server, '/api/account/sign-in', {
    origin: site.origin,
    body: { token: linkIn(mail).token },
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((pair) => pair.includes('dbl-account.session_token='))
  if (!cookie) throw new Error('no customer session')
  return { email, companyId: (made.body?.data as { id: number }).id, companyName, cookie }
}

async function shipmentOf(owner: Customer, references: string[]) {
  const created = await staffFetch(site.server, '/api/staff/shipments', {
    cookie: sales.cookie,
    origin: site.origin,
    body: SEA_SHIPMENT,
  })
  const { id, reference } = created.body?.data as { id: number; reference: string }
  const put = await staffFetch(site.server, `/api/staff/shipments/${id}/customer`, {
    method: 'PUT',
    cookie: sales.cookie,
    origin: site.origin,
    body: { companyId: owner.companyId, customerReferences: references },
  })
  expect(put.status).toBe(200)
  return { id, reference }
}

/** A page of the portal for `who`, its script bytes counted as they arrive on a first load. */
async function portalPage(who: Customer, viewport: { width: number; height: number }) {
  const { page, context } = await site.newPage(viewport)
  const [name, value] = who.cookie.split('=') as [string, string]
  await context.addCookies([{ name, value, url: site.origin, httpOnly: true, sameSite: 'Lax' }])
  return page
}

beforeAll(async () => {
  sales = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
}, 60_000)

describe('My shipments in the browser', () => {
  for (const run of RUNS) {
    it(`finds, opens and shares a shipment, which the buyer alone then sees (${run.language}, ${run.viewport.width} px)`, async () => {
      const shipper = await customer('shipper')
      const buyer = await customer('buyer')
      const tag = randomUUID().slice(0, 6).toUpperCase()
      const wanted = await shipmentOf(shipper, [`PO-${tag}`])
      const other = await shipmentOf(shipper, [`PO-OTHER-${tag}`])

      const page = await portalPage(shipper, run.viewport)
      const homeBytes = await scriptBytesOf(page, `${run.prefix}/account`)
      expect(homeBytes).toBeLessThanOrEqual(PORTAL_SCRIPT_BUDGET_BYTES)
      await expectNoAxeViolations(page, `${run.prefix}/account with its navigation`)
      const listBytes = await scriptBytesOf(page, `${run.prefix}/account/shipments`)
      expect(listBytes).toBeLessThanOrEqual(PORTAL_SCRIPT_BUDGET_BYTES)
      await page.getByRole('heading', { level: 1, name: run.mine }).waitFor()
      await page.getByRole('link', { name: other.reference }).waitFor()
      await expectNoAxeViolations(page, `${run.prefix}/account/shipments`)

      // Search by the customer's own PO: the one shipment.
      await page.getByRole('searchbox').fill(`po-${tag.toLowerCase()}`)
      await page.getByRole('searchbox').press('Enter')
      await page.waitForURL(/\?q=/)
      await page.getByRole('link', { name: wanted.reference }).waitFor()
      await expect.poll(() => page.getByRole('link', { name: other.reference }).count()).toBe(0)
      await expectNoAxeViolations(page, `${run.prefix}/account/shipments?q=…`)

      await page.getByRole('link', { name: wanted.reference }).click()
      await page.waitForURL(`**${run.prefix}/account/shipments/${wanted.reference}`)
      await page.getByText(`PO-${tag}`).first().waitFor()
      await expectNoAxeViolations(page, `${run.prefix}/account/shipments/${wanted.reference}`)

      // Share it with the buyer's person, by their address.
      const sharing = page.getByRole('form', { name: run.share })
      await sharing.getByRole('textbox').fill(buyer.email)
      await sharing.getByRole('button', { name: run.share }).click()
      await page.getByRole('status').filter({ hasText: buyer.companyName }).waitFor()
      await expectNoAxeViolations(page, `${run.prefix}/account/shipments/… shared`)

      const buyerPage = await portalPage(buyer, run.viewport)
      await buyerPage.goto(`${run.prefix}/account/shipments`)
      await buyerPage.getByRole('link', { name: wanted.reference }).waitFor()
      await expect
        .poll(() => buyerPage.getByRole('link', { name: other.reference }).count())
        .toBe(0)
      const refused = await buyerPage.goto(`${run.prefix}/account/shipments/${other.reference}`)
      expect(refused?.status()).toBe(404)

      // Staff see the share, made by the customer, on the shipment's screen.
      const staff = await site.newPage(run.viewport)
      await signInContext(staff.context, site.origin, sales)
      await staff.page.goto(`/staff/shipments/${wanted.id}`)
      await staff.page.getByRole('heading', { name: 'Customer portal' }).waitFor()
      await staff.page.getByText(`Shared with ${buyer.companyName} (view)`).first().waitFor()
      await staff.page.getByText(`shipper Owner (${shipper.companyName})`).first().waitFor()
      await expectNoAxeViolations(staff.page, `/staff/shipments/… at ${run.viewport.width} px`)
      await staff.page.goto(`/staff/customers/${buyer.companyId}`)
      await staff.page.getByRole('link', { name: wanted.reference }).waitFor()
      await staff.page.getByText('Shared with it: view').first().waitFor()
      // Its bookings and documents waiting: the buyer has booked nothing and owns no papers.
      await staff.page.getByText('No booking requests from this company yet.').waitFor()
      await expectNoAxeViolations(staff.page, `/staff/customers/… at ${run.viewport.width} px`)
    }, 240_000)
  }
})
