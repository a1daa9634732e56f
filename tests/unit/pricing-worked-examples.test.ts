// Issue 41: the instant estimate's arithmetic, against the worked examples of the issue, each
// written out by hand below. Rates are the cards of ./support/rate-cards.ts; USD cards, with
// 122.5 taka and 0.92 euro to the dollar. Every amount is rounded half up to the cent once, at
// its line; a converted line once more, at its conversion (docs/decisions/0020-exact-money.md).
import { describe, expect, it } from 'vitest'
import { estimate, type EstimateRequest } from '#domain/pricing/estimate.ts'
import { AIR_CARD, FCL_CARD, LCL_CARD, RATES, THREE_PIECES } from './support/rate-cards.ts'

const DECEMBER = { readyDate: '2026-12-10', today: '2026-12-06' }

function only(request: EstimateRequest, card = AIR_CARD) {
  const answer = estimate([{ id: 7, data: card }], RATES, request)
  expect(answer.unpriced).toEqual([])
  const [option] = answer.options
  if (!option || answer.options.length > 1) throw new Error('one card should price the request')
  return option
}

/** code → amount, in the order of the lines. */
const amounts = (lines: { code: string; amount: string }[]) =>
  lines.map((line) => [line.code, line.amount])

describe('air: 3 pieces of 120 × 80 × 100 cm at 210 kg each, Dhaka → Hamburg, DAP', () => {
  const air = only({
    ...DECEMBER,
    cargo: { mode: 'air', pieces: THREE_PIECES },
    origin: 'BDDAC',
    destination: 'DEHAM',
    incoterm: 'DAP',
  })

  it('charges 630 kg: the gross weight beats the volume weight', () => {
    // gross: 3 × 210 kg = 630 kg
    // volume: 3 × 120 × 80 × 100 cm³ = 2,880,000 cm³ = 2.88 m³; ÷ 6,000 cm³/kg = 480 kg
    // chargeable: max(630, 480) = 630 kg, already a multiple of 0.5 kg
    expect(air.chargeable).toEqual({
      rule: 'air',
      grossKg: '630.00',
      cubicMetres: '2.880000',
      volumeKg: '480.00',
      chargeableKg: '630.0',
    })
  })

  it('prices every line, converts the taka one, and totals in USD with BDT beside it', () => {
    // freight: 630 kg is in the +500 band: 630 × 2.60 = 1,638.00
    //   (the next break, +1000: 1,000 × 2.50 = 2,500.00, is dearer, so the band's own applies)
    // FSC: 630 × 0.85 = 535.50
    // SSC: 630 × 0.15 = 94.50 (more than its minimum of 25.00)
    // AWB: 35.00 per shipment
    // DOC: 1,500.00 BDT ÷ 122.5 = 12.2448… → 12.24 USD (half up to the cent)
    // total: 1,638.00 + 535.50 + 94.50 + 35.00 + 12.24 = 2,315.24 USD
    // in taka: 2,315.24 × 122.5 = 283,616.90 BDT
    expect(amounts(air.lines)).toEqual([
      ['FREIGHT', '1638.00'],
      ['FSC', '535.50'],
      ['SSC', '94.50'],
      ['AWB', '35.00'],
      ['DOC', '12.24'],
    ])
    expect(air.lines[0]).toMatchObject({
      basis: 'per-kg',
      quantity: { value: '630.0', unit: 'kg' },
      rate: { value: '2.60', currency: 'USD' },
      notes: [],
    })
    expect(air.lines[4]).toMatchObject({
      label: { en: 'Documentation', bn: 'ডকুমেন্টেশন' },
      rate: { value: '1500.00', currency: 'BDT' },
      notes: [
        {
          kind: 'converted',
          from: 'BDT',
          amount: '1500.00',
          fromPerUsd: '122.5000',
          toPerUsd: '1.0000',
        },
      ],
    })
    expect(air.total).toEqual({ value: '2315.24', currency: 'USD' })
    expect(air.totalUsd).toBe('2315.24')
    expect(air.totalBdt).toBe('283616.90')
    expect(air.rates).toEqual([{ currency: 'BDT', perUsd: '122.5000', day: '2026-11-30' }])
    expect(air).toMatchObject({ transitDays: 4, routing: 'via-dubai', validTo: '2026-12-31' })
  })

  it('leaves out what the shipper does not pay under FOB (the main carriage’s surcharges)', () => {
    const fob = only({
      ...DECEMBER,
      cargo: { mode: 'air', pieces: THREE_PIECES },
      origin: 'BDDAC',
      destination: 'DEHAM',
      incoterm: 'FOB',
    })
    // 1,638.00 + 35.00 + 12.24 = 1,685.24
    expect(amounts(fob.lines)).toEqual([
      ['FREIGHT', '1638.00'],
      ['AWB', '35.00'],
      ['DOC', '12.24'],
    ])
    expect(fob.totalUsd).toBe('1685.24')
  })
})

describe('sea LCL: 4.2 CBM / 2,900 kg, Chattogram → Hamburg', () => {
  const cargo = { mode: 'sea-lcl', totals: { cbm: '4.2', weightKg: '2900' } } as const
  const request = { ...DECEMBER, cargo, origin: 'BDCGP', destination: 'DEHAM' }

  it('charges 4.2 W/M, the greater of 2.9 t and 4.2 CBM, and every line under DAP', () => {
    const lcl = only({ ...request, incoterm: 'DAP' }, LCL_CARD)
    expect(lcl.chargeable).toEqual({
      rule: 'wm',
      tonnes: '2.900000',
      cubicMetres: '4.200000',
      wm: '4.200',
    })
    // freight: 4.2 × 38.00 = 159.60 (more than the minimum of 76.00)
    // BAF: 12.50 % of 159.60 = 19.95
    // CFS: 4.2 × 1,200.00 BDT = 5,040.00 BDT ÷ 122.5 = 41.1428… → 41.14 USD
    // BL: 40.00
    // THC at destination: 4.2 × 18.00 EUR = 75.60 EUR ÷ 0.92 = 82.1739… → 82.17 USD
    // total: 159.60 + 19.95 + 41.14 + 40.00 + 82.17 = 342.86 USD
    // in taka: 342.86 × 122.5 = 42,000.35 BDT
    expect(amounts(lcl.lines)).toEqual([
      ['FREIGHT', '159.60'],
      ['BAF', '19.95'],
      ['CFS', '41.14'],
      ['BL', '40.00'],
      ['THC', '82.17'],
    ])
    expect(lcl.lines[1]).toMatchObject({
      basis: 'percent-of-freight',
      quantity: { value: '12.50', unit: 'percent' },
      notes: [{ kind: 'percent-of-freight', freight: '159.60' }],
    })
    expect(lcl.lines[4]).toMatchObject({
      side: 'destination',
      quantity: { value: '4.200', unit: 'W/M' },
      notes: [{ kind: 'converted', from: 'EUR', amount: '75.60', fromPerUsd: '0.9200' }],
    })
    expect(lcl.totalUsd).toBe('342.86')
    expect(lcl.totalBdt).toBe('42000.35')
  })

  it('under FOB leaves out the BAF and the destination THC', () => {
    const fob = only({ ...request, incoterm: 'FOB' }, LCL_CARD)
    // 159.60 + 41.14 + 40.00 = 240.74
    expect(amounts(fob.lines)).toEqual([
      ['FREIGHT', '159.60'],
      ['CFS', '41.14'],
      ['BL', '40.00'],
    ])
    expect(fob.totalUsd).toBe('240.74')
  })

  it('counts every charge when the shipper is not sure of the Incoterm', () => {
    expect(only({ ...request, incoterm: null }, LCL_CARD).totalUsd).toBe('342.86')
  })
})

describe("sea FCL: 2 × 40' high cube, Chattogram → New York, CIF", () => {
  const fcl = only(
    {
      ...DECEMBER,
      cargo: { mode: 'sea-fcl', containers: [{ type: 'highCube40', count: 2 }] },
      origin: 'BDCGP',
      destination: 'USNYC',
      incoterm: 'CIF',
    },
    FCL_CARD,
  )

  it('prices the containers, their own THC (not the 20-foot one), and the shipment', () => {
    // freight: 2 × 2,850.00 = 5,700.00
    // THC (40' HC): 2 × 14,500.00 BDT = 29,000.00 BDT ÷ 122.5 = 236.7346… → 236.73 USD
    // THC (20'): no 20-foot container, no line
    // SEAL: 2 × 10.00 = 20.00; BL: 50.00; AMS: 35.00; PSS: 2 × 300.00 = 600.00
    // total: 5,700.00 + 236.73 + 20.00 + 50.00 + 35.00 + 600.00 = 6,641.73 USD
    // in taka: 6,641.73 × 122.5 = 813,611.925 → 813,611.93 BDT (half up)
    expect(amounts(fcl.lines)).toEqual([
      ['FREIGHT', '5700.00'],
      ['THC', '236.73'],
      ['SEAL', '20.00'],
      ['BL', '50.00'],
      ['AMS', '35.00'],
      ['PSS', '600.00'],
    ])
    expect(fcl.lines[0]).toMatchObject({
      label: { en: "Freight, 40' high cube" },
      container: 'highCube40',
      quantity: { value: '2', unit: 'container' },
      rate: { value: '2850.00', currency: 'USD' },
    })
    expect(fcl.chargeable).toEqual({
      rule: 'containers',
      containers: [{ type: 'highCube40', count: 2 }],
    })
    expect(fcl.totalUsd).toBe('6641.73')
    expect(fcl.totalBdt).toBe('813611.93')
  })

  it('does not price a container type the card has no rate for', () => {
    const answer = estimate([{ id: 3, data: FCL_CARD }], RATES, {
      ...DECEMBER,
      cargo: { mode: 'sea-fcl', containers: [{ type: 'reefer40', count: 1 }] },
      origin: 'BDCGP',
      destination: 'USNYC',
      incoterm: 'CIF',
    })
    expect(answer.options).toEqual([])
    expect(answer.unpriced).toEqual([{ cardId: 3, reason: 'no-freight-rate' }])
  })
})
