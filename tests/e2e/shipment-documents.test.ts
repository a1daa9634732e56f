// Issue 42, documents: a customer uploads an invoice on the shipment's documents page and
// approves the draft B/L staff sent, in English and in Bangla, on a phone and on a laptop, with
// nothing axe can find; staff see both on the shipment's screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerEmail, linkIn, mailTo } from '../api/support/customers.ts'
import { etdIn, staffShipment, uploadFile } from '../api/support/documents.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { runSql } from '../api/support/media.ts'
import { startServer } from '../api/support/server.ts'
import {
  signedInStaff,
  signInContext,
  staffFetch,
  type SignedInStaff,
} from '../api/support/staff.ts'
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
    invoiceFile: 'File for Commercial invoice',
    uploaded: 'Commercial invoice uploaded',
    approve: 'Approve the draft',
    approved: 'Draft bill of lading approved',
  },
  {
    language: 'bn',
    viewport: MOBILE,
    prefix: '/bn',
    invoiceFile: 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস)-এর ফাইল',
    uploaded: 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস) আপলোড হয়েছে',
    approve: 'খসড়া অনুমোদন করুন',
    approved: 'খসড়া বিল অব লেডিং অনুমোদিত হয়েছে',
  },
] as const

let sales: SignedInStaff
/** Per run: the customer's session cookie and the shipment in their portal. */
const customers: { cookie: string; shipment: { id: number; reference: string } }[] = []

beforeAll(async () => {
  sales = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
  const assignments: string[] = []
  const origin = site.origin
  for (const [index, run] of RUNS.entries()) {
    const email = customerEmail(`documents-e2e-${index}`)
    const created = await staffFetch(site.server, '/api/staff/customers', {
      cookie: sales.cookie,
      origin,
      body: {
        name: `Meghna Apparels ${index} ${email}`,
        kind: 'shipper',
        country: 'bd',
        email: `office-${email}`,
        phone: '+880 1711 000000',
        owner: { name: 'Nusrat Jahan', email, language: run.language },
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const companyId = (created.body?.data as { id: number }).id
    const token = linkIn(await mailTo(site.smtp, email)).token
    const signedIn = await staffFetch(site.server, '/api/account/sign-in', {
      origin,
      body: { token },
    })
    expect(signedIn.status).toBe(200)
    const cookie =
      signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';', 1)[0] ?? '')
        .find((pair) => pair.includes('dbl-account.session_token=')) ?? ''
    const shipment = await staffShipment(
      site.server,
      sales,
      { goods: 'garments', etd: etdIn(20) },
      origin,
    )
    customers.push({ cookie, shipment })
    assignments.push(`update shipments set company_id = ${companyId} where id = ${shipment.id}`)
  }
  // The embedded database opens in one process at a time: the server stops for the change.
  const { dataDir } = site.server
  const port = new URL(site.origin).port
  await site.server.stop()
  await runSql(dataDir, assignments)
  site.server = await startServer({
    dataDir,
    env: { PORT: port, SITE_URL: site.origin, SMTP_URL: site.smtp.url },
  })
}, 240_000)
afterAll(async () => {
  await site.server?.stop()
})

describe('a shipment’s documents in the portal', () => {
  for (const [index, run] of RUNS.entries()) {
    it(`take an upload and the draft B/L's approval (${run.language}, ${run.viewport.width} px)`, async () => {
      const customer = customers[index]
      if (!customer) throw new Error('no customer for this run')
      const { reference, id } = customer.shipment
      const split = customer.cookie.indexOf('=')
      const [name, value] = [customer.cookie.slice(0, split), customer.cookie.slice(split + 1)]
      const { page, context } = await site.newPage(run.viewport)
      await context.addCookies([{ name, value, url: site.origin }])
      const address = `${run.prefix}/account/shipments/${reference}/documents`

      await page.goto(address)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await expectNoAxeViolations(page, `${address} at ${run.viewport.width} px`)

      const invoice = page.getByLabel(run.invoiceFile)
      await invoice.setInputFiles({
        name: 'invoice-0042.pdf',
        mimeType: 'application/pdf',
        buffer: SAMPLE_PDF,
      })
      await page.locator('form', { has: invoice }).locator('button[type=submit]').click()
      await page.getByRole('status').filter({ hasText: run.uploaded }).waitFor()
      await page.getByRole('link', { name: /invoice-0042\.pdf/ }).waitFor()
      await expectNoAxeViolations(page, `${address} after an upload`)

      const draft = await uploadFile(
        site.server,
        `/api/staff/shipments/${id}/documents/draft-bl/file`,
        {
          cookie: sales.cookie,
          name: 'draft-bl.pdf',
          bytes: SAMPLE_PDF,
          origin: site.origin,
        },
      )
      expect(draft.status).toBe(200)
      await page.goto(address)
      await expectNoAxeViolations(page, `${address} with a draft B/L to answer`)
      await page.getByRole('button', { name: run.approve }).click()
      await page.getByRole('status').filter({ hasText: run.approved }).waitFor()
      await expect.poll(() => page.getByRole('button', { name: run.approve }).count()).toBe(0)

      // Staff see both on the shipment's screen.
      const staff = await site.newPage(run.viewport)
      await signInContext(staff.context, site.origin, sales)
      await staff.page.goto(`/staff/shipments/${id}`)
      const documents = staff.page.getByRole('region', { name: 'Documents' })
      await documents.getByRole('link', { name: 'invoice-0042.pdf' }).waitFor()
      await documents.getByRole('button', { name: 'Accept Commercial invoice' }).waitFor()
      await documents.getByRole('heading', { name: 'Final bill of lading' }).waitFor()
      await expectNoAxeViolations(staff.page, `/staff/shipments/… at ${run.viewport.width} px`)
    }, 180_000)
  }
})
