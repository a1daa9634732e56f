import type { FreightMode } from '#domain/freight.ts'
import { createContext, useContext } from 'react'
import type { QuoteTexts } from './quote.messages.ts'

/** A service the quote form offers: published, in the page's language (the quote route's loader). */
export interface QuoteService {
  slug: string
  title: string
  /** Which chargeable-weight rule its cargo is priced by. */
  mode: FreightMode
}

/** The services staff have published, from the quote route's loader. */
export const QuoteServicesContext = createContext<readonly QuoteService[]>([])

export function useQuoteServices(): readonly QuoteService[] {
  return useContext(QuoteServicesContext)
}

/** The quote form's texts in the page's language, from the quote routes' loaders (quote.messages.ts). */
export const QuoteTextsContext = createContext<QuoteTexts | null>(null)

export function useQuoteTexts(): QuoteTexts {
  const texts = useContext(QuoteTextsContext)
  if (!texts) throw new Error('useQuoteTexts must be used inside <QuoteTextsContext>')
  return texts
}
