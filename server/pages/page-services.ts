/**
 * The services a page rendered on the server calls on its visitor's behalf (domain/page-host.ts):
 * the feature modules the JSON routes call, behind the same rate limits (counted against the
 * visitor, in the routes' own counters), the same body limit and schemas, in the page's
 * language. A refusal is what the route would answer (docs/decisions/0004).
 */
import {
  errorCodes,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import type { Outcome, PageHost, Refusal } from '#domain/page-host.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { QuoteRequestSchema } from '#schemas/quote.ts'
import { EstimateQuerySchema } from '#schemas/quote-estimate.ts'
import {
  SubscribeRequestSchema,
  SubscriptionTokenRequestSchema,
  TrackNumberParamsSchema,
  TrackReferenceParamsSchema,
} from '#schemas/tracking-api.ts'
import type { z } from '#schemas/zod.ts'
import {
  AccountRequestSchema,
  InvitePersonSchema,
  PersonIdParamsSchema,
  SignInLinkRequestSchema,
  SignInTokenSchema,
} from '#schemas/customer-accounts.ts'
import { acceptAccountRequest, accountHome, removeColleague } from '#server/account/portal.ts'
import { removePasskey } from '#server/account/passkeys.ts'
import { PasskeyIdParamsSchema } from '#schemas/customer-passkeys.ts'
import { accountAnswerMessages } from '#server/account/refusals.messages.ts'
import { NotificationPreferencesSchema } from '#schemas/portal/notifications.ts'
import {
  notificationPreferences,
  saveNotificationPreferences,
} from '#server/portal/notifications/preferences.ts'
import { portalShipmentPages } from '#server/portal/shipments/pages.ts'
import { bookingPages } from '#server/portal/bookings/page-services.ts'
import { openPositions, publicPosition, publishedPositions } from '#server/careers/positions.ts'
import { ApiError, TooManyRequestsError } from '#server/errors.ts'
import { acceptJobApplication } from '#server/forms/application-form.ts'
import { clientDetails, type ClientDetails } from '#server/forms/client-details.ts'
import type { FormLimit } from '#server/plugins/rate-limits.ts'
import { acceptContactMessage } from '#server/forms/contact.ts'
import { acceptQuoteRequest } from '#server/forms/quotes.ts'
import { findByKey } from '#server/routes/content/common.ts'
import { closuresOf, publicDepartures, publishedSailings } from '#server/schedules/departures.ts'
import { lookUpNumber } from '#server/tracking/shipments.ts'
import {
  confirmFromLink,
  subscribeToShipment,
  trackedShipment,
  unsubscribeFromLink,
} from '#server/tracking/public-tracking.ts'
import { invalidInput, toErrorResponse } from '#server/plugins/error-handler.ts'

export interface PageServicesOptions {
  /** The JSON API's body limit, which a form's JSON would have to fit. */
  bodyLimit: number
  /** Links in the tracking emails point at the public site. */
  siteUrl: string
  /** The folder for uploads in progress (uploadFolder). */
  uploadDir: string
}

/** The refusal the route would answer for `error`. */
function refusalOf(error: unknown, request: FastifyRequest): Refusal {
  const { code, message, errors } = toErrorResponse(error as FastifyError, request)
  const retryAfter =
    error instanceof TooManyRequestsError ? String(error.retryAfterSeconds) : undefined
  return { status: code, message, errors, retryAfter }
}

/** `work`'s result, or the refusal its error stands for. */
export async function outcomeOf<Value>(
  request: FastifyRequest,
  work: () => Promise<Value>,
): Promise<Outcome<Value>> {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    return { ok: false, refusal: refusalOf(error, request) }
  }
}

/** `input` as `schema` reads it, or the 400 the route answers, its messages in `language`. */
function checked<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  context: 'body' | 'params' | 'querystring',
  language: Language,
): z.output<Schema> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }))
  const { code, message, errors } = invalidInput(problems, context, language)
  throw new ApiError(code, message, errors)
}

/** The services of the pages rendered for `request`. */
export function pageServices(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { bodyLimit, siteUrl, uploadDir }: PageServicesOptions,
): Pick<
  PageHost,
  | 'forms'
  | 'careers'
  | 'tracking'
  | 'schedules'
  | 'pricing'
  | 'account'
  | 'portalShipments'
  | 'bookings'
> {
  const { db, rateLimits } = fastify
  const log = request.log

  /** A form's fields as the route would get them in JSON: within its body limit, then its schema. */
  function body<Schema extends z.ZodType>(
    schema: Schema,
    input: unknown,
    language: Language,
  ): z.output<Schema> {
    const json = JSON.stringify(input)
    if (Buffer.byteLength(json) > bodyLimit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    return checked(schema, JSON.parse(json), 'body', language)
  }

  /**
   * A form whose fields the route would get as JSON: its attempt counted, its fields checked, the
   * valid submission counted against its limit, then accepted, as its JSON route does.
   */
  function jsonForm<Schema extends z.ZodType, Value>(
    limit: FormLimit,
    schema: Schema,
    accept: (valid: z.output<Schema>, client: ClientDetails) => Promise<Value>,
  ) {
    return (input: unknown, language: Language) =>
      outcomeOf(request, async () => {
        await rateLimits.countPageCall(request, limit.attempts, language)
        const valid = body(schema, input, language)
        await limit.count(request, reply, language)
        return accept(valid, clientDetails(request, language))
      })
  }

  const accounts = fastify.customerAccounts

  /** The signed-in customer, or the 401 the route answers; an owner's calls check the role. */
  async function customer(language: Language, ownersOnly = false) {
    const texts = accountAnswerMessages[language]
    const found = await accounts.load(request, reply)
    if (!found) throw new ApiError(401, texts.signInFirst)
    if (ownersOnly && found.person.companyRole !== 'owner')
      throw new ApiError(403, texts.ownersOnly)
    return found
  }

  /** A portal call from a page: counted against the visitor's API budget first, as the route is. */
  const portalCall = <Value>(language: Language, work: () => Promise<Value>) =>
    outcomeOf(request, async () => {
      await rateLimits.countPageCall(request, rateLimits.apiBudget, language)
      return work()
    })

  return {
    portalShipments: portalShipmentPages({ fastify, request, reply, portalCall }),
    bookings: bookingPages({
      db,
      pricing: fastify.pricing,
      siteUrl,
      load: () => accounts.load(request, reply),
      customer: (language) => customer(language),
      call: portalCall,
      body,
      params: (schema, input, language) => checked(schema, input, 'params', language),
    }),
    account: {
      async home() {
        const found = await accounts.load(request, reply)
        return found && accountHome(db, found)
      },
      requestLink: (fields, language) =>
        portalCall(language, async () => {
          const { email } = body(SignInLinkRequestSchema, fields, language)
          return accounts.requestLink(request, reply, email, language)
        }),
      signIn: (token, language) =>
        portalCall(language, () =>
          accounts.signIn(request, body(SignInTokenSchema, { token }, language).token, language),
        ),
      signOut: () => accounts.signOut(request),
      invite: (fields, language) =>
        portalCall(language, async () => {
          const owner = await customer(language, true)
          const person = await accounts.invite(
            request,
            reply,
            { companyId: owner.companyId, role: 'member', invitedBy: owner.person.name },
            body(InvitePersonSchema, fields, language),
            language,
          )
          return fill(accountAnswerMessages[language].invited, { name: person.name })
        }),
      remove: (personId, language) =>
        portalCall(language, async () => {
          const owner = await customer(language, true)
          const { id } = checked(PersonIdParamsSchema, { id: personId }, 'params', language)
          return removeColleague(db, owner, id, language)
        }),
      removePasskey: (id, language) =>
        portalCall(language, async () => {
          const found = await customer(language)
          const params = checked(PasskeyIdParamsSchema, { id }, 'params', language)
          return removePasskey(db, found, params.id, language)
        }),
      requestAccount: (fields, language) =>
        portalCall(language, () =>
          acceptAccountRequest(
            fastify,
            request,
            reply,
            body(AccountRequestSchema, fields, language),
            siteUrl,
            language,
          ),
        ),
      async notificationPreferences() {
        const found = await accounts.load(request, reply)
        return found && notificationPreferences(db, found.person.id)
      },
      saveNotificationPreferences: (choices, language) =>
        portalCall(language, async () => {
          const { person } = await customer(language)
          const valid = body(NotificationPreferencesSchema, choices, language)
          return saveNotificationPreferences(db, person.id, valid)
        }),
    },
    forms: {
      contact: jsonForm(rateLimits.contact, ContactMessageSchema, (valid, client) =>
        acceptContactMessage(db, log, valid, client, fastify.outbox),
      ),
      quote: jsonForm(rateLimits.quote, QuoteRequestSchema, (valid, client) =>
        acceptQuoteRequest(db, log, valid, client, fastify.outbox, fastify.pricing),
      ),
      async application(language) {
        const fields: Record<string, string | undefined> = {}
        const outcome = await outcomeOf(request, async () => {
          await rateLimits.countPageCall(request, rateLimits.applications.attempts, language)
          return acceptJobApplication({
            db,
            log,
            tempDir: uploadDir,
            parts: request.parts(),
            client: clientDetails(request, language),
            countSubmission: () => rateLimits.applications.count(request, reply, language),
            outbox: fastify.outbox,
            fields,
          })
        })
        // A refusal may come before the whole body was read: the rest is let go, so that the
        // page's answer is read by the browser.
        request.raw.resume()
        const texts = Object.entries(fields).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, value] as const],
        )
        return { outcome, fields: Object.fromEntries(texts) }
      },
    },
    careers: {
      openPositions: async () => openPositions(await publishedPositions(fastify.content)),
      async position(key) {
        const row = findByKey(await publishedPositions(fastify.content), key)
        return row && publicPosition(row)
      },
    },
    schedules: {
      async departures(from, to, language) {
        const [sailings, published] = await Promise.all([
          publishedSailings(db),
          fastify.content.collections(),
        ])
        return publicDepartures(sailings, closuresOf(published.notices, language), from, to)
      },
    },
    tracking: {
      shipment: (reference, language) =>
        outcomeOf(request, async () => {
          await rateLimits.countPageCall(request, rateLimits.track, language)
          const params = checked(TrackReferenceParamsSchema, { reference }, 'params', language)
          return trackedShipment(db, params.reference, language)
        }),
      carrierNumber: (number, language) =>
        outcomeOf(request, async () => {
          await rateLimits.countPageCall(request, rateLimits.track, language)
          const params = checked(TrackNumberParamsSchema, { number }, 'params', language)
          return lookUpNumber(db, params.number, language)
        }),
      subscribe: (reference, subscription, language) =>
        outcomeOf(request, async () => {
          await rateLimits.countPageCall(request, rateLimits.trackSubscribe, language)
          const params = checked(TrackReferenceParamsSchema, { reference }, 'params', language)
          const valid = body(SubscribeRequestSchema, subscription, language)
          return subscribeToShipment(
            db,
            log,
            siteUrl,
            params.reference,
            valid,
            { clientIp: request.ip, language },
            fastify.outbox,
          )
        }),
      confirmSubscription: (token, language) =>
        outcomeOf(request, async () => {
          await rateLimits.countPageCall(request, rateLimits.apiBudget, language)
          const valid = body(SubscriptionTokenRequestSchema, { token }, language)
          return (await confirmFromLink(db, valid.token)).message
        }),
      unsubscribe: (token, language) =>
        outcomeOf(request, async () => {
          await rateLimits.countPageCall(request, rateLimits.apiBudget, language)
          const valid = body(SubscriptionTokenRequestSchema, { token }, language)
          return unsubscribeFromLink(db, valid.token)
        }),
    },
    pricing: {
      estimateQuote: (input, language) =>
        outcomeOf(request, async () => {
          await rateLimits.countPageCall(request, rateLimits.apiBudget, language)
          const query = checked(EstimateQuerySchema, input, 'querystring', language)
          return fastify.pricing.estimateQuote(query, language)
        }),
    },
  }
}
