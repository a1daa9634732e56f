import { imageRefSchema } from '#schemas/content/image-ref.ts'
import { PAYLOAD_LABEL } from '#schemas/field-messages.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { z } from '#schemas/zod.ts'

/**
 * What the edit screen draws for one field of a collection's zod schema. The form is generated
 * from the very schema the server checks a save with, so a field added there appears here.
 */
export type FieldKind =
  | { kind: 'localized'; label: string; multiLine: boolean }
  | { kind: 'text'; label: string; inputType: 'text' | 'date' | 'time' }
  | { kind: 'number'; label: string }
  | { kind: 'boolean'; label: string }
  | { kind: 'select'; label: string; options: readonly string[] }
  | { kind: 'choices'; label: string; options: readonly string[] }
  | { kind: 'image'; label: string }
  | { kind: 'reference'; label: string; collection: ContentCollection }
  | { kind: 'references'; label: string; collection: ContentCollection }
  | { kind: 'lines'; label: string }
  | { kind: 'list'; label: string; item: z.ZodType }
  | { kind: 'group'; label: string; fields: readonly (readonly [string, z.ZodType])[] }
  | { kind: 'tuple'; label: string; items: readonly z.ZodType[] }
  | { kind: 'fixed' }

/** The parts of zod 4's schema definitions the form reads. */
interface SchemaDef {
  type: string
  format?: string
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  items?: z.ZodType[]
  entries?: Record<string, string>
  options?: z.ZodType[]
}

function defOf(schema: z.ZodType): SchemaDef {
  return schema._zod.def as unknown as SchemaDef
}

/** The schema under defaults, optionals and pipes: what the person types. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema)
  if (def.innerType) return unwrap(def.innerType)
  if (def.type === 'pipe' && def.in) return unwrap(def.in)
  return schema
}

function isLocalized(schema: z.ZodType): boolean {
  const def = defOf(schema)
  return (
    def.type === 'object' && def.shape !== undefined && Object.keys(def.shape).join() === 'en,bn'
  )
}

/** "categoryId" → "Category", "ctaHref" → "Cta href": when no message names the field. */
function humanize(key: string): string {
  const words = key
    .replace(/Ids?$/, (suffix) => (suffix === 'Ids' ? 's' : ''))
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The field's name as its own messages say it ("Title (English) is required." → "Title"). */
function labelOf(key: string, schema: z.ZodType): string {
  const probe = isLocalized(schema) ? { en: '', bn: '' } : ''
  const message = schema.safeParse(probe).error?.issues[0]?.message ?? ''
  const named = /^(.+?)(?: \((?:English|Bangla)\))? (?:is required|must)/.exec(message)?.[1]
  // A schema without its own message gets the generic one, which names no field.
  return named === undefined || named === PAYLOAD_LABEL ? humanize(key) : named
}

/** How to draw `schema`, the field `key` of an item of `collection`. */
export function fieldKind(
  key: string,
  schema: z.ZodType,
  references: Partial<Record<string, { collection: ContentCollection }>>,
): FieldKind {
  const inner = unwrap(schema)
  const def = defOf(inner)
  const label = labelOf(key, schema)
  const reference = references[key]
  if (schema === imageRefSchema || inner === imageRefSchema) return { kind: 'image', label }
  if (isLocalized(inner)) {
    const english = defOf(inner).shape?.en
    return {
      kind: 'localized',
      label,
      // A one-line text refuses a line break: the schema itself says which control fits.
      multiLine: english?.safeParse('a\nb').success === true,
    }
  }
  switch (def.type) {
    case 'number':
      return reference
        ? { kind: 'reference', label, collection: reference.collection }
        : {
            kind: 'number',
            label,
          }
    case 'boolean':
      return { kind: 'boolean', label }
    case 'enum':
      return { kind: 'select', label, options: Object.values(def.entries ?? {}) }
    case 'literal':
      return { kind: 'fixed' }
    case 'object':
      return { kind: 'group', label, fields: Object.entries(def.shape ?? {}) }
    case 'tuple':
      return { kind: 'tuple', label, items: def.items ?? [] }
    case 'array': {
      const element = unwrap(def.element as z.ZodType)
      const elementDef = defOf(element)
      if (reference) return { kind: 'references', label, collection: reference.collection }
      if (elementDef.type === 'enum') {
        return { kind: 'choices', label, options: Object.values(elementDef.entries ?? {}) }
      }
      if (elementDef.type === 'string') return { kind: 'lines', label }
      return { kind: 'list', label, item: def.element as z.ZodType }
    }
    case 'string':
      if (def.format === 'date') return { kind: 'text', label, inputType: 'date' }
      if (key === 'opens' || key === 'closes') return { kind: 'text', label, inputType: 'time' }
      return { kind: 'text', label, inputType: 'text' }
    default:
      return { kind: 'text', label, inputType: 'text' }
  }
}

/** The value a new item starts with: empty texts, nothing chosen. */
export function emptyValue(
  schema: z.ZodType,
  references: Partial<Record<string, { collection: ContentCollection }>>,
  key = '',
): unknown {
  const kind = fieldKind(key, schema, references)
  switch (kind.kind) {
    case 'localized':
      return { en: '', bn: '' }
    case 'boolean':
      return false
    case 'image':
      return null
    case 'fixed':
      return (defOf(unwrap(schema)) as { values?: unknown[] }).values?.[0]
    case 'group':
      return Object.fromEntries(
        kind.fields.map(([name, field]) => [name, emptyValue(field, references, name)]),
      )
    case 'tuple':
      return kind.items.map((item) => emptyValue(item, references, key))
    case 'lines':
    case 'list':
    case 'references':
    case 'choices':
      return []
    default:
      return ''
  }
}

/** The value as the API takes it: blank lines of a one-per-line list dropped. */
export function tidyValue(
  schema: z.ZodType,
  value: unknown,
  references: Partial<Record<string, { collection: ContentCollection }>>,
  key = '',
): unknown {
  const kind = fieldKind(key, schema, references)
  if (kind.kind === 'lines' && Array.isArray(value)) {
    return value.map((line) => String(line).trim()).filter((line) => line !== '')
  }
  if (kind.kind === 'group' && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      kind.fields.map(([name, field]) => [name, tidyValue(field, record[name], references, name)]),
    )
  }
  if (kind.kind === 'list' && Array.isArray(value)) {
    return value.map((item) => tidyValue(kind.item, item, references, key))
  }
  return value
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
