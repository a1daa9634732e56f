import type { Field, Fields } from './fields.ts'

/**
 * Values every item's data has for each field of its collection. Content is stored as one JSON
 * document per item, so a field added to a definition needs no change to the tables: an item
 * saved before has the field's empty value until an editor fills it (required fields are then
 * asked for at its next save).
 */

/** The value a new item's field starts with: empty texts, nothing chosen. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'line':
    case 'text':
      return field.translated ? { en: '', bn: '' } : ''
    case 'yes-no':
      return false
    case 'image':
      return null
    case 'fixed':
      return field.value
    case 'group':
      return emptyRecord(field.fields)
    case 'list':
      return Array.from({ length: field.min }, () => emptyValue(field.of))
    case 'choice':
      return field.several ? [] : (field.initial ?? '')
    case 'reference':
      return field.several ? [] : ''
    case 'number':
    case 'decimal':
    case 'date':
    case 'date-time':
    case 'time':
      return ''
  }
}

export function emptyRecord(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, emptyValue(field)]))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `data` with every field of `fields` it lacks (in its groups too) at its empty value. */
export function withEveryField(fields: Fields, data: unknown): Record<string, unknown> {
  const record = isRecord(data) ? data : {}
  let filled: Record<string, unknown> | undefined
  for (const [key, field] of Object.entries(fields)) {
    const value = record[key]
    const next =
      value === undefined
        ? emptyValue(field)
        : field.kind === 'group'
          ? withEveryField(field.fields, value)
          : value
    if (next !== value) (filled ??= { ...record })[key] = next
  }
  // Unchanged data stays the same object: published snapshots are shared and frozen.
  return filled ?? record
}
