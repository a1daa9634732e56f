import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SERVICES } from '#content/services.ts'
import {
  CHARGEABLE_RULES,
  chargeableText,
  FREIGHT_MODES,
  declaredFreightTotals,
  freightTotals,
  packageLineText,
  grossWeightKg,
  volumeCbm,
  type FreightMode,
  type PackageLine,
} from '#domain/freight.ts'

const line = (
  count: number,
  lengthCm: number,
  widthCm: number,
  heightCm: number,
  weightKg: number,
): PackageLine => ({ count, lengthCm, widthCm, heightCm, weightKg })

describe('CBM', () => {
  it('is count × L × W × H / 1,000,000', () => {
    expect(volumeCbm([line(1, 100, 100, 100, 1)])).toBe(1)
    expect(volumeCbm([line(2, 120, 80, 100, 1)])).toBe(1.92)
  })

  it('sums several lines and rounds the total to 0.001 CBM, half up', () => {
    // 3 × 45 × 35 × 30 = 141,750 cm³ and 1 × 33 × 33 × 33 = 35,937 cm³: 0.177687 → 0.178
    expect(volumeCbm([line(3, 45, 35, 30, 1), line(1, 33, 33, 33, 1)])).toBe(0.178)
    // 500 cm³ is exactly half of 0.001 CBM: rounds up.
    expect(volumeCbm([line(1, 10, 10, 5, 1)])).toBe(0.001)
    // 499 cm³ rounds down.
    expect(volumeCbm([line(1, 499, 1, 1, 1)])).toBe(0)
  })
})

describe('gross weight', () => {
  it('is count × weight per piece, exact to 0.01 kg without binary fractions', () => {
    expect(grossWeightKg([line(3, 1, 1, 1, 0.1)])).toBe(0.3)
    expect(grossWeightKg([line(10, 1, 1, 1, 12.35), line(1, 1, 1, 1, 0.07)])).toBe(123.57)
  })
})

describe('chargeable weight, air (1 CBM = 167 kg)', () => {
  it('uses the volumetric weight when the cargo is light for its size', () => {
    // 2 cartons of 60 × 50 × 40 cm at 8 kg: 0.24 CBM → 40.08 kg volumetric, 16 kg gross → 40.5 kg
    const totals = freightTotals([line(2, 60, 50, 40, 8)], 'air')
    expect(totals).toMatchObject({
      pieces: 2,
      grossWeightKg: 16,
      volumeCbm: 0.24,
      volumetricWeightKg: 40.08,
      chargeableWeightKg: 40.5,
    })
    expect(totals.rule).toBe(CHARGEABLE_RULES.air)
  })

  it('uses the gross weight when the cargo is dense, rounded up to the next 0.5 kg', () => {
    // 0.027 CBM → 4.509 kg volumetric; gross 25.2 kg → 25.5 kg
    expect(freightTotals([line(1, 30, 30, 30, 25.2)], 'air').chargeableWeightKg).toBe(25.5)
    // Exactly on a half kilogram stays there.
    expect(freightTotals([line(1, 30, 30, 30, 25.5)], 'air').chargeableWeightKg).toBe(25.5)
    expect(freightTotals([line(1, 30, 30, 30, 25.51)], 'air').chargeableWeightKg).toBe(26)
  })

  it('compares totals, not lines, when several lines are mixed', () => {
    // A dense pallet and light cartons: 1.152 + 0.6 = 1.752 CBM → 292.584 kg; gross 420 kg.
    const lines = [line(1, 120, 80, 120, 400), line(10, 60, 50, 20, 2)]
    const totals = freightTotals(lines, 'air')
    expect(totals).toMatchObject({
      pieces: 11,
      grossWeightKg: 420,
      volumeCbm: 1.752,
      volumetricWeightKg: 292.584,
      chargeableWeightKg: 420,
    })
    // The same lines by sea: W/M 1.752 CBM → 1752 kg beats 420 kg.
    expect(freightTotals(lines, 'sea').chargeableWeightKg).toBe(1752)
  })
})

describe('chargeable weight, sea W/M (1 CBM = 1000 kg)', () => {
  it('charges the volume when it exceeds the weight in tonnes', () => {
    const totals = freightTotals([line(4, 120, 100, 110, 150)], 'sea')
    // 5.28 CBM against 0.6 t: 5.28 revenue tonnes.
    expect(totals).toMatchObject({
      volumeCbm: 5.28,
      grossWeightKg: 600,
      chargeableWeightKg: 5280,
      chargeableTonnes: 5.28,
    })
    expect(totals.rule).toBe(CHARGEABLE_RULES.wm)
    expect(chargeableText(totals)).toBe('5.28 W/M (revenue tonnes)')
  })

  it('charges the weight when heavier, rounded up to the next kg', () => {
    const totals = freightTotals([line(2, 100, 100, 50, 1200.4)], 'sea')
    // 1 CBM against 2400.8 kg: 2401 kg, 2.401 revenue tonnes.
    expect(totals).toMatchObject({ chargeableWeightKg: 2401, chargeableTonnes: 2.401 })
  })
})

describe('rule per mode', () => {
  // One cubic metre of cargo weighing 100 kg: light for its size under either rule, so what it is
  // charged on shows which rule priced it (167 kg by air, 1 revenue tonne by W/M).
  const lightCube = [line(1, 100, 100, 100, 100)]
  const chargedPerMode: Record<FreightMode, string> = {
    air: '167 kg',
    'air-air': '167 kg',
    'road-air': '167 kg',
    // The air leg limits space and sets the price of the combined products.
    'sea-air': '167 kg',
    'air-sea': '167 kg',
    sea: '1 W/M (revenue tonnes)',
    warehousing: '1 W/M (revenue tonnes)',
    project: '1 W/M (revenue tonnes)',
  }

  it.each(FREIGHT_MODES)('%s: a light cubic metre is charged as its rule says', (mode) => {
    expect(chargeableText(freightTotals(lightCube, mode))).toBe(chargedPerMode[mode])
  })

  it('every mode charges the heavier of gross and volumetric weight at its own rule, rounded up', () => {
    const packageLine = fc.record({
      count: fc.integer({ min: 1, max: 50 }),
      lengthCm: fc.integer({ min: 1, max: 300 }),
      widthCm: fc.integer({ min: 1, max: 300 }),
      heightCm: fc.integer({ min: 1, max: 300 }),
      // Kilograms with at most two decimals, as the forms take them.
      weightKg: fc.integer({ min: 1, max: 500_000 }).map((centiKg) => centiKg / 100),
    })
    fc.assert(
      fc.property(
        fc.array(packageLine, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...FREIGHT_MODES),
        (lines, mode) => {
          const totals = freightTotals(lines, mode)
          // Air-priced modes count 167 kg per CBM and round to 0.5 kg; W/M 1000 kg and 1 kg.
          const [kgPerCbm, stepGrams] = chargedPerMode[mode].endsWith(' kg')
            ? [167, 500]
            : [1000, 1000]
          expect(totals.volumetricWeightKg).toBeCloseTo(totals.volumeCbm * kgPerCbm, 6)
          const heavier = Math.max(totals.grossWeightKg, totals.volumeCbm * kgPerCbm)
          expect(totals.chargeableWeightKg).toBeGreaterThanOrEqual(heavier - 1e-9)
          expect(totals.chargeableWeightKg).toBeLessThan(heavier + stepGrams / 1000)
          expect(Math.round(totals.chargeableWeightKg * 1000) % stepGrams).toBe(0)
        },
      ),
    )
  })

  it('covers the mode of every service', () => {
    for (const service of SERVICES) expect(FREIGHT_MODES).toContain(service.mode)
  })

  it('gives zeros for no lines', () => {
    expect(freightTotals([], 'air')).toMatchObject({
      pieces: 0,
      grossWeightKg: 0,
      volumeCbm: 0,
      chargeableWeightKg: 0,
    })
  })
})

describe('how figures are written for people', () => {
  it('a package line is pieces and one size, never four numbers multiplied', () => {
    expect(packageLineText(line(40, 60, 40, 40, 12.5))).toBe(
      '40 pcs, 60 × 40 × 40 cm, 12.5 kg each',
    )
  })

  it('sea freight is charged in revenue tonnes, air freight in kilograms', () => {
    // 59.5 CBM of light cargo: 59.5 revenue tonnes, not "59,520 kg".
    const sea = declaredFreightTotals({ pieces: 40, volumeCbm: 59.52, grossWeightKg: 9000 }, 'sea')
    expect(chargeableText(sea)).toBe('59.52 W/M (revenue tonnes)')
    const air = freightTotals([line(2, 60, 50, 40, 8)], 'air')
    expect(chargeableText(air)).toBe('40.5 kg')
  })

  it('declared totals are charged as the same lines would be', () => {
    const lines = [line(4, 120, 100, 110, 150)]
    const fromLines = freightTotals(lines, 'sea')
    const declared = declaredFreightTotals(
      { pieces: 4, volumeCbm: fromLines.volumeCbm, grossWeightKg: fromLines.grossWeightKg },
      'sea',
    )
    expect(declared).toEqual(fromLines)
  })
})
