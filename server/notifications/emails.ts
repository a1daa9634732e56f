import type { EmailDraft } from './outbox.ts'

/** Text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  )
}

/**
 * Visitor text in a header (the subject): control characters, CR and LF above all, become
 * spaces, so no line break can start a header of its own. Nodemailer encodes headers too; this
 * keeps the subject readable as well as safe.
 */
export function headerSafe(text: string, max = 120): string {
  const flat = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** Control characters other than newline and tab are dropped from plain-text bodies. */
function plain(text: string): string {
  return text.replace(/[^\P{Cc}\n\t]/gu, '')
}

type Fields = [label: string, value: string | null | undefined][]

function render(title: string, fields: Fields, longLabel: string, longText: string | null) {
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]))
  const rows = present
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const long = longText
    ? `<h3>${escapeHtml(longLabel)}</h3><p style="white-space:pre-wrap">${escapeHtml(longText)}</p>`
    : ''
  const bodyHtml =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<h2>${escapeHtml(title)}</h2><table>${rows}</table>${long}</body></html>`
  const bodyText = [
    title,
    '',
    ...present.map(([label, value]) => `${label}: ${plain(value)}`),
    ...(longText ? ['', `${longLabel}:`, plain(longText)] : []),
    '',
  ].join('\n')
  return { bodyHtml, bodyText }
}

export interface ContactNotice {
  id: number
  name: string
  email: string
  phone: string
  message: string
  clientIp: string
}

/** The staff notification of a contact message. */
export function contactEmail(row: ContactNotice): EmailDraft {
  return {
    kind: 'contact',
    subjectId: row.id,
    subject: headerSafe(`New contact message from ${row.name} (#${row.id})`),
    ...render(
      `Contact message #${row.id}`,
      [
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Sent from', row.clientIp],
      ],
      'Message',
      row.message,
    ),
  }
}

export interface ApplicationNotice {
  id: number
  /** The position's title when the person applied. */
  positionTitle: string
  name: string
  email: string
  phone: string
  coverLetter: string | null
  cvOriginalName: string
  cvSize: number
  cvMime: string
  clientIp: string
}

/** The staff notification of a job application, with the CV attached. */
export function applicationEmail(row: ApplicationNotice): EmailDraft {
  const title = row.positionTitle
  return {
    kind: 'application',
    subjectId: row.id,
    subject: headerSafe(`New job application from ${row.name} for ${title} (#${row.id})`),
    ...render(
      `Job application #${row.id}`,
      [
        ['Position', title],
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['CV', `${row.cvOriginalName} (${row.cvSize} bytes, ${row.cvMime}), attached`],
        ['Sent from', row.clientIp],
      ],
      'Cover letter',
      row.coverLetter,
    ),
    attachment: { name: row.cvOriginalName },
  }
}
