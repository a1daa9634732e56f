// Issue 41: the estimate on both sides of every weight break, minimum and validity boundary,
// each figure worked by hand. The air card (./support/rate-cards.ts) charges per kg 4.80 under
// 45 kg, 3.90 from 45, 3.20 from 100, 2.85 from 300, 2.60 from 500 and 2.50 from 1,000 kg, with
// a minimum of 75.00; the LCL card 38.00 per W/M with a minimum of 76.00.
import { describe, expect, it } from 'vitest'
import { estimate, type EstimateRequest } from '#domain/pricing/estimate.ts'
import { AIR_CARD, LCL_CARD, RATES } from './support/rate-cards.ts'

/** The air card's freight line for `weightKg` of cargo in one small piece (volume 1,000 cm³). */
function airFreight(weightKg: string) {
  const answer = estimate([{ id: 1, data: AIR_CARD }], RATES, {
    cargo: {
      mode: 'air',
      pieces: [{ count: 1, lengthCm: 10, widthCm: 10, heightCm: 10, weightKg }],
    },
    origin: 'BDDAC',
    destination: 'DEHAM',
    readyDate: '2026-12-10',
    today: '2026-12-06',
    incoterm: 'FOB',
  })
  const line = answer.options[0]?.lines[0]
  if (!line) throw new Error(`no estimate for ${weightKg} kg`)
  return { amount: line.amount, kg: line.quantity.value, rate: line.rate.value, notes: line.notes }
}

describe('air chargeable weight', () => {
  it('rounds the gross weight up to the next 0.5 kg', () => {
    // 15.00 stays 15.0; 15.01 → 15.5; 15.50 stays 15.5; 15.51 → 16.0 (× 4.80 each, over 75.00)
    expect(airFreight('16.00').kg).toBe('16.0')
    expect(airFreight('15.51').kg).toBe('16.0')
    expect(airFreight('20.00').kg).toBe('20.0')
    expect(airFreight('20.01').kg).toBe('20.5')
  })

  it('takes the volume weight at 6,000 cm³ per kg when it is greater, rounded up too', () => {
    const volume = (heightCm: number) =>
      estimate([{ id: 1, data: AIR_CARD }], RATES, {
        cargo: {
          mode: 'air',
          pieces: [{ count: 1, lengthCm: 50, widthCm: 40, heightCm, weightKg: '1' }],
        },
        origin: 'BDDAC',
        destination: 'DEHAM',
        readyDate: '2026-12-10',
        today: '2026-12-06',
        incoterm: 'FOB',
      }).options[0]?.chargeable
    // 50 × 40 × 30 = 60,000 cm³ ÷ 6,000 = 10 kg exactly: 10.0 kg
    expect(volume(30)).toMatchObject({ volumeKg: '10.00', chargeableKg: '10.0' })
    // 50 × 40 × 31 = 62,000 cm³ ÷ 6,000 = 10.333… kg: up to 10.5 kg
    expect(volume(31)).toMatchObject({ volumeKg: '10.33', chargeableKg: '10.5' })
    // 50 × 40 × 45 = 90,000 cm³ ÷ 6,000 = 15 kg; 50 × 40 × 46 = 92,000 ÷ 6,000 = 15.333 → 15.5
    expect(volume(45)).toMatchObject({ chargeableKg: '15.0' })
    expect(volume(46)).toMatchObject({ chargeableKg: '15.5' })
  })
})

describe('air weight breaks (IATA: the lower charge at a heavier break applies)', () => {
  it.each([
    // [weight, own band charge worked out, next break charge, amount, kg charged, rate]
    // 44.5 kg: 44.5 × 4.80 = 213.60 against 45 × 3.90 = 175.50 → 175.50 at +45
    ['44.50', '175.50', '45.0', '3.90', 'normal', 'plus45'],
    // 99.5 kg: 99.5 × 3.90 = 388.05 against 100 × 3.20 = 320.00 → 320.00 at +100
    ['99.50', '320.00', '100.0', '3.20', 'plus45', 'plus100'],
    // 299.5 kg: 299.5 × 3.20 = 958.40 against 300 × 2.85 = 855.00 → 855.00 at +300
    ['299.50', '855.00', '300.0', '2.85', 'plus100', 'plus300'],
    // 499.5 kg: 499.5 × 2.85 = 1,423.575 against 500 × 2.60 = 1,300.00 → 1,300.00 at +500
    ['499.50', '1300.00', '500.0', '2.60', 'plus300', 'plus500'],
    // 999.5 kg: 999.5 × 2.60 = 2,598.70 against 1,000 × 2.50 = 2,500.00 → 2,500.00 at +1000
    ['999.50', '2500.00', '1000.0', '2.50', 'plus500', 'plus1000'],
  ])(
    'just under a break, %s kg is charged at the break: %s',
    (weight, amount, kg, rate, own, applied) => {
      expect(airFreight(weight)).toEqual({
        amount,
        kg,
        rate,
        notes: [
          {
            kind: 'weight-break',
            ownBreak: own,
            appliedBreak: applied,
            chargeableKg: weight.slice(0, -1),
          },
        ],
      })
    },
  )

  it.each([
    // At each break, its own rate: 45 × 3.90, 100 × 3.20, 300 × 2.85, 500 × 2.60, 1,000 × 2.50
    ['45.00', '175.50', '3.90'],
    ['100.00', '320.00', '3.20'],
    ['300.00', '855.00', '2.85'],
    ['500.00', '1300.00', '2.60'],
    ['1000.00', '2500.00', '2.50'],
    // Over the last break: 1,200.5 × 2.50 = 3,001.25
    ['1200.50', '3001.25', '2.50'],
  ])('at %s kg the band’s own rate applies: %s', (weight, amount, rate) => {
    expect(airFreight(weight)).toMatchObject({ amount, rate, notes: [] })
  })

  it('keeps the band’s own rate until the next break is really cheaper', () => {
    // Under 45 kg: 36.5 × 4.80 = 175.20 < 175.50 (45 × 3.90): own band
    expect(airFreight('36.50')).toMatchObject({ amount: '175.20', kg: '36.5', notes: [] })
    // 37 × 4.80 = 177.60 > 175.50: charged as 45 kg at 3.90
    expect(airFreight('37.00')).toMatchObject({ amount: '175.50', kg: '45.0' })
    // In the +500 band: 961 × 2.60 = 2,498.60 < 2,500.00: own band
    expect(airFreight('961.00')).toMatchObject({ amount: '2498.60', kg: '961.0', notes: [] })
    // 962 × 2.60 = 2,501.20 > 2,500.00 (1,000 × 2.50): charged as 1,000 kg at 2.50
    expect(airFreight('962.00')).toMatchObject({ amount: '2500.00', kg: '1000.0', rate: '2.50' })
  })

  it('skips a break the card does not quote', () => {
    const withoutPlus100 = { ...AIR_CARD, air: { ...AIR_CARD.air, plus100: '' } }
    const answer = estimate([{ id: 2, data: withoutPlus100 }], RATES, {
      cargo: { mode: 'air', totals: { cbm: '0.1', weightKg: '150' } },
      origin: 'BDDAC',
      destination: 'DEHAM',
      readyDate: '2026-12-10',
      today: '2026-12-06',
      incoterm: 'FOB',
    })
    // 150 kg falls back to the +45 band: 150 × 3.90 = 585.00; 300 × 2.85 = 855.00 is dearer
    expect(answer.options[0]?.lines[0]).toMatchObject({ amount: '585.00', rate: { value: '3.90' } })
  })
})

describe('the minimum charge', () => {
  it('applies by air when the computed charge is lower, and not when it is not', () => {
    // 15.5 kg × 4.80 = 74.40 < 75.00: the minimum
    expect(airFreight('15.50')).toMatchObject({
      amount: '75.00',
      notes: [{ kind: 'minimum', computed: '74.40', minimum: '75.00' }],
    })
    // 16 kg × 4.80 = 76.80 ≥ 75.00: the charge
    expect(airFreight('16.00')).toMatchObject({ amount: '76.80', notes: [] })
  })

  it('applies to LCL below 2 W/M (76.00 at 38.00 per W/M) and not at 2 W/M', () => {
    const lcl = (cbm: string, weightKg: string) =>
      estimate([{ id: 4, data: LCL_CARD }], RATES, {
        cargo: { mode: 'sea-lcl', totals: { cbm, weightKg } },
        origin: 'BDCGP',
        destination: 'DEHAM',
        readyDate: '2026-12-10',
        today: '2026-12-06',
        incoterm: 'FOB',
      }).options[0]?.lines[0]
    // 2.000 W/M × 38.00 = 76.00: not lower, no minimum
    expect(lcl('2', '500')).toMatchObject({ amount: '76.00', notes: [] })
    // 1.999 W/M × 38.00 = 75.962 → 75.96 < 76.00: the minimum
    expect(lcl('1.999', '500')).toMatchObject({
      quantity: { value: '1.999', unit: 'W/M' },
      amount: '76.00',
      notes: [{ kind: 'minimum', computed: '75.96', minimum: '76.00' }],
    })
    // 1,999.01 kg = 1.99901 t, rounded up to 2.000 W/M: 76.00, no minimum
    expect(lcl('0.5', '1999.01')).toMatchObject({ quantity: { value: '2.000' }, notes: [] })
  })

  it('applies to a charge in its own currency', () => {
    // SSC 0.15 per kg with a minimum of 25.00: 160 kg → 24.00, so 25.00; 170 kg → 25.50
    const ssc = (weightKg: string) =>
      estimate([{ id: 1, data: AIR_CARD }], RATES, {
        cargo: { mode: 'air', totals: { cbm: '0.1', weightKg } },
        origin: 'BDDAC',
        destination: 'DEHAM',
        readyDate: '2026-12-10',
        today: '2026-12-06',
        incoterm: 'CPT',
      }).options[0]?.lines.find((line) => line.code === 'SSC')
    expect(ssc('160')).toMatchObject({ amount: '25.00', notes: [{ kind: 'minimum' }] })
    expect(ssc('170')).toMatchObject({ amount: '25.50', notes: [] })
  })
})

describe('validity: days in Dhaka, the last one included', () => {
  const request = (readyDate: string, today: string): EstimateRequest => ({
    cargo: { mode: 'air', totals: { cbm: '0.1', weightKg: '100' } },
    origin: 'BDDAC',
    destination: 'DEHAM',
    readyDate,
    today,
    incoterm: 'FOB',
  })
  const priced = (readyDate: string, today: string) =>
    estimate([{ id: 9, data: AIR_CARD }], RATES, request(readyDate, today))

  it('prices from the first day to the last, both included', () => {
    expect(priced('2026-11-30', '2026-11-25').unpriced).toEqual([
      { cardId: 9, reason: 'not-valid-when-ready' },
    ])
    expect(priced('2026-12-01', '2026-11-25').cheapest).toBe(9)
    expect(priced('2026-12-31', '2026-11-25').cheapest).toBe(9)
    expect(priced('2027-01-01', '2026-11-25').unpriced).toEqual([
      { cardId: 9, reason: 'not-valid-when-ready' },
    ])
  })

  it('never prices once the last day has passed in Dhaka, whatever the ready date', () => {
    expect(priced('2026-12-31', '2026-12-31').cheapest).toBe(9)
    const expired = priced('2026-12-31', '2027-01-01')
    expect(expired.options).toEqual([])
    expect(expired.unpriced).toEqual([{ cardId: 9, reason: 'expired' }])
  })
})
