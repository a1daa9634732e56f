import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import { constantResponse } from '#server/constant-responses.ts'
import { hasControlChars, lineText, recordId } from '#schemas/text.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { notFound } from '#server/errors.ts'

/** Longest search text accepted; longer input is a mistake or an attack. */
export const SEARCH_MAX = 200

/**
 * The error answers of content routes, for the OpenAPI document. Every /api route shares the
 * per-minute budget (429); a route with parameters refuses bad ones (400); one that names a
 * record, or filters by a slug or category, may find none (404).
 */
export const NO_INPUT_ERRORS = errorResponses(429)
export const SEARCH_ERRORS = errorResponses(400, 429)
export const LOOKUP_ERRORS = errorResponses(400, 404, 429)

/** Spaces only; a tab or line break is a control character, refused like any other. */
function isBlank(value: string): boolean {
  return value.trim() === '' && !hasControlChars(value)
}

function withoutBlankValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => !(typeof value === 'string' && isBlank(value))),
  )
}

/**
 * The query string of a content call. The original client sends every parameter of a call,
 * empty when nothing is chosen, so an empty (or blank) value means the parameter is absent.
 */
export function contentQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(withoutBlankValues, z.object(shape))
}

/** A single text query parameter; a repeated parameter arrives as an array and is refused. */
export function textParam(name: string, max = SEARCH_MAX) {
  return lineText(`${name} must not contain control characters`, {
    error: `${name} must be a single text value`,
  })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
}

/** A path parameter naming a record by its slug or numeric id; unknown keys answer 404. */
export function keyParam(description: string) {
  return lineText('The address must not contain control characters')
    .max(SEARCH_MAX, 'The address is too long')
    .meta({ description })
}

/**
 * Digits select by id, anything else by slug. An id is written without a leading zero, as
 * recordId takes it, so "01" is a slug nobody has (slugs are never digits alone): 404.
 */
export function findByKey<T extends { id: number; slug: string }>(
  records: readonly T[],
  key: string,
): T | undefined {
  return /^[1-9][0-9]*$/.test(key)
    ? records.find((record) => record.id === Number(key))
    : records.find((record) => record.slug === key)
}

/** Finds a record or throws the 404 the client receives. */
export function requireByKey<T extends { id: number; slug: string }>(
  records: readonly T[],
  key: string,
  what: string,
): T {
  const record = findByKey(records, key)
  if (!record) throw notFound(what)
  return record
}

/** Case-insensitive substring match; an empty or absent query matches everything. */
export function matchesText(query: string | undefined, texts: readonly string[]): boolean {
  if (!query) return true
  const needle = query.toLowerCase()
  return texts.some((text) => text.toLowerCase().includes(needle))
}

export const CategoryIdSchema = recordId('category_id').optional()

interface PortfolioFilter {
  serviceSlug?: string | undefined
  workingAreaSlug?: string | undefined
  categoryId?: number | undefined
  search?: string | undefined
}

/**
 * Portfolio items for the service and working-area filter and search calls. The search matches
 * an item's title and description, and the names of its service and working area, so that
 * "Europe" finds Europe's portfolio.
 */
export function selectPortfolios(records: PublicRecords, filter: PortfolioFilter) {
  if (
    filter.categoryId !== undefined &&
    !records.categories.some(({ id }) => id === filter.categoryId)
  ) {
    throw notFound('Category')
  }
  const areaNames = new Map(
    records.workingAreas.map((area) => [area.slug, [area.title, area.region]]),
  )
  return records.portfolio.filter(
    (item) =>
      (!filter.serviceSlug || item.serviceSlug === filter.serviceSlug) &&
      (!filter.workingAreaSlug || item.workingAreaSlug === filter.workingAreaSlug) &&
      (filter.categoryId === undefined || item.categoryId === filter.categoryId) &&
      matchesText(filter.search, [
        item.title,
        item.description,
        ...(areaNames.get(item.workingAreaSlug) ?? []),
      ]),
  )
}

/**
 * The `{ data }` envelope of a published list or record, the same object for as long as the
 * content is unchanged, so the serializer reuses its JSON (server/constant-responses.ts).
 */
const envelopes = new WeakMap<object, { readonly data: unknown }>()
export function dataOf<T extends object>(value: T): { readonly data: T } {
  let envelope = envelopes.get(value)
  if (!envelope) {
    envelope = constantResponse({ data: value })
    envelopes.set(value, envelope)
  }
  return envelope as { readonly data: T }
}

/** A singleton everyone expects (the company); absent only while it is not published. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(what)
  return value
}
