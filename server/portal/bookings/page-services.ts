import type { Language } from '#domain/languages.ts'
import type { Outcome, PageBookings } from '#domain/page-host.ts'
import {
  BookingIdParamsSchema,
  BookingReplySchema,
  BookingRequestSchema,
} from '#schemas/portal/bookings.ts'
import type { z } from '#schemas/zod.ts'
import type { CustomerIdentity } from '#server/account/service.ts'
import type { Database } from '#server/db/client.ts'
import type { QuoteEstimator } from '#server/pricing/quote-estimates.ts'
import {
  cancelBooking,
  companyBookings,
  companyParties,
  replyAboutBooking,
  sendBooking,
} from './requests.ts'

/** What the page services (server/pages/page-services.ts) lend the booking pages. */
export interface BookingPageTools {
  db: Database
  pricing: QuoteEstimator
  /** The site's own address, for the link in the sales desk's email. */
  siteUrl: string
  /** The signed-in customer, or null. */
  load(): Promise<CustomerIdentity | null>
  /** The signed-in customer, or the 401 the routes answer. */
  customer(language: Language): Promise<CustomerIdentity>
  /** A portal call from a page, counted against the visitor's API budget as the route is. */
  call<Value>(language: Language, work: () => Promise<Value>): Promise<Outcome<Value>>
  /** A form's fields as its route would get them in JSON, or the 400 it answers. */
  body<Schema extends z.ZodType>(
    schema: Schema,
    input: unknown,
    language: Language,
  ): z.output<Schema>
  /** Path parameters as the route reads them, or its 400. */
  params<Schema extends z.ZodType>(
    schema: Schema,
    input: unknown,
    language: Language,
  ): z.output<Schema>
}

/** The booking pages' services: what the /api/account/bookings routes do, for a page. */
export function bookingPages(tools: BookingPageTools): PageBookings {
  const { db, pricing, siteUrl } = tools
  return {
    async list() {
      const found = await tools.load()
      return found && companyBookings(db, found.companyId)
    },
    async parties() {
      const found = await tools.load()
      return found && companyParties(db, found.companyId)
    },
    send: (fields, language) =>
      tools.call(language, async () => {
        const customer = await tools.customer(language)
        const request = tools.body(BookingRequestSchema, fields, language)
        return sendBooking(db, pricing, customer, request, language, siteUrl)
      }),
    cancel: (id, language) =>
      tools.call(language, async () => {
        const customer = await tools.customer(language)
        const params = tools.params(BookingIdParamsSchema, { id }, language)
        return (await cancelBooking(db, customer, params.id, language)).message
      }),
    reply: (id, fields, language) =>
      tools.call(language, async () => {
        const customer = await tools.customer(language)
        const params = tools.params(BookingIdParamsSchema, { id }, language)
        const { message } = tools.body(BookingReplySchema, fields, language)
        return (await replyAboutBooking(db, customer, params.id, message, language)).message
      }),
  }
}
