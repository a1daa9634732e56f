// Issue 40: Bangla keyboards type Bengali digits, Arabic ones Arabic–Indic digits; the forms read
// them as digits and store ASCII, and dates are typed day first in both languages.
import { describe, expect, it } from 'vitest'
import {
  addDays,
  formatDate,
  formatDayFirst,
  localToday,
  parseTypedDate,
} from '#domain/calendar.ts'
import { checkCarrierNumber } from '#domain/carrier-numbers.ts'
import { volumeCbm } from '#domain/freight.ts'
import { messagesIn } from '#domain/messages.ts'
import { asciiDigits, digitsIn, typedNumber } from '#domain/numerals.ts'
import { normalizeReference } from '#domain/tracking.ts'
import { completeLines, toRequest } from '#app/components/quote/quote-request.ts'
import { EMPTY_DRAFT, emptyLine } from '#app/components/quote/quote-draft.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { JobApplicationFieldsSchema } from '#schemas/job-application.ts'
import { QuoteRequestSchema } from '#schemas/quote.ts'
import { fieldMessage } from '#schemas/validation.ts'
import { validationMessages } from '#schemas/validation.messages.ts'

describe('digits as any keyboard types them', () => {
  it('reads Bengali, Arabic–Indic and extended Arabic–Indic digits as ASCII', () => {
    expect(asciiDigits('০১৭১১-২২৩৩৪৪')).toBe('01711-223344')
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(asciiDigits('১২٫৫')).toBe('12.5')
    expect(asciiDigits('ঢাকা 1200')).toBe('ঢাকা 1200')
  })

  it('reads a typed figure in any digits, with thousands commas, and nothing JavaScript guesses', () => {
    expect(typedNumber('১২০')).toBe(120)
    expect(typedNumber('১,২০০.৫')).toBe(1200.5)
    expect(typedNumber('١١٫٥٢')).toBe(11.52)
    expect(typedNumber(' ')).toBeUndefined()
    expect(typedNumber('1e3')).toBeNaN()
    expect(typedNumber('0x10')).toBeNaN()
  })

  it('the live CBM of the quote form counts package lines typed in Bengali digits', () => {
    const line = {
      ...emptyLine(1),
      count: '২',
      lengthCm: '১২০',
      widthCm: '৮০',
      heightCm: '১০০',
      weightKg: '১৫০.৫',
    }
    const lines = completeLines([line])
    expect(lines).toEqual([
      { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150.5 },
    ])
    expect(volumeCbm(lines)).toBeCloseTo(1.92)
  })

  it('contact and job application phones in Bengali digits are stored in ASCII', () => {
    const contact = ContactMessageSchema.parse({
      name: 'রহিম',
      email: 'rahim@example.com',
      phone: '০১৭১১-২২৩৩৪৪',
      message: 'হ্যালো',
    })
    expect(contact.phone).toBe('01711-223344')
    const application = JobApplicationFieldsSchema.parse({
      position_id: '1',
      name: 'নাসরিন',
      email: 'nasrin@example.com',
      phone: '+৮৮০ ১৭১১ ০০০১১১',
      cover_letter: '',
    })
    expect(application.phone).toBe('+880 1711 000111')
  })

  it('a quote request in Bengali digits, as the API may get it, is read as ASCII figures', () => {
    const ready = addDays(localToday(), 14)
    const parsed = QuoteRequestSchema.parse({
      service: 'air-freight',
      originCity: 'ঢাকা',
      originCountry: 'বাংলাদেশ',
      destinationCity: 'হামবুর্গ',
      destinationCountry: 'জার্মানি',
      incoterm: 'FOB',
      cargoReadyDate: digitsIn(ready, 'bn'),
      commodity: 'সুতি টি-শার্ট',
      hsCode: '৬১০৯.১০',
      packages: [
        { count: '২', lengthCm: '১২০', widthCm: '৮০', heightCm: '১০০', weightKg: '১৫০.৫' },
      ],
      name: 'রহিমা',
      email: 'rahima@example.com',
      phone: '০১৭১১ ৫৫৫১২৩',
    })
    expect(parsed.cargoReadyDate).toBe(ready)
    expect(parsed.hsCode).toBe('6109.10')
    expect(parsed.packages).toEqual([
      { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150.5 },
    ])
    expect(parsed.phone).toBe('01711 555123')
  })

  it('tracking reads references and container numbers typed in Bengali digits', () => {
    expect(normalizeReference('dbl-k৭m২ p৯qx')).toBe('DBL-K7M2P9QX')
    expect(checkCarrierNumber('CSQU ৩০৫৪৩৮ ৩')).toMatchObject({
      number: 'CSQU3054383',
      valid: true,
    })
  })
})

describe('dates typed day first', () => {
  it('reads dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy and two-digit years as 20yy', () => {
    expect(parseTypedDate('31/12/2026')).toBe('2026-12-31')
    expect(parseTypedDate('31-12-2026')).toBe('2026-12-31')
    expect(parseTypedDate('31.12.26')).toBe('2026-12-31')
    expect(parseTypedDate(' 1/3/27 ')).toBe('2027-03-01')
  })

  it('reads a date whose day is 12 or less day first, and states it back in words', () => {
    const iso = parseTypedDate('05/06/2026')
    expect(iso).toBe('2026-06-05')
    expect(formatDate(iso ?? '', 'en')).toBe('5 June 2026')
    expect(formatDate(iso ?? '', 'bn')).toBe('৫ জুন, ২০২৬')
  })

  it('reads Bengali and Arabic–Indic digits, and the ISO date a browser date field sends', () => {
    expect(parseTypedDate('৩১/১২/২০২৬')).toBe('2026-12-31')
    expect(parseTypedDate('٣١/١٢/٢٠٢٦')).toBe('2026-12-31')
    expect(parseTypedDate('2026-12-31')).toBe('2026-12-31')
  })

  it('refuses dates that do not exist and month-first dates, rather than reading them otherwise', () => {
    expect(parseTypedDate('31/02/2026')).toBeUndefined()
    expect(parseTypedDate('12/31/2026')).toBeUndefined()
    expect(parseTypedDate('32/01/2026')).toBeUndefined()
    expect(parseTypedDate('tomorrow')).toBeUndefined()
  })

  it('writes a picked date day first with the year in full', () => {
    expect(formatDayFirst('2027-03-01')).toBe('01/03/2027')
    expect(parseTypedDate(formatDayFirst('2027-03-01'))).toBe('2027-03-01')
  })

  it('a date that does not exist is refused with a clear message in the form’s language', () => {
    const draft = { ...EMPTY_DRAFT, cargoReadyText: '31/02/2026' }
    const result = QuoteRequestSchema.safeParse(toRequest(draft, ''))
    const issue = result.error?.issues.find((found) => found.path[0] === 'cargoReadyDate')
    expect(fieldMessage(issue?.message ?? '', messagesIn(validationMessages, 'en'))).toBe(
      'Please enter a date that exists, day first: dd/mm/yyyy, e.g. 31/12/2026',
    )
    expect(fieldMessage(issue?.message ?? '', messagesIn(validationMessages, 'bn'))).toBe(
      'অনুগ্রহ করে সঠিক একটি তারিখ আগে দিন, তারপর মাস ও বছর দিয়ে লিখুন, যেমন ৩১/১২/২০২৬',
    )
  })
})
