/**
 * Exact decimals for prices: a value is a bigint counting units of 10^-places ("1234.50" with
 * 2 places is 123450n). Nothing here, nor in the price engine that uses it, goes through a
 * binary floating-point number (docs/decisions/0020-exact-money.md).
 */

/** A plain decimal as a person or a spreadsheet writes it: digits, at most one point. */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d*))?$/

/**
 * `text` ("1234.5") as a count of 10^-places units (123450n with 2 places), or null when it is
 * not a plain non-negative decimal or has more decimals than `places` allows.
 */
export function parseDecimal(text: string, places: number): bigint | null {
  const match = PLAIN_DECIMAL.exec(text)
  if (!match) return null
  const [, whole = '', fraction = ''] = match
  if (fraction.length > places) return null
  return BigInt(whole + fraction.padEnd(places, '0'))
}

/** `text` that the caller knows is valid (a saved field): throws when it is not. */
export function decimalOf(text: string, places: number): bigint {
  const value = parseDecimal(text, places)
  if (value === null) throw new Error(`Not a decimal with at most ${places} places: "${text}"`)
  return value
}

/** 123450n with 2 places → "1234.50": always `places` decimals, no grouping. */
export function formatDecimal(value: bigint, places: number): string {
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString().padStart(places + 1, '0')
  if (places === 0) return `${sign}${digits}`
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`
}

/**
 * numerator ÷ denominator rounded half up (a half goes away from zero, as money is rounded on
 * invoices): 5 ÷ 2 → 3, 4 ÷ 3 → 1. The denominator is positive.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('Divide by a positive number')
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const rounded = (2n * magnitude + denominator) / (2n * denominator)
  return negative ? -rounded : rounded
}

/** numerator ÷ denominator rounded up, for non-negative numbers: 7 ÷ 2 → 4, 6 ÷ 2 → 3. */
export function divideUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new Error('Divide non-negative by positive')
  return (numerator + denominator - 1n) / denominator
}

export function maxOf(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((largest, value) => (value > largest ? value : largest), first)
}

export function minOf(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((least, value) => (value < least ? value : least), first)
}
