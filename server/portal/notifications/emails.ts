import { localizedPath, type Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import { portalEventFacts } from '#domain/portal-events.ts'
import { MILESTONE_KINDS, type MilestoneKind } from '#domain/tracking.ts'
import type { ShipmentEventKind } from '#schemas/portal/shipment-events.ts'
import { escapeHtml, headerSafe } from '#server/notifications/emails.ts'
import type { EmailDraft } from '#server/notifications/outbox.ts'
import { trackingEmailMessages } from '#server/notifications/tracking-emails.messages.ts'
import { portalEmailMessages } from './emails.messages.ts'

type Texts = (typeof portalEmailMessages)[Language]

/** The shipment's page in the portal, in the person's language. */
export function portalShipmentUrl(siteUrl: string, reference: string, language: Language): string {
  return `${siteUrl}${localizedPath(`/account/shipments/${encodeURIComponent(reference)}`, language)}`
}

/** The person's list of shipments in the portal, in their language. */
export function portalShipmentsUrl(siteUrl: string, language: Language): string {
  return `${siteUrl}${localizedPath('/account/shipments', language)}`
}

export function preferencesUrl(siteUrl: string, language: Language): string {
  return `${siteUrl}${localizedPath('/account/notifications', language)}`
}

export interface EmailedEvent {
  id: number
  kind: ShipmentEventKind
  detail: Record<string, unknown>
  reference: string
}

export interface Recipient {
  email: string
  language: Language
  companyName: string
}

/** The end of every portal email: whose person gets it, and where they choose what they get. */
export function preferencesFooter(
  siteUrl: string,
  recipient: Recipient,
): { html: string; text: string } {
  const texts = portalEmailMessages[recipient.language]
  const settingsUrl = preferencesUrl(siteUrl, recipient.language)
  const footer = fill(texts.preferencesFooter, { company: recipient.companyName })
  return {
    html:
      `<p style="font-size:small;color:#555">${escapeHtml(footer)} ` +
      `<a href="${escapeHtml(settingsUrl)}">${escapeHtml(texts.preferencesLink)}</a></p>`,
    text: `${footer} ${settingsUrl}`,
  }
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/** A milestone's name in the person's language; an 'other' one is staff's own words. */
function milestoneName(detail: Record<string, unknown>, language: Language): string {
  const kind = textOf(detail.kind) ?? ''
  const description = textOf(detail.description)
  if (kind === 'other' && description) return description
  if (Object.hasOwn(MILESTONE_KINDS, kind))
    return trackingEmailMessages[language][kind as MilestoneKind]
  return textOf(detail.label) ?? kind
}

/** The heading, the introduction and the facts of one event's email. */
function contentOf(event: EmailedEvent, texts: Texts, language: Language) {
  const reference = event.reference
  const { detail } = event
  // The document is named in the reader's language from the kind the event records, as the
  // portal's histories name it.
  const facts = portalEventFacts(detail, language)
  const document: [string, string | null] = [texts.documentLabel, facts.document]
  switch (event.kind) {
    case 'milestone-added': {
      const label = milestoneName(detail, language)
      return {
        subject: fill(texts.milestoneSubject, { reference, label }),
        intro: fill(texts.milestoneIntro, { reference, label }),
        facts: [[texts.placeLabel, facts.place]] as [string, string | null][],
      }
    }
    case 'document-refused':
      return {
        subject: fill(texts.documentRefusedSubject, { reference }),
        intro: fill(texts.documentRefusedIntro, { reference }),
        facts: [document, [texts.reasonLabel, facts.reason]] as [string, string | null][],
      }
    case 'draft-bl-sent':
      return {
        subject: fill(texts.draftBlSubject, { reference }),
        intro: fill(texts.draftBlIntro, { reference }),
        facts: [document],
      }
    default:
      // Overdue documents are emailed a run at a time (overdue-email.ts); nothing else is emailed.
      throw new Error(`No email for a '${event.kind}' event`)
  }
}

/**
 * The email one person gets about one event, in their language, with the shipment's page in
 * the portal and where to change what they get.
 */
export function portalEventEmail(
  siteUrl: string,
  event: EmailedEvent,
  recipient: Recipient,
): EmailDraft {
  const { language } = recipient
  const texts = portalEmailMessages[language]
  const { subject, intro, facts } = contentOf(event, texts, language)
  const present = facts.filter((fact): fact is [string, string] => fact[1] !== null)
  const shipmentUrl = portalShipmentUrl(siteUrl, event.reference, language)
  const footer = preferencesFooter(siteUrl, recipient)
  const rows = present
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const bodyHtml =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">` +
    `<h2>${escapeHtml(subject)}</h2><p>${escapeHtml(intro)}</p><table>${rows}</table>` +
    `<p><a href="${escapeHtml(shipmentUrl)}">${escapeHtml(texts.openShipment)}</a></p>` +
    `${footer.html}</body></html>`
  const bodyText = [
    subject,
    '',
    intro,
    '',
    ...present.map(([label, value]) => `${label}: ${value.replace(/[^\P{Cc}\n\t]/gu, '')}`),
    '',
    `${texts.openShipment}: ${shipmentUrl}`,
    '',
    footer.text,
    '',
  ].join('\n')
  return {
    kind: 'portal-event',
    subjectId: event.id,
    recipient: recipient.email,
    subject: headerSafe(subject),
    bodyHtml,
    bodyText,
  }
}
