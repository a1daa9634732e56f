import { localizedPath, type Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
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
  const document: [string, string | null] = [texts.documentLabel, textOf(detail.label)]
  switch (event.kind) {
    case 'milestone-added': {
      const label = milestoneName(detail, language)
      return {
        subject: fill(texts.milestoneSubject, { reference, label }),
        intro: fill(texts.milestoneIntro, { reference, label }),
        facts: [[texts.placeLabel, textOf(detail.place)]] as [string, string | null][],
      }
    }
    case 'document-refused':
      return {
        subject: fill(texts.documentRefusedSubject, { reference }),
        intro: fill(texts.documentRefusedIntro, { reference }),
        facts: [document, [texts.reasonLabel, textOf(detail.reason)]] as [string, string | null][],
      }
    case 'document-overdue':
      return {
        subject: fill(texts.documentOverdueSubject, { reference }),
        intro: fill(texts.documentOverdueIntro, { reference }),
        facts: [document],
      }
    default:
      return {
        subject: fill(texts.draftBlSubject, { reference }),
        intro: fill(texts.draftBlIntro, { reference }),
        facts: [],
      }
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
  const settingsUrl = preferencesUrl(siteUrl, language)
  const footer = fill(texts.preferencesFooter, { company: recipient.companyName })
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
    `<p style="font-size:small;color:#555">${escapeHtml(footer)} ` +
    `<a href="${escapeHtml(settingsUrl)}">${escapeHtml(texts.preferencesLink)}</a></p></body></html>`
  const bodyText = [
    subject,
    '',
    intro,
    '',
    ...present.map(([label, value]) => `${label}: ${value.replace(/[^\P{Cc}\n\t]/gu, '')}`),
    '',
    `${texts.openShipment}: ${shipmentUrl}`,
    '',
    `${footer} ${settingsUrl}`,
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
