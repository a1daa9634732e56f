import { localizedPath, type Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import type { AccountRequest } from '#schemas/customer-accounts.ts'
import { escapeHtml, headerSafe } from '#server/notifications/emails.ts'
import type { EmailDraft } from '#server/notifications/outbox.ts'
import { accountEmailMessages } from './emails.messages.ts'

/**
 * The address an emailed link opens: a page whose button signs in (opening it changes nothing,
 * so a mail scanner that follows links does not use it up).
 */
export function signInLinkUrl(siteUrl: string, token: string, language: Language): string {
  return `${siteUrl}${localizedPath('/account/sign-in', language)}?token=${encodeURIComponent(token)}`
}

function linkEmail(paragraphs: string[], action: string, url: string, footer: string) {
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('') +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(footer)}</p></body></html>`
  const text = [...paragraphs, '', `${action}: ${url}`, '', footer, ''].join('\n')
  return { bodyHtml: html, bodyText: text }
}

export interface LinkEmailInput {
  companyId: number
  company: string
  email: string
  language: Language
  siteUrl: string
  token: string
}

/** The sign-in link a person asked for at /account. */
export function signInEmail(input: LinkEmailInput): EmailDraft {
  const texts = accountEmailMessages[input.language]
  const url = signInLinkUrl(input.siteUrl, input.token, input.language)
  return {
    kind: 'account-link',
    subjectId: input.companyId,
    recipient: input.email,
    subject: headerSafe(fill(texts.signInSubject, { company: input.company })),
    ...linkEmail(
      [fill(texts.signInIntro, { company: input.company })],
      texts.signInAction,
      url,
      texts.notYou,
    ),
  }
}

/** An invitation, with a first sign-in link. */
export function invitationEmail(
  input: LinkEmailInput & { inviter: string; site: string },
): EmailDraft {
  const texts = accountEmailMessages[input.language]
  const url = signInLinkUrl(input.siteUrl, input.token, input.language)
  const names = { inviter: input.inviter, company: input.company, site: input.site }
  const address = `${input.siteUrl}${localizedPath('/account', input.language)}`
  return {
    kind: 'account-link',
    subjectId: input.companyId,
    recipient: input.email,
    subject: headerSafe(fill(texts.inviteSubject, names)),
    ...linkEmail(
      [fill(texts.inviteIntro, names), fill(texts.inviteLater, { address })],
      texts.signInAction,
      url,
      texts.notYou,
    ),
  }
}

/** Staff hear of a request for an account (to MAIL_TO), in English. */
export function accountRequestStaffEmail(
  id: number,
  request: AccountRequest,
  language: Language,
  workspaceUrl: string,
): EmailDraft {
  const lines: [string, string][] = [
    ['Company', request.company],
    ['Name', request.name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Language', language === 'bn' ? 'Bangla' : 'English'],
  ]
  const rows = lines
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  const message = request.message
    ? `<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`
    : ''
  return {
    kind: 'account-request',
    subjectId: id,
    subject: headerSafe(`Account request: ${request.company}`),
    bodyHtml:
      `<!doctype html><html><body style="font-family:sans-serif"><h2>Account request</h2>` +
      `<table>${rows}</table>${message}` +
      `<p><a href="${escapeHtml(workspaceUrl)}">Approve or refuse it in the workspace</a></p></body></html>`,
    bodyText: [
      'Account request',
      '',
      ...lines.map(([label, value]) => `${label}: ${value.replace(/\p{Cc}/gu, ' ')}`),
      ...(request.message ? ['', request.message.replace(/[^\P{Cc}\n]/gu, '')] : []),
      '',
      `Approve or refuse it in the workspace: ${workspaceUrl}`,
      '',
    ].join('\n'),
  }
}
