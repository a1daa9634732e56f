// Issue 42, the portal end to end, as the people do it in Chromium: staff invite a shipper in the
// workspace; its owner signs in by the emailed link, gets an instant estimate on the quote page
// and books from it; staff confirm the booking into a shipment; the owner uploads the commercial
// invoice and shares the shipment with the buyer's person, who then sees that shipment and no
// other of the shipper's; staff send a draft B/L from the workspace, the owner approves it, and
// staff read every step in the shipment's portal history. English at 1280 px and Bangla at
// 375 px. Only what is not part of the story is set up through the API: the rate card the
// estimate prices from, the buyer's company and the shipper's second shipment.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDayFirst, formatShortDay } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { LCL_CARD } from '../unit/support/rate-cards.ts'
import { createContent } from '../api/support/content.ts'
import { createCustomer } from '../api/support/customers.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { portalShipment } from '../api/support/portal-shipments.ts'
import { signedInStaff, signInContext, type SignedInStaff } from '../api/support/staff.ts'
import { DESKTOP, MOBILE, visit } from './support/browser.ts'
import { inviteInWorkspace, signInByEmailedLink } from './support/portal.ts'
import { setupStaffSite } from './support/staff-site.ts'

const site = setupStaffSite()
const TODAY = dhakaToday()

const RUNS = [
  {
    language: 'en',
    viewport: DESKTOP,
    prefix: '',
    quote: {
      service: 'Service',
      ocean: 'ocean-freight',
      origin: 'Origin city or port',
      originCity: 'Chattogram',
      destination: 'Destination city or port',
      destinationCity: 'Hamburg',
      country: 'Destination country',
      countryName: 'Germany',
      ready: 'Cargo ready date',
      toCargo: 'Next: Cargo',
      commodity: 'Commodity',
      lclPackages: 'LCL (shared container): I know each package’s dimensions',
      line: 'Package line 1',
      lineLabels: ['Pieces', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight per piece (kg)'],
      estimate: 'Instant estimate',
      book: 'Have an account with us? Book this shipment',
    },
    booking: {
      pickup: 'Pickup place',
      commodity: 'Commodity',
      shipper: 'Shipper',
      consignee: 'Consignee',
      name: 'Company name',
      address: 'Address',
      send: 'Send booking request',
      sent: 'Booking request sent',
      confirmed: 'Confirmed',
      shipment: 'Shipment',
    },
    documents: {
      open: 'Open the documents of',
      invoiceFile: 'File for Commercial invoice',
      upload: 'Upload',
      uploaded: 'Commercial invoice uploaded',
      approve: 'Approve the draft',
      approved: 'Draft bill of lading approved',
    },
    share: 'Share',
  },
  {
    language: 'bn',
    viewport: MOBILE,
    prefix: '/bn',
    quote: {
      service: 'সেবা',
      ocean: 'ocean-freight',
      origin: 'যে শহর বা বন্দর থেকে',
      originCity: 'চট্টগ্রাম',
      destination: 'গন্তব্যের শহর বা বন্দর',
      destinationCity: 'হামবুর্গ',
      country: 'গন্তব্যের দেশ',
      countryName: 'জার্মানি',
      ready: 'কার্গো প্রস্তুতের তারিখ',
      toCargo: 'পরের ধাপ: কার্গো',
      commodity: 'পণ্যের বিবরণ',
      lclPackages: 'LCL (শেয়ার করা কন্টেইনার): প্রতিটি প্যাকেজের মাপ জানি',
      line: 'প্যাকেজ লাইন ১',
      lineLabels: ['পিস', 'দৈর্ঘ্য (cm)', 'প্রস্থ (cm)', 'উচ্চতা (cm)', 'প্রতি পিসের ওজন (kg)'],
      estimate: 'তাৎক্ষণিক আনুমানিক দর',
      book: 'আমাদের কাছে অ্যাকাউন্ট আছে? এই শিপমেন্ট বুক করুন',
    },
    booking: {
      pickup: 'পিকআপের জায়গা',
      commodity: 'পণ্যের বিবরণ',
      shipper: 'শিপার',
      consignee: 'কনসাইনি',
      name: 'প্রতিষ্ঠানের নাম',
      address: 'ঠিকানা',
      send: 'বুকিং অনুরোধ পাঠান',
      sent: 'বুকিং অনুরোধ পাঠানো হয়েছে',
      confirmed: 'নিশ্চিত',
      shipment: 'শিপমেন্ট',
    },
    documents: {
      open: '-এর ডকুমেন্ট খুলুন',
      invoiceFile: 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস)-এর ফাইল',
      upload: 'আপলোড করুন',
      uploaded: 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস) আপলোড হয়েছে',
      approve: 'খসড়া অনুমোদন করুন',
      approved: 'খসড়া বিল অব লেডিং অনুমোদিত হয়েছে',
    },
    share: 'শেয়ার করুন',
  },
] as const

let sales: SignedInStaff

beforeAll(async () => {
  const [pricing, salesPerson] = await Promise.all([
    signedInStaff(site.server, { role: 'pricing', origin: site.origin }),
    signedInStaff(site.server, { role: 'sales', origin: site.origin }),
  ])
  sales = salesPerson
  const editor = { server: site.server, who: pricing, origin: site.origin }
  const published = { publish: true }
  await createContent(
    editor,
    'exchange-rates',
    { currency: 'BDT', perUsd: '122.5', day: addDays(TODAY, -6) },
    published,
  )
  await createContent(
    editor,
    'rate-cards',
    { ...LCL_CARD, validFrom: addDays(TODAY, -5), validTo: addDays(TODAY, 40) },
    published,
  )
}, 120_000)

describe('the customer portal, from the invitation to the approved draft B/L', () => {
  for (const run of RUNS) {
    it(`is one story staff can follow in the shipment's history (${run.language}, ${run.viewport.width} px)`, async () => {
      const tag = randomUUID().slice(0, 8)
      const shipperCompany = `Meghna Knit ${tag}`
      const ownerEmail = `owner-${tag}@example.com`
      const buyerCompany = `Elbe Mode GmbH ${tag}`
      const buyerEmail = `buyer-${tag}@example.com`

      // Staff create the shipper's company and invite its owner, in the workspace.
      const staff = await site.newPage(run.viewport)
      await signInContext(staff.context, site.origin, sales)
      const shipperId = await inviteInWorkspace(staff.page, {
        company: shipperCompany,
        email: ownerEmail,
        owner: 'Tahmina Rahman',
        language: run.language,
      })
      // Set-up outside the story: the buyer's company, and another shipment of the shipper.
      await createCustomer(
        site.server,
        sales,
        { email: buyerEmail, name: 'Jonas Weber', language: run.language },
        buyerCompany,
        site.origin,
      )
      const other = await portalShipment(site.server, sales, shipperId, {}, [], site.origin)

      // The owner signs in by the emailed link and books from an instant estimate.
      const { page } = await site.newPage(run.viewport)
      await signInByEmailedLink(page, site.smtp, ownerEmail, run.language)
      const quote = run.quote
      const main = page.getByRole('main')
      // The quote form prices as it is typed in, once its script has taken over.
      await visit(page, `${run.prefix}/quote`)
      await main.getByLabel(quote.service, { exact: true }).selectOption(quote.ocean)
      await main.getByLabel(quote.origin, { exact: true }).fill(quote.originCity)
      await main.getByLabel(quote.destination, { exact: true }).fill(quote.destinationCity)
      await main.getByLabel(quote.country, { exact: true }).fill(quote.countryName)
      await main.getByLabel(quote.ready, { exact: true }).fill(formatDayFirst(addDays(TODAY, 14)))
      await main.getByLabel('Incoterm', { exact: true }).selectOption('FOB')
      await main.getByRole('button', { name: quote.toCargo }).click()
      await main.getByLabel(quote.commodity, { exact: true }).fill('Knitted T-shirts')
      await main.getByLabel(quote.lclPackages).check()
      const line = main.getByRole('group', { name: quote.line })
      for (const [index, value] of ['3', '120', '80', '100', '210'].entries()) {
        await line.getByLabel(quote.lineLabels[index] ?? '', { exact: true }).fill(value)
      }
      await main.getByRole('region', { name: quote.estimate }).getByRole('table').first().waitFor()
      await main.getByRole('link', { name: quote.book }).click()
      await page.waitForURL(`**${run.prefix}/account/bookings/new?*`)
      await page.getByRole('heading', { name: quote.estimate }).waitFor()
      await expect
        .poll(() => page.locator('input[name="origin"]').inputValue())
        .toBe(quote.originCity)

      const booking = run.booking
      await page.getByLabel(booking.pickup).fill('Plot 7, Tongi BSCIC, Gazipur')
      await page.getByLabel(booking.commodity).fill('Knitted T-shirts')
      const shipperParty = page.getByRole('group', { name: booking.shipper })
      await shipperParty.getByLabel(booking.name).fill(shipperCompany)
      await shipperParty.getByLabel(booking.address).fill('Tongi, Gazipur, Bangladesh')
      const consigneeParty = page.getByRole('group', { name: booking.consignee })
      await consigneeParty.getByLabel(booking.name).fill(buyerCompany)
      await consigneeParty.getByLabel(booking.address).fill('Hamburg, Germany')
      await page.getByRole('button', { name: booking.send }).click()
      await page.getByRole('heading', { name: booking.sent }).waitFor()

      // Staff find the request in the inbox and confirm it: it becomes a shipment.
      await staff.page.goto(`/staff/inbox/booking-requests?q=${tag}`)
      await staff.page.getByRole('link', { name: 'Tahmina Rahman' }).click()
      await staff.page
        .getByRole('link', { name: 'Confirm the booking or ask the customer' })
        .click()
      const bookingHeading = staff.page.getByRole('heading', {
        level: 1,
        name: /Booking request B-/,
      })
      const bookingReference = (await bookingHeading.innerText())
        .replace('Booking request', '')
        .trim()
      // The ready day as the workspace writes days, not as stored.
      await staff.page.getByText(`ready ${formatShortDay(addDays(TODAY, 14))}, pickup at`).waitFor()
      await staff.page.getByRole('button', { name: 'Create shipment' }).click()
      await staff.page.waitForURL(/\/staff\/shipments\/\d+$/)
      const shipmentScreen = new URL(staff.page.url()).pathname
      const heading = staff.page.getByRole('heading', { level: 1, name: /Shipment DBL-/ })
      const reference = (await heading.innerText()).replace('Shipment', '').trim()

      // The owner sees it confirmed, opens the shipment and uploads the commercial invoice.
      await page.goto(`${run.prefix}/account/bookings`)
      await page.getByText(booking.confirmed, { exact: true }).waitFor()
      await page.getByRole('link', { name: `${booking.shipment} ${reference}` }).click()
      await page.waitForURL(`**${run.prefix}/account/shipments/${reference}`)
      await page.getByRole('link', { name: new RegExp(run.documents.open) }).click()
      await page.waitForURL(`**${run.prefix}/account/shipments/${reference}/documents`)
      const invoice = page.getByLabel(run.documents.invoiceFile)
      await invoice.setInputFiles({
        name: 'invoice-0042.pdf',
        mimeType: 'application/pdf',
        buffer: SAMPLE_PDF,
      })
      await page
        .locator('form', { has: invoice })
        .getByRole('button', { name: run.documents.upload, exact: true })
        .click()
      await page.getByRole('status').filter({ hasText: run.documents.uploaded }).waitFor()
      await page.getByRole('link', { name: /invoice-0042\.pdf/ }).waitFor()

      // The owner shares the shipment with the buyer's person, by their address.
      await page.goto(`${run.prefix}/account/shipments/${reference}`)
      const sharing = page.getByRole('form', { name: run.share })
      await sharing.getByRole('textbox').fill(buyerEmail)
      await sharing.getByRole('button', { name: run.share }).click()
      await page.getByRole('status').filter({ hasText: buyerCompany }).waitFor()

      // The buyer signs in and sees that shipment, and not the shipper's other one.
      const buyer = await site.newPage(run.viewport)
      await signInByEmailedLink(buyer.page, site.smtp, buyerEmail, run.language)
      await buyer.page.goto(`${run.prefix}/account/shipments`)
      await buyer.page.getByRole('link', { name: reference }).waitFor()
      await expect
        .poll(() => buyer.page.getByRole('link', { name: other.reference }).count())
        .toBe(0)
      const refused = await buyer.page.goto(`${run.prefix}/account/shipments/${other.reference}`)
      expect(refused?.status()).toBe(404)

      // Staff send the draft B/L from the shipment's screen; the owner approves it.
      const documents = staff.page.getByRole('region', { name: 'Documents' })
      await documents.getByLabel('Upload Draft bill of lading').setInputFiles({
        name: 'draft-bl.pdf',
        mimeType: 'application/pdf',
        buffer: SAMPLE_PDF,
      })
      await documents
        .locator('form', { has: staff.page.getByLabel('Upload Draft bill of lading') })
        .getByRole('button', { name: 'Upload', exact: true })
        .click()
      await documents.getByRole('link', { name: 'draft-bl.pdf' }).waitFor()
      await page.goto(`${run.prefix}/account/shipments/${reference}/documents`)
      await page.getByRole('button', { name: run.documents.approve }).click()
      await page.getByRole('status').filter({ hasText: run.documents.approved }).waitFor()

      // Staff read each step in the shipment's portal history.
      await staff.page.goto(shipmentScreen)
      const history = staff.page.getByRole('list', { name: 'Portal history, newest first' })
      for (const step of [
        `Booking ${bookingReference} confirmed: the shipment was made from it`,
        'Commercial invoice uploaded: invoice-0042.pdf',
        `Shared with ${buyerCompany} (view)`,
        'Draft bill of lading sent to the customer to approve: draft-bl.pdf',
        'Draft bill of lading approved by the customer',
      ]) {
        await history.getByText(step).waitFor()
      }
      await history.getByText(`Tahmina Rahman (${shipperCompany})`).first().waitFor()
    }, 300_000)
  }
})
