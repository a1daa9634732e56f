// Issue 24: every text of every item the site content is seeded with has its Bangla, written as
// docs/bangla-glossary.md says: Bengali script, the trade's English terms and codes kept, numbers
// in Bengali digits.
import { describe, expect, it } from 'vitest'
import {
  CONTENT_COLLECTION_NAMES,
  lacksBangla,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import type { Localized } from '#schemas/content/localized.ts'
import { withSeedBangla } from '#server/content/bangla-backfill.ts'
import { seedItems } from '#server/content/seed.ts'
import { keptEnglishTerms } from '../support/glossary.ts'

/** Proper names, which stay in Latin letters in Bangla (the glossary's "Places and names"). */
const PROPER_NAMES = new Set(['company.name', 'company.legalName'])

/** People's names: written in Bangla script on the Bangla pages (issue 40), not translated. */
const PEOPLE_NAMES = new Set(['team.name', 'about.commitment.name'])

/** Latin words a Bangla text may hold besides the codes and the company's name. */
const LATIN_WORDS_KEPT = new Set(['Incoterms', 'ASYCUDA', 'World', 'code' /* HS code */])

const BENGALI = /[\u0980-\u09FF]/
const BENGALI_DIGIT = /[০-৯]/
/** A code with digits in it, written the same in both languages: CO2. */
const CODE_WITH_DIGITS = /\b[A-Z]+[0-9][A-Z0-9]*\b/g

interface Text {
  where: string
  /** The field's path without item or list positions, e.g. "services.highlights". */
  field: string
  text: Localized
}

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Localized).en === 'string' &&
    typeof (value as Localized).bn === 'string'
  )
}

function textsIn(value: unknown, where: string, field: string): Text[] {
  if (isLocalized(value)) return [{ where, field, text: value }]
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => textsIn(entry, `${where}[${index}]`, field))
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, entry]) =>
      textsIn(entry, `${where}.${key}`, `${field}.${key}`),
    )
  }
  return []
}

function seededTexts(): Text[] {
  const items = seedItems()
  return CONTENT_COLLECTION_NAMES.flatMap((collection: ContentCollection) =>
    items[collection].flatMap((item) => textsIn(item.data, `${collection} ${item.id}`, collection)),
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/&]/g, '\\$&')
const asWord = (term: string) => new RegExp(`(?<![A-Za-z])${escape(term)}(?![A-Za-z])`)

describe('the Bangla of the seeded content', () => {
  const texts = seededTexts()
  const translated = texts.filter(
    ({ field }) => !PROPER_NAMES.has(field) && !PEOPLE_NAMES.has(field),
  )

  it('covers every text of every item', () => {
    expect(texts.length).toBeGreaterThan(200)
    const items = seedItems()
    for (const collection of CONTENT_COLLECTION_NAMES) {
      for (const item of items[collection]) {
        expect(lacksBangla(item.data), `${collection} ${item.id}`).toBe(false)
      }
    }
    for (const { where, text } of texts) expect(text.bn.trim(), where).not.toBe('')
  })

  it('is in Bengali script, but for proper names, which stay as written', () => {
    for (const { where, text } of translated) expect(text.bn, where).toMatch(BENGALI)
    const names = texts.filter(({ field }) => PROPER_NAMES.has(field))
    expect(names.length).toBeGreaterThan(0)
    for (const { where, text } of names) expect(text.bn, where).toBe(text.en)
    // A person's name in Bangla script, nothing of the Latin left (the page shows that beside it).
    const people = texts.filter(({ field }) => PEOPLE_NAMES.has(field))
    expect(people.length).toBeGreaterThan(0)
    for (const { where, text } of people) {
      expect(text.bn, where).toMatch(BENGALI)
      expect(text.bn, where).not.toMatch(/[A-Za-z]/)
    }
  })

  it('keeps the glossary’s English terms and the codes in brackets in English', () => {
    const terms = keptEnglishTerms()
    expect(terms).toEqual(expect.arrayContaining(['FCL', 'LCL', 'AWB', 'B/L', 'Incoterms', 'C&F']))
    for (const { where, text } of translated) {
      for (const term of terms) {
        if (asWord(term).test(text.en)) expect(text.bn, `${where}: ${term}`).toMatch(asWord(term))
      }
      for (const [, code] of text.en.matchAll(/\(([A-Z]{2,})\)/g)) {
        expect(text.bn, `${where}: ${code}`).toContain(code)
      }
    }
  })

  it('has no English words left but those terms, codes and proper names', () => {
    const names = texts.filter(({ field }) => PROPER_NAMES.has(field)).map(({ text }) => text.en)
    for (const { where, text } of translated) {
      const withoutNames = names.reduce((bangla, name) => bangla.replaceAll(name, ''), text.bn)
      const latin = withoutNames.match(/[A-Za-z]+/g) ?? []
      const untranslated = latin.filter(
        (word) => word !== word.toUpperCase() && !LATIN_WORDS_KEPT.has(word),
      )
      expect(untranslated, where).toEqual([])
    }
  })

  it('writes numbers in running text in Bengali digits', () => {
    for (const { where, text } of translated) {
      const english = text.en.replace(CODE_WITH_DIGITS, '')
      const bangla = text.bn.replace(CODE_WITH_DIGITS, '')
      expect(bangla, where).not.toMatch(/[0-9]/)
      if (/[0-9]/.test(english)) expect(bangla, where).toMatch(BENGALI_DIGIT)
    }
  })
})

describe('filling the seed’s Bangla into older data', () => {
  const seed = {
    title: { en: 'Air Freight', bn: 'এয়ার ফ্রেইট' },
    summary: { en: 'By air.', bn: 'আকাশপথে।' },
    highlights: [
      { en: 'Weekly', bn: 'সাপ্তাহিক' },
      { en: 'Direct', bn: 'ডাইরেক্ট' },
    ],
    phones: ['+880 2 5505 0101'],
  }

  it('fills only texts whose English is the seed’s and whose Bangla is empty', () => {
    const stored = {
      title: { en: 'Air Freight', bn: '' },
      summary: { en: 'By air, rewritten.', bn: '' },
      highlights: [
        { en: 'Direct', bn: '' },
        { en: 'Direct', bn: 'নিজের অনুবাদ' },
        { en: 'Added by an editor', bn: '' },
      ],
      phones: ['+880 2 5505 0199'],
    }
    expect(withSeedBangla(stored, seed)).toEqual({
      texts: 1,
      value: { ...stored, title: { en: 'Air Freight', bn: 'এয়ার ফ্রেইট' } },
    })
  })

  it('changes nothing in data that already has its Bangla', () => {
    expect(withSeedBangla(seed, seed)).toEqual({ texts: 0, value: seed })
  })
})
