// Issue 41: the quote form's origin and destination are free text, the rate cards' lanes are
// UN/LOCODEs. One list of our lanes' places (domain/places.ts) turns what a visitor typed into a
// code, in English or Bangla, or says it cannot; the tracking clocks read the same list.
import { describe, expect, it } from 'vitest'
import { KNOWN_PLACES, placeKeys, resolvePlace } from '#domain/places.ts'

describe('what a visitor typed, as a UN/LOCODE', () => {
  it.each([
    ['BDCGP', 'BDCGP'],
    ['bdcgp', 'BDCGP'],
    ['Chattogram', 'BDCGP'],
    ['  chittagong ', 'BDCGP'],
    ['চট্টগ্রাম', 'BDCGP'],
    ['CGP', 'BDCGP'],
    ['Dhaka', 'BDDAC'],
    ['ঢাকা', 'BDDAC'],
    ['Dhaka (HSIA)', 'BDDAC'],
    ['Hazrat  Shahjalal', 'BDDAC'],
    ['Hamburg, Germany', 'DEHAM'],
    ['হামবুর্গ', 'DEHAM'],
    ['rotterdam', 'NLRTM'],
    ['রটারডাম', 'NLRTM'],
    ['new   york', 'USNYC'],
    ['নিউ ইয়র্ক', 'USNYC'],
    ['JFK', 'USNYC'],
    ['port klang', 'MYPKG'],
    // Not listed by name, but a well-formed code of a country our lanes reach: a card may name it.
    ['DEDUS', 'DEDUS'],
  ])('%s is %s', (typed, code) => {
    expect(resolvePlace(typed)?.code).toBe(code)
  })

  it('names the place in both languages', () => {
    expect(resolvePlace('chittagong')).toEqual({
      code: 'BDCGP',
      name: { en: 'Chattogram', bn: 'চট্টগ্রাম' },
    })
  })

  it.each(['Gazipur factory', 'MIAMI', 'XZQW7', '', 'Hamburg Germany Europe'])(
    'cannot place %j, and does not guess',
    (typed) => {
      expect(resolvePlace(typed)).toBeUndefined()
    },
  )

  it('has one place per name, code and alias', () => {
    const owners = new Map<string, string>()
    for (const place of KNOWN_PLACES) {
      for (const key of placeKeys(place)) {
        expect(owners.get(key) ?? place.code, key).toBe(place.code)
        owners.set(key, place.code)
      }
      expect(place.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/)
      expect(place.name.bn).toMatch(/[\u0980-\u09ff]/)
    }
  })
})
