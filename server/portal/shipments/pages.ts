/**
 * My shipments for the portal's pages (domain/page-host.ts PagePortalShipments): what the
 * /api/account/shipments routes do, counted against the visitor's API budget, in the page's
 * language. Without a customer session each answers null, and the page leads to sign-in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Language } from '#domain/languages.ts'
import type { Outcome, PagePortalShipments } from '#domain/page-host.ts'
import { PortalShipmentQuerySchema, ShareCompanyParamsSchema } from '#schemas/portal/shipments.ts'
import type { CustomerIdentity } from '#server/account/service.ts'
import { ApiError } from '#server/errors.ts'
import { listCompanyShipments, readShipmentQuery } from './list.ts'
import { portalShipment, shareByEmail, unshareOwn } from './portal.ts'
import { shipmentAnswerMessages } from './refusals.messages.ts'

export interface PortalShipmentPagesOptions {
  fastify: FastifyInstance
  request: FastifyRequest
  reply: FastifyReply
  /** page-services.ts: the call counted against the visitor's API budget, its refusal kept. */
  portalCall: <Value>(language: Language, work: () => Promise<Value>) => Promise<Outcome<Value>>
}

export function portalShipmentPages({
  fastify,
  request,
  reply,
  portalCall,
}: PortalShipmentPagesOptions): PagePortalShipments {
  const { db } = fastify

  /** `work` for the signed-in customer, or null without a session. */
  async function asCustomer<Value>(
    language: Language,
    work: (customer: CustomerIdentity) => Promise<Value>,
  ): Promise<Outcome<Value> | null> {
    const customer = await fastify.customerAccounts.load(request, reply)
    return customer ? portalCall(language, () => work(customer)) : null
  }

  return {
    list: (query, language) =>
      asCustomer(language, (customer) => {
        const parsed = PortalShipmentQuerySchema.safeParse(query)
        if (!parsed.success) throw new ApiError(400, shipmentAnswerMessages[language].badText)
        return listCompanyShipments(
          db,
          customer.companyId,
          readShipmentQuery(parsed.data, language),
        )
      }),
    shipment: (reference, language) =>
      asCustomer(language, (customer) => portalShipment(db, customer, reference, language)),
    share: (reference, fields, language) =>
      asCustomer(language, (customer) => {
        const { email, role } = (fields ?? {}) as Record<string, string | undefined>
        return shareByEmail(
          db,
          fastify.limitStore,
          reply,
          customer,
          reference,
          { email, role },
          language,
        )
      }),
    unshare: (reference, companyId, language) =>
      asCustomer(language, (customer) => {
        const params = ShareCompanyParamsSchema.safeParse({ reference, companyId })
        if (!params.success) throw new ApiError(404, shipmentAnswerMessages[language].shareNotFound)
        return unshareOwn(db, customer, params.data.reference, params.data.companyId, language)
      }),
  }
}
