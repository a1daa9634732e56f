// Issue 41: a rate card's checks, derived from its definition in the registry: exact amounts
// typed as people type them (Bengali digits, thousands commas), UN/LOCODEs, and the rules across
// fields (its days in order, freight that matches its mode, charges on a basis the mode has).
import { describe, expect, it } from 'vitest'
import { CONTENT_COLLECTIONS } from '#schemas/content/collections.ts'
import { AIR_CARD, FCL_CARD, LCL_CARD, charge } from './support/rate-cards.ts'

const { schema } = CONTENT_COLLECTIONS['rate-cards']

function refusal(data: unknown): { path: string; message: string }[] {
  const checked = schema.safeParse(data)
  expect(checked.success, 'refused').toBe(false)
  return (checked.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
}

describe('a rate card’s amounts', () => {
  it('are kept exactly, with two decimals, however they were typed', () => {
    const typed = {
      ...AIR_CARD,
      air: { ...AIR_CARD.air, minimum: '৭৫', normal: ' 4.8 ', plus1000: '2.5' },
      lcl: { perWm: '', minimum: '' },
      charges: [charge({ code: 'DOC', basis: 'per-shipment', amount: '১,৫০০', currency: 'BDT' })],
    }
    const saved = schema.parse(typed)
    expect(saved.air).toMatchObject({ minimum: '75.00', normal: '4.80', plus1000: '2.50' })
    expect(saved.charges[0]?.amount).toBe('1500.00')
  })

  it.each([
    [
      '4.805',
      'Rate per kg, under 45 kg (−45) must be an amount such as 1234.50, with at most 2 decimals.',
    ],
    [
      '4,80.0.1',
      'Rate per kg, under 45 kg (−45) must be an amount such as 1234.50, with at most 2 decimals.',
    ],
    [
      '-4.80',
      'Rate per kg, under 45 kg (−45) must be an amount such as 1234.50, with at most 2 decimals.',
    ],
    [
      '1e3',
      'Rate per kg, under 45 kg (−45) must be an amount such as 1234.50, with at most 2 decimals.',
    ],
    ['100000000', 'Rate per kg, under 45 kg (−45) must be at most 99999999.99.'],
  ])('refuse %s in words', (normal, message) => {
    expect(refusal({ ...AIR_CARD, air: { ...AIR_CARD.air, normal } })).toEqual([
      { path: 'air.normal', message },
    ])
  })

  it('may not be left empty where the card needs them', () => {
    const [first] = AIR_CARD.charges
    expect(refusal({ ...AIR_CARD, charges: [{ ...first, amount: ' ' }] })).toEqual([
      { path: 'charges.0.amount', message: 'Amount is required.' },
    ])
  })
})

describe('a rate card’s places and currency', () => {
  it('reads UN/LOCODEs in capitals, and refuses what is not one', () => {
    expect(schema.parse({ ...AIR_CARD, origin: 'bddac' }).origin).toBe('BDDAC')
    expect(refusal({ ...AIR_CARD, destination: 'HAMBURG' })).toContainEqual({
      path: 'destination',
      message: 'Destination (UN/LOCODE) must be at most 5 characters.',
    })
    expect(refusal({ ...AIR_CARD, destination: 'DE1AM' })).toEqual([
      {
        path: 'destination',
        message: 'Destination (UN/LOCODE) must be a UN/LOCODE such as BDCGP or DEHAM.',
      },
    ])
  })

  it('is in dollars unless staff choose another', () => {
    const { currency: _currency, ...withoutCurrency } = AIR_CARD
    expect(schema.parse(withoutCurrency).currency).toBe('USD')
  })
})

describe('a rate card’s rules across fields', () => {
  it('takes a card valid one day, and refuses one whose last day is before its first', () => {
    expect(schema.safeParse({ ...AIR_CARD, validTo: AIR_CARD.validFrom }).success).toBe(true)
    expect(refusal({ ...AIR_CARD, validFrom: '2026-12-01', validTo: '2026-11-30' })).toEqual([
      { path: 'validTo', message: 'Valid to cannot be before valid from.' },
    ])
  })

  it('refuses a lane from a place to itself', () => {
    expect(refusal({ ...AIR_CARD, destination: 'BDDAC' })).toEqual([
      { path: 'destination', message: 'The destination must differ from the origin.' },
    ])
  })

  it('asks for the freight of its mode, and nothing of another mode', () => {
    expect(refusal({ ...AIR_CARD, air: { ...AIR_CARD.air, normal: '' } })).toEqual([
      { path: 'air.normal', message: 'Enter the rate per kg under 45 kg.' },
    ])
    expect(refusal({ ...LCL_CARD, lcl: { perWm: '', minimum: '76' } })).toEqual([
      { path: 'lcl.perWm', message: 'Enter the rate per W/M.' },
    ])
    expect(
      refusal({ ...FCL_CARD, fcl: { ...FCL_CARD.fcl, dry20: '', dry40: '', highCube40: '' } }),
    ).toEqual([{ path: 'fcl.dry20', message: 'Enter the rate of at least one container type.' }])
    expect(refusal({ ...LCL_CARD, air: { ...LCL_CARD.air, normal: '4.80' } })).toEqual([
      { path: 'air', message: 'This is a sea freight LCL card: empty its air freight.' },
    ])
  })

  it('refuses a charge on a basis the mode’s cargo does not have', () => {
    expect(
      refusal({
        ...AIR_CARD,
        charges: [charge({ code: 'THC', basis: 'per-container', amount: '10' })],
      }),
    ).toEqual([
      {
        path: 'charges.0.basis',
        message:
          'Charge 1: an air freight card charges per kg (chargeable), per shipment or percent of freight.',
      },
    ])
    expect(
      refusal({
        ...LCL_CARD,
        charges: [charge({ code: 'CFS', basis: 'per-wm', amount: '10', container: 'dry20' })],
      }),
    ).toEqual([
      {
        path: 'charges.0.container',
        message: 'Charge 1: only a charge per container names a container type.',
      },
    ])
    expect(
      refusal({
        ...LCL_CARD,
        charges: [charge({ code: 'BAF', basis: 'percent-of-freight', amount: '100.01' })],
      }),
    ).toEqual([
      { path: 'charges.0.amount', message: 'Charge 1: a percentage of freight is at most 100.' },
    ])
  })

  it('asks which Incoterms a charge is paid under', () => {
    expect(refusal({ ...AIR_CARD, charges: [{ ...AIR_CARD.charges[0], incoterms: [] }] })).toEqual([
      { path: 'charges.0.incoterms', message: 'Paid by the shipper under: choose at least 1.' },
    ])
  })
})

describe('a rate of exchange', () => {
  const rates = CONTENT_COLLECTIONS['exchange-rates'].schema

  it('keeps four decimals, and is more than nothing', () => {
    expect(rates.parse({ currency: 'BDT', perUsd: '১২২.৫', day: '2026-12-01' }).perUsd).toBe(
      '122.5000',
    )
    expect(
      rates.safeParse({ currency: 'BDT', perUsd: '0', day: '2026-12-01' }).error?.issues,
    ).toMatchObject([{ path: ['perUsd'], message: 'Units per US dollar must be more than 0.' }])
    expect(rates.safeParse({ currency: 'USD', perUsd: '1', day: '2026-12-01' }).success).toBe(false)
  })
})
