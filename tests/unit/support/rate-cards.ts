import type { RateCardCharge, RateCardData } from '#schemas/content/rate-card-fields.ts'
import type { ExchangeRate } from '#domain/pricing/exchange.ts'

/**
 * The rate cards the price engine's tests work by hand (tests/unit/pricing-*.test.ts): one per
 * mode, with round rates so that every figure can be checked on paper.
 */

const NO_AIR = {
  minimum: '',
  normal: '',
  plus45: '',
  plus100: '',
  plus300: '',
  plus500: '',
  plus1000: '',
}
const NO_LCL = { perWm: '', minimum: '' }
const NO_FCL = { dry20: '', dry40: '', highCube40: '', reefer20: '', reefer40: '' }

/** Every Incoterm but EXW: the shipper hands over at origin and pays the origin charges. */
export const NOT_EXW = ['FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const
/** The shipper pays the main carriage. */
export const MAIN_CARRIAGE = ['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const
/** The shipper pays at destination too. */
export const DELIVERED = ['DAP', 'DPU', 'DDP'] as const

export function charge(
  fields: Partial<RateCardCharge> & Pick<RateCardCharge, 'code' | 'basis' | 'amount'>,
): RateCardCharge {
  return {
    minimum: '',
    currency: 'USD',
    side: 'origin',
    container: 'any',
    incoterms: [...NOT_EXW],
    ...fields,
  }
}

/** Dhaka (HSIA) to Hamburg by air via Dubai, December 2026. */
export const AIR_CARD: RateCardData = {
  mode: 'air',
  origin: 'BDDAC',
  destination: 'DEHAM',
  carrier: 'Gulf Sky Cargo',
  routing: 'via-dubai',
  transitDays: 4,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  currency: 'USD',
  air: {
    minimum: '75.00',
    normal: '4.80',
    plus45: '3.90',
    plus100: '3.20',
    plus300: '2.85',
    plus500: '2.60',
    plus1000: '2.50',
  },
  lcl: NO_LCL,
  fcl: NO_FCL,
  charges: [
    charge({
      code: 'FSC',
      basis: 'per-kg',
      amount: '0.85',
      side: 'main-carriage',
      incoterms: [...MAIN_CARRIAGE],
    }),
    charge({
      code: 'SSC',
      basis: 'per-kg',
      amount: '0.15',
      minimum: '25.00',
      side: 'main-carriage',
      incoterms: [...MAIN_CARRIAGE],
    }),
    charge({ code: 'AWB', basis: 'per-shipment', amount: '35.00' }),
    charge({ code: 'DOC', basis: 'per-shipment', amount: '1500.00', currency: 'BDT' }),
  ],
}

/** Chattogram to Hamburg, LCL via Colombo. */
export const LCL_CARD: RateCardData = {
  mode: 'sea-lcl',
  origin: 'BDCGP',
  destination: 'DEHAM',
  carrier: 'Bay Consol Lines',
  routing: 'via-colombo',
  transitDays: 28,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  currency: 'USD',
  air: NO_AIR,
  lcl: { perWm: '38.00', minimum: '76.00' },
  fcl: NO_FCL,
  charges: [
    charge({
      code: 'BAF',
      basis: 'percent-of-freight',
      amount: '12.50',
      side: 'main-carriage',
      incoterms: [...MAIN_CARRIAGE],
    }),
    charge({ code: 'CFS', basis: 'per-wm', amount: '1200.00', currency: 'BDT' }),
    charge({ code: 'BL', basis: 'per-shipment', amount: '40.00' }),
    charge({
      code: 'THC',
      basis: 'per-wm',
      amount: '18.00',
      currency: 'EUR',
      side: 'destination',
      incoterms: [...DELIVERED],
    }),
  ],
}

/** Chattogram to New York, FCL via Singapore. */
export const FCL_CARD: RateCardData = {
  mode: 'sea-fcl',
  origin: 'BDCGP',
  destination: 'USNYC',
  carrier: 'Meridian Container Line',
  routing: 'via-singapore',
  transitDays: 35,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  currency: 'USD',
  air: NO_AIR,
  lcl: NO_LCL,
  fcl: { ...NO_FCL, dry20: '1650.00', dry40: '2700.00', highCube40: '2850.00' },
  charges: [
    charge({
      code: 'THC',
      basis: 'per-container',
      amount: '14500.00',
      currency: 'BDT',
      container: 'highCube40',
    }),
    charge({
      code: 'THC',
      basis: 'per-container',
      amount: '9500.00',
      currency: 'BDT',
      container: 'dry20',
    }),
    charge({ code: 'SEAL', basis: 'per-container', amount: '10.00' }),
    charge({ code: 'BL', basis: 'per-shipment', amount: '50.00' }),
    charge({ code: 'AMS', basis: 'per-shipment', amount: '35.00', side: 'destination' }),
    charge({
      code: 'PSS',
      basis: 'per-container',
      amount: '300.00',
      side: 'main-carriage',
      incoterms: [...MAIN_CARRIAGE],
    }),
  ],
}

/** Staff's rates: 122.5 taka and 0.92 euro to the dollar from 30 November 2026. */
export const RATES: ExchangeRate[] = [
  { currency: 'BDT', perUsd: '122.5000', day: '2026-11-30' },
  { currency: 'EUR', perUsd: '0.9200', day: '2026-11-30' },
]

/** The 3 pieces of 120 × 80 × 100 cm at 210 kg each of issue 41. */
export const THREE_PIECES = [
  { count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: '210' },
] as const
