import { formatDate } from '#domain/calendar.ts'
import { LANGUAGE_NAMES } from '#domain/language-names.ts'
import type { Language } from '#domain/languages.ts'
import {
  escapeHtml,
  headerSafe,
  htmlEmail,
  htmlTable,
  textRows,
  type EmailRow,
} from '#server/notifications/emails.ts'
import type { EmailDraft } from '#server/notifications/outbox.ts'

/*
 * The sales desk hears of a customer's booking request as it hears of a quote request
 * (server/notifications/quote-emails.ts): an email to the staff addresses (MAIL_TO), queued in
 * the transaction that stores the request, in English, with a link to the booking's screen.
 */

export interface BookingNotice {
  id: number
  reference: string
  company: string
  person: { name: string; email: string }
  language: Language
  mode: string
  origin: string
  destination: string
  readyDate: string
  pickupPlace: string
  commodity: string
  cargoLines: string[]
  /** The estimate's total the server priced it at, "2560.00"; null when no rate card covered it. */
  estimateTotalUsd: string | null
  notes: string | null
}

/** The sales desk's email about a new booking request; `siteUrl` is the site's own address. */
export function bookingSalesEmail(notice: BookingNotice, siteUrl: string): EmailDraft {
  const link = `${siteUrl}/staff/bookings/${notice.id}`
  const rows: EmailRow[] = [
    ['Reference', notice.reference],
    ['Customer company', notice.company],
    ['Sent by', `${notice.person.name} <${notice.person.email}>`],
    ['Written in', LANGUAGE_NAMES[notice.language]],
    ['Mode', notice.mode],
    ['Route', `${notice.origin} → ${notice.destination}`],
    ['Ready date', formatDate(notice.readyDate)],
    ['Pickup place', notice.pickupPlace],
    ['Commodity', notice.commodity],
    ['Estimate', notice.estimateTotalUsd ? `USD ${notice.estimateTotalUsd}` : 'None: no rate card'],
    ['Notes', notice.notes],
  ]
  const title = `Booking request ${notice.reference}`
  const bodyHtml = htmlEmail([
    `<h2>${escapeHtml(title)}</h2>`,
    htmlTable(rows),
    `<h3>Cargo</h3><ol>${notice.cargoLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>`,
    `<p><a href="${escapeHtml(link)}">Confirm it or ask the customer in the workspace</a></p>`,
  ])
  const bodyText = [
    title,
    '',
    ...textRows(rows),
    '',
    'Cargo',
    ...notice.cargoLines.map((line, index) => `${index + 1}. ${line}`),
    '',
    `Confirm it or ask the customer in the workspace: ${link}`,
    '',
  ].join('\n')
  return {
    kind: 'booking-sales',
    subjectId: notice.id,
    subject: headerSafe(
      `New booking request ${notice.reference}: ${notice.origin} → ${notice.destination} from ${notice.company}`,
    ),
    bodyHtml,
    bodyText,
  }
}
