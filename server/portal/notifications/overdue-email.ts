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
import { portalShipmentUrl, preferencesFooter, type Recipient } from './emails.ts'
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

/** `runId` is the run's first shipment_events id: the outbox row's subject. */
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
  const sections = shipments.map((shipment) => ({
    reference: shipment.reference,
    url: portalShipmentUrl(siteUrl, shipment.reference, language),
    lines: lines(shipment),
  }))
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
