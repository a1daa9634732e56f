import { describe, expect, it } from 'vitest'
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
})
