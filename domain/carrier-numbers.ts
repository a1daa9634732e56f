/**
 * Carrier numbers a customer may type on /track, checked by their check digits:
 *
 * - a container number by ISO 6346: owner code (3 letters), equipment category (U, J or Z),
 *   6-digit serial and a check digit;
 * - an air waybill: 3-digit airline prefix, then 8 digits whose last is the first seven mod 7.
 *
 * A wrong check digit is usually a typo, so the result says which digit was expected. Plain
 * functions without zod, so the page and the server share them at no cost.
 */

/** ISO 6346 equipment categories: freight container, detachable equipment, trailer or chassis. */
export const CONTAINER_CATEGORIES = {
  U: 'freight container',
  J: 'detachable freight container-related equipment',
  Z: 'trailer or chassis',
} as const

export type ContainerCategory = keyof typeof CONTAINER_CATEGORIES

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

/** Spaces, hyphens, dots and slashes people put inside numbers, and lower case, are ignored. */
export function normalizeCarrierNumber(input: string): string {
  return input.replace(/[\s\-./]/g, '').toUpperCase()
}

export interface ContainerNumberCheck {
  kind: 'container'
  /** Normalised: 11 characters, e.g. "CSQU3054383". */
  number: string
  /** e.g. "CSQU 305438 3". */
  formatted: string
  ownerCode: string
  category: ContainerCategory
  categoryName: string
  serial: string
  checkDigit: number
  /** Null when the serial admits no check digit (remainder 10). */
  expectedCheckDigit: number | null
  valid: boolean
  /** One sentence saying what is right or wrong. */
  explanation: string
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
  explanation: string
}

export interface UnrecognisedNumberCheck {
  kind: 'unrecognised'
  number: string
  valid: false
  explanation: string
}

export type CarrierNumberCheck = ContainerNumberCheck | AirWaybillCheck | UnrecognisedNumberCheck

const CONTAINER_PATTERN = /^([A-Z]{3})([A-Z])(\d{6})(\d)$/
const AWB_PATTERN = /^(\d{3})(\d{7})(\d)$/

function checkContainer(number: string): ContainerNumberCheck | UnrecognisedNumberCheck {
  const [, ownerCode = '', category = '', serial = '', digit = ''] =
    CONTAINER_PATTERN.exec(number) ?? []
  if (!(category in CONTAINER_CATEGORIES)) {
    return {
      kind: 'unrecognised',
      number,
      valid: false,
      explanation: `The fourth letter of a container number is its equipment category, U, J or Z; "${category}" is none of them.`,
    }
  }
  const known = category as ContainerCategory
  const checkDigit = Number(digit)
  const expectedCheckDigit = containerCheckDigit(number.slice(0, 10))
  const valid = expectedCheckDigit === checkDigit
  const formatted = `${ownerCode}${category} ${serial} ${digit}`
  let explanation: string
  if (valid) {
    explanation = `${formatted} is a valid ISO 6346 container number: owner code ${ownerCode}, category ${known} (${CONTAINER_CATEGORIES[known]}), serial ${serial}, check digit ${checkDigit}.`
  } else if (expectedCheckDigit === null) {
    explanation = `${ownerCode}${category} ${serial} cannot be a container number: ISO 6346 gives this serial no check digit (its remainder is 10), so owners do not use it. Please check the number.`
  } else {
    explanation = `The check digit of ${ownerCode}${category} ${serial} should be ${expectedCheckDigit}, not ${checkDigit}: one of the characters is probably mistyped.`
  }
  return {
    kind: 'container',
    number,
    formatted,
    ownerCode,
    category: known,
    categoryName: CONTAINER_CATEGORIES[known],
    serial,
    checkDigit,
    expectedCheckDigit,
    valid,
    explanation,
  }
}

function checkAirWaybill(number: string): AirWaybillCheck {
  const [, airlinePrefix = '', serialSeven = '', digit = ''] = AWB_PATTERN.exec(number) ?? []
  const checkDigit = Number(digit)
  const expectedCheckDigit = awbCheckDigit(serialSeven)
  const valid = expectedCheckDigit === checkDigit
  const formatted = `${airlinePrefix}-${serialSeven}${digit}`
  const explanation = valid
    ? `${formatted} is a valid air waybill number: airline prefix ${airlinePrefix}, serial ${serialSeven}, check digit ${checkDigit} (${serialSeven} mod 7).`
    : `The check digit of air waybill ${airlinePrefix}-${serialSeven} should be ${expectedCheckDigit} (${serialSeven} mod 7), not ${checkDigit}: one of the digits is probably mistyped.`
  return {
    kind: 'air-waybill',
    number,
    formatted,
    airlinePrefix,
    serial: serialSeven,
    checkDigit,
    expectedCheckDigit,
    valid,
    explanation,
  }
}

/** Recognises and checks a container number or an air waybill number, however it is typed. */
export function checkCarrierNumber(input: string): CarrierNumberCheck {
  const number = normalizeCarrierNumber(input)
  if (/^[A-Z]{4}\d{7}$/.test(number)) return checkContainer(number)
  if (/^\d{11}$/.test(number)) return checkAirWaybill(number)
  return {
    kind: 'unrecognised',
    number,
    valid: false,
    explanation:
      'This is neither a container number (4 letters and 7 digits, e.g. CSQU 305438 3) nor an air waybill number (3 + 8 digits, e.g. 176-12345675), so it has no check digit we can verify.',
  }
}
