// Issue 41: the price engine's arithmetic is exact. The decimal helpers round as written (half up
// to the minor unit, up for weights), and properties over many random shipments check the
// engine against bigint arithmetic done here independently.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { airWeight, weightOrMeasure } from '#domain/pricing/cargo.ts'
import {
  decimalOf,
  divideHalfUp,
  divideUp,
  formatDecimal,
  parseDecimal,
} from '#domain/pricing/decimal.ts'
import { estimate } from '#domain/pricing/estimate.ts'
import { AIR_BREAKS } from '#domain/pricing/codes.ts'
import { AIR_CARD, RATES } from './support/rate-cards.ts'

describe('decimals', () => {
  it('read plain decimals to their places, and nothing else', () => {
    expect(parseDecimal('1234.5', 2)).toBe(123450n)
    expect(parseDecimal('0.05', 2)).toBe(5n)
    expect(parseDecimal('7', 2)).toBe(700n)
    expect(parseDecimal('1.005', 2)).toBeNull()
    for (const bad of ['', '.5', '1e3', '-1', '1,000', ' 1', '0x10', '1.2.3']) {
      expect(parseDecimal(bad, 2), bad).toBeNull()
    }
  })

  it('write every decimal place', () => {
    expect(formatDecimal(123450n, 2)).toBe('1234.50')
    expect(formatDecimal(5n, 2)).toBe('0.05')
    expect(formatDecimal(5n, 0)).toBe('5')
    expect(formatDecimal(-5n, 2)).toBe('-0.05')
  })

  it('round half up, and up', () => {
    // 0.125 → 0.13 and 0.124 → 0.12 (in thousandths, to hundredths)
    expect(divideHalfUp(125n, 10n)).toBe(13n)
    expect(divideHalfUp(124n, 10n)).toBe(12n)
    expect(divideHalfUp(-125n, 10n)).toBe(-13n)
    expect(divideUp(1n, 500n)).toBe(1n)
    expect(divideUp(500n, 500n)).toBe(1n)
    expect(divideUp(0n, 500n)).toBe(0n)
  })

  it('where a float would be wrong: 1.005 × 100 cents, 0.1 + 0.2', () => {
    // A float reads 1.005 as 1.00499999…, which rounds to 1.00; exact: 1.005 → 1.01 (half up).
    expect(formatDecimal(divideHalfUp(decimalOf('1.005', 3), 10n), 2)).toBe('1.01')
    expect(formatDecimal(decimalOf('0.1', 2) + decimalOf('0.2', 2), 2)).toBe('0.30')
  })
})

const pieces = fc.array(
  fc.record({
    count: fc.integer({ min: 1, max: 50 }),
    lengthCm: fc.integer({ min: 1, max: 400 }),
    widthCm: fc.integer({ min: 1, max: 300 }),
    heightCm: fc.integer({ min: 1, max: 300 }),
    // To 0.01 kg, up to 5,000 kg a piece.
    weightKg: fc
      .integer({ min: 1, max: 500_000 })
      .map((centikilos) => formatDecimal(BigInt(centikilos), 2)),
  }),
  { minLength: 1, maxLength: 5 },
)

/** Grams and cm³ of the pieces, summed here on their own. */
function measured(
  lines: { count: number; lengthCm: number; widthCm: number; heightCm: number; weightKg: string }[],
) {
  let grams = 0n
  let cubicCm = 0n
  for (const line of lines) {
    const count = BigInt(line.count)
    grams += count * decimalOf(line.weightKg, 2) * 10n
    cubicCm += count * BigInt(line.lengthCm) * BigInt(line.widthCm) * BigInt(line.heightCm)
  }
  return { grams, cubicCm }
}

describe('properties, against bigint arithmetic', () => {
  it('air: the chargeable weight is the least half kilogram at or over gross and volume weight', () => {
    fc.assert(
      fc.property(pieces, (lines) => {
        const { grams, cubicCm } = measured(lines)
        const half = airWeight({ mode: 'air', pieces: lines }).halfKilos
        // Half a kilogram is 500 g; cm³ ÷ 6 is the volume weight in grams.
        expect(half * 500n * 6n >= grams * 6n && half * 500n * 6n >= cubicCm).toBe(true)
        expect((half - 1n) * 500n * 6n < grams * 6n || (half - 1n) * 500n * 6n < cubicCm).toBe(true)
      }),
    )
  })

  it('LCL: W/M is the least thousandth at or over tonnes and CBM', () => {
    fc.assert(
      fc.property(pieces, (lines) => {
        const { grams, cubicCm } = measured(lines)
        const thousandths = weightOrMeasure({ mode: 'sea-lcl', pieces: lines }).thousandths
        // A thousandth of a W/M is 1,000 g or 1,000 cm³.
        expect(thousandths * 1000n >= grams && thousandths * 1000n >= cubicCm).toBe(true)
        expect((thousandths - 1n) * 1000n < grams || (thousandths - 1n) * 1000n < cubicCm).toBe(
          true,
        )
      }),
    )
  })

  it('air freight is the least of the own band and every heavier break, and never falls as weight grows', () => {
    const freightAt = (halfKilos: bigint) => {
      const weightKg = formatDecimal(halfKilos * 50n, 2)
      const answer = estimate([{ id: 1, data: AIR_CARD }], RATES, {
        cargo: { mode: 'air', totals: { cbm: '0.001', weightKg } },
        origin: 'BDDAC',
        destination: 'DEHAM',
        readyDate: '2026-12-10',
        today: '2026-12-06',
        incoterm: 'FOB',
      })
      return decimalOf(answer.options[0]?.lines[0]?.amount ?? '', 2)
    }
    /** In cents × half kilograms: each band's rate at max(weight, its break), from the own band. */
    const reference = (halfKilos: bigint) => {
      const bands = AIR_BREAKS.filter((band) => band.fromKg * 2n <= halfKilos)
      const own = bands.at(-1) ?? AIR_BREAKS[0]
      const charges = AIR_BREAKS.filter((band) => band.fromKg >= own.fromKg).map((band) => {
        const charged = band.fromKg * 2n > halfKilos ? band.fromKg * 2n : halfKilos
        return decimalOf(AIR_CARD.air[band.key], 2) * charged
      })
      const least = charges.reduce((low, each) => (each < low ? each : low))
      const amount = (least + 1n) / 2n
      return amount < 7500n ? 7500n : amount
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 6000n }), (halfKilos) => {
        expect(freightAt(halfKilos)).toBe(reference(halfKilos))
        expect(freightAt(halfKilos + 1n) >= freightAt(halfKilos)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
