import { milestoneLabel, SHIPMENT_MODES, type ShipmentMode } from '#domain/tracking.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { escapeHtml, headerSafe } from './emails.ts'
import type { EmailDraft } from './outbox.ts'

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

export function trackUrl(siteUrl: string, reference: string): string {
  return `${siteUrl}/track/${reference}`
}

export function confirmUrl(siteUrl: string, reference: string, token: string): string {
  return `${trackUrl(siteUrl, reference)}?confirm=${token}`
}

export function unsubscribeUrl(siteUrl: string, reference: string, token: string): string {
  return `${trackUrl(siteUrl, reference)}?unsubscribe=${token}`
}

function when(date: Date | null): string {
  return date ? `${formatDhakaDateTime(date)} (${DHAKA_ZONE_LABEL})` : 'not yet known'
}

function route(shipment: ShipmentSummary): string {
  const mode = SHIPMENT_MODES[shipment.mode as ShipmentMode] ?? shipment.mode
  return `${shipment.origin} → ${shipment.destination} (${mode})`
}

type Line = [label: string, value: string]

function layout(
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
    `<a href="${escapeHtml(footer.url)}">Unsubscribe</a></p>` +
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
    `${footer.text} Unsubscribe: ${footer.url}`,
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
  subscription: { id: number; email: string; confirmToken: string; unsubscribeToken: string },
): EmailDraft {
  return {
    kind: 'tracking-confirm',
    subjectId: subscription.id,
    recipient: subscription.email,
    subject: headerSafe(`Confirm updates for shipment ${shipment.reference}`),
    ...layout(
      `Confirm updates for shipment ${shipment.reference}`,
      `Someone, hopefully you, asked for email updates about this shipment. Follow the link to confirm; if it was not you, ignore this email and you will hear nothing more.`,
      [
        ['Shipment', shipment.reference],
        ['Route', route(shipment)],
      ],
      {
        label: 'Confirm the updates',
        url: confirmUrl(siteUrl, shipment.reference, subscription.confirmToken),
      },
      {
        text: 'Not you, or changed your mind?',
        url: unsubscribeUrl(siteUrl, shipment.reference, subscription.unsubscribeToken),
      },
      company,
    ),
  }
}

/** A milestone or a new ETA, to one confirmed subscriber, with the unsubscribe link. */
export function shipmentUpdateEmail(
  siteUrl: string,
  /** The company's published name (server/content/names.ts). */
  company: string,
  shipment: ShipmentSummary,
  change: ShipmentChange,
  subscriber: { id: number; email: string; unsubscribeToken: string },
): EmailDraft {
  let heading: string
  let lines: Line[]
  if (change.kind === 'milestone') {
    const { milestone } = change
    const label = milestoneLabel(milestone.kind, milestone.description)
    heading = `${shipment.reference}: ${label}, ${milestone.place}`
    lines = [
      ['Update', label],
      ['When', when(milestone.occurredAt)],
      ['Where', milestone.place],
      ...(milestone.note ? ([['Note', milestone.note]] as Line[]) : []),
      ['Route', route(shipment)],
      ['ETA', when(shipment.eta)],
    ]
  } else {
    heading = `${shipment.reference}: new estimated arrival`
    lines = [
      ['New ETA', when(change.eta)],
      ['Previous ETA', when(change.previous)],
      ['Route', route(shipment)],
    ]
  }
  return {
    kind: 'tracking-update',
    subjectId: shipment.id,
    recipient: subscriber.email,
    subject: headerSafe(heading),
    ...layout(
      heading,
      `There is news about shipment ${shipment.reference}.`,
      lines,
      { label: 'See the whole timeline', url: trackUrl(siteUrl, shipment.reference) },
      {
        text: `You get these emails because you subscribed to updates about ${shipment.reference}.`,
        url: unsubscribeUrl(siteUrl, shipment.reference, subscriber.unsubscribeToken),
      },
      company,
    ),
  }
}
