import { describe, expect, it } from 'vitest'
import { quoteMessages } from '#app/components/quote/quote.messages.ts'
import {
  INCOTERM_NAMES,
  INCOTERM_NAMES_BN,
  incotermLabel,
  INCOTERM_NOT_SURE_LABEL,
  INCOTERM_NOT_SURE_LABEL_BN,
} from '#domain/quote-names.ts'
import { INCOTERM_NOT_SURE, INCOTERMS } from '#domain/quote-options.ts'

// The emails name the Incoterms as the form the visitor filled in did.
describe('the Incoterms’ names in the emails', () => {
  it('are the quote form’s, in each language', () => {
    for (const [language, names, notSure] of [
      ['en', INCOTERM_NAMES, INCOTERM_NOT_SURE_LABEL],
      ['bn', INCOTERM_NAMES_BN, INCOTERM_NOT_SURE_LABEL_BN],
    ] as const) {
      const form = quoteMessages[language]
      for (const code of INCOTERMS) expect(names[code], code).toBe(form[`incoterm.${code}`])
      expect(notSure).toBe(form.incotermNotSure)
    }
  })

  it('keep the code in Latin letters before the name', () => {
    expect(incotermLabel('FOB', 'bn')).toBe('FOB (ফ্রি অন বোর্ড)')
    expect(incotermLabel('CIF', 'en')).toBe('CIF (Cost, Insurance and Freight)')
    expect(incotermLabel(INCOTERM_NOT_SURE, 'bn')).toBe('নিশ্চিত নই – পরামর্শ দিন')
  })
})
