import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARRIERS,
  carrierByAirlinePrefix,
  carrierByOwnerCode,
  carrierBySCAC,
  carrierTrackingUrl,
} from '#content/carriers.ts'
import {
  awbCheckDigit,
  type CarrierNumberCheck,
  checkCarrierNumber,
  containerCheckDigit,
  containerRemainder,
} from '#domain/carrier-numbers.ts'
import {
  carrierNumberEnglish,
  carrierNumberMessages,
  explainNumber,
  explanationIn,
} from '#domain/carrier-numbers.messages.ts'

/** What the check says in English, as the workspace and the English lookup show it. */
const inEnglish = (check: CarrierNumberCheck) => explanationIn(check.reason, 'en')

/** Published examples: Wikipedia's ISO 6346 article and the BIC's own calculator. */
const VALID_CONTAINERS = ['CSQU3054383', 'BICU1234565'] as const

describe('container numbers (ISO 6346)', () => {
  it.each(VALID_CONTAINERS)('%s is valid', (number) => {
    const result = checkCarrierNumber(number)
    expect(result).toMatchObject({ kind: 'container', valid: true })
  })

  it('explains the parts of a valid number', () => {
    const result = checkCarrierNumber('CSQU3054383')
    expect(result).toMatchObject({
      ownerCode: 'CSQ',
      category: 'U',
      serial: '305438',
      checkDigit: 3,
      formatted: 'CSQU 305438 3',
    })
    expect(inEnglish(result)).toMatch(/valid ISO 6346 container number/)
  })

  it('accepts spaces, hyphens and lower case', () => {
    for (const typed of ['csqu 305438 3', 'CSQU-305438-3', ' CSQU3054383 ']) {
      expect(checkCarrierNumber(typed)).toMatchObject({ number: 'CSQU3054383', valid: true })
    }
  })

  it('says what the check digit should be when it is wrong', () => {
    const result = checkCarrierNumber('CSQU3054384')
    expect(result).toMatchObject({ kind: 'container', valid: false, expectedCheckDigit: 3 })
    expect(inEnglish(result)).toBe(
      'The check digit of CSQU 305438 should be 3, not 4: one of the characters is probably mistyped.',
    )
  })

  it('catches altered serial digits and swapped owner letters', () => {
    for (const altered of ['CSQU3054393', 'CSQU3504383', 'SCQU3054383', 'BICU1234556']) {
      expect(checkCarrierNumber(altered).valid, altered).toBe(false)
    }
  })

  it('refuses a category letter other than U, J or Z', () => {
    const result = checkCarrierNumber('CSQX3054383')
    expect(result).toMatchObject({ kind: 'unrecognised', valid: false })
    expect(inEnglish(result)).toMatch(/U, J or Z/)
  })

  it('refuses serials whose remainder is 10, which have no check digit', () => {
    // Found by search: the first serial under CSQU whose remainder is 10.
    let serial = 0
    while (containerRemainder(`CSQU${String(serial).padStart(6, '0')}`) !== 10) serial++
    const firstTen = `CSQU${String(serial).padStart(6, '0')}`
    expect(containerCheckDigit(firstTen)).toBeNull()
    const result = checkCarrierNumber(`${firstTen}0`)
    expect(result).toMatchObject({ valid: false, expectedCheckDigit: null })
    expect(inEnglish(result)).toMatch(/no check digit/)
  })

  const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
  const validContainer = fc
    .tuple(
      fc.array(letter, { minLength: 3, maxLength: 3 }),
      fc.constantFrom('U', 'J', 'Z'),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
    )
    .map(([owner, category, digits]) => `${owner.join('')}${category}${digits.join('')}`)
    .filter((firstTen) => containerCheckDigit(firstTen) !== null)
    .map((firstTen) => `${firstTen}${containerCheckDigit(firstTen)}`)

  it('accepts every number built with its check digit (property)', () => {
    fc.assert(
      fc.property(validContainer, (number) => {
        expect(checkCarrierNumber(number).valid).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('catches every single-digit change of a valid number (property)', () => {
    fc.assert(
      fc.property(
        validContainer,
        fc.integer({ min: 4, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (number, position, shift) => {
          const digit = (Number(number[position]) + shift) % 10
          const altered = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`
          expect(checkCarrierNumber(altered).valid, `${number} → ${altered}`).toBe(false)
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('catches every single-digit change of the published examples (exhaustive)', () => {
    for (const number of VALID_CONTAINERS) {
      for (let position = 4; position <= 10; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === number[position]) continue
          const altered = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`
          expect(checkCarrierNumber(altered).valid, altered).toBe(false)
        }
      }
    }
  })
})

describe('air waybill numbers', () => {
  it.each(['176-12345675', '17612345675', '176 1234 5675', '157-00000000', '235-99999992'])(
    '%s is valid',
    (number) => {
      expect(checkCarrierNumber(number)).toMatchObject({ kind: 'air-waybill', valid: true })
    },
  )

  it('takes the check digit as the first seven serial digits mod 7', () => {
    expect(awbCheckDigit('1234567')).toBe(5)
    expect(awbCheckDigit('9999999')).toBe(9_999_999 % 7)
    const result = checkCarrierNumber('176-12345675')
    expect(result).toMatchObject({
      airlinePrefix: '176',
      serial: '1234567',
      checkDigit: 5,
      formatted: '176-12345675',
    })
  })

  it('says what the check digit should be when it is wrong', () => {
    const result = checkCarrierNumber('176-12345676')
    expect(result).toMatchObject({ valid: false, expectedCheckDigit: 5 })
    expect(inEnglish(result)).toBe(
      'The check digit of air waybill 176-1234567 should be 5 (1234567 mod 7), not 6: one of the digits is probably mistyped.',
    )
  })

  it('catches a check digit of 7, 8 or 9, which mod 7 can never give', () => {
    for (const digit of [7, 8, 9]) {
      expect(checkCarrierNumber(`176-1234567${digit}`).valid).toBe(false)
    }
  })

  it('catches every change of one serial digit by other than ±7, and of the check digit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 3, max: 10 }),
        // (d + 3) % 10 and (d + 7) % 10 may change a digit by ±7, which mod 7 cannot see.
        fc.constantFrom(1, 2, 4, 5, 6, 8, 9),
        (serial, position, shift) => {
          const seven = String(serial).padStart(7, '0')
          const number = `176${seven}${awbCheckDigit(seven)}`
          const digit = (Number(number[position]) + shift) % 10
          const altered = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`
          expect(checkCarrierNumber(altered).valid, `${number} → ${altered}`).toBe(false)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('other numbers', () => {
  it.each(['', 'DBL-ABCDEFGH', 'MAEU123456789', '12345'])('%s has no check digit', (input) => {
    expect(checkCarrierNumber(input)).toMatchObject({ kind: 'unrecognised', valid: false })
  })
})

describe('explanations in Bangla', () => {
  it('explains every outcome in Bangla, the number and its digits as documents print them', () => {
    const explanations = [
      checkCarrierNumber('CSQU3054383'),
      checkCarrierNumber('CSQU3054384'),
      checkCarrierNumber('CSQX3054383'),
      checkCarrierNumber('176-12345675'),
      checkCarrierNumber('176-12345676'),
      checkCarrierNumber('12345'),
    ].map((check) => explanationIn(check.reason, 'bn'))
    expect(explanations).toEqual([
      'CSQU 305438 3 একটি সঠিক ISO 6346 কন্টেইনার নম্বর: মালিকের কোড CSQ, ধরন U (ফ্রেইট কন্টেইনার), সিরিয়াল 305438, চেক ডিজিট 3।',
      'CSQU 305438-এর চেক ডিজিট 3 হওয়ার কথা, 4 নয়: সম্ভবত কোনো একটি অক্ষর ভুল টাইপ হয়েছে।',
      expect.stringContaining('"X" এদের কোনোটি নয়'),
      expect.stringMatching(/^176-12345675 একটি সঠিক AWB নম্বর/),
      'AWB 176-1234567-এর চেক ডিজিট 5 হওয়ার কথা (1234567-কে ৭ দিয়ে ভাগ করলে যা থাকে), 6 নয়: সম্ভবত কোনো একটি অঙ্ক ভুল টাইপ হয়েছে।',
      expect.stringMatching(/^এটি কন্টেইনার নম্বর/),
    ])
    // No English words left: only the numbers, their codes and the kept terms (ISO, AWB).
    for (const explanation of explanations) expect(explanation).not.toMatch(/[a-z]{2,}/)
  })
})

describe('one explainer, one dictionary', () => {
  it('gives the reason as data, which either language says', () => {
    const check = checkCarrierNumber('CSQX3054383')
    expect(check.reason).toEqual({ kind: 'unknownCategory', category: 'X' })
    expect(explanationIn(check.reason, 'en')).toBe(
      'The fourth letter of a container number is its equipment category, U, J or Z; "X" is none of them.',
    )
    expect(explanationIn(check.reason, 'bn')).toBe(
      'কন্টেইনার নম্বরের চতুর্থ অক্ষরটি তার সরঞ্জামের ধরন বোঝায়, যা U, J অথবা Z হয়; "X" এদের কোনোটি নয়।',
    )
  })

  it('names the category in the sentence’s language', () => {
    const valid = checkCarrierNumber('CSQU3054383').reason
    expect(explanationIn(valid, 'en')).toBe(
      'CSQU 305438 3 is a valid ISO 6346 container number: owner code CSQ, category U (freight container), serial 305438, check digit 3.',
    )
    const firstTen = 'CSQZ305438'
    const trailer = checkCarrierNumber(`${firstTen}${containerCheckDigit(firstTen) ?? ''}`).reason
    expect(explanationIn(trailer, 'bn')).toContain('ধরন Z (ট্রেইলার বা চেসিস)')
    expect(explanationIn(trailer, 'en')).toContain('category Z (trailer or chassis)')
  })

  it('has a sentence for every reason in both languages, the workspace’s English the same', () => {
    expect(carrierNumberMessages.en).toBe(carrierNumberEnglish)
    for (const input of [
      'CSQU3054383',
      'CSQU3054384',
      'CSQX3054383',
      '176-12345675',
      '176-12345676',
      '1',
    ]) {
      const { reason } = checkCarrierNumber(input)
      for (const texts of Object.values(carrierNumberMessages)) {
        expect(explainNumber(reason, texts), input).not.toMatch(/\{\w+\}/)
      }
    }
  })
})

describe('the carrier table', () => {
  const REQUIRED_SEA = ['Maersk', 'MSC', 'CMA CGM', 'Hapag-Lloyd', 'ONE', 'Evergreen', 'COSCO']
  const MORE_SEA = ['Yang Ming', 'HMM', 'ZIM', 'PIL']
  const REQUIRED_AIR = [
    'Emirates',
    'Qatar Airways',
    'Turkish',
    'Singapore Airlines',
    'Cathay',
    'Etihad',
    'Saudia',
    'Biman',
  ]

  it.each([...REQUIRED_SEA, ...MORE_SEA, ...REQUIRED_AIR])('names %s', (name) => {
    expect(CARRIERS.some((carrier) => carrier.name.includes(name))).toBe(true)
  })

  it('has codes for every carrier and no code twice', () => {
    const codes = CARRIERS.flatMap((carrier) =>
      carrier.mode === 'sea' ? carrier.ownerCodes : [carrier.airlinePrefix ?? ''],
    )
    for (const carrier of CARRIERS) {
      if (carrier.mode === 'sea') expect(carrier.ownerCodes.length, carrier.name).toBeGreaterThan(0)
      else expect(carrier.airlinePrefix, carrier.name).toMatch(/^\d{3}$/)
      expect(carrier.trackingUrl, carrier.name).toMatch(/^https:\/\//)
    }
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes.filter((code) => /^[A-Z]/.test(code)))
      expect(code).toMatch(/^[A-Z]{3}U$/)
  })

  it('finds carriers by owner code, airline prefix and SCAC', () => {
    expect(carrierByOwnerCode('MSKU')?.id).toBe('maersk')
    expect(carrierByAirlinePrefix('176')?.id).toBe('emirates')
    expect(carrierByAirlinePrefix('997')?.id).toBe('biman')
    expect(carrierBySCAC('MEDUAB123456')?.id).toBe('msc')
    expect(carrierBySCAC('ONEYDACB12345600')?.id).toBe('one')
    expect(carrierByOwnerCode('CSQU')).toBeUndefined()
  })

  it('has the airline prefixes IATA assigned (checked against published prefix tables)', () => {
    expect(
      Object.fromEntries(
        CARRIERS.filter((carrier) => carrier.mode === 'air').map((carrier) => [
          carrier.id,
          carrier.airlinePrefix,
        ]),
      ),
    ).toEqual({
      emirates: '176',
      'qatar-airways': '157',
      turkish: '235',
      'singapore-airlines': '618',
      cathay: '160',
      etihad: '607',
      saudia: '065',
      biman: '997',
    })
  })

  it.each([
    ['EITU', 'evergreen'],
    ['PILU', 'pil'],
    ['MNBU', 'maersk'],
    ['KKTU', 'one'],
    ['UACU', 'hapag-lloyd'],
    ['APZU', 'cma-cgm'],
  ])('knows the owner code %s as %s', (code, id) => {
    expect(carrierByOwnerCode(code)?.id).toBe(id)
  })

  it('puts the number into tracking links that take one', () => {
    const byId = (id: string) => {
      const found = CARRIERS.find((carrier) => carrier.id === id)
      if (!found) throw new Error(`no ${id}`)
      return found
    }
    expect(carrierTrackingUrl(byId('maersk'), 'MSKU1234565')).toBe(
      'https://www.maersk.com/tracking/MSKU1234565',
    )
    expect(carrierTrackingUrl(byId('emirates'), '17612345675')).toBe(
      'https://eskycargo.emirates.com/app/offerandorder/#/shipments/list?type=D&values=17612345675',
    )
    // Qatar's page takes the prefix and the serial as two fields.
    expect(carrierTrackingUrl(byId('qatar-airways'), '15712345675')).toBe(
      'https://www.qrcargo.com/s/track-your-shipment?documentType=MAWB&documentPrefix=157&documentNumber=12345675',
    )
    expect(carrierTrackingUrl(byId('biman'), '99712345675')).toBe('https://www.biman-airlines.com/')
  })
})
