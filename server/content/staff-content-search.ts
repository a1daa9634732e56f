import { inArray } from 'drizzle-orm'
import { asciiDigits } from '#domain/numerals.ts'
import {
  CONTENT_COLLECTION_NAMES,
  CONTENT_COLLECTIONS,
  mayEdit,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import type { Field, Fields } from '#schemas/registry/fields.ts'
import { CONTENT_SEARCH_RESULTS_MAX, type StaffContentSearch } from '#schemas/staff-content.ts'
import type { StaffRole } from '#schemas/staff.ts'
import { contentEntries } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { listItem } from './staff-content-read.ts'

/*
 * The workspace's search through the site content: every text of every item a person may edit,
 * in both languages, as its working copy reads (the draft, or what is published). The fields say
 * where the texts are (the registry's definitions), so a collection added later is searched
 * with nothing written for it here.
 */

type Match = StaffContentSearch['results'][number]['matches'][number]

/** The fields an item lists as where the text was found (a long list's lines would bury the rest). */
const MATCHES_SHOWN = 5

/** Characters either side of the match in an excerpt. */
const EXCERPT_CONTEXT = 40

/** How text is compared: any digits as ASCII (a Bangla keyboard's too), case and spacing aside. */
function comparable(text: string): string {
  return asciiDigits(text).toLowerCase().replace(/\s+/g, ' ')
}

function excerpt(text: string, at: number, length: number): string {
  const start = Math.max(0, at - EXCERPT_CONTEXT)
  const end = Math.min(text.length, at + length + EXCERPT_CONTEXT)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

/** Where `query` is in `value`, the value of `field` named `label`. */
function* matchesIn(field: Field, label: string, value: unknown, query: string): Generator<Match> {
  const found = (text: unknown, language: Match['language']): Match | undefined => {
    if (typeof text !== 'string') return undefined
    const normalised = text.replace(/\s+/g, ' ')
    const at = comparable(normalised).indexOf(query)
    return at < 0
      ? undefined
      : { field: label, language, excerpt: excerpt(normalised, at, query.length) }
  }
  switch (field.kind) {
    case 'line':
    case 'text': {
      if (field.kind === 'line' && !field.translated) {
        const match = found(value, null)
        if (match) yield match
        return
      }
      const localized = (value ?? {}) as { en?: unknown; bn?: unknown }
      for (const language of ['en', 'bn'] as const) {
        const match = found(localized[language], language)
        if (match) yield match
      }
      return
    }
    case 'list':
      if (Array.isArray(value)) {
        for (const entry of value) yield* matchesIn(field.of, label, entry, query)
      }
      return
    case 'group':
      yield* matchesInFields(field.fields, value, query, `${label} / `)
      return
    default:
      return
  }
}

function* matchesInFields(
  fields: Fields,
  data: unknown,
  query: string,
  prefix = '',
): Generator<Match> {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  for (const [key, field] of Object.entries(fields)) {
    if (field.kind === 'fixed') continue
    yield* matchesIn(field, `${prefix}${field.label.en}`, record[key], query)
  }
}

/**
 * The items whose texts hold `query`, of the collections `role` works on: those whose name
 * matches first, then in the collections' order; each with the fields it was found in.
 */
export async function searchContent(
  db: Executor,
  role: StaffRole,
  query: string,
): Promise<StaffContentSearch> {
  const collections = CONTENT_COLLECTION_NAMES.filter((name) => mayEdit(role, name))
  const rows = await db
    .select()
    .from(contentEntries)
    .where(inArray(contentEntries.collection, collections))
  const wanted = comparable(query)
  const order = (collection: string) => collections.indexOf(collection as ContentCollection)
  const results = rows
    .map((row) => {
      const collection = row.collection as ContentCollection
      const rules = CONTENT_COLLECTIONS[collection]
      const item = listItem(collection, row)
      const matches = [...matchesInFields(rules.fields, row.draft ?? row.published, wanted)].slice(
        0,
        MATCHES_SHOWN,
      )
      return { collection, collectionLabel: rules.label.en, item, matches }
    })
    .filter((result) => result.matches.length > 0)
    .sort(
      (a, b) =>
        Number(comparable(b.item.name).includes(wanted)) -
          Number(comparable(a.item.name).includes(wanted)) ||
        order(a.collection) - order(b.collection) ||
        a.item.sortOrder - b.item.sortOrder ||
        a.item.id - b.item.id,
    )
  return {
    query,
    results: results.slice(0, CONTENT_SEARCH_RESULTS_MAX),
    more: results.length > CONTENT_SEARCH_RESULTS_MAX,
  }
}
