import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import { formatDate } from '#domain/calendar.ts'
import { chargeableText, formatNumber, type FreightTotals } from '#domain/freight.ts'
import { containerCount, cargoLines, type QuoteCargo } from '#domain/quote-cargo.ts'
import { CHARGEABLE_RULE_NAMES, OCEAN_LOAD_NAMES, incotermLabel } from '#domain/quote-names.ts'
import type { QuoteRequest } from '#schemas/quote.ts'
import type { OfficeContact } from '#server/content/names.ts'
import { LANGUAGE_NAMES } from '#domain/language-names.ts'
import { digitsIn } from '#domain/numerals.ts'
import {
  escapeHtml,
  headerSafe,
  htmlEmail,
  htmlTable,
  presentRows,
  textRows,
  type EmailRow,
} from './emails.ts'
import type { EmailDraft } from './outbox.ts'
import { BANGLA_NAMES, quoteEmailMessages } from './quote-emails.messages.ts'

export interface QuoteNotice {
  id: number
  reference: string
  request: QuoteRequest
  cargo: QuoteCargo
  /** Undefined for FCL, which is priced per container. */
  totals: FreightTotals | undefined
  clientIp: string
  /** The service's published title (server/content/names.ts). */
  serviceTitle: string
  /** The published offices, for the confirmation's "call us". */
  offices: readonly OfficeContact[]
  /** The language the visitor filled the form in: their confirmation is in it. */
  language: Language
}

function loadLabel(cargo: QuoteCargo, service: string): string | undefined {
  if (service !== 'ocean-freight') return undefined
  return cargo.load ? OCEAN_LOAD_NAMES[cargo.load] : undefined
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

function totalsRows(cargo: QuoteCargo, totals: FreightTotals | undefined): EmailRow[] {
  if (!totals) {
    const containers = cargo.load === 'fcl' ? containerCount(cargo.containers) : 0
    return [['Containers', `${formatNumber(containers, 0)} in all (FCL, priced per container)`]]
  }
  return [
    ['Total pieces', formatNumber(totals.pieces, 0)],
    ['Gross weight', `${formatNumber(totals.grossWeightKg, 2)} kg`],
    ['Volume', `${formatNumber(totals.volumeCbm, 3)} CBM`],
    [totals.rule.id === 'wm' ? 'Chargeable (W/M)' : 'Chargeable weight', chargeableText(totals)],
    ['Rule', CHARGEABLE_RULE_NAMES[totals.rule.id]],
  ]
}

/** A titled table of the sales email; rows without a value are left out. */
export interface QuoteSection {
  heading: string
  rows: [label: string, value: string][]
}

/**
 * Everything the sales desk sees of a quote request, in reading order: the sales email and the
 * staff inbox both show exactly this.
 */
export function quoteSalesView({
  reference,
  request,
  cargo,
  totals,
  clientIp,
  serviceTitle,
  language,
}: Omit<QuoteNotice, 'id' | 'offices'>): {
  title: string
  sections: QuoteSection[]
  /** The heading of the cargo's lines: package lines, declared totals or containers. */
  linesHeading: string
  packageLines: string[]
} {
  const route: EmailRow[] = [
    ['Reference', reference],
    ['Service', serviceTitle],
    ['Origin', `${request.originCity}, ${request.originCountry}`],
    ['Destination', `${request.destinationCity}, ${request.destinationCountry}`],
    ['Incoterm', incotermLabel(request.incoterm, 'en')],
    ['Cargo ready', formatDate(request.cargoReadyDate)],
  ]
  const cargoRows: EmailRow[] = [
    ['Commodity', request.commodity],
    ['HS code', request.hsCode],
    ['Load', loadLabel(cargo, request.service)],
    ['Dangerous goods', yesNo(request.dangerousGoods)],
    ['Temperature control', yesNo(request.temperatureControlled)],
    ['Stackable', yesNo(request.stackable)],
    ...totalsRows(cargo, totals),
    ['Notes', request.notes],
  ]
  const { heading, lines } = cargoLines(cargo)
  const contact: EmailRow[] = [
    ['Name', request.name],
    ['Company', request.company],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Written in', LANGUAGE_NAMES[language]],
    ['Sent from', clientIp],
  ]
  return {
    title: `Quote request ${reference}`,
    sections: [
      { heading: 'Route', rows: presentRows(route) },
      { heading: 'Cargo', rows: presentRows(cargoRows) },
      { heading: 'Contact', rows: presentRows(contact) },
    ],
    linesHeading: heading,
    packageLines: lines,
  }
}

/**
 * The sales desk's notification: everything the visitor sent, every value escaped. It goes to
 * the staff address (no recipient), like contact messages.
 */
export function quoteSalesEmail(notice: QuoteNotice): EmailDraft {
  const { id, reference, request, serviceTitle } = notice
  const { title, sections, linesHeading, packageLines } = quoteSalesView(notice)
  const [route, cargo, contact] = sections
  const html = (section: QuoteSection | undefined) =>
    section ? `<h3>${escapeHtml(section.heading)}</h3>${htmlTable(section.rows)}` : ''
  const plain = (section: QuoteSection | undefined) =>
    section ? [section.heading, ...textRows(section.rows), ''] : []
  const bodyHtml = htmlEmail([
    `<h2>${escapeHtml(title)}</h2>`,
    html(route),
    html(cargo),
    `<h3>${escapeHtml(linesHeading)}</h3><ol>${packageLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>`,
    html(contact),
  ])
  const bodyText = [
    title,
    '',
    ...plain(route),
    ...plain(cargo),
    linesHeading,
    ...packageLines.map((line, index) => `${index + 1}. ${line}`),
    '',
    ...plain(contact).slice(0, -1),
    '',
  ].join('\n')
  return {
    kind: 'quote-sales',
    subjectId: id,
    subject: headerSafe(`New quote request ${reference}: ${serviceTitle} from ${request.name}`),
    bodyHtml,
    bodyText,
  }
}

/**
 * The visitor's confirmation, in the language they filled the form in. It holds the reference
 * and a summary built only from values the form constrains (service, Incoterm, date, figures,
 * flags): nothing the visitor typed freely, so the form cannot be used to send arbitrary text to
 * an arbitrary address.
 */
export function quoteConfirmationEmail({
  id,
  reference,
  request,
  cargo,
  totals,
  serviceTitle,
  offices,
  language,
}: QuoteNotice): EmailDraft {
  const texts = quoteEmailMessages[language]
  const named = (key: string, english: string | undefined) =>
    language === 'bn' ? (BANGLA_NAMES[key] ?? english) : english
  const figure = (value: number, decimals: number) =>
    digitsIn(formatNumber(value, decimals), language)
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no)
  const { heading, lines } = cargoLines(cargo)
  const totalsRows: EmailRow[] = totals
    ? [
        [texts.totalPieces, figure(totals.pieces, 0)],
        [texts.grossWeight, `${figure(totals.grossWeightKg, 2)} kg`],
        [texts.volume, `${figure(totals.volumeCbm, 3)} CBM`],
        [
          totals.rule.id === 'wm' ? texts.chargeableWm : texts.chargeableWeight,
          digitsIn(chargeableText(totals), language),
        ],
        [texts.rule, named(`rule:${totals.rule.id}`, CHARGEABLE_RULE_NAMES[totals.rule.id])],
      ]
    : [
        [
          texts.containers,
          fill(texts.containersInAll, {
            count: figure(cargo.load === 'fcl' ? containerCount(cargo.containers) : 0, 0),
          }),
        ],
      ]
  const summary: EmailRow[] = [
    [texts.reference, reference],
    [texts.service, named(request.service, serviceTitle)],
    [texts.incoterm, incotermLabel(request.incoterm, language)],
    [texts.cargoReady, formatDate(request.cargoReadyDate, language)],
    [
      texts.load,
      loadLabel(cargo, request.service) && named(cargo.load, loadLabel(cargo, request.service)),
    ],
    [heading, cargo.load === 'lcl-packages' ? figure(lines.length, 0) : lines.join('; ')],
    ...totalsRows,
    [texts.dangerousGoods, yesNo(request.dangerousGoods)],
    [texts.temperatureControl, yesNo(request.temperatureControlled)],
    [texts.stackable, yesNo(request.stackable)],
  ]
  const title = fill(texts.heading, { reference })
  const intro = fill(texts.intro, { reference })
  const phones = offices.map((office) => `${office.name}: ${office.phones.join(', ')}`)
  const bodyHtml = htmlEmail([
    `<h2>${escapeHtml(title)}</h2>`,
    `<p>${escapeHtml(texts.hello)}</p><p>${escapeHtml(intro)}</p>`,
    htmlTable(summary),
    `<p>${escapeHtml(texts.callUs)}</p><ul>${phones.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  ])
  const bodyText = [
    title,
    '',
    texts.hello,
    '',
    intro,
    '',
    ...textRows(summary),
    '',
    texts.callUs,
    ...phones,
    '',
  ].join('\n')
  return {
    kind: 'quote-confirmation',
    subjectId: id,
    recipient: request.email,
    subject: fill(texts.subject, { reference }),
    bodyHtml,
    bodyText,
  }
}
