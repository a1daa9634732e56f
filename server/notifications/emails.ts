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
export function plainText(text: string): string {
  return text.replace(/[^\P{Cc}\n\t]/gu, '')
}

/** A row of a staff email's table; a row without a value is left out. */
export type EmailRow = readonly [label: string, value: string | null | undefined]

/** The rows that have a value. */
export function presentRows(rows: readonly EmailRow[]): [label: string, value: string][] {
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

/** The rows as an HTML table, every label and value escaped, line breaks kept. */
export function htmlTable(rows: readonly EmailRow[]): string {
  const cells = presentRows(rows).map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
      `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  )
  return `<table>${cells.join('')}</table>`
}

/** The rows as the plain-text body's "Label: value" lines. */
export function textRows(rows: readonly EmailRow[]): string[] {
  return presentRows(rows).map(([label, value]) => `${label}: ${plainText(value)}`)
}

/** A staff email's HTML document around its parts (already escaped). */
export function htmlEmail(parts: readonly string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif">${parts.join('')}</body></html>`
}

function render(title: string, rows: EmailRow[], longLabel: string, longText: string | null) {
  const long = longText
    ? `<h3>${escapeHtml(longLabel)}</h3><p style="white-space:pre-wrap">${escapeHtml(longText)}</p>`
    : ''
  const bodyHtml = htmlEmail([`<h2>${escapeHtml(title)}</h2>`, htmlTable(rows), long])
  const bodyText = [
    title,
    '',
    ...textRows(rows),
    ...(longText ? ['', `${longLabel}:`, plainText(longText)] : []),
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
