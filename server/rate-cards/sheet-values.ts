import { parseTypedDate } from '#domain/calendar.ts'
import { asciiDigits } from '#domain/numerals.ts'
import type { ChoiceOption } from '#schemas/registry/fields.ts'
import { rateCardFields } from '#schemas/content/rate-card-fields.ts'
import {
  BASIS_OPTIONS,
  CHARGE_CODE_OPTIONS,
  CONTAINER_CHOICE_OPTIONS,
  CONTAINER_LABELS,
  SIDE_OPTIONS,
} from '#schemas/content/rate-card-options.ts'
import { comparable } from './sheet-columns.ts'

/**
 * How a cell's text becomes a rate card's value, as a clerk writes it: a choice by its code or
 * its label in either language ("LCL", "Sea freight LCL", "sea-lcl"), a day first date or an ISO
 * one in any digits, a whole number of days in any digits. Amounts are left to the field's own
 * check, which reads Bengali digits and thousands commas as the workspace's form does.
 */

/** A value read, or the reason the cell cannot be. */
export type CellReading = { value: unknown } | { problem: string }

/** A choice as compared: `comparable`, without the punctuation clerks vary ("per-kg", "Per kg"). */
function choiceKey(text: string): string {
  return comparable(text).replaceAll(/[^\p{L}\p{N}+]/gu, '')
}

/** What clerks also write for some choices, beyond their codes and labels. */
const ALIASES: Record<string, Record<string, string>> = {
  mode: { lcl: 'sea-lcl', fcl: 'sea-fcl' },
  basis: { kg: 'per-kg', wm: 'per-wm', container: 'per-container', shipment: 'per-shipment' },
  container: {
    all: 'any',
    '20gp': 'dry20',
    '20dc': 'dry20',
    '40gp': 'dry40',
    '40dc': 'dry40',
    '40hc': 'highCube40',
    '40hq': 'highCube40',
    '20rf': 'reefer20',
    '20rh': 'reefer20',
    '40rf': 'reefer40',
    '40rh': 'reefer40',
    ...Object.fromEntries(
      Object.entries(CONTAINER_LABELS).flatMap(([value, { en, bn }]) => [
        [choiceKey(en), value],
        [choiceKey(bn), value],
      ]),
    ),
  },
  side: { main: 'main-carriage', freight: 'main-carriage', pol: 'origin', pod: 'destination' },
}

function choiceReader(name: string, options: readonly ChoiceOption[], label: string) {
  const byKey = new Map<string, string>(Object.entries(ALIASES[name] ?? {}))
  for (const option of options) {
    for (const text of [option.value, option.label.en, option.label.bn]) {
      byKey.set(choiceKey(text), option.value)
    }
  }
  const names = options.map((option) => option.label.en).join(', ')
  return (text: string): CellReading => {
    const value = byKey.get(choiceKey(text))
    return value === undefined
      ? { problem: `${label}: "${text}" is not one of ${names}.` }
      : { value }
  }
}

export const readMode = choiceReader('mode', rateCardFields.mode.options, 'Mode')
export const readRouting = choiceReader('routing', rateCardFields.routing.options, 'Routing')
export const readCurrency = choiceReader('currency', rateCardFields.currency.options, 'Currency')
export const readChargeCode = choiceReader('code', CHARGE_CODE_OPTIONS, 'Charge code')
export const readBasis = choiceReader('basis', BASIS_OPTIONS, 'Charge basis')
export const readSide = choiceReader('side', SIDE_OPTIONS, 'Charge where')
export const readContainer = choiceReader('container', CONTAINER_CHOICE_OPTIONS, 'Charge container')

/** A day: 31/12/2026, ৩১-১২-২০২৬ or 2026-12-31. */
export function readDay(label: string) {
  return (text: string): CellReading => {
    const day = parseTypedDate(text)
    return day === undefined
      ? { problem: `${label}: "${text}" is not a date; write it day first (31/12/2026).` }
      : { value: day }
  }
}

/** A whole number of days in any digits; anything else goes to the field's check as it is. */
export function readWholeNumber(text: string): CellReading {
  const digits = asciiDigits(text).trim()
  return { value: /^\d{1,9}$/.test(digits) ? Number(digits) : text }
}

/** Incoterms in one cell: "FOB, CIF" or "FOB CIF EXW". */
export function readIncoterms(text: string): CellReading {
  return {
    value: text
      .split(/[\s,;/]+/)
      .filter((code) => code !== '')
      .map((code) => code.toUpperCase()),
  }
}
