import type { Field, Fields } from '#schemas/registry/fields.ts'
import type { z } from '#schemas/zod.ts'

/**
 * The values the edit form works with, read from the collection's fields in the registry
 * (schemas/registry/): what is sent (what a new item starts with is schemas/registry/values.ts).
 */

/** A list of one-line texts that are not translated (tags, gateways) is typed one per line. */
export function isOnePerLine(field: Field): boolean {
  return field.kind === 'list' && field.of.kind === 'line' && !field.of.translated
}

/** The value as the API takes it: blank lines of a one-per-line list dropped. */
export function tidyValue(field: Field, value: unknown): unknown {
  if (isOnePerLine(field) && Array.isArray(value)) {
    return value.map((line) => String(line).trim()).filter((line) => line !== '')
  }
  if (field.kind === 'group') return tidyRecord(field.fields, value)
  if (field.kind === 'list' && Array.isArray(value)) {
    return value.map((item) => tidyValue(field.of, item))
  }
  return value
}

export function tidyRecord(fields: Fields, value: unknown): Record<string, unknown> {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >
  return {
    ...record,
    ...Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [key, tidyValue(field, record[key])]),
    ),
  }
}

/** Field errors keyed as the API keys them: "data.title.en". */
export function contentErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[['data', ...issue.path].join('.')] ??= issue.message
  return errors
}

/** The id of the control for the value at `path`: the error summary links to it. */
export function fieldId(path: readonly (string | number)[]): string {
  return `content-${path.join('-')}`
}

/** `root` with the value at `path` replaced, every level copied. */
export function setIn(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  if (Array.isArray(root)) {
    const copy = [...(root as unknown[])]
    copy[head as number] = setIn(copy[head as number], rest, value)
    return copy
  }
  const record = (typeof root === 'object' && root !== null ? root : {}) as Record<string, unknown>
  return { ...record, [head]: setIn(record[head], rest, value) }
}
