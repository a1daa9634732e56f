import { z } from './zod.ts'
import { lineText } from './text.ts'
import { CONTENT_COLLECTION_NAMES } from './content/collections.ts'
import { parseIsoDate } from '../domain/calendar.ts'
import { DHAKA_OFFSET } from '../domain/dhaka-time.ts'

/** Where an item stands: never published, live as saved, live with unpublished changes, or timed. */
export const CONTENT_STATUSES = ['draft', 'published', 'changed', 'scheduled'] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]

export const ContentCollectionParamSchema = z.enum(CONTENT_COLLECTION_NAMES, {
  error: 'There is no such kind of content',
})

const Revision = z
  .number({ error: 'Name the revision you started from' })
  .int('Name the revision you started from')
  .positive('Name the revision you started from')
  .meta({ description: 'The revision the change starts from; another one answers 409' })

/** A save: the whole data of the item, checked by its collection's schema. */
export const ContentSaveSchema = z.object({
  revision: Revision,
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }),
})

export const ContentCreateSchema = z.object({
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }),
})

export const ContentRevisionSchema = z.object({ revision: Revision })

/** "2026-12-01T09:30": a date and time on a clock in Dhaka. */
export const DhakaDateTimeSchema = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
    'Enter a date and time in Dhaka, e.g. 2026-12-01T09:30',
  )
  .refine((value) => parseIsoDate(value.slice(0, 10)) !== undefined, 'Enter a real date')
  .meta({ description: 'A date and time in Dhaka (UTC+6), e.g. 2026-12-01T09:30' })

/** The instant of a date and time ("2026-12-01T09:30", seconds optional) on a clock in Dhaka. */
export function dhakaInstant(value: string): Date {
  return new Date(`${value}${value.length === 16 ? ':00' : ''}${DHAKA_OFFSET}`)
}

export const ContentScheduleSchema = z.object({
  revision: Revision,
  /** null clears the schedule. */
  publishAt: DhakaDateTimeSchema.nullable(),
  unpublishAt: DhakaDateTimeSchema.nullable(),
})

export const ContentOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'ids must list the items' })
    .min(1, 'ids must list the items')
    .max(1000),
})

const Instant = z.string().meta({ description: 'ISO 8601 instant' })

export const StaffContentListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  sortOrder: z.number().int(),
  name: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** Some text has English but no Bangla yet. */
  untranslated: z.boolean(),
  revision: z.number().int(),
  publishAt: Instant.nullable(),
  unpublishAt: Instant.nullable(),
  updatedAt: Instant,
})

export const StaffContentListSchema = z.object({
  data: z.object({
    collection: ContentCollectionParamSchema,
    label: z.string(),
    singleton: z.boolean(),
    items: z.array(StaffContentListItemSchema),
  }),
})

export const StaffContentItemSchema = StaffContentListItemSchema.extend({
  /** The working copy; null when nothing is unpublished. */
  draft: z.record(z.string(), z.unknown()).nullable(),
  /** What visitors see; null when not published. */
  published: z.record(z.string(), z.unknown()).nullable(),
  publishedAt: Instant.nullable(),
  updatedBy: z.string().nullable(),
  /**
   * The last scheduled publish the server refused (a picture not ready), while nothing has
   * happened to the item since; null otherwise.
   */
  scheduleRefusal: z.object({ at: Instant, reason: z.string() }).nullable(),
})
export type StaffContentItem = z.infer<typeof StaffContentItemSchema>

export const StaffContentItemResponseSchema = z.object({ data: StaffContentItemSchema })

export const StaffContentVersionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      publishedAt: Instant,
      publishedBy: z.string().nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
})

export const CONTENT_SEARCH_MAX = 100
/** At most this many items answer a search: the best are those whose name matches. */
export const CONTENT_SEARCH_RESULTS_MAX = 50

/** A search through the texts of the site content (both languages), from the workspace. */
export const ContentSearchQuerySchema = z.object({
  q: lineText('Search text must not contain control characters')
    .trim()
    .min(2, 'Type at least 2 characters to search')
    .max(CONTENT_SEARCH_MAX, `Search text must be under ${CONTENT_SEARCH_MAX} characters`),
})

export const StaffContentSearchSchema = z.object({
  data: z.object({
    query: z.string(),
    results: z.array(
      z.object({
        collection: ContentCollectionParamSchema,
        /** The collection as the workspace names it, e.g. "Services". */
        collectionLabel: z.string(),
        item: StaffContentListItemSchema,
        /** Where the text was found: the field's label ("FAQ / Answer"), its language, an excerpt. */
        matches: z.array(
          z.object({
            field: z.string(),
            language: z.enum(['en', 'bn']).nullable(),
            excerpt: z.string(),
          }),
        ),
      }),
    ),
    /** More items matched than are listed. */
    more: z.boolean(),
  }),
})
export type StaffContentSearch = z.infer<typeof StaffContentSearchSchema>['data']
