// The workspace's edit form is drawn from each collection's definition in the registry: these
// check that every field of every collection is described in both languages, that a new item
// starts empty and is refused field by field in words, and that what the form sends is what
// the server checks.
import { describe, expect, test } from 'vitest'
import { setIn, tidyRecord } from '#app/components/staff/content/form-values.ts'
import { emptyRecord, withEveryField } from '#schemas/registry/values.ts'
import {
  CONTENT_COLLECTIONS,
  CONTENT_COLLECTION_NAMES,
  CONTENT_EDITOR_ROLES,
  contentReferences,
  mayEdit,
} from '#schemas/content/collections.ts'
import type { Field, Fields } from '#schemas/registry/fields.ts'

const BENGALI = /[\u0980-\u09FF]/

/** Every field of `fields`, groups and lists opened, with its path. */
function* everyField(fields: Fields, at = ''): Generator<[string, Field]> {
  for (const [key, field] of Object.entries(fields)) {
    const path = at === '' ? key : `${at}.${key}`
    yield [path, field]
    if (field.kind === 'group') yield* everyField(field.fields, path)
    if (field.kind === 'list') yield* everyField({ '*': field.of }, path)
  }
}

describe('the registry describes every field in both languages', () => {
  test.each(CONTENT_COLLECTION_NAMES)('%s', (name) => {
    const collection = CONTENT_COLLECTIONS[name]
    expect(collection.label.en).not.toBe('')
    expect(collection.label.bn).toMatch(BENGALI)
    for (const [path, field] of everyField(collection.fields)) {
      if (field.kind === 'fixed') continue
      expect(field.label.en, path).toMatch(/^[A-Z]/)
      expect(field.label.bn, path).toMatch(BENGALI)
      if (field.hint) expect(field.hint.bn, path).toMatch(BENGALI)
      if (field.kind === 'choice') {
        for (const option of field.options) {
          expect(option.label.en, `${path}: ${option.value}`).toMatch(/^[A-Z]/)
          expect(option.label.bn, `${path}: ${option.value}`).toMatch(BENGALI)
        }
      }
    }
  })

  test('references name collections that exist, and are checked on save', () => {
    expect(contentReferences('portfolio')).toEqual({
      categoryId: { collection: 'categories', label: 'category' },
      serviceId: { collection: 'services', label: 'service' },
      workingAreaId: { collection: 'working-areas', label: 'working area' },
    })
    expect(contentReferences('notices')).toEqual({
      officeIds: { collection: 'offices', label: 'offices' },
    })
    for (const name of CONTENT_COLLECTION_NAMES) expect(() => contentReferences(name)).not.toThrow()
  })

  test('each collection names who edits it; admins edit every one', () => {
    expect(CONTENT_EDITOR_ROLES).toEqual(['editor', 'hr', 'pricing'])
    // Issue 41: pricing staff keep the rate cards, exchange rates and sailings, and nothing else;
    // the job positions are hr's; the rest of the site content the editors'.
    const PRICES = ['rate-cards', 'exchange-rates', 'sailings']
    for (const name of CONTENT_COLLECTION_NAMES) {
      const prices = PRICES.includes(name)
      const hrs = name === 'positions'
      expect(mayEdit('admin', name), name).toBe(true)
      expect(mayEdit('editor', name), name).toBe(!prices && !hrs)
      expect(mayEdit('pricing', name), name).toBe(prices)
      expect(mayEdit('hr', name), name).toBe(hrs)
      expect(mayEdit('sales', name), name).toBe(false)
    }
    expect(CONTENT_COLLECTION_NAMES.filter((name) => !CONTENT_COLLECTIONS[name].public)).toEqual(
      PRICES,
    )
  })

  test('a notice is timed by instants picked in Dhaka, and its severity is a labelled choice', () => {
    const { fields } = CONTENT_COLLECTIONS.notices
    expect(fields.startsAt.kind).toBe('date-time')
    expect(fields.endsAt.kind).toBe('date-time')
    expect(fields.severity.options.map((option) => option.label)).toEqual([
      { en: 'Information', bn: 'তথ্য' },
      { en: 'Disruption', bn: 'বিঘ্ন' },
    ])
  })
})

describe('the content form drawn from the registry', () => {
  test.each(CONTENT_COLLECTION_NAMES)('%s: a new item is refused field by field', (name) => {
    const collection = CONTENT_COLLECTIONS[name]
    const checked = collection.schema.safeParse(emptyRecord(collection.fields))
    // Site settings may be empty; every other collection has required fields, each named.
    if (checked.success) {
      expect(name).toBe('site-settings')
      return
    }
    for (const issue of checked.error.issues) expect(issue.message).not.toMatch(/^Invalid/)
  })

  test('blank lines of a one-per-line list are dropped before the data is checked', () => {
    const data = { tags: ['garments', '', '  ', 'air'], title: { en: 'A', bn: '' } }
    expect(tidyRecord(CONTENT_COLLECTIONS.projects.fields, data)).toMatchObject({
      tags: ['garments', 'air'],
      title: { en: 'A', bn: '' },
    })
  })

  test('data saved before a field was added reads with the field empty, in groups too', () => {
    const { fields } = CONTENT_COLLECTIONS.offices
    const before = { name: { en: 'Dhaka', bn: '' }, address: { street: { en: 'Road 1', bn: '' } } }
    const read = withEveryField(fields, before)
    expect(read).toMatchObject({
      name: { en: 'Dhaka', bn: '' },
      email: '',
      phones: ['', ''],
      address: { street: { en: 'Road 1', bn: '' }, postalCode: '', country: 'BD' },
    })
    // Complete data is the very object read, not a copy.
    const complete = withEveryField(fields, read)
    expect(complete).toBe(read)
  })

  test('setIn copies every level it changes and leaves the rest shared', () => {
    const before = { title: { en: 'A', bn: '' }, highlights: [{ en: 'x', bn: '' }] }
    const after = setIn(before, ['highlights', 0, 'bn'], 'এক') as typeof before
    expect(after.highlights[0]).toEqual({ en: 'x', bn: 'এক' })
    expect(before.highlights[0]).toEqual({ en: 'x', bn: '' })
    expect(after.title).toBe(before.title)
  })
})
