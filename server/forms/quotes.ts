import { sql } from 'drizzle-orm'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
import { cargoFreightTotals, cargoOf, containerCount, storedCargo } from '#domain/quote-cargo.ts'
import type { AttachedEstimate, QuoteRequest } from '#schemas/quote.ts'
import type { StoredQuoteEstimate } from '#schemas/quote-estimate.ts'
import { officeContacts, serviceNames } from '#server/content/names.ts'
import type { Database } from '#server/db/client.ts'
import { quoteRequests } from '#server/db/schema.ts'
import { fieldErrors } from '#server/errors.ts'
import { fieldMessage, messageKey } from '#schemas/validation.ts'
import { validationMessages } from '#schemas/validation.messages.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'
import type { OutboxDoor } from '#server/notifications/worker.ts'
import type { FastifyBaseLogger } from 'fastify'
import { formAnswerMessages } from './answers.messages.ts'
import { quoteConfirmationEmail, quoteSalesEmail } from '#server/notifications/quote-emails.ts'
import type { QuoteEstimator } from '#server/pricing/quote-estimates.ts'
import type { ClientDetails } from './client-details.ts'

/** References carry the year in the company's own time zone. */
const YEAR_IN_DHAKA = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Dhaka' })

/**
 * "Q-<year>-<number>", the number from quote_reference_seq: unique however many requests arrive
 * at once, padded to six digits and growing past them rather than wrapping.
 */
function referenceSql(year: string) {
  return sql<string>`(select 'Q-' || ${year}::text || '-' || lpad(s.n::text, greatest(6, length(s.n::text)), '0') from (select nextval('quote_reference_seq') as n) as s)`
}

/**
 * A quote request its route (or the quote page) has checked and counted: stored, its emails sent
 * on their way, and the thanks with its reference, in the visitor's language.
 */
export async function acceptQuoteRequest(
  db: Database,
  log: FastifyBaseLogger,
  body: QuoteRequest,
  client: ClientDetails,
  /** Wakes for the emails; whether it sends any, the answer says of the confirmation. */
  outbox: OutboxDoor,
  /** Prices the request again, to store its estimate. */
  pricing: QuoteEstimator,
): Promise<{
  message: string
  data: {
    reference: string
    confirmationEmail: 'sending' | 'not-sent'
    estimate?: AttachedEstimate
  }
}> {
  const { row, isSpam, estimate } = await storeQuoteRequest(db, body, client, pricing)
  if (!isSpam) outbox.wake()
  log.info({ quoteRequestId: row.id, reference: row.reference, isSpam }, 'quote stored')
  return {
    message: formAnswerMessages[client.language].quoteThanks,
    data: {
      reference: row.reference,
      confirmationEmail: outbox.sendsMail ? 'sending' : 'not-sent',
      ...(estimate && { estimate: { totalUsd: estimate.totalUsd, totalBdt: estimate.totalBdt } }),
    },
  }
}

/**
 * Stores a quote request under a new reference, with the totals computed here from its cargo,
 * the estimate priced here from the rate cards (none for spam: its lane is not counted), and
 * its two emails (to sales, and a confirmation to the visitor), committed together. A
 * request that filled the honeypot is kept as spam, with no email.
 */
export async function storeQuoteRequest(
  db: Database,
  body: QuoteRequest,
  client: ClientDetails,
  pricing: QuoteEstimator,
): Promise<{
  row: { id: number; reference: string }
  isSpam: boolean
  estimate: StoredQuoteEstimate | null
}> {
  // The services staff have published now: one taken off the site is no longer offered.
  const service = (await serviceNames(db, 'published')).get(body.service)
  if (!service) {
    const messages = validationMessages[client.language]
    throw fieldErrors({ service: fieldMessage(messageKey('service.unoffered'), messages) })
  }
  const cargo = cargoOf(body)
  const totals = cargoFreightTotals(cargo, service.mode)
  const isSpam = isHoneypotFilled(body)
  const estimate = isSpam ? null : await pricing.quoteEstimate(body, service.mode)

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(quoteRequests)
      .values({
        reference: referenceSql(YEAR_IN_DHAKA.format(new Date())),
        serviceSlug: body.service,
        originCity: body.originCity,
        originCountry: body.originCountry,
        destinationCity: body.destinationCity,
        destinationCountry: body.destinationCountry,
        incoterm: body.incoterm,
        cargoReadyDate: body.cargoReadyDate,
        commodity: body.commodity,
        hsCode: body.hsCode ?? null,
        packages: storedCargo(cargo),
        dangerousGoods: body.dangerousGoods,
        temperatureControlled: body.temperatureControlled,
        stackable: body.stackable,
        notes: body.notes ?? null,
        // FCL is priced per container: the row counts containers, and has no weight or
        // volume of its own (the columns are required; there is no migration for this).
        ...(totals
          ? {
              totalPieces: totals.pieces,
              grossWeightKg: totals.grossWeightKg.toFixed(2),
              volumeCbm: totals.volumeCbm.toFixed(3),
              chargeableWeightKg: totals.chargeableWeightKg.toFixed(2),
              chargeableRule: totals.rule.id,
            }
          : {
              totalPieces: cargo.load === 'fcl' ? containerCount(cargo.containers) : 0,
              grossWeightKg: '0.00',
              volumeCbm: '0.000',
              chargeableWeightKg: '0.00',
              chargeableRule: 'fcl',
            }),
        estimateCardId: estimate?.cardId ?? null,
        estimateCardVersionId: estimate?.cardVersionId ?? null,
        estimate,
        name: body.name,
        company: body.company ?? null,
        email: body.email,
        phone: body.phone,
        isSpam,
        status: isSpam ? 'spam' : 'new',
        ...client,
      })
      .returning({ id: quoteRequests.id, reference: quoteRequests.reference })
    if (!inserted) throw new Error('insert returned no row')
    if (!isSpam) {
      const notice = {
        ...inserted,
        request: body,
        cargo,
        totals,
        clientIp: client.clientIp,
        serviceTitle: service.title,
        offices: await officeContacts(tx),
        language: client.language,
      }
      await enqueueEmail(tx, quoteSalesEmail(notice))
      await enqueueEmail(tx, quoteConfirmationEmail(notice))
    }
    return inserted
  })
  return { row, isSpam, estimate }
}
