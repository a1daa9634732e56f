/**
 * The cargo as the quote form, its review and /quote/sent describe it, in the page's language:
 * figures with the page's digits, the units and codes (kg, CBM, cm, W/M) as shippers write them.
 */
import type { Language } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { formatNumber, type ContainerLine, type FreightTotals } from '#domain/freight.ts'
import type { QuoteCargo } from '#domain/quote-cargo.ts'
import { INCOTERM_NOT_SURE } from '#domain/quote-options.ts'
import { digitsIn } from '#domain/numerals.ts'
import type { QuoteTexts } from './quote.messages.ts'

/** "1,234.5", or "১,২৩৪.৫" on a Bangla page. */
export function figure(value: number, decimals: number, language: Language): string {
  return digitsIn(formatNumber(value, decimals), language)
}

/** What a shipment is charged on: chargeable kilograms (air), revenue tonnes (W/M). */
export function chargeableText(totals: FreightTotals, texts: QuoteTexts, language: Language) {
  return totals.rule.id === 'wm'
    ? fill(texts.revenueTonnes, { tonnes: figure(totals.chargeableTonnes, 3, language) })
    : `${figure(totals.chargeableWeightKg, 1, language)} kg`
}

export function containerLabel(code: string, texts: QuoteTexts): string {
  const key = `container.${code}`
  return key in texts ? texts[key as keyof QuoteTexts] : code
}

export function containerLineText(line: ContainerLine, texts: QuoteTexts, language: Language) {
  return fill(texts.containerLineText, {
    count: figure(line.quantity, 0, language),
    type: containerLabel(line.type, texts),
  })
}

/** The cargo's lines under their heading, for the review. */
export function cargoLines(cargo: QuoteCargo, texts: QuoteTexts, language: Language) {
  if (cargo.load === 'fcl') {
    return {
      heading: texts.containersTitle,
      lines: cargo.containers.map((line) => containerLineText(line, texts, language)),
    }
  }
  if (cargo.load === 'lcl-totals') {
    const { pieces, volumeCbm, grossWeightKg } = cargo.cargoTotals
    return {
      heading: texts.declaredTotals,
      lines: [
        fill(texts.declaredTotalsText, {
          pieces: figure(pieces, 0, language),
          volume: figure(volumeCbm, 3, language),
          weight: figure(grossWeightKg, 2, language),
        }),
      ],
    }
  }
  return {
    heading: texts.packageLines,
    lines: cargo.packages.map((line) =>
      fill(texts.packageLineText, {
        count: figure(line.count, 0, language),
        // Sizes are written as measured, without grouping: "1200 × 80 × 60 cm".
        length: digitsIn(String(line.lengthCm), language),
        width: digitsIn(String(line.widthCm), language),
        height: digitsIn(String(line.heightCm), language),
        weight: figure(line.weightKg, 2, language),
      }),
    ),
  }
}

/** "CIF – Cost, Insurance and Freight", or the not-sure choice. */
export function incotermText(code: string, texts: QuoteTexts): string {
  if (code === INCOTERM_NOT_SURE) return texts.incotermNotSure
  const key = `incoterm.${code}`
  return key in texts ? `${code} – ${texts[key as keyof QuoteTexts]}` : code
}
