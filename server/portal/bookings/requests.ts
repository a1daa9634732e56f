import { and, desc, eq, sql } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import { resolvePlace } from '#domain/places.ts'
import { cargoLines, storedCargo, type QuoteCargo } from '#domain/quote-cargo.ts'
import type { PriceMode } from '#domain/pricing/codes.ts'
import type { IncotermChoice } from '#domain/quote-options.ts'
import {
  BookingPartySchema,
  type Booking,
  type BookingMessage,
  type BookingParty,
  type BookingRequest,
  type PartyInput,
  type SavedParty,
} from '#schemas/portal/bookings.ts'
import { StoredCargoSchema } from '#schemas/quote.ts'
import { StoredQuoteEstimateSchema } from '#schemas/quote-estimate.ts'
import { fieldMessage, messageKey } from '#schemas/validation.ts'
import { validationMessages } from '#schemas/validation.messages.ts'
import type { CustomerIdentity } from '#server/account/service.ts'
import type { Database } from '#server/db/client.ts'
import {
  bookingRequests,
  customerCompanies,
  customerUsers,
  quoteRequests,
  savedParties,
  shipments,
} from '#server/db/schema.ts'
import { ApiError, fieldErrors } from '#server/errors.ts'
import { enqueueEmail, type Executor } from '#server/notifications/outbox.ts'
import { queryCargo, type QuoteEstimator } from '#server/pricing/quote-estimates.ts'
import { bookingMessages } from './bookings.messages.ts'
import { bookingSalesEmail } from './sales-email.ts'
import { bookingThreads, replyToBooking } from './thread.ts'

/*
 * A customer's booking requests (issue 42): sent from /account/bookings/new or
 * POST /api/account/bookings, priced again here from the rate cards, kept with the parties saved
 * for next time, listed for the company's people, and cancelled while not yet confirmed. Every
 * query is scoped by the person's company: another company's booking is not found (404).
 */

const YEAR_IN_DHAKA = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Dhaka' })

/** "B-<year>-<number>", the number from booking_reference_seq, as quote references are made. */
function referenceSql(year: string) {
  return sql<string>`(select 'B-' || ${year}::text || '-' || lpad(s.n::text, greatest(6, length(s.n::text)), '0') from (select nextval('booking_reference_seq') as n) as s)`
}

/** The cargo a checked booking describes: containers, declared totals, or package lines. */
export function bookingCargo(request: BookingRequest): QuoteCargo {
  if (request.containers) return { load: 'fcl', containers: request.containers }
  if (request.cargoTotals) return { load: 'lcl-totals', cargoTotals: request.cargoTotals }
  return { load: 'lcl-packages', packages: request.packages ?? [] }
}

type Row = typeof bookingRequests.$inferSelect

const partyOf = (value: unknown): BookingParty => {
  const parsed = BookingPartySchema.safeParse(value)
  return parsed.success ? parsed.data : { name: '', address: '', contact: '', phone: '', email: '' }
}

/**
 * A booking as its company's people read it, from its row, the references it links to and its
 * conversation (thread.ts).
 */
export function bookingView(
  row: Row,
  links: { quoteReference: string | null; shipmentReference: string | null },
  messages: BookingMessage[],
): Booking {
  const open = row.state === 'sent' || row.state === 'question'
  const questions = messages.filter((message) => message.from === 'staff')
  const stored = StoredCargoSchema.safeParse(row.cargo)
  const cargo: QuoteCargo = stored.success ? stored.data : { load: 'lcl-packages', packages: [] }
  const estimate = StoredQuoteEstimateSchema.safeParse(row.estimate)
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    sentBy: row.name,
    mode: row.mode as PriceMode,
    origin: row.origin,
    originCode: row.originCode,
    destination: row.destination,
    destinationCode: row.destinationCode,
    incoterm: row.incoterm as IncotermChoice,
    readyDate: row.readyDate,
    pickupPlace: row.pickupPlace,
    commodity: row.commodity,
    cargoLines: cargoLines(cargo).lines,
    shipper: partyOf(row.shipper),
    consignee: partyOf(row.consignee),
    notes: row.notes,
    estimate: estimate.success ? estimate.data : null,
    quoteReference: links.quoteReference,
    question: row.state === 'question' ? (questions.at(-1)?.body ?? null) : null,
    messages,
    mayReply: open && questions.length > 0,
    shipmentReference: links.shipmentReference,
  }
}

/** The booking rows with the references they link to; the caller says which rows. */
export function bookingRows(db: Executor) {
  return db
    .select({
      row: bookingRequests,
      quoteReference: quoteRequests.reference,
      shipmentReference: shipments.reference,
    })
    .from(bookingRequests)
    .leftJoin(quoteRequests, eq(quoteRequests.id, bookingRequests.quoteRequestId))
    .leftJoin(shipments, eq(shipments.id, bookingRequests.shipmentId))
}

/** The company's booking of this id, or null when it is none of theirs. */
export async function findCompanyBooking(
  db: Executor,
  companyId: number,
  id: number,
): Promise<Booking | null> {
  const [found] = await bookingRows(db).where(
    and(eq(bookingRequests.id, id), eq(bookingRequests.companyId, companyId)),
  )
  if (!found) return null
  const threads = await bookingThreads(db, [id], 'customer')
  return bookingView(found.row, found, threads.get(id) ?? [])
}

/** The company's bookings, newest first. */
export async function companyBookings(db: Database, companyId: number): Promise<Booking[]> {
  const rows = await bookingRows(db)
    .where(eq(bookingRequests.companyId, companyId))
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .limit(500)
  const threads = await bookingThreads(
    db,
    rows.map((found) => found.row.id),
    'customer',
  )
  return rows.map((found) => bookingView(found.row, found, threads.get(found.row.id) ?? []))
}

/** The company's saved parties, the most recently used first. */
export async function companyParties(db: Executor, companyId: number): Promise<SavedParty[]> {
  return db
    .select({
      id: savedParties.id,
      name: savedParties.name,
      address: savedParties.address,
      contact: savedParties.contact,
      phone: savedParties.phone,
      email: savedParties.email,
    })
    .from(savedParties)
    .where(eq(savedParties.companyId, companyId))
    .orderBy(desc(savedParties.lastUsedAt), desc(savedParties.id))
}

/**
 * The party a booking names: the company's saved party of that id (another company's is refused
 * as unknown), or the one written out, saved (or updated, by name) for next time.
 */
async function resolveParty(
  tx: Executor,
  companyId: number,
  input: PartyInput,
  field: 'shipper' | 'consignee',
  language: Language,
): Promise<BookingParty> {
  if (input.saved !== undefined) {
    const [saved] = await tx
      .update(savedParties)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(savedParties.id, input.saved), eq(savedParties.companyId, companyId)))
      .returning()
    if (!saved) {
      const message = fieldMessage(messageKey('party.unknown'), validationMessages[language])
      throw fieldErrors({ [`${field}.saved`]: message })
    }
    const { name, address, contact, phone, email } = saved
    return { name, address, contact, phone, email }
  }
  const party: BookingParty = {
    name: input.name ?? '',
    address: input.address ?? '',
    contact: input.contact ?? '',
    phone: input.phone ?? '',
    email: input.email ?? '',
  }
  await tx
    .insert(savedParties)
    .values({ companyId, ...party })
    .onConflictDoUpdate({
      target: [savedParties.companyId, savedParties.nameKey],
      set: { ...party, lastUsedAt: sql`now()` },
    })
  return party
}

/** The quote request of this reference if one of the company's people sent it. */
async function companyQuoteId(
  db: Executor,
  companyId: number,
  reference: string | undefined,
  language: Language,
): Promise<number | null> {
  if (!reference) return null
  const [quote] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.reference, reference.toUpperCase()),
        sql`lower(${quoteRequests.email}) in (select lower(${customerUsers.email}) from ${customerUsers} where ${customerUsers.companyId} = ${companyId})`,
      ),
    )
  if (!quote) {
    const message = fieldMessage(messageKey('quoteReference.unknown'), validationMessages[language])
    throw fieldErrors({ quoteReference: message })
  }
  return quote.id
}

/**
 * Stores a booking request of the signed-in person's company, priced again from the rate cards
 * (the browser's figures are never taken), with its parties saved for next time and the sales
 * desk's email queued in the same transaction; resolves with the thanks and the booking.
 */
export async function sendBooking(
  db: Database,
  pricing: QuoteEstimator,
  customer: CustomerIdentity,
  request: BookingRequest,
  language: Language,
  siteUrl: string,
): Promise<{ message: string; data: Booking }> {
  const cargo = bookingCargo(request)
  const estimate = await pricing.storedEstimate(
    {
      mode: request.mode,
      origin: request.origin,
      destination: request.destination,
      cargo: queryCargo(request),
      readyDate: request.readyDate,
      incoterm: request.incoterm,
    },
    request.estimateCardId,
  )
  const quoteRequestId = await companyQuoteId(
    db,
    customer.companyId,
    request.quoteReference,
    language,
  )
  const id = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: customerCompanies.name, phone: customerCompanies.phone })
      .from(customerCompanies)
      .where(eq(customerCompanies.id, customer.companyId))
    const shipper = await resolveParty(tx, customer.companyId, request.shipper, 'shipper', language)
    const consignee = await resolveParty(
      tx,
      customer.companyId,
      request.consignee,
      'consignee',
      language,
    )
    const [inserted] = await tx
      .insert(bookingRequests)
      .values({
        reference: referenceSql(YEAR_IN_DHAKA.format(new Date())),
        companyId: customer.companyId,
        personId: customer.person.id,
        name: customer.person.name,
        email: customer.person.email,
        phone: company?.phone ?? '',
        language,
        mode: request.mode,
        origin: request.origin,
        originCode: resolvePlace(request.origin)?.code ?? null,
        destination: request.destination,
        destinationCode: resolvePlace(request.destination)?.code ?? null,
        incoterm: request.incoterm,
        readyDate: request.readyDate,
        pickupPlace: request.pickupPlace,
        commodity: request.commodity,
        cargo: storedCargo(cargo),
        shipper,
        consignee,
        notes: request.notes ?? null,
        estimateCardId: estimate?.cardId ?? null,
        estimateCardVersionId: estimate?.cardVersionId ?? null,
        estimate,
        quoteRequestId,
      })
      .returning({ id: bookingRequests.id, reference: bookingRequests.reference })
    if (!inserted) throw new Error('insert returned no row')
    const notice = {
      ...inserted,
      company: company?.name ?? '',
      person: customer.person,
      language,
      mode: request.mode,
      origin: request.origin,
      destination: request.destination,
      readyDate: request.readyDate,
      pickupPlace: request.pickupPlace,
      commodity: request.commodity,
      cargoLines: cargoLines(cargo).lines,
      estimateTotalUsd: estimate?.totalUsd ?? null,
      notes: request.notes ?? null,
    }
    await enqueueEmail(tx, bookingSalesEmail(notice, siteUrl))
    return inserted.id
  })
  const booking = await findCompanyBooking(db, customer.companyId, id)
  if (!booking) throw new Error('a booking just stored was not found')
  return {
    message: fill(bookingMessages[language].sent, { reference: booking.reference }),
    data: booking,
  }
}

/**
 * Cancels the company's booking while staff have not confirmed it; a confirmed or cancelled one
 * is refused (409), another company's not found (404).
 */
export async function cancelBooking(
  db: Database,
  customer: CustomerIdentity,
  id: number,
  language: Language,
): Promise<{ message: string; data: Booking }> {
  const texts = bookingMessages[language]
  const [cancelled] = await db
    .update(bookingRequests)
    .set({ state: 'cancelled', status: 'closed', decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookingRequests.id, id),
        eq(bookingRequests.companyId, customer.companyId),
        sql`${bookingRequests.state} in ('sent', 'question')`,
      ),
    )
    .returning({ id: bookingRequests.id })
  const booking = await findCompanyBooking(db, customer.companyId, id)
  if (!booking) throw new ApiError(404, texts.notFound)
  if (!cancelled) throw new ApiError(409, texts.notCancellable)
  return { message: fill(texts.cancelled, { reference: booking.reference }), data: booking }
}

/**
 * The customer's reply to staff's question about their company's booking (thread.ts): another
 * company's booking is not found (404); resolves with the thanks and the booking as it now is.
 */
export async function replyAboutBooking(
  db: Database,
  customer: CustomerIdentity,
  id: number,
  reply: string,
  language: Language,
): Promise<{ message: string; data: Booking }> {
  const message = await replyToBooking(db, customer, id, reply, language)
  const booking = await findCompanyBooking(db, customer.companyId, id)
  if (!booking) throw new ApiError(404, bookingMessages[language].notFound)
  return { message, data: booking }
}
