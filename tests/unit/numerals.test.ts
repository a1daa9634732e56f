import { describe, expect, it } from 'vitest'
import { formatDecimalText } from '#domain/decimal-text.ts'
import { digitsIn, formatInteger } from '#domain/numerals.ts'

describe('numbers in running text', () => {
  it('writes Bengali digits in Bangla and leaves English alone', () => {
    expect(digitsIn('10+ years, 24/7', 'bn')).toBe('১০+ years, ২৪/৭')
    expect(digitsIn('10+ years', 'en')).toBe('10+ years')
  })

  it('groups by thousands in English and by lakhs and crores in Bangla', () => {
    expect(formatInteger(1234567, 'en')).toBe('1,234,567')
    expect(formatInteger(1234567, 'bn')).toBe('১২,৩৪,৫৬৭')
    expect(formatInteger(123456789, 'bn')).toBe('১২,৩৪,৫৬,৭৮৯')
    expect(formatInteger(999, 'bn')).toBe('৯৯৯')
    expect(formatInteger(1000, 'bn')).toBe('১,০০০')
    expect(formatInteger(0, 'en')).toBe('0')
    expect(formatInteger(-2500, 'en')).toBe('-2,500')
  })

  it('groups a decimal text and keeps its decimals as written, never through a float', () => {
    expect(formatDecimalText('181505.80', 'en')).toBe('181,505.80')
    expect(formatDecimalText('181505.80', 'bn')).toBe('১,৮১,৫০৫.৮০')
    expect(formatDecimalText('1481.68', 'bn')).toBe('১,৪৮১.৬৮')
    expect(formatDecimalText('630.0', 'en')).toBe('630.0')
    expect(formatDecimalText('-2500.10', 'en')).toBe('-2,500.10')
    expect(formatDecimalText('12', 'bn')).toBe('১২')
    // Beyond what a double holds exactly: every digit survives.
    expect(formatDecimalText('9007199254740993.01', 'en')).toBe('9,007,199,254,740,993.01')
    // Not a decimal text: only the digits change.
    expect(formatDecimalText('n/a 5', 'bn')).toBe('n/a ৫')
  })
})
