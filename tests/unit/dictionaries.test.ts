import { placeholdersOf } from '#app/i18n/messages.ts'
import { describe, expect, it } from 'vitest'
import { DICTIONARIES } from '../support/dictionaries.ts'
import { keptEnglishTerms } from '../support/glossary.ts'

/** Texts that are right without a Bengali letter: the switch names English in English. */
const LATIN_ON_PURPOSE = new Set([
  'app/routes/site-layout.messages.ts shellMessages switchLanguageName',
])

/** Longest first, so that "HS code" goes whole before a shorter term could leave a part. */
const KEPT_TERMS = keptEnglishTerms().sort((a, b) => b.length - a.length)

/**
 * The Latin letters a Bangla text keeps once its {placeholders} and the glossary's terms kept in
 * English (Incoterm, HS code, CBM…) are taken out: "{count} × {type}" and "HS code" keep none.
 */
function untranslatedLatin(text: string): string {
  let rest = text.replace(/\{\w+\}/g, ' ')
  for (const term of KEPT_TERMS) rest = rest.split(term).join(' ')
  return (rest.match(/[A-Za-z]+/g) ?? []).join(' ')
}

describe('the dictionaries', () => {
  it('are found (every app/**/*.messages.ts)', () => {
    expect([...DICTIONARIES.keys()]).toEqual(
      expect.arrayContaining([
        'app/routes/site-layout.messages.ts shellMessages',
        'app/routes/home.messages.ts homeMessages',
      ]),
    )
  })

  it.each([...DICTIONARIES])(
    '%s: Bangla for every English key, with the same {placeholders}',
    (name, { en, bn }) => {
      expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort())
      for (const [key, english] of Object.entries(en)) {
        const bangla = bn[key] ?? ''
        expect.soft(bangla.trim(), `${key} is empty`).not.toBe('')
        expect
          .soft(placeholdersOf(bangla), `${key}'s placeholders`)
          .toEqual(placeholdersOf(english))
        if (!LATIN_ON_PURPOSE.has(`${name} ${key}`) && untranslatedLatin(bangla) !== '') {
          expect
            .soft(bangla, `${key} is not in Bengali script`)
            .toMatch(/[\u0964\u0965\u0980-\u09FF]/)
        }
      }
    },
  )
})
