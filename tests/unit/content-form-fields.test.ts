// The workspace's edit form is drawn from each collection's zod schema: these check that every
// field of every collection gets a control a person can use, and that what the form sends is
// what the schema checks.
import { describe, expect, test } from 'vitest'
import {
  emptyValue,
  fieldKind,
  setIn,
  tidyValue,
  type FieldKind,
} from '#app/components/staff/content/schema-fields.ts'
import {
  CONTENT_COLLECTIONS,
  CONTENT_COLLECTION_NAMES,
  CONTENT_REFERENCES,
} from '#schemas/content/collections.ts'
import type { z } from '#schemas/zod.ts'

function topFields(collection: keyof typeof CONTENT_COLLECTIONS): Record<string, FieldKind> {
  const schema = CONTENT_COLLECTIONS[collection].schema as z.ZodType
  const references = CONTENT_REFERENCES[collection] ?? {}
  const shape = (schema._zod.def as unknown as { shape: Record<string, z.ZodType> }).shape
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, fieldKind(key, field, references)]),
  )
}

describe('the content form drawn from the schemas', () => {
  test('a service: localized texts, a select, a picture, a list of localized lines', () => {
    const fields = topFields('services')
    expect(fields.title).toEqual({ kind: 'localized', label: 'Title', multiLine: false })
    expect(fields.description).toEqual({ kind: 'localized', label: 'Description', multiLine: true })
    expect(fields.mode).toMatchObject({ kind: 'select', options: expect.arrayContaining(['air']) })
    expect(fields.image).toEqual({ kind: 'image', label: 'Image' })
    expect(fields.highlights).toMatchObject({ kind: 'list', label: 'Highlights' })
  })

  test('references become choices of the other collection; plain lists one per line', () => {
    expect(topFields('portfolio').serviceId).toEqual({
      kind: 'reference',
      label: 'Service',
      collection: 'services',
    })
    expect(topFields('notices').officeIds).toEqual({
      kind: 'references',
      label: 'Offices',
      collection: 'offices',
    })
    expect(topFields('projects').tags).toEqual({ kind: 'lines', label: 'Tags' })
    expect(topFields('projects').completedOn).toEqual({
      kind: 'text',
      label: 'Completion date',
      inputType: 'date',
    })
    expect(topFields('statistics').value).toEqual({ kind: 'number', label: 'Value' })
    expect(topFields('projects').featured).toEqual({ kind: 'boolean', label: 'Featured' })
  })

  test.each(CONTENT_COLLECTION_NAMES)('%s: a new item is refused field by field', (name) => {
    const schema = CONTENT_COLLECTIONS[name].schema as z.ZodType
    const empty = emptyValue(schema, CONTENT_REFERENCES[name] ?? {})
    const checked = schema.safeParse(empty)
    // Site settings may be empty; every other collection has required fields, each named.
    if (checked.success) {
      expect(name).toBe('site-settings')
      return
    }
    for (const issue of checked.error.issues) expect(issue.message).not.toMatch(/^Invalid/)
  })

  test('blank lines of a one-per-line list are dropped before the data is checked', () => {
    const schema = CONTENT_COLLECTIONS.projects.schema as z.ZodType
    const data = { tags: ['garments', '', '  ', 'air'], title: { en: 'A', bn: '' } }
    expect(tidyValue(schema, data, CONTENT_REFERENCES.projects ?? {})).toMatchObject({
      tags: ['garments', 'air'],
      title: { en: 'A', bn: '' },
    })
  })

  test('setIn copies every level it changes and leaves the rest shared', () => {
    const before = { title: { en: 'A', bn: '' }, highlights: [{ en: 'x', bn: '' }] }
    const after = setIn(before, ['highlights', 0, 'bn'], 'এক') as typeof before
    expect(after.highlights[0]).toEqual({ en: 'x', bn: 'এক' })
    expect(before.highlights[0]).toEqual({ en: 'x', bn: '' })
    expect(after.title).toBe(before.title)
  })
})
