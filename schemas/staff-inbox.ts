import { z } from './zod.ts'
import { LANGUAGES } from './content/localized.ts'
import { lineText, multiLineText, recordId, refuseControlChars, typedDay } from './text.ts'
import { StoredQuoteEstimateSchema } from './quote-estimate.ts'

/** The lists of the inbox, as they appear in URLs (/staff/inbox/<kind>, /api/staff/inbox/<kind>). */
export const INBOX_KINDS = [
  'contact-messages',
  'quote-requests',
  'job-applications',
  'booking-requests',
] as const
export const InboxKindSchema = z.enum(INBOX_KINDS)
export type InboxKind = z.infer<typeof InboxKindSchema>

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  'contact-messages': 'Contact messages',
  'quote-requests': 'Quote requests',
  'job-applications': 'Job applications',
  'booking-requests': 'Booking requests',
}

/** Who may work each list; admin may work every list. */
export const INBOX_KIND_ROLES = {
  'contact-messages': ['sales'],
  'quote-requests': ['sales'],
  'job-applications': ['hr'],
  'booking-requests': ['sales'],
} as const satisfies Record<InboxKind, readonly ('sales' | 'hr')[]>

export function canWorkInbox(role: string, kind: InboxKind): boolean {
  return role === 'admin' || (INBOX_KIND_ROLES[kind] as readonly string[]).includes(role)
}

/** new → in_progress → answered → closed, plus spam, which staff can move items in and out of. */
export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'closed', 'spam'] as const
export const InboxStatusSchema = z.enum(INBOX_STATUSES, {
  error: 'Status must be one of new, in progress, answered, closed or spam',
})
export type InboxStatus = z.infer<typeof InboxStatusSchema>

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
  spam: 'Spam',
}

/** New-item counts stop here; the navigation then shows "1000+". */
export const INBOX_COUNT_CAP = 1000
export const INBOX_PAGE_SIZE_DEFAULT = 25
export const INBOX_PAGE_SIZE_MAX = 100
export const INBOX_SEARCH_MAX = 200
export const INBOX_NOTE_MAX = 5_000
export const INBOX_REPLY_MAX = 20_000

/** An optional query parameter sent present-but-empty (`status=`) means absent. */
function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

/**
 * A day as the workspace's filter takes it, day first as Bangladesh writes it (31/12/2026, in
 * Bengali digits too), or 2026-12-31; read as 2026-12-31.
 */
const DaySchema = typedDay(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written day first, e.g. 31/12/2026')
    .refine((value) => {
      // Date rolls 2026-02-30 over into March; a real day survives the round trip.
      const day = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
    }, 'That date does not exist'),
)

/**
 * Filters of a list (and of its CSV export). Dates are days in Dhaka time, both ends included.
 * `assignee` is a staff id, `me` or `none`.
 */
export const InboxFilterSchema = z.object({
  status: optionalParam(InboxStatusSchema),
  assignee: optionalParam(
    lineText('Assignee must not contain control characters').max(100, 'Assignee is too long'),
  ),
  from: optionalParam(DaySchema),
  to: optionalParam(DaySchema),
  q: optionalParam(
    lineText('Search text must not contain control characters')
      .trim()
      .max(INBOX_SEARCH_MAX, `Search text must be under ${INBOX_SEARCH_MAX} characters`),
  ),
  /** Job applications for one position (its id); the other lists have no position. */
  position: optionalParam(recordId('Position')),
})
export type InboxFilter = z.infer<typeof InboxFilterSchema>

export const InboxListQuerySchema = InboxFilterSchema.extend({
  cursor: optionalParam(lineText('Cursor is not valid').max(200, 'Cursor is not valid')),
  limit: optionalParam(
    refuseControlChars(
      z.coerce
        .number({ error: 'Limit must be a number' })
        .int('Limit must be a whole number')
        .min(1, 'Limit must be at least 1')
        .max(INBOX_PAGE_SIZE_MAX, `Limit must be at most ${INBOX_PAGE_SIZE_MAX}`),
      'Limit must be a number',
    ),
  ),
})

export const StaffRefSchema = z.object({ id: z.string(), name: z.string() })

/** A quote request at a glance. Weight and volume are null when the request gave none. */
export const QuoteFactsSchema = z.object({
  /** The service asked for, as the quote form names it ("Ocean freight"). */
  service: z.string(),
  origin: z.string(),
  destination: z.string(),
  company: z.string().nullable(),
  grossWeightKg: z.number().nullable(),
  volumeCbm: z.number().nullable(),
  /** An FCL quote's containers: how many in all, and each line ("2 × 40' high cube"); else null. */
  containers: z.object({ count: z.number().int(), lines: z.array(z.string()) }).nullable(),
  /** YYYY-MM-DD. */
  cargoReadyDate: z.string(),
})
export type QuoteFacts = z.infer<typeof QuoteFactsSchema>

export const INBOX_PREVIEW_CHARS = 160

/**
 * The start of a text for a list, at most `length` characters: cut after a whole word and
 * ended with "…" when anything was left out. `text` may hold one character more than `length`,
 * which tells whether the cut falls between words.
 */
export function inboxPreview(text: string, length = INBOX_PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trimStart()
  if (flat.trimEnd().length <= length && flat.length <= length) return flat.trimEnd()
  const cut = flat.slice(0, length + 1)
  const lastSpace = cut.lastIndexOf(' ')
  // One very long "word" (a URL) is cut where it must be.
  const words = lastSpace > length / 2 ? cut.slice(0, lastSpace) : flat.slice(0, length)
  return `${words.replace(/[\s,;:.\-–—]+$/u, '')}…`
}

export const InboxItemSummarySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: InboxStatusSchema,
  assignee: StaffRefSchema.nullable(),
  /** A quote's reference, an application's position: what tells items apart at a glance. */
  title: z.string(),
  /** The start of the visitor's text, cut at a word and ending in "…" when cut (inboxPreview). */
  snippet: z.string(),
  /** For quote requests, what sales sort them by; null for the other lists. */
  quote: QuoteFactsSchema.nullable(),
  /** The language the visitor wrote in: the form's page, 'en' or 'bn'; their emails use it. */
  language: z.enum(LANGUAGES),
})
export type InboxItemSummary = z.infer<typeof InboxItemSummarySchema>

export const InboxListResponseSchema = z.object({
  data: z.object({
    items: z.array(InboxItemSummarySchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
})

export type InboxListResponse = z.infer<typeof InboxListResponseSchema>

/** What a reply started from the quote's instant estimate was based on. */
export const ReplyEstimateBasisSchema = z.object({
  cardId: z.number().int(),
  /** The content_versions row of the card that priced the quote; null for a card never versioned. */
  cardVersionId: z.number().int().nullable(),
  /** Whether the clerk changed the estimate's text before sending it. */
  changed: z.boolean(),
})
export type ReplyEstimateBasis = z.infer<typeof ReplyEstimateBasisSchema>

export const InboxEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: StaffRefSchema.nullable(),
  action: z.enum(['status', 'assign', 'note', 'reply']),
  fromStatus: InboxStatusSchema.nullable(),
  toStatus: InboxStatusSchema.nullable(),
  assignee: StaffRefSchema.nullable(),
  body: z.string().nullable(),
  /** For replies: the outbox state of the email (pending, sending or sent). */
  delivery: z
    .object({ status: z.string(), sentAt: z.string().nullable(), attempts: z.number().int() })
    .nullable(),
  /** For a reply started from the quote's instant estimate: what it was based on; else null. */
  estimate: ReplyEstimateBasisSchema.nullable(),
})
export type InboxEvent = z.infer<typeof InboxEventSchema>

/** Label and value pairs, in reading order, grouped under headings. */
export const DetailSectionSchema = z.object({
  heading: z.string(),
  rows: z.array(z.tuple([z.string(), z.string()])),
})
export type DetailSection = z.infer<typeof DetailSectionSchema>

/** The shipment form's start from a quote request: its route, mode, shipper and reference. */
export const ShipmentDraftSchema = z.object({
  quoteReference: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** The company the quote was asked for; null when the visitor named none. */
  shipperName: z.string().nullable(),
  /** A booking's consignee (schemas/portal/bookings.ts); quotes name none. */
  consigneeName: z.string().nullable().optional(),
  /** A shipment mode (domain/tracking.ts) when the service names one; null for the others. */
  mode: z.string().nullable(),
})
export type ShipmentDraft = z.infer<typeof ShipmentDraftSchema>

/** A quote's stored estimate, with when the version of the card that priced it was published. */
export const InboxEstimateSchema = StoredQuoteEstimateSchema.extend({
  cardVersionPublishedAt: z.iso.datetime().nullable(),
  /**
   * A reply answering with the estimate, its lines and totals, in the language the visitor
   * wrote in: where "Answer with the estimate" starts the reply, for the clerk to edit.
   */
  replyDraft: z.string(),
})
export type InboxEstimate = z.infer<typeof InboxEstimateSchema>

export const InboxItemDetailSchema = InboxItemSummarySchema.extend({
  kind: InboxKindSchema,
  /** For quote requests: what a new shipment starts from, and the shipments made from it. */
  shipmentDraft: ShipmentDraftSchema.nullable(),
  shipments: z.array(z.object({ id: z.number().int(), reference: z.string() })),
  /** For quote requests: the instant estimate the server priced it at, when a card covered it. */
  estimate: InboxEstimateSchema.nullable(),
  sections: z.array(DetailSectionSchema),
  packageLines: z.array(z.string()),
  /** What the lines are: "Package lines", "Containers (FCL)" or the LCL cargo totals. */
  packageLinesHeading: z.string(),
  /** The visitor's own text: the message, the quote's notes or the cover letter. */
  longTextLabel: z.string(),
  longText: z.string().nullable(),
  cv: z.object({ name: z.string(), size: z.number().int(), mime: z.string() }).nullable(),
  events: z.array(InboxEventSchema),
})
export type InboxItemDetail = z.infer<typeof InboxItemDetailSchema>

export const InboxItemResponseSchema = z.object({ data: InboxItemDetailSchema })

export const InboxStatusBodySchema = z.object({ status: InboxStatusSchema })
export const InboxAssignBodySchema = z.object({
  /** null unassigns. */
  assigneeId: lineText('The assignee must not contain control characters')
    .min(1)
    .max(100)
    .nullable(),
})
export const InboxNoteBodySchema = z.object({
  body: multiLineText('Please remove the special characters from the note', {
    error: 'Please write the note',
  })
    .trim()
    .min(1, 'Please write the note')
    .max(INBOX_NOTE_MAX, `Please keep the note under ${INBOX_NOTE_MAX} characters`),
})
export const InboxReplyBodySchema = z.object({
  body: multiLineText('Please remove the special characters from the reply', {
    error: 'Please write the reply',
  })
    .trim()
    .min(1, 'Please write the reply')
    .max(INBOX_REPLY_MAX, `Please keep the reply under ${INBOX_REPLY_MAX} characters`),
  /**
   * Made by the browser once per reply it composes: sending the same key again (a double
   * click, a retry after a lost answer) queues nothing more.
   */
  key: z.uuid({ error: 'The reply key must be a UUID' }),
  /**
   * The reply was started from the quote's instant estimate (its `replyDraft`): the reply
   * records the card and version, and whether the text was changed.
   */
  fromEstimate: z.boolean({ error: 'fromEstimate must be true or false' }).optional(),
})

/** A change to an item was made: the message says which, and `data` is the item as it now is. */
export const InboxChangeResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: InboxItemDetailSchema,
})

export const AssigneesResponseSchema = z.object({
  data: z.array(StaffRefSchema.extend({ role: z.string() })),
})

/** Items whose status is new, per list the caller may work; other lists are absent. */
export const InboxCountsResponseSchema = z.object({
  data: z.partialRecord(InboxKindSchema, z.number().int()),
})
export type InboxCounts = z.infer<typeof InboxCountsResponseSchema>['data']
