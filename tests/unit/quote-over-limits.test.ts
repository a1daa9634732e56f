// Issue 40: figures over their limits on the quote form are said as they are typed, with the
// shared schema's limits, in the page's language; nothing is cut to fit.
import { describe, expect, it } from 'vitest'
import { overLimitErrors } from '#app/components/quote/quote-checks.ts'
import { EMPTY_DRAFT, emptyLine, type QuoteDraft } from '#app/components/quote/quote-draft.ts'
import { QUOTE_LIMITS } from '#domain/quote-options.ts'
import { validationMessages } from '#schemas/validation.messages.ts'

type Cargo = Pick<QuoteDraft, 'service' | 'load' | 'packages' | 'containers' | 'cargoTotals'>

const cargo = (changes: Partial<Cargo>): Cargo => ({
  service: EMPTY_DRAFT.service,
  load: EMPTY_DRAFT.load,
  packages: EMPTY_DRAFT.packages,
  containers: EMPTY_DRAFT.containers,
  cargoTotals: EMPTY_DRAFT.cargoTotals,
  ...changes,
})

const containers = (quantity: string) =>
  cargo({
    service: 'ocean-freight',
    load: 'fcl',
    containers: [{ key: 1, type: '', quantity }],
  })

const line = (count: string, weightKg: string) =>
  cargo({
    service: 'air-freight',
    packages: [
      { ...emptyLine(1), count, lengthCm: '100', widthCm: '100', heightCm: '100', weightKg },
    ],
  })

describe('overLimitErrors', () => {
  it('says at once that 9999 containers are over the limit of 999, in English and in Bangla', () => {
    expect(QUOTE_LIMITS.CONTAINERS_MAX).toBe(999)
    expect(overLimitErrors(containers('9999'), validationMessages.en)).toEqual({
      'containers.0.quantity': 'Please enter the number of containers of at most 999',
    })
    expect(overLimitErrors(containers('9999'), validationMessages.bn)).toEqual({
      'containers.0.quantity': 'কন্টেইনারের সংখ্যা সর্বোচ্চ ৯৯৯ হতে পারবে',
    })
  })

  it('says nothing of what is within the limits or not typed yet: the other checks wait for Next', () => {
    expect(overLimitErrors(containers('999'), validationMessages.en)).toEqual({})
    expect(overLimitErrors(containers(''), validationMessages.en)).toEqual({})
    expect(overLimitErrors(containers('0'), validationMessages.en)).toEqual({})
    expect(overLimitErrors(line('', ''), validationMessages.en)).toEqual({})
  })

  it('says that a piece of 99,999 kg is over the limit per piece, and 120 of them a charter', () => {
    // 120 × 99,999 kg = 11,999,880 kg, which the live totals show.
    expect(overLimitErrors(line('120', '99999'), validationMessages.en)).toEqual({
      'packages.0.weightKg': 'Please enter a weight per piece of at most 50,000 kg',
      packages: 'Over 10,000 tonnes is a charter: please call us',
    })
    expect(overLimitErrors(line('1', '99999'), validationMessages.bn)).toEqual({
      'packages.0.weightKg': 'প্রতি পিসের ওজন সর্বোচ্চ ৫০,০০০ kg হতে পারবে',
    })
  })

  it('says that lines within their limits but over the totals are a charter', () => {
    // 10,000 pieces of 50,000 kg: 500,000 tonnes.
    expect(overLimitErrors(line('10000', '50000'), validationMessages.en)).toEqual({
      packages: 'Over 10,000 tonnes is a charter: please call us',
    })
    expect(overLimitErrors(line('10000', '50000'), validationMessages.bn)).toEqual({
      packages: '১০,০০০ টনের বেশি হলে চার্টার লাগবে: অনুগ্রহ করে আমাদের ফোন করুন',
    })
  })
})
