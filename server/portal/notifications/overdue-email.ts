/**
 * The one email a person gets from a run of the daily overdue-documents report
 * (server/portal/documents/overdue.ts): every overdue document of their shipments that the run
 * recorded, grouped by shipment, each named and dated in the person's language.
 */
import { formatDate } from '#domain/calendar.ts'
import { fill } from '#domain/messages.ts'
import { formatInteger } from '#domain/numerals.ts'
import { documentLabel, type DocumentKind } from '#domain/shipment-documents.ts'
import { escapeHtml, headerSafe } from '#server/notifications/emails.ts'
import type { EmailDraft } from '#server/notifications/outbox.ts'
import {
  portalShipmentsUrl,
  portalShipmentUrl,
  preferencesFooter,
  type Recipient,
} from './emails.ts'
import { portalEmailMessages } from './emails.messages.ts'

export interface OverdueDocument {
  kind: DocumentKind
  /** The Dhaka date it was due, as the run recorded it. */
  dueOn: string
}

/** One shipment of the person's, with its documents of the run in the order they were recorded. */
export interface OverdueShipment {
  reference: string
  documents: OverdueDocument[]
}

/**
 * Shipments an email lists with their documents. A first run over a full database can find
 * hundreds of one company's shipments overdue: the rest are counted, with a link to the list of
 * all of them, so the email stays one a person reads (and one a mail server takes).
 */
export const OVERDUE_EMAIL_SHIPMENTS = 25

/**
 * `runId` is the run's first shipment_events id: the outbox row's subject. The subject counts
 * every overdue document of the run; the body lists the first OVERDUE_EMAIL_SHIPMENTS shipments.
 */
export function overdueRunEmail(
  siteUrl: string,
  runId: number,
  shipments: OverdueShipment[],
  recipient: Recipient,
): EmailDraft {
  const { language } = recipient
  const texts = portalEmailMessages[language]
  const count = shipments.reduce((sum, shipment) => sum + shipment.documents.length, 0)
  const subject = fill(texts.overdueSubject, { count: formatInteger(count, language) })
  const footer = preferencesFooter(siteUrl, recipient)
  const lines = (shipment: OverdueShipment) =>
    shipment.documents.map(
      (document) =>
        `${documentLabel(document.kind, language)} (${fill(texts.overdueDue, {
          date: formatDate(document.dueOn, language),
        })})`,
    )
  const sections = shipments.slice(0, OVERDUE_EMAIL_SHIPMENTS).map((shipment) => ({
    reference: shipment.reference,
    url: portalShipmentUrl(siteUrl, shipment.reference, language),
    lines: lines(shipment),
  }))
  const unlisted = shipments.length - sections.length
  const more =
    unlisted === 0
      ? undefined
      : {
          text: fill(unlisted === 1 ? texts.overdueMoreOne : texts.overdueMoreMany, {
            count: formatInteger(unlisted, language),
          }),
          url: portalShipmentsUrl(siteUrl, language),
        }
  const bodyHtml =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">` +
    `<h2>${escapeHtml(subject)}</h2><p>${escapeHtml(texts.overdueIntro)}</p>` +
    sections
      .map(
        (section) =>
          `<h3>${escapeHtml(section.reference)}</h3><ul>` +
          section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
          `</ul><p><a href="${escapeHtml(section.url)}">${escapeHtml(texts.openShipment)}</a></p>`,
      )
      .join('') +
    (more
      ? `<p>${escapeHtml(more.text)} <a href="${escapeHtml(more.url)}">${escapeHtml(texts.allShipments)}</a></p>`
      : '') +
    `${footer.html}</body></html>`
  const bodyText = [
    subject,
    '',
    texts.overdueIntro,
    '',
    ...sections.flatMap((section) => [
      section.reference,
      ...section.lines.map((line) => `- ${line}`),
      `${texts.openShipment}: ${section.url}`,
      '',
    ]),
    ...(more ? [more.text, `${texts.allShipments}: ${more.url}`, ''] : []),
    footer.text,
    '',
  ].join('\n')
  return {
    kind: 'portal-overdue',
    subjectId: runId,
    recipient: recipient.email,
    subject: headerSafe(subject),
    bodyHtml,
    bodyText,
  }
}
