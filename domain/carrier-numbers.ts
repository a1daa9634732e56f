/**
 * Carrier numbers a customer may type on /track, checked by their check digits:
 *
 * - a container number by ISO 6346: owner code (3 letters), equipment category (U, J or Z),
 *   6-digit serial and a check digit;
 * - an air waybill: 3-digit airline prefix, then 8 digits whose last is the first seven mod 7.
 *
 * A wrong check digit is usually a typo, so the result says which digit was expected. Plain
 * functions without zod, so the page and the server share them at no cost. The check gives the
 * reason for its verdict as data (`NumberReason`); carrier-numbers.messages.ts says it in a
 * language.
 */
import { asciiDigits } from './numerals.ts'

/** ISO 6346 equipment categories: freight container, detachable equipment, trailer or chassis. */
export const CONTAINER_CATEGORIES = ['U', 'J', 'Z'] as const

export type ContainerCategory = (typeof CONTAINER_CATEGORIES)[number]

const isContainerCategory = (letter: string): letter is ContainerCategory =>
  (CONTAINER_CATEGORIES as readonly string[]).includes(letter)

/**
 * Why a number is or is not valid, with the values a sentence about it names. `start` is the
 * number without its check digit, as people read it ("CSQU 305438", "176-1234567").
 */
export type NumberReason =
  | {
      kind: 'containerValid'
      formatted: string
      ownerCode: string
      category: ContainerCategory
      serial: string
      checkDigit: number
    }
  | { kind: 'containerWithoutCheckDigit'; start: string }
  | { kind: 'containerWrongCheckDigit'; start: string; expected: number; checkDigit: number }
  | { kind: 'unknownCategory'; category: string }
  | {
      kind: 'airWaybillValid'
      formatted: string
      airlinePrefix: string
      serial: string
      checkDigit: number
    }
  | {
      kind: 'airWaybillWrongCheckDigit'
      start: string
      serial: string
      expected: number
      checkDigit: number
    }
  | { kind: 'unrecognised' }

/**
 * ISO 6346 letter values: A = 10 upwards, skipping 11, 22 and 33 (the multiples of the modulus),
 * so that no letter is worth the same as another modulo 11 by accident of a single step.
 */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {}
  let value = 10
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++
    values[letter] = value++
  }
  return values
})()

/**
 * The ISO 6346 remainder of the first ten characters: the sum of value × 2^position, modulo 11. The check
 * digit is this remainder; 10 has no digit (see containerCheckDigit).
 */
export function containerRemainder(firstTen: string): number {
  let sum = 0
  for (let position = 0; position < 10; position++) {
    const char = firstTen[position] ?? ''
    const value = /\d/.test(char) ? Number(char) : LETTER_VALUES[char]
    if (value === undefined) throw new Error(`not an ISO 6346 character: ${char}`)
    sum += value * 2 ** position
  }
  return sum % 11
}

/**
 * The check digit for the first ten characters, or null when the remainder is 10: ISO 6346 maps
 * it to 0, but asks owners not to use such serials, since a check digit of 0 would then stand
 * for two remainders and single-digit typos could slip through. We treat them as not valid.
 */
export function containerCheckDigit(firstTen: string): number | null {
  const remainder = containerRemainder(firstTen)
  return remainder === 10 ? null : remainder
}

/** The air waybill check digit: the 7-digit serial modulo 7. */
export function awbCheckDigit(serialSeven: string): number {
  return Number(serialSeven) % 7
}

/**
 * Spaces, hyphens, dots and slashes people put inside numbers, and lower case, are ignored;
 * Bengali and Arabic–Indic digits are read as ASCII ones.
 */
export function normalizeCarrierNumber(input: string): string {
  return asciiDigits(input)
    .replace(/[\s\-./]/g, '')
    .toUpperCase()
}

export interface ContainerNumberCheck {
  kind: 'container'
  /** Normalised: 11 characters, e.g. "CSQU3054383". */
  number: string
  /** e.g. "CSQU 305438 3". */
  formatted: string
  ownerCode: string
  category: ContainerCategory
  serial: string
  checkDigit: number
  /** Null when the serial admits no check digit (remainder 10). */
  expectedCheckDigit: number | null
  valid: boolean
  /** What is right or wrong, for a sentence (carrier-numbers.messages.ts). */
  reason: NumberReason
}

export interface AirWaybillCheck {
  kind: 'air-waybill'
  /** Normalised: 11 digits, e.g. "17612345675". */
  number: string
  /** e.g. "176-12345675". */
  formatted: string
  airlinePrefix: string
  serial: string
  checkDigit: number
  expectedCheckDigit: number
  valid: boolean
  reason: NumberReason
}

export interface UnrecognisedNumberCheck {
  kind: 'unrecognised'
  number: string
  valid: false
  reason: NumberReason
}

export type CarrierNumberCheck = ContainerNumberCheck | AirWaybillCheck | UnrecognisedNumberCheck

const CONTAINER_PATTERN = /^([A-Z]{3})([A-Z])(\d{6})(\d)$/
const AWB_PATTERN = /^(\d{3})(\d{7})(\d)$/

function checkContainer(number: string): ContainerNumberCheck | UnrecognisedNumberCheck {
  const [, ownerCode = '', category = '', serial = '', digit = ''] =
    CONTAINER_PATTERN.exec(number) ?? []
  if (!isContainerCategory(category)) {
    return {
      kind: 'unrecognised',
      number,
      valid: false,
      reason: { kind: 'unknownCategory', category },
    }
  }
  const checkDigit = Number(digit)
  const expectedCheckDigit = containerCheckDigit(number.slice(0, 10))
  const valid = expectedCheckDigit === checkDigit
  const formatted = `${ownerCode}${category} ${serial} ${digit}`
  const start = `${ownerCode}${category} ${serial}`
  let reason: NumberReason
  if (valid) {
    reason = { kind: 'containerValid', formatted, ownerCode, category, serial, checkDigit }
  } else if (expectedCheckDigit === null) {
    reason = { kind: 'containerWithoutCheckDigit', start }
  } else {
    reason = { kind: 'containerWrongCheckDigit', start, expected: expectedCheckDigit, checkDigit }
  }
  return {
    kind: 'container',
    number,
    formatted,
    ownerCode,
    category,
    serial,
    checkDigit,
    expectedCheckDigit,
    valid,
    reason,
  }
}

function checkAirWaybill(number: string): AirWaybillCheck {
  const [, airlinePrefix = '', serial = '', digit = ''] = AWB_PATTERN.exec(number) ?? []
  const checkDigit = Number(digit)
  const expectedCheckDigit = awbCheckDigit(serial)
  const valid = expectedCheckDigit === checkDigit
  const formatted = `${airlinePrefix}-${serial}${digit}`
  const reason: NumberReason = valid
    ? { kind: 'airWaybillValid', formatted, airlinePrefix, serial, checkDigit }
    : {
        kind: 'airWaybillWrongCheckDigit',
        start: `${airlinePrefix}-${serial}`,
        serial,
        expected: expectedCheckDigit,
        checkDigit,
      }
  return {
    kind: 'air-waybill',
    number,
    formatted,
    airlinePrefix,
    serial,
    checkDigit,
    expectedCheckDigit,
    valid,
    reason,
  }
}

/** Recognises and checks a container number or an air waybill number, however it is typed. */
export function checkCarrierNumber(input: string): CarrierNumberCheck {
  const number = normalizeCarrierNumber(input)
  if (/^[A-Z]{4}\d{7}$/.test(number)) return checkContainer(number)
  if (/^\d{11}$/.test(number)) return checkAirWaybill(number)
  return { kind: 'unrecognised', number, valid: false, reason: { kind: 'unrecognised' } }
}
