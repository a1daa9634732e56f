import { describe, expect, it } from 'vitest'
import {
  addDays,
  earliestToday,
  localToday,
  startOfWeek,
  endOfWeek,
  addMonths,
} from '#domain/calendar.ts'
import {
  INCOTERMS,
  QuoteRequestSchema,
  quoteStepSchema,
  QUOTE_STEP_FIELDS,
} from '#schemas/quote.ts'

const future = addDays(localToday(), 14)

const VALID = {
  service: 'air-freight',
  originCity: 'Dhaka',
  originCountry: 'Bangladesh',
  destinationCity: 'Hamburg',
  destinationCountry: 'Germany',
  incoterm: 'FOB',
  cargoReadyDate: future,
  commodity: 'Cotton T-shirts',
  hsCode: '6109.10',
  packages: [{ count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150.5 }],
  dangerousGoods: false,
  temperatureControlled: false,
  stackable: true,
  notes: '',
  name: 'Rahima Akter',
  company: '',
  email: 'rahima@example.com',
  phone: '+880 1711 555123',
}

const errorsOf = (value: unknown) =>
  QuoteRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('QuoteRequestSchema', () => {
  it('accepts a complete request, turns blank optional text into undefined and strips unknown keys', () => {
    const parsed = QuoteRequestSchema.parse({
      ...VALID,
      totalPieces: 999,
      chargeableWeightKg: 1,
    })
    expect(parsed.notes).toBeUndefined()
    expect(parsed.company).toBeUndefined()
    expect(parsed).not.toHaveProperty('totalPieces')
    expect(parsed).not.toHaveProperty('chargeableWeightKg')
    expect(parsed.hsCode).toBe('6109.10')
  })

  it('lists the ten Incoterms', () => {
    expect(INCOTERMS).toEqual([
      'EXW',
      'FCA',
      'FOB',
      'CFR',
      'CIF',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ])
    expect(errorsOf({ ...VALID, incoterm: 'FAS' })).toEqual(['incoterm'])
  })

  // Whether a service is offered now is the published content's to say: the quote route refuses
  // an unknown or unpublished one (tests/api/content-names.test.ts).
  it('rejects a missing service, missing route fields and bad dates', () => {
    expect(errorsOf({ ...VALID, service: '' })).toEqual(['service'])
    expect(errorsOf({ ...VALID, service: 'air\u0000freight' })).toEqual(['service'])
    expect(errorsOf({ ...VALID, originCity: '   ' })).toEqual(['originCity'])
    expect(errorsOf({ ...VALID, cargoReadyDate: '2027-02-30' })).toEqual(['cargoReadyDate'])
    expect(errorsOf({ ...VALID, cargoReadyDate: '03/01/27' })).toEqual(['cargoReadyDate'])
    expect(errorsOf({ ...VALID, cargoReadyDate: addDays(earliestToday(), -1) })).toEqual([
      'cargoReadyDate',
    ])
    expect(errorsOf({ ...VALID, cargoReadyDate: addDays(localToday(), 400) })).toEqual([
      'cargoReadyDate',
    ])
  })

  it('checks HS codes: 6 to 10 digits, dots allowed', () => {
    for (const hsCode of ['610910', '6109.10', '6109.10.00', '6109100010', '', undefined]) {
      expect(errorsOf({ ...VALID, hsCode }), String(hsCode)).toEqual([])
    }
    for (const hsCode of ['6109', '61091000101', '6109..10', '.610910', '6109-10', 'abcdef']) {
      expect(errorsOf({ ...VALID, hsCode }), hsCode).toEqual(['hsCode'])
    }
  })

  it('checks package lines: at least one, whole positive sizes, weights with two decimals', () => {
    expect(errorsOf({ ...VALID, packages: [] })).toEqual(['packages'])
    const bad = { count: 0, lengthCm: 12.5, widthCm: -1, heightCm: Number.NaN, weightKg: 1.005 }
    expect(errorsOf({ ...VALID, packages: [bad] })).toEqual([
      'packages.0.count',
      'packages.0.lengthCm',
      'packages.0.widthCm',
      'packages.0.heightCm',
      'packages.0.weightKg',
    ])
    const huge = { count: 10_000, lengthCm: 2500, widthCm: 2500, heightCm: 2500, weightKg: 1 }
    expect(errorsOf({ ...VALID, packages: [huge] })).toEqual(['packages'])
  })

  it('validates each step with its own fields only', () => {
    expect(QUOTE_STEP_FIELDS.flat().length).toBe(21)
    expect(quoteStepSchema(0).safeParse({ ...VALID, name: '' }).success).toBe(true)
    const step2 = quoteStepSchema(1).safeParse({ commodity: '', packages: [] })
    expect(step2.error?.issues.map((issue) => issue.path[0])).toEqual(['commodity', 'packages'])
    const step3 = quoteStepSchema(2).safeParse({ name: 'A', email: 'no', phone: '12' })
    expect(step3.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'phone'])
  })
})

describe('calendar helpers', () => {
  it('starts weeks on Sunday and moves by months without overflowing', () => {
    // 2027-03-03 is a Wednesday.
    expect(startOfWeek('2027-03-03')).toBe('2027-02-28')
    expect(endOfWeek('2027-03-03')).toBe('2027-03-06')
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2027-03-15', -1)).toBe('2027-02-15')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
  })
})
