import { localizedPath, type Language } from '#domain/languages.ts'
import { fill, type MessagesOf } from '#domain/messages.ts'
import { MILESTONE_KINDS, type MilestoneKind, type ShipmentMode } from '#domain/tracking.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { escapeHtml, headerSafe } from './emails.ts'
import type { EmailDraft } from './outbox.ts'
import { trackingEmailMessages } from './tracking-emails.messages.ts'

type Texts = MessagesOf<typeof trackingEmailMessages>

/** The parts of a shipment an email may mention: never the shipper or the consignee. */
export interface ShipmentSummary {
  id: number
  reference: string
  mode: string
  origin: string
  destination: string
  eta: Date | null
}

export type ShipmentChange =
  | {
      kind: 'milestone'
      milestone: {
        kind: string
        description: string | null
        occurredAt: Date
        place: string
        note: string | null
      }
    }
  | { kind: 'eta'; previous: Date | null; eta: Date | null }

/** The shipment's page in the subscriber's language, so their links open the page they know. */
export function trackUrl(siteUrl: string, reference: string, language: Language = 'en'): string {
  return `${siteUrl}${localizedPath(`/track/${reference}`, language)}`
}

export function confirmUrl(
  siteUrl: string,
  reference: string,
  token: string,
  language: Language = 'en',
): string {
  return `${trackUrl(siteUrl, reference, language)}?confirm=${token}`
}

export function unsubscribeUrl(
  siteUrl: string,
  reference: string,
  token: string,
  language: Language = 'en',
): string {
  return `${trackUrl(siteUrl, reference, language)}?unsubscribe=${token}`
}

/**
 * The subscriber's one-click unsubscribe address (List-Unsubscribe), in their language: a POST
 * there unsubscribes them (server/routes/tracking/one-click-unsubscribe.ts).
 */
export function oneClickUnsubscribeUrl(
  siteUrl: string,
  token: string,
  language: Language = 'en',
): string {
  return `${siteUrl}${localizedPath(`/track/unsubscribe/${token}`, language)}`
}

function when(date: Date | null, texts: Texts, language: Language): string {
  if (!date) return texts.notYetKnown
  return fill(texts.when, { date: formatDhakaDateTime(date, language), zone: texts.zone })
}

function route(shipment: ShipmentSummary, texts: Texts): string {
  const mode = Object.hasOwn(texts, shipment.mode)
    ? texts[shipment.mode as ShipmentMode]
    : shipment.mode
  return `${shipment.origin} → ${shipment.destination} (${mode})`
}

/** A milestone's name in the subscriber's language; an 'other' one is staff's own words. */
function milestoneName(kind: string, description: string | null, texts: Texts): string {
  if (kind === 'other' && description) return description
  return Object.hasOwn(MILESTONE_KINDS, kind) ? texts[kind as MilestoneKind] : (description ?? kind)
}

type Line = [label: string, value: string]

function layout(
  texts: Texts,
  heading: string,
  intro: string,
  lines: Line[],
  action: { label: string; url: string },
  footer: { text: string; url: string },
  company: string,
) {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const bodyHtml =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(intro)}</p><table>${rows}</table>` +
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` +
    `<p style="font-size:small;color:#555">${escapeHtml(footer.text)} ` +
    `<a href="${escapeHtml(footer.url)}">${escapeHtml(texts.unsubscribe)}</a></p>` +
    `<p style="font-size:small;color:#555">${escapeHtml(company)}</p></body></html>`
  const bodyText = [
    heading,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value.replace(/[^\P{Cc}\n\t]/gu, '')}`),
    '',
    `${action.label}: ${action.url}`,
    '',
    `${footer.text} ${texts.unsubscribe}: ${footer.url}`,
    '',
    company,
    '',
  ].join('\n')
  return { bodyHtml, bodyText }
}

/** The double opt-in: nothing is sent to the address until this link is followed. */
export function subscriptionConfirmEmail(
  siteUrl: string,
  /** The company's published name (server/content/names.ts). */
  company: string,
  shipment: ShipmentSummary,
  subscription: {
    id: number
    email: string
    confirmToken: string
    unsubscribeToken: string
    language: Language
  },
): EmailDraft {
  const { language } = subscription
  const texts = trackingEmailMessages[language]
  const heading = fill(texts.confirmHeading, { reference: shipment.reference })
  return {
    kind: 'tracking-confirm',
    subjectId: subscription.id,
    recipient: subscription.email,
    subject: headerSafe(heading),
    listUnsubscribe: oneClickUnsubscribeUrl(siteUrl, subscription.unsubscribeToken, language),
    ...layout(
      texts,
      heading,
      texts.confirmIntro,
      [
        [texts.shipment, shipment.reference],
        [texts.route, route(shipment, texts)],
      ],
      {
        label: texts.confirmAction,
        url: confirmUrl(siteUrl, shipment.reference, subscription.confirmToken, language),
      },
      {
        text: texts.notYou,
        url: unsubscribeUrl(siteUrl, shipment.reference, subscription.unsubscribeToken, language),
      },
      company,
    ),
  }
}

/** A milestone or a new ETA, to one confirmed subscriber in their language, with the unsubscribe link. */
export function shipmentUpdateEmail(
  siteUrl: string,
  /** The company's published name (server/content/names.ts). */
  company: string,
  shipment: ShipmentSummary,
  change: ShipmentChange,
  subscriber: { id: number; email: string; unsubscribeToken: string; language: Language },
): EmailDraft {
  const { language } = subscriber
  const texts = trackingEmailMessages[language]
  const { reference } = shipment
  let heading: string
  let lines: Line[]
  if (change.kind === 'milestone') {
    const { milestone } = change
    const label = milestoneName(milestone.kind, milestone.description, texts)
    heading = fill(texts.milestoneHeading, { reference, label, place: milestone.place })
    lines = [
      [texts.update, label],
      [texts.whenLabel, when(milestone.occurredAt, texts, language)],
      [texts.where, milestone.place],
      ...(milestone.note ? ([[texts.note, milestone.note]] as Line[]) : []),
      [texts.route, route(shipment, texts)],
      [texts.eta, when(shipment.eta, texts, language)],
    ]
  } else {
    heading = fill(texts.etaHeading, { reference })
    lines = [
      [texts.newEta, when(change.eta, texts, language)],
      [texts.previousEta, when(change.previous, texts, language)],
      [texts.route, route(shipment, texts)],
    ]
  }
  return {
    kind: 'tracking-update',
    subjectId: shipment.id,
    recipient: subscriber.email,
    subject: headerSafe(heading),
    listUnsubscribe: oneClickUnsubscribeUrl(siteUrl, subscriber.unsubscribeToken, language),
    ...layout(
      texts,
      heading,
      fill(texts.newsIntro, { reference }),
      lines,
      { label: texts.timelineAction, url: trackUrl(siteUrl, reference, language) },
      {
        text: fill(texts.subscribedBecause, { reference }),
        url: unsubscribeUrl(siteUrl, reference, subscriber.unsubscribeToken, language),
      },
      company,
    ),
  }
}
