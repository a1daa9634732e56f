import {
  AIR_BREAKS,
  BASES_BY_MODE,
  CONTAINER_TYPES,
  type PriceMode,
} from '#domain/pricing/codes.ts'
import { decimalOf } from '#domain/pricing/decimal.ts'
import type { CrossFieldProblem } from '../registry/collection.ts'
import type { RateCardData } from './rate-card-fields.ts'
import { BASIS_OPTIONS, MODE_OPTIONS } from './rate-card-options.ts'

/**
 * What a rate card's fields cannot check one by one: its days in order, a lane between two
 * places, freight that matches its mode (and nothing of another mode's, which would never price
 * and only mislead), charges on a basis the mode's cargo has.
 */

/** "an air freight card", "a sea freight LCL card" */
const A_CARD = Object.fromEntries(
  MODE_OPTIONS.map(({ value, label }) => {
    const name = `${label.en.charAt(0).toLowerCase()}${label.en.slice(1)}`
    return [value, `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} card`]
  }),
) as Record<PriceMode, string>

const GROUP_NAMES = { air: 'air freight', lcl: 'LCL freight', fcl: 'FCL freight' }

function hasAny(group: Record<string, string>): boolean {
  return Object.values(group).some((value) => value !== '')
}

/** The problem with a group of another mode's freight filled in, if it is. */
function otherModesFilled(data: RateCardData): CrossFieldProblem | null {
  const groups = { air: data.air, lcl: data.lcl, fcl: data.fcl }
  const own = { air: 'air', 'sea-lcl': 'lcl', 'sea-fcl': 'fcl' }[data.mode]
  for (const key of ['air', 'lcl', 'fcl'] as const) {
    if (key !== own && hasAny(groups[key])) {
      const message = `This is ${A_CARD[data.mode]}: empty its ${GROUP_NAMES[key]}.`
      return { path: [key], message }
    }
  }
  return null
}

function freightProblem(data: RateCardData): CrossFieldProblem | null {
  switch (data.mode) {
    case 'air':
      // Every weight falls in the band under 45 kg or above it: the rate under 45 kg is the base.
      return data.air.normal === ''
        ? { path: ['air', AIR_BREAKS[0].key], message: 'Enter the rate per kg under 45 kg.' }
        : null
    case 'sea-lcl':
      return data.lcl.perWm === ''
        ? { path: ['lcl', 'perWm'], message: 'Enter the rate per W/M.' }
        : null
    case 'sea-fcl':
      return hasAny(data.fcl)
        ? null
        : {
            path: ['fcl', CONTAINER_TYPES[0]],
            message: 'Enter the rate of at least one container type.',
          }
  }
}

function chargeProblem(data: RateCardData): CrossFieldProblem | null {
  const allowed = BASES_BY_MODE[data.mode]
  for (const [index, charge] of data.charges.entries()) {
    const at = (field: string) => ['charges', String(index), field]
    if (!allowed.includes(charge.basis)) {
      const names = BASIS_OPTIONS.filter((option) => allowed.includes(option.value)).map((option) =>
        option.label.en.toLowerCase(),
      )
      const choices = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
      return {
        path: at('basis'),
        message: `Charge ${index + 1}: ${A_CARD[data.mode]} charges ${choices}.`,
      }
    }
    if (charge.container !== 'any' && charge.basis !== 'per-container') {
      return {
        path: at('container'),
        message: `Charge ${index + 1}: only a charge per container names a container type.`,
      }
    }
    if (charge.basis === 'percent-of-freight' && decimalOf(charge.amount, 2) > 100_00n) {
      return {
        path: at('amount'),
        message: `Charge ${index + 1}: a percentage of freight is at most 100.`,
      }
    }
  }
  return null
}

export function rateCardProblem(data: RateCardData): CrossFieldProblem | null {
  // ISO days compare as text: 2026-12-31 before 2027-01-01.
  if (data.validTo < data.validFrom) {
    return { path: ['validTo'], message: 'Valid to cannot be before valid from.' }
  }
  if (data.origin === data.destination) {
    return { path: ['destination'], message: 'The destination must differ from the origin.' }
  }
  return otherModesFilled(data) ?? freightProblem(data) ?? chargeProblem(data)
}
