// Issue 42, bookings: a signed-in customer asks for a booking from an estimate or from scratch;
// the server prices it again from the rate cards and keeps the estimate, the parties are saved
// for the company's next booking; the request reaches the staff inbox, where staff ask a question
// (the customer sees it) or confirm it into a shipment of the customer's company; the customer
// sees each booking's state and cancels one not yet confirmed. Another company's bookings and
// saved parties are 404 (or refused), never data.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDayFirst } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { digitsIn } from '#domain/numerals.ts'
import { bookingRequests, shipmentEvents, shipments } from '#server/db/schema.ts'
import { AIR_CARD, charge, THREE_PIECES } from '../unit/support/rate-cards.ts'
import { contentCall, type ContentEditor } from './support/content.ts'
import { RUN, signedInOwner } from './support/customers.ts'
import { withServerDatabase } from './support/database.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { mainOf } from './support/rendered-pages.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import {
  DEFAULT_SITE_ORIGIN,
  signedInStaff,
  staffFetch,
  type SignedInStaff,
} from './support/staff.ts'

const TODAY = dhakaToday()
const READY = addDays(TODAY, 4)
const BANGLA = /[\u0980-\u09FF]/

let server: RunningServer
let smtp: TestSmtp
let pricing: ContentEditor
let sales: SignedInStaff
let ownerA: { email: string; companyId: number; cookie: string }
let ownerB: { email: string; companyId: number; cookie: string }
/** Via Dubai, the cheaper; direct, the faster. */
let viaDubai: number
let direct: number

async function publish(collection: string, data: unknown): Promise<number> {
  const created = await contentCall(pricing, 'POST', `/api/staff/content/${collection}`, { data })
  await contentCall(pricing, 'POST', `/api/staff/content/${collection}/${created.id}/publish`, {
    revision: created.revision,
  })
  return created.id
}

const asCustomer = (
  who: { cookie: string },
  path: string,
  options: { body?: unknown; language?: 'bn' } = {},
) =>
  staffFetch(server, path, {
    cookie: who.cookie,
    body: options.body,
    headers: options.language ? { 'content-language': options.language } : {},
  })

const asSales = (path: string, body?: unknown) =>
  staffFetch(server, path, { cookie: sales.cookie, body })

const SHIPPER = {
  name: `Padma Knit Composite ${RUN}`,
  address: 'Plot 12, BSCIC, Gazipur 1700, Bangladesh',
  contact: 'Nusrat Jahan',
  phone: '+880 1711 000111',
}
const CONSIGNEE = {
  name: `Nordsee Textil GmbH ${RUN}`,
  address: 'Große Elbstraße 145, 22767 Hamburg, Germany',
  email: 'import@nordsee.example',
}

/** An air booking from Dhaka to Hamburg, as the estimate priced it, choosing the direct card. */
function airBooking(overrides: Record<string, unknown> = {}) {
  return {
    mode: 'air',
    origin: 'Dhaka',
    destination: 'Hamburg',
    readyDate: READY,
    incoterm: 'FOB',
    packages: THREE_PIECES.map((line) => ({ ...line, weightKg: 210 })),
    commodity: 'Knitted T-shirts',
    pickupPlace: 'Our factory, Gazipur',
    shipper: SHIPPER,
    consignee: CONSIGNEE,
    estimateCardId: direct,
    ...overrides,
  }
}

interface BookingData {
  id: number
  reference: string
  state: string
  question: string | null
  messages: { from: string; author: string | null; body: string }[]
  mayReply: boolean
  shipmentReference: string | null
  estimate: { cardId: number; totalUsd: string; cardName: string } | null
  shipper: { name: string; address: string }
}

const bookingOf = (body: Record<string, unknown> | null) => body?.data as BookingData

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  const who = await signedInStaff(server, { role: 'pricing' })
  pricing = { server, who, origin: DEFAULT_SITE_ORIGIN }
  sales = await signedInStaff(server, { role: 'sales' })
  ownerA = await signedInOwner(server, smtp, sales, 'booker-a')
  ownerB = await signedInOwner(server, smtp, sales, 'booker-b')
  const valid = { validFrom: addDays(TODAY, -5), validTo: addDays(TODAY, 25) }
  await publish('exchange-rates', { currency: 'BDT', perUsd: '122.5', day: addDays(TODAY, -6) })
  viaDubai = await publish('rate-cards', { ...AIR_CARD, ...valid })
  direct = await publish('rate-cards', {
    ...AIR_CARD,
    ...valid,
    routing: 'direct',
    transitDays: 2,
    carrier: 'Bay Direct Air',
    air: { ...AIR_CARD.air, plus500: '4.00', plus1000: '4.00' },
    charges: [charge({ code: 'AWB', basis: 'per-shipment', amount: '40.00' })],
  })
}, 240_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('a customer books', () => {
  let first: BookingData

  it('sends a booking from an estimate, priced again by the server on the card chosen', async () => {
    const answer = await asCustomer(ownerA, '/api/account/bookings', {
      // The browser's own figures are not part of a booking: nothing it sends sets the price.
      body: { ...airBooking(), estimate: { totalUsd: '1.00' } },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    first = bookingOf(answer.body)
    expect(first.reference).toMatch(/^B-\d{4}-\d{6}$/)
    expect(answer.body?.message).toContain(first.reference)
    expect(first.state).toBe('sent')
    // Direct: 630 kg × 4.00 = 2,520.00 + AWB 40.00 = 2,560.00 USD (tests/api/quote-estimate).
    expect(first.estimate?.cardId).toBe(direct)
    expect(first.estimate?.totalUsd).toBe('2560.00')
  })

  it('tells the sales desk by email, with a link to the booking in the workspace', async () => {
    const mailAbout = () => smtp.messages.find((mail) => mail.subject.includes(first.reference))
    expect(await waitUntil(() => mailAbout() !== undefined)).toBe(true)
    const mail = mailAbout()
    expect(mail?.subject).toBe(
      `New booking request ${first.reference}: Dhaka → Hamburg from booker-a Ltd ${RUN}`,
    )
    expect(mail?.to).not.toContain(ownerA.email)
    expect(mail?.text).toContain('Commodity: Knitted T-shirts')
    expect(mail?.text).toContain('Estimate: USD 2560.00')
    expect(mail?.text).toContain(`${DEFAULT_SITE_ORIGIN}/staff/bookings/${first.id}`)
    expect(mail?.html).toContain(`href="${DEFAULT_SITE_ORIGIN}/staff/bookings/${first.id}"`)
  })

  it('keeps the parties for next time, and books with a saved one by its id', async () => {
    const parties = await asCustomer(ownerA, '/api/account/bookings/parties')
    expect(parties.status).toBe(200)
    const saved = parties.body?.data as { id: number; name: string; address: string }[]
    const shipper = saved.find((party) => party.name === SHIPPER.name)
    expect(shipper?.address).toBe(SHIPPER.address)
    expect(saved.map((party) => party.name)).toContain(CONSIGNEE.name)

    const again = await asCustomer(ownerA, '/api/account/bookings', {
      body: airBooking({ shipper: { saved: shipper?.id }, estimateCardId: undefined }),
    })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    const booking = bookingOf(again.body)
    expect(booking.shipper.name).toBe(SHIPPER.name)
    // No card chosen: the cheapest, via Dubai.
    expect(booking.estimate?.cardId).toBe(viaDubai)
  })

  it('takes the ready date day first in Bengali digits, and books a lane no card covers', async () => {
    const [year, month, day] = addDays(TODAY, 6).split('-')
    const typed = digitsIn(`${day}/${month}/${year}`, 'bn')
    const answer = await asCustomer(ownerA, '/api/account/bookings', {
      body: airBooking({ readyDate: typed, destination: 'Timbuktu', estimateCardId: undefined }),
      language: 'bn',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(String(answer.body?.message)).toMatch(BANGLA)
    expect(bookingOf(answer.body).estimate).toBeNull()
  })

  it('refuses a booking without its pickup place or shipper, in Bangla, and stores nothing', async () => {
    const before = await asCustomer(ownerA, '/api/account/bookings')
    const answer = await asCustomer(ownerA, '/api/account/bookings', {
      body: airBooking({ pickupPlace: '', shipper: { name: '', address: '' } }),
      language: 'bn',
    })
    expect(answer.status).toBe(400)
    const errors = answer.body?.errors as Record<string, string>
    expect(errors.pickupPlace).toMatch(BANGLA)
    expect(errors['shipper.name']).toMatch(BANGLA)
    expect(errors['shipper.address']).toMatch(BANGLA)
    const after = await asCustomer(ownerA, '/api/account/bookings')
    expect((after.body?.data as unknown[]).length).toBe((before.body?.data as unknown[]).length)
  })

  it("lists the company's bookings, newest first, each with its state", async () => {
    const answer = await asCustomer(ownerA, '/api/account/bookings')
    expect(answer.status).toBe(200)
    const list = answer.body?.data as BookingData[]
    expect(list.length).toBe(3)
    expect(list.at(-1)?.reference).toBe(first.reference)
    expect(list.every((booking) => booking.state === 'sent')).toBe(true)
  })
})

describe("another company's bookings", () => {
  it('are not found, cannot be cancelled, and are not listed', async () => {
    const list = await asCustomer(ownerA, '/api/account/bookings')
    const ids = (list.body?.data as BookingData[]).map((booking) => booking.id)
    for (const id of ids) {
      expect((await asCustomer(ownerB, `/api/account/bookings/${id}`)).status).toBe(404)
      const cancel = await asCustomer(ownerB, `/api/account/bookings/${id}/cancel`, { body: {} })
      expect(cancel.status).toBe(404)
    }
    const own = await asCustomer(ownerB, '/api/account/bookings')
    expect(own.body?.data).toEqual([])
    const parties = await asCustomer(ownerB, '/api/account/bookings/parties')
    expect(parties.body?.data).toEqual([])
    // A's booking is still open: B's attempt changed nothing.
    const still = await asCustomer(ownerA, `/api/account/bookings/${ids[0]}`)
    expect(bookingOf(still.body).state).toBe('sent')
  })

  it("are on each company's own screen in the workspace, newest first, linked by id", async () => {
    const staffList = await asSales(`/api/staff/customers/${ownerA.companyId}/bookings`)
    expect(staffList.status, JSON.stringify(staffList.body)).toBe(200)
    const listed = staffList.body?.data as { id: number; reference: string; state: string }[]
    const own = (await asCustomer(ownerA, '/api/account/bookings')).body?.data as BookingData[]
    expect(listed.map((each) => [each.id, each.reference, each.state])).toEqual(
      own.map((each) => [each.id, each.reference, each.state]),
    )
    expect(listed[0]).toMatchObject({ origin: 'Dhaka', readyDate: expect.any(String) })
    const theirs = await asSales(`/api/staff/customers/${ownerB.companyId}/bookings`)
    expect(theirs.body?.data).toEqual([])
  })

  it("refuses another company's saved party by its id", async () => {
    const parties = await asCustomer(ownerA, '/api/account/bookings/parties')
    const theirs = (parties.body?.data as { id: number }[])[0]
    const answer = await asCustomer(ownerB, '/api/account/bookings', {
      body: airBooking({ shipper: { saved: theirs?.id } }),
    })
    expect(answer.status).toBe(400)
    expect((answer.body?.errors as Record<string, string>)['shipper.saved']).toBe(
      'Please choose one of your saved parties, or fill in the details',
    )
    expect((await asCustomer(ownerB, '/api/account/bookings')).body?.data).toEqual([])
  })
})

describe('the booking pages', () => {
  async function page(path: string, form?: Record<string, string>) {
    const response = await fetch(`${server.url}${path}`, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: ownerA.cookie,
        ...(form
          ? { 'content-type': 'application/x-www-form-urlencoded', origin: server.url }
          : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    })
    return { status: response.status, html: await response.text() }
  }

  it('lead back to the bookings from the booking form, in both languages', async () => {
    for (const [prefix, crumb] of [
      ['', 'Bookings'],
      ['/bn', 'বুকিং'],
    ] as const) {
      const { status, html } = await page(`${prefix}/account/bookings/new`)
      expect(status).toBe(200)
      const breadcrumb = /<nav class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
      expect(breadcrumb).toMatch(
        new RegExp(`<a [^>]*href="${prefix}/account/bookings"[^>]*>${crumb}</a>`),
      )
      expect(breadcrumb).toMatch(/aria-current="page"[^>]*>(Book a shipment|শিপমেন্ট বুক করুন)</)
    }
  })

  it('fill in the LCL totals of the estimate that opened the form, and send them', async () => {
    const totals = { pieces: 40, volumeCbm: 6.5, grossWeightKg: 1800 }
    const estimate = new URLSearchParams({
      mode: 'sea-lcl',
      origin: 'Dhaka',
      destination: 'Hamburg',
      readyDate: READY,
      cargoTotals: JSON.stringify(totals),
    })
    const opened = await page(`/bn/account/bookings/new?${estimate.toString()}`)
    expect(opened.status).toBe(200)
    const inputs = mainOf(opened.html).match(/<input [^>]*>/g) ?? []
    for (const [field, value] of Object.entries(totals)) {
      const input = inputs.find((tag) => tag.includes(`name="cargoTotals.${field}"`))
      expect(input, field).toContain(`value="${value}"`)
    }
    expect(mainOf(opened.html)).toContain('মোট আয়তন (CBM)')

    const sent = await page('/account/bookings/new', {
      intent: 'send',
      mode: 'sea-lcl',
      origin: 'Dhaka',
      destination: 'Hamburg',
      readyDate: formatDayFirst(READY),
      incoterm: 'FOB',
      commodity: `LCL totals ${RUN}`,
      pickupPlace: 'Our factory, Gazipur',
      'cargoTotals.pieces': '40',
      'cargoTotals.volumeCbm': '6.5',
      'cargoTotals.grossWeightKg': '1800',
      'shipper.name': SHIPPER.name,
      'shipper.address': SHIPPER.address,
      'consignee.name': CONSIGNEE.name,
      'consignee.address': CONSIGNEE.address,
    })
    expect(sent.status, mainOf(sent.html)).toBe(303)
    const list = await asCustomer(ownerA, '/api/account/bookings')
    const booking = (list.body?.data as { commodity: string; cargoLines: string[] }[]).find(
      (each) => each.commodity === `LCL totals ${RUN}`,
    )
    expect(booking?.cargoLines.join(' ')).toMatch(/40 .*6\.5 CBM.*1,?800 kg/)
  })

  it("show our question and take the customer's reply by a form posted without JavaScript", async () => {
    const sent = await asCustomer(ownerA, '/api/account/bookings', {
      body: airBooking({ commodity: `Page reply ${RUN}` }),
    })
    const { id, reference } = bookingOf(sent.body)
    await asSales(`/api/staff/bookings/${id}/question`, { question: 'Which terminal?' })
    const shown = await page('/bn/account/bookings')
    expect(mainOf(shown.html)).toContain('Which terminal?')
    expect(mainOf(shown.html)).toContain(`id="booking-reply-${id}"`)

    const empty = await page('/bn/account/bookings', {
      intent: 'reply',
      booking: String(id),
      message: '  ',
    })
    expect(empty.status).toBe(400)
    expect(mainOf(empty.html)).toContain('অনুগ্রহ করে আপনার উত্তর লিখুন')
    expect(mainOf(empty.html)).toContain(`href="#booking-reply-${id}"`)

    const done = await page('/account/bookings', {
      intent: 'reply',
      booking: String(id),
      message: 'Terminal 2',
    })
    expect(done.status).toBe(200)
    expect(mainOf(done.html)).toContain(
      `Your reply about booking request ${reference} is with our team.`,
    )
    const seen = bookingOf((await asCustomer(ownerA, `/api/account/bookings/${id}`)).body)
    expect(seen.messages.map((message) => message.body)).toEqual(['Which terminal?', 'Terminal 2'])
  })
})

describe('staff work a booking request', () => {
  const QUESTION = 'Are the cartons palletised?'
  const REPLY = 'Yes: 3 pallets, shrink-wrapped.\nEach 100 cm high.'
  let booking: BookingData

  let quoteReference: string

  beforeAll(async () => {
    // The owner asked for a quote first, from the public form, with their account's address.
    const quote = await staffFetch(server, '/api/quote/create', {
      body: {
        service: 'air-freight',
        originCity: 'Dhaka',
        originCountry: 'Bangladesh',
        destinationCity: 'Hamburg',
        destinationCountry: 'Germany',
        incoterm: 'FOB',
        cargoReadyDate: READY,
        commodity: 'Denim trousers',
        packages: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 210 }],
        name: 'Nusrat Jahan',
        email: ownerA.email.toUpperCase(),
        phone: '+880 1711 555123',
      },
    })
    expect(quote.status, JSON.stringify(quote.body)).toBe(200)
    quoteReference = (quote.body?.data as { reference: string }).reference
    const answer = await asCustomer(ownerA, '/api/account/bookings', {
      body: airBooking({ commodity: `Denim trousers ${RUN}`, quoteReference }),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    booking = bookingOf(answer.body)
  })

  it("links the booking to the company's own quote request, and refuses another's", async () => {
    const seen = await asCustomer(ownerA, `/api/account/bookings/${booking.id}`)
    expect(seen.body?.data).toMatchObject({ quoteReference })
    const theirs = await asCustomer(ownerB, '/api/account/bookings', {
      body: airBooking({ quoteReference }),
    })
    expect(theirs.status).toBe(400)
    expect((theirs.body?.errors as Record<string, string>).quoteReference).toBe(
      'None of your quote requests has this reference',
    )
  })

  it('finds it in the inbox like a quote, with its company, parties and estimate', async () => {
    const list = await asSales(`/api/staff/inbox/booking-requests?q=${RUN}`)
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    const items = (list.body?.data as { items: { id: number; title: string; email: string }[] })
      .items
    const item = items.find((each) => each.id === booking.id)
    expect(item?.title).toBe(`${booking.reference}: Dhaka → Hamburg`)
    expect(item?.email).toBe(ownerA.email)

    const detail = await asSales(`/api/staff/inbox/booking-requests/${booking.id}`)
    expect(detail.status).toBe(200)
    const data = detail.body?.data as {
      sections: { heading: string; rows: [string, string][] }[]
      estimate: { cardId: number } | null
    }
    const rows = Object.fromEntries(data.sections.flatMap((section) => section.rows))
    expect(rows['Customer company']).toBe(`booker-a Ltd ${RUN}`)
    expect(data.sections.find((each) => each.heading === 'Shipper')?.rows[0]).toEqual([
      'Name',
      SHIPPER.name,
    ])
    expect(data.estimate?.cardId).toBe(direct)

    const staffView = await asSales(`/api/staff/bookings/${booking.id}`)
    expect(staffView.body?.data).toMatchObject({
      company: { id: ownerA.companyId },
      shipmentDraft: {
        mode: 'air',
        origin: 'Dhaka',
        destination: 'Hamburg',
        shipperName: SHIPPER.name,
        consigneeName: CONSIGNEE.name,
      },
    })
  })

  it('asks a question, which the customer sees on the booking', async () => {
    const asked = await asSales(`/api/staff/bookings/${booking.id}/question`, {
      question: QUESTION,
    })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    const seen = await asCustomer(ownerA, `/api/account/bookings/${booking.id}`)
    expect(bookingOf(seen.body)).toMatchObject({
      state: 'question',
      question: QUESTION,
      mayReply: true,
      // The portal names no staff member: the question is the forwarder's.
      messages: [{ from: 'staff', author: null, body: QUESTION }],
    })
  })

  const reply = (who: { cookie: string }, message: unknown, language?: 'bn') =>
    asCustomer(who, `/api/account/bookings/${booking.id}/reply`, {
      body: { message },
      language,
    })

  it('takes no empty, too long or garbled reply, says why in the language asked, keeps nothing', async () => {
    const problem = (answer: { status: number; body: Record<string, unknown> | null }) => {
      expect(answer.status).toBe(400)
      return (answer.body?.errors as Record<string, string>).message
    }
    expect(problem(await reply(ownerA, '  \n '))).toBe('Please write your reply')
    expect(problem(await reply(ownerA, 'x'.repeat(5001)))).toBe(
      'Please keep your reply under 5,000 characters',
    )
    expect(problem(await reply(ownerA, 'Yes\u0007 they are'))).toBe(
      'Please remove special control characters from your reply',
    )
    expect(problem(await reply(ownerA, '', 'bn'))).toBe('অনুগ্রহ করে আপনার উত্তর লিখুন')
    const seen = bookingOf((await asCustomer(ownerA, `/api/account/bookings/${booking.id}`)).body)
    expect(seen).toMatchObject({ state: 'question', messages: [{ body: QUESTION }] })
  })

  it("answers another company's person 404 on a reply, and changes nothing", async () => {
    const theirs = await reply(ownerB, 'We are not them', 'bn')
    expect(theirs.status).toBe(404)
    expect(String(theirs.body?.message)).toMatch(BANGLA)
    const seen = bookingOf((await asCustomer(ownerA, `/api/account/bookings/${booking.id}`)).body)
    expect(seen.messages).toHaveLength(1)
  })

  it('refuses a reply to a booking staff asked nothing about', async () => {
    const list = (await asCustomer(ownerA, '/api/account/bookings')).body?.data as BookingData[]
    const unasked = list.find((each) => each.state === 'sent' && each.messages.length === 0)
    expect(unasked?.mayReply).toBe(false)
    const answer = await asCustomer(ownerA, `/api/account/bookings/${unasked?.id}/reply`, {
      body: { message: 'Anything?' },
    })
    expect(answer.status).toBe(409)
    expect(answer.body?.message).toBe(
      'There is no question from our team to answer on this booking request, or it is already confirmed or cancelled',
    )
  })

  it('takes the reply: kept in order, shown to staff, the request back in the inbox as new', async () => {
    const answer = await reply(ownerA, REPLY)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body?.message).toBe(
      `Your reply about booking request ${booking.reference} is with our team.`,
    )
    expect(bookingOf(answer.body)).toMatchObject({
      state: 'sent',
      question: null,
      messages: [
        { from: 'staff', author: null, body: QUESTION },
        { from: 'customer', author: 'Nusrat Jahan', body: REPLY },
      ],
    })

    const again = await asSales(`/api/staff/bookings/${booking.id}/question`, {
      question: 'And the gross weight per pallet?',
    })
    expect(again.status).toBe(200)
    const staffView = await asSales(`/api/staff/bookings/${booking.id}`)
    const messages = (staffView.body?.data as BookingData).messages
    expect(messages.map((each) => [each.from, each.author, each.body])).toEqual([
      ['staff', sales.name, QUESTION],
      ['customer', 'Nusrat Jahan', REPLY],
      ['staff', sales.name, 'And the gross weight per pallet?'],
    ])
  })

  it("records the reply in the request's inbox history, where it was new again", async () => {
    const inbox = await asSales(`/api/staff/inbox/booking-requests/${booking.id}`)
    const events = (
      inbox.body?.data as {
        events: { action: string; actor: unknown; toStatus: string | null; body: string | null }[]
      }
    ).events
    const replied = events.findIndex((event) => event.body?.includes(REPLY))
    expect(events[replied]).toMatchObject({
      action: 'note',
      actor: null,
      body: `Nusrat Jahan replied in the portal: ${REPLY}`,
    })
    // Answered by the question, new again by the reply, answered by the next question.
    expect(events.filter((event) => event.action === 'status').map((e) => e.toStatus)).toEqual([
      'answered',
      'new',
      'answered',
    ])
  })

  it('confirms it: a shipment of the company, linked to the booking, the customer sees', async () => {
    const confirmed = await asSales(`/api/staff/bookings/${booking.id}/confirm`, {
      mode: 'air',
      origin: 'Dhaka',
      destination: 'Hamburg',
      shipperName: SHIPPER.name,
      consigneeName: CONSIGNEE.name,
      carrier: 'Bay Direct Air',
    })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const staffView = confirmed.body?.data as { shipmentId: number; shipmentReference: string }
    expect(staffView.shipmentReference).toMatch(/^DBL-/)

    const seen = bookingOf((await asCustomer(ownerA, `/api/account/bookings/${booking.id}`)).body)
    expect(seen.state).toBe('confirmed')
    expect(seen.question).toBeNull()
    expect(seen.shipmentReference).toBe(staffView.shipmentReference)

    const shipment = await asSales(`/api/staff/shipments/${staffView.shipmentId}`)
    expect(shipment.body?.data).toMatchObject({
      shipperName: SHIPPER.name,
      carrier: 'Bay Direct Air',
      quoteReference,
    })
    const inbox = await asSales(`/api/staff/inbox/booking-requests/${booking.id}`)
    expect((inbox.body?.data as { status: string }).status).toBe('closed')
  })

  it('refuses to confirm, ask about or cancel it again', async () => {
    const again = await asSales(`/api/staff/bookings/${booking.id}/confirm`, {
      mode: 'air',
      origin: 'Dhaka',
      destination: 'Hamburg',
      shipperName: 'x',
      consigneeName: 'y',
    })
    expect(again.status).toBe(409)
    const question = await asSales(`/api/staff/bookings/${booking.id}/question`, {
      question: 'Too late?',
    })
    expect(question.status).toBe(409)
    const cancel = await asCustomer(ownerA, `/api/account/bookings/${booking.id}/cancel`, {
      body: {},
    })
    expect(cancel.status).toBe(409)
  })

  it('lets the customer cancel one not yet confirmed, which staff then cannot confirm', async () => {
    const list = await asCustomer(ownerA, '/api/account/bookings')
    const open = (list.body?.data as BookingData[]).find((each) => each.state === 'sent')
    const cancel = await asCustomer(ownerA, `/api/account/bookings/${open?.id}/cancel`, {
      body: {},
      language: 'bn',
    })
    expect(cancel.status).toBe(200)
    expect(String(cancel.body?.message)).toMatch(BANGLA)
    expect(bookingOf(cancel.body).state).toBe('cancelled')
    const confirm = await asSales(`/api/staff/bookings/${open?.id}/confirm`, {
      mode: 'air',
      origin: 'Dhaka',
      destination: 'Hamburg',
      shipperName: 'x',
      consigneeName: 'y',
    })
    expect(confirm.status).toBe(409)
  })

  it("leaves the customer's people out of the staff calls, and staff out of the customer's", async () => {
    expect((await asCustomer(ownerA, `/api/staff/bookings/${booking.id}`)).status).toBe(401)
    const staffOnPortal = await staffFetch(server, '/api/account/bookings', {
      cookie: sales.cookie,
    })
    expect(staffOnPortal.status).toBe(401)
  })

  it('recorded the shipment for the company with a booking-confirmed event, in the database', async () => {
    await server.stop()
    await withServerDatabase(server.dataDir, async (db) => {
      const [row] = await db
        .select({ shipmentId: bookingRequests.shipmentId })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, booking.id))
      const shipmentId = row?.shipmentId ?? 0
      const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId))
      expect(shipment?.companyId).toBe(ownerA.companyId)
      const events = await db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipmentId))
      expect(events.map((event) => [event.kind, event.staffActorId, event.detail])).toEqual([
        ['booking-confirmed', sales.id, { booking: booking.reference }],
      ])
    })
  })
})
