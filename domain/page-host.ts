/**
 * What the server gives the pages it renders, through React Router's load context (see
 * docs/decisions/0004-server-rendered-form-answers.md). Types only: the app declares what it
 * needs, the server provides it from the same feature modules its JSON routes call, and neither
 * imports the other.
 */

import type { Language } from '#schemas/content/localized.ts'
import type { PublishedCollections, PublicRecords } from '#schemas/content/public-records.ts'
import type { PageMedia } from '#schemas/media.ts'
import type { ContactMessageInput } from '#schemas/contact.ts'
import type { PublicDeparture } from './public-departures.ts'
import type { JobPosition } from '#schemas/positions.ts'
import type { AccountHome } from '#schemas/customer-accounts.ts'
import type { NotificationPreferences } from '#schemas/portal/notifications.ts'
import type { ShipmentChecklist } from '#schemas/portal/shipment-documents.ts'
import type { PortalShipment, PortalShipmentPage } from '#schemas/portal/shipments.ts'
import type { Booking, SavedParty } from '#schemas/portal/bookings.ts'
import type { NumberLookup, SubscribeRequestInput, TrackedShipment } from '#schemas/tracking-api.ts'
import type { EstimateAnswer } from '#schemas/quote-estimate.ts'
import type { AttachedEstimate } from '#schemas/quote.ts'

/**
 * Why a service refused what a page asked on its visitor's behalf: what the JSON API route that
 * does the same answers (docs/api.md), in the page's language where that route speaks the
 * visitor's.
 */
export interface Refusal {
  /** The route's status: 400, 404, 413, 415, 429, or 500 for a fault of ours. */
  status: number
  message: string
  /** The problem of each field, in the form's order, for bad input. */
  errors?: Record<string, string> | undefined
  /** After a 429: the seconds to wait, as the route's Retry-After says them. */
  retryAfter?: string | undefined
}

/** What a service made of a page's request: its result, or why it was refused. */
export type Outcome<Value> = { ok: true; value: Value } | { ok: false; refusal: Refusal }

/** A form the service stored: its thanks, in the page's language, and what it made. */
export interface Accepted<Data> {
  message: string
  data: Data
}

/**
 * The public forms, posted to their own page without JavaScript. Each takes what the enhanced
 * form sends its JSON route and goes through what that route does: its rate limits (counted
 * against this request's visitor, in the route's own counters), validation, honeypot,
 * transaction and outbox.
 */
export interface PageForms {
  /** As POST /api/contact/create. */
  contact(
    message: ContactMessageInput,
    language: Language,
  ): Promise<Outcome<Accepted<{ id: number }>>>
  /**
   * As POST /api/quote/create: `request` is the JSON the enhanced form would send, built from
   * the posted fields and not checked yet (its choices are any text a post holds).
   */
  quote(
    request: unknown,
    language: Language,
  ): Promise<
    Outcome<
      Accepted<{
        reference: string
        confirmationEmail: 'sending' | 'not-sent'
        estimate?: AttachedEstimate
      }>
    >
  >
  /**
   * This request's own multipart body (CV included), as POST /api/jobs/applications/create
   * takes it, with the text fields it held, for showing the form again (a file is not kept).
   */
  application(language: Language): Promise<{
    outcome: Outcome<Accepted<{ id: number }>>
    fields: Record<string, string>
  }>
}

/** The vacancies, as GET /api/jobs/position and /api/jobs/position/{id} serve them. */
export interface PageCareers {
  /** The positions taking applications now, in id order. */
  openPositions(): Promise<JobPosition[]>
  /** A published or closed position by its id or slug; undefined for anything else. */
  position(key: string): Promise<JobPosition | undefined>
}

/** The public side of tracking, as the /api/track routes serve it. */
export interface PageTracking {
  /** As GET /api/track/{reference}. */
  shipment(reference: string, language: Language): Promise<Outcome<TrackedShipment>>
  /** As GET /api/track/number/{number}. */
  carrierNumber(number: string, language: Language): Promise<Outcome<NumberLookup>>
  /** As POST /api/track/{reference}/subscriptions: the value is the route's thanks. */
  subscribe(
    reference: string,
    request: SubscribeRequestInput,
    language: Language,
  ): Promise<Outcome<string>>
  /** As POST /api/track/subscriptions/confirm; `language` is that of a 429's words. */
  confirmSubscription(token: string, language: Language): Promise<Outcome<string>>
  /** As POST /api/track/subscriptions/unsubscribe; `language` is that of a 429's words. */
  unsubscribe(token: string, language: Language): Promise<Outcome<string>>
}

/** The sailings and flights pricing staff publish, as /schedules shows them. */
export interface PageSchedules {
  /**
   * The departures leaving from `from` to `to` (days in Dhaka, both included), weekly ones
   * expanded and the notices that close our offices or a port applied (domain/sailings.ts),
   * their closures named in `language`.
   */
  departures(from: string, to: string, language: Language): Promise<PublicDeparture[]>
}

/** The instant estimate, as GET /api/quote/estimate serves it. */
export interface PagePricing {
  /**
   * As GET /api/quote/estimate: `input` is the estimate's query (EstimateQueryInput; the cargo
   * lines as lists, or as their JSON) built from the posted fields, not checked yet. Counted
   * against the route's limit; a refusal is the route's 400 or 429, in `language`.
   */
  estimateQuote(input: unknown, language: Language): Promise<Outcome<EstimateAnswer>>
}

/**
 * The customer portal (/account), as the /api/account/ routes serve it: the same checks, limits
 * and refusals in the page's language. What a form sends is the posted fields, not checked yet.
 */
export interface PageAccount {
  /** The signed-in customer's home; null when the request has no customer session. */
  home(): Promise<AccountHome | null>
  /** As POST /api/account/sign-in-link: the value is the same answer for every address. */
  requestLink(fields: unknown, language: Language): Promise<Outcome<string>>
  /** As POST /api/account/sign-in: the value is the session's Set-Cookie lines. */
  signIn(token: string, language: Language): Promise<Outcome<string[]>>
  /** As POST /api/account/sign-out: the Set-Cookie lines that end the session. */
  signOut(): Promise<string[]>
  /** As POST /api/account/colleagues: the value is the thanks. */
  invite(fields: unknown, language: Language): Promise<Outcome<string>>
  /** As POST /api/account/colleagues/{id}/remove. */
  remove(personId: string, language: Language): Promise<Outcome<string>>
  /** As POST /api/account/passkeys/{id}/remove. */
  removePasskey(id: string, language: Language): Promise<Outcome<string>>
  /** As POST /api/account/requests: the value is the thanks. */
  requestAccount(fields: unknown, language: Language): Promise<Outcome<string>>
  /** As GET /api/account/notifications; null when the request has no customer session. */
  notificationPreferences(): Promise<NotificationPreferences | null>
  /** As PUT /api/account/notifications: the value is the choices as stored. */
  saveNotificationPreferences(
    choices: unknown,
    language: Language,
  ): Promise<Outcome<NotificationPreferences>>
}

/**
 * A shipment's documents in the portal (/account/shipments/:reference/documents), as the
 * /api/account/shipments/{reference}/documents routes serve them: the same checks and refusals,
 * in the page's language.
 */
export interface PageDocuments {
  /** As GET …/documents; refused with 401 without a customer session, 404 when not theirs. */
  checklist(reference: string, language: Language): Promise<Outcome<ShipmentChecklist>>
  /** As POST …/documents/{kind}/file, the document named by the form's field "document". */
  upload(reference: string, language: Language): Promise<Outcome<string>>
  /** As POST …/documents/draft-bl/approve. */
  approveDraft(reference: string, language: Language): Promise<Outcome<string>>
  /** As POST …/documents/draft-bl/corrections. */
  correctDraft(reference: string, corrections: string, language: Language): Promise<Outcome<string>>
}

/**
 * My shipments in the portal (/account/shipments), as the /api/account/shipments routes serve
 * them (server/portal/shipments/pages.ts). Each is null without a customer session.
 */
export interface PagePortalShipments {
  /** As GET /api/account/shipments, with the page's query as typed. */
  list(
    query: Record<string, string>,
    language: Language,
  ): Promise<Outcome<PortalShipmentPage> | null>
  /** As GET /api/account/shipments/{reference}. */
  shipment(reference: string, language: Language): Promise<Outcome<PortalShipment> | null>
  /** As POST /api/account/shipments/{reference}/shares: the value is the answer. */
  share(reference: string, fields: unknown, language: Language): Promise<Outcome<string> | null>
  /** As POST /api/account/shipments/{reference}/shares/{companyId}/remove. */
  unshare(reference: string, companyId: string, language: Language): Promise<Outcome<string> | null>
}

/**
 * The portal's bookings (/account/bookings), as the /api/account/bookings routes serve them: the
 * signed-in person's company's only; null (or a 401 refusal) without a customer session.
 */
export interface PageBookings {
  /** As GET /api/account/bookings. */
  list(): Promise<Booking[] | null>
  /** As GET /api/account/bookings/parties. */
  parties(): Promise<SavedParty[] | null>
  /** As POST /api/account/bookings: `fields` is its JSON body built from the posted form. */
  send(fields: unknown, language: Language): Promise<Outcome<Accepted<Booking>>>
  /** As POST /api/account/bookings/{id}/cancel: the value is the answer. */
  cancel(id: string, language: Language): Promise<Outcome<string>>
  /** As POST /api/account/bookings/{id}/reply: `fields` is its JSON body; the value is the answer. */
  reply(id: string, fields: unknown, language: Language): Promise<Outcome<string>>
}

/** What the published content's pictures are made of, for pages to build responsive images. */
export interface PublishedPictures {
  /** Every collection's published items, in their order: their image references are in `data`. */
  collections: PublishedCollections
  /** The media library pictures those items show, by id, each with every file made of it. */
  media: ReadonlyMap<string, PageMedia>
}

export interface PageHost {
  /** The nonce this response's Content-Security-Policy allows inline scripts by. */
  nonce: string
  /**
   * Whether the page hydrates only once the browser has painted it, as a public page does
   * (docs/decisions/0008-hydration-in-short-tasks.md); the workspace is an app whose pages are
   * nothing until their data has loaded, so it starts at once.
   */
  hydrateAfterPaint: boolean
  /**
   * The published site content in one language, as the content API serves it: this server's
   * copy, current within CONTENT_CHECK_SECONDS (docs/decisions/0011-content-in-the-database.md).
   */
  content(language: Language): Promise<PublicRecords>
  /**
   * A preview for signed-in staff with content rights: `content` then shows every draft as if it
   * were published (docs/decisions/0011-content-in-the-database.md, Preview). False for everyone
   * else, whatever the address says.
   */
  preview: boolean
  /** The published content's pictures, from the same copy as `content`. */
  pictures(): Promise<PublishedPictures>
  forms: PageForms
  careers: PageCareers
  tracking: PageTracking
  schedules: PageSchedules
  pricing: PagePricing
  account: PageAccount
  documents: PageDocuments
  portalShipments: PagePortalShipments
  bookings: PageBookings
  /** Set when the server refused the request before its body could be read (e.g. too large). */
  refusal?: { status: number; message: string } | undefined
}
