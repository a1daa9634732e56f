// Issue 38: every text field of every content collection follows one of the two text rules of
// schemas/text.ts. The fields are found by walking the collections' schemas, so a field added
// later with a bare z.string() fails here without anyone listing it.
import { describe, expect, it } from 'vitest'
import { CONTENT_COLLECTIONS, CONTENT_COLLECTION_NAMES } from '#schemas/content/collections.ts'
import { textLines } from '#schemas/text.ts'
import type { z } from '#schemas/zod.ts'

interface TextField {
  /** "site-settings tradeLicence", "company introduction[].bn". */
  name: string
  lines: 'single' | 'multi' | undefined
  schema: z.ZodType
}

/** The parts of zod 4's schema definitions the walk reads. */
interface SchemaDef {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: z.ZodType[]
  items?: z.ZodType[]
  innerType?: z.ZodType
  in?: z.ZodType
}

/** Every text in `schema`, however deep in objects, lists, unions and pipes. */
function textFields(schema: z.ZodType, name: string): TextField[] {
  const def = schema._zod.def as unknown as SchemaDef
  switch (def.type) {
    case 'string':
      return [{ name, lines: textLines(schema), schema }]
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        textFields(field, `${name} ${key}`),
      )
    case 'array':
      return textFields(def.element as z.ZodType, `${name}[]`)
    case 'tuple':
      return (def.items ?? []).flatMap((item, index) => textFields(item, `${name}[${index}]`))
    case 'union':
      return (def.options ?? []).flatMap((option) => textFields(option, name))
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return textFields(def.innerType as z.ZodType, name)
    // What a request carries is the pipe's input; its output is made from it.
    case 'pipe':
      return textFields(def.in as z.ZodType, name)
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
      return []
    default:
      throw new Error(`${name}: a ${def.type} schema, which this walk does not know yet`)
  }
}

const FIELDS = CONTENT_COLLECTION_NAMES.flatMap((collection) =>
  textFields(CONTENT_COLLECTIONS[collection].schema as z.ZodType, collection),
)
/** A field made with neither rule is held to the stricter one (and fails the test below). */
const ONE_LINE = FIELDS.filter((field) => field.lines !== 'multi')
const MULTI_LINE = FIELDS.filter((field) => field.lines === 'multi')

/** Controls nobody types: BEL, ESC, NEL (U+0085, a C1 line break) and CSI (U+009B). */
const CONTROLS = { BEL: '\u0007', ESC: '\u001b', 'U+0085': '\u0085', 'U+009B': '\u009b' }
const LINE_BREAKS = { 'line feed': '\n', 'carriage return': '\r', tab: '\t' }

function refusal(schema: z.ZodType, value: string): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []
}

describe('the content’s text fields', () => {
  it('are found in every collection, nested ones and Bangla variants included', () => {
    const names = FIELDS.map((field) => field.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'site-settings tradeLicence',
        'site-settings social[] label',
        'site-settings memberships[]',
        'statistics suffix',
        'statistics label bn',
        'company introduction[] bn',
        'company openingHours opens',
        'offices address street bn',
        'notices startsAt',
        'services image path',
      ]),
    )
    for (const collection of CONTENT_COLLECTION_NAMES) {
      expect(
        names.some((name) => name.startsWith(`${collection} `)),
        collection,
      ).toBe(true)
    }
  })

  it('are each made with the one-line or the multi-line rule', () => {
    expect(FIELDS.filter((field) => field.lines === undefined).map((field) => field.name)).toEqual(
      [],
    )
    expect(MULTI_LINE.length).toBeGreaterThan(0)
  })

  describe.each(ONE_LINE.map((field) => [field.name, field] as const))('%s', (_, field) => {
    it.each(Object.entries({ ...CONTROLS, ...LINE_BREAKS }))(
      'refuses a %s, saying so',
      (_, control) => {
        expect(refusal(field.schema, `12${control}34`)).toContainEqual(
          expect.stringMatching(/one line without control characters/),
        )
      },
    )
  })

  describe.each(MULTI_LINE.map((field) => [field.name, field] as const))('%s', (_, field) => {
    it.each(Object.entries(CONTROLS))('refuses a %s, saying so', (_, control) => {
      expect(refusal(field.schema, `12${control}34`)).toContainEqual(
        expect.stringMatching(/cannot contain control characters/),
      )
    })

    it('keeps line feeds and tabs', () => {
      expect(refusal(field.schema, 'First line\n\tSecond line')).toEqual([])
    })
  })
})
