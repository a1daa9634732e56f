// Issue 41: which cards price a request (its mode and lane, staff's rates of exchange on the ready
// date), and which of them the estimate names cheapest and fastest.
import { describe, expect, it } from 'vitest'
import { estimate, type EstimateRequest } from '#domain/pricing/estimate.ts'
import type { ExchangeRate } from '#domain/pricing/exchange.ts'
import type { RateCardData } from '#schemas/content/rate-card-fields.ts'
import { AIR_CARD, LCL_CARD, RATES, THREE_PIECES } from './support/rate-cards.ts'

const AIR_REQUEST: EstimateRequest = {
  cargo: { mode: 'air', pieces: THREE_PIECES },
  origin: 'bddac',
  destination: 'DEHAM',
  readyDate: '2026-12-10',
  today: '2026-12-06',
  incoterm: 'DAP',
}

/**
 * A direct flight, two days, dearer: +500 at 4.10, +1000 at 4.00, no charges. 630 kg:
 * 630 × 4.10 = 2,583.00, less than 1,000 × 4.00 = 4,000.00 at the next break.
 */
const DIRECT: RateCardData = {
  ...AIR_CARD,
  carrier: 'Bengal Air Freighter',
  routing: 'direct',
  transitDays: 2,
  air: { ...AIR_CARD.air, plus500: '4.10', plus1000: '4.00' },
  charges: [],
}

describe('the cards that price a request', () => {
  it('are those of its mode and lane (codes in any case)', () => {
    const answer = estimate(
      [
        { id: 1, data: AIR_CARD },
        { id: 2, data: { ...AIR_CARD, destination: 'NLRTM' } },
        { id: 3, data: { ...AIR_CARD, origin: 'BDCGP' } },
        { id: 4, data: LCL_CARD },
      ],
      RATES,
      AIR_REQUEST,
    )
    expect(answer.options.map((option) => option.cardId)).toEqual([1])
    expect(answer.unpriced).toEqual([])
  })

  it('answer nothing where no card covers the lane', () => {
    expect(estimate([{ id: 4, data: LCL_CARD }], RATES, AIR_REQUEST)).toEqual({
      options: [],
      cheapest: null,
      fastest: null,
      unpriced: [],
    })
  })
})

describe('cheapest and fastest', () => {
  it('name the cheapest all-in total and the shortest transit, each with its card', () => {
    // Via Dubai: 2,315.24 USD in 4 days (the worked example); direct: 2,583.00 USD in 2 days.
    const answer = estimate(
      [
        { id: 20, data: DIRECT },
        { id: 10, data: AIR_CARD },
      ],
      RATES,
      AIR_REQUEST,
    )
    expect(answer.options.map((option) => [option.cardId, option.totalUsd])).toEqual([
      [10, '2315.24'],
      [20, '2583.00'],
    ])
    expect(answer.cheapest).toBe(10)
    expect(answer.fastest).toBe(20)
  })

  it('compare totals in dollars, a taka card converted at staff’s rate', () => {
    // A taka card, 290.00 BDT per kg from 500 kg and no charges: 630 × 290 = 182,700.00 BDT,
    // ÷ 122.5 = 1,491.4285… → 1,491.43 USD: cheaper than 2,315.24 USD.
    const taka: RateCardData = {
      ...DIRECT,
      currency: 'BDT',
      transitDays: 6,
      air: { ...AIR_CARD.air, plus500: '290.00', plus1000: '280.00' },
    }
    const answer = estimate(
      [
        { id: 10, data: AIR_CARD },
        { id: 30, data: taka },
      ],
      RATES,
      AIR_REQUEST,
    )
    const option = answer.options[0]
    expect(option).toMatchObject({
      cardId: 30,
      total: { value: '182700.00', currency: 'BDT' },
      totalUsd: '1491.43',
      totalBdt: '182700.00',
    })
    expect(answer.cheapest).toBe(30)
    expect(answer.fastest).toBe(10)
  })

  it('on an equal total, the faster card is the cheapest, and on an equal transit the cheaper is the fastest', () => {
    const twin = { ...AIR_CARD, transitDays: 3 }
    const answer = estimate(
      [
        { id: 10, data: AIR_CARD },
        { id: 11, data: twin },
      ],
      RATES,
      AIR_REQUEST,
    )
    expect(answer.cheapest).toBe(11)
    expect(answer.fastest).toBe(11)
  })
})

describe('rates of exchange', () => {
  const taka = (rates: ExchangeRate[], readyDate: string) =>
    estimate([{ id: 1, data: AIR_CARD }], rates, { ...AIR_REQUEST, readyDate })

  it('are the newest dated on or before the ready date', () => {
    const rates: ExchangeRate[] = [
      ...RATES,
      { currency: 'BDT', perUsd: '121.0000', day: '2026-12-20' },
    ]
    // Before 20 December: 1,500.00 BDT ÷ 122.5 = 12.2448… → 12.24
    expect(taka(rates, '2026-12-19').options[0]?.lines.at(-1)?.amount).toBe('12.24')
    // From 20 December: 1,500.00 BDT ÷ 121 = 12.3966… → 12.40
    const later = taka(rates, '2026-12-20').options[0]
    expect(later?.lines.at(-1)?.amount).toBe('12.40')
    expect(later?.rates).toEqual([{ currency: 'BDT', perUsd: '121.0000', day: '2026-12-20' }])
  })

  it('not yet kept leave a card with a taka charge unpriced', () => {
    const answer = taka([{ currency: 'BDT', perUsd: '122.5000', day: '2026-12-11' }], '2026-12-10')
    expect(answer.options).toEqual([])
    expect(answer.unpriced).toEqual([{ cardId: 1, reason: 'no-exchange-rate' }])
  })

  it('not kept for taka leave a dollar card priced in dollars, without taka beside them', () => {
    const answer = estimate([{ id: 20, data: DIRECT }], [], AIR_REQUEST)
    expect(answer.options[0]).toMatchObject({ totalUsd: '2583.00', totalBdt: null, rates: [] })
  })
})
