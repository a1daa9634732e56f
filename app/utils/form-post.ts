/**
 * Server side of the forms posted without JavaScript (route actions and the confirmation pages'
 * loaders): how the API's answer becomes the page's, and the receipt the confirmation shows.
 * Imported only by actions and loaders, so none of it reaches the browser.
 */
import type { Refusal } from '#domain/page-host.ts'
import { data, redirect } from 'react-router'

/** What the page shows after a refused submission: the visitor's values and what was wrong. */
export interface FormAnswer<Values> {
  status: number
  message: string
  errors: Record<string, string>
  values: Values
}

export const SERVER_FAULT = 'Something went wrong on our side. Please try again later.'

/** The text fields of a posted form (a file field is not text and is left out). */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value
  }
  return fields
}

/** The service's refusal (or the server's), as the page's action data, with its status. */
export function refused<Values>(refusal: Refusal, values: Values) {
  const status = refusal.status >= 400 ? refusal.status : 500
  const result: FormAnswer<Values> = {
    status,
    message: status < 500 ? refusal.message : SERVER_FAULT,
    errors: refusal.errors ?? {},
    values,
  }
  return data(result, {
    status,
    headers: refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : undefined,
  })
}

/** The server's refusal before the form was read (its size, a limit), as the page's answer. */
export function refusedBeforeReading<Values>(
  refusal: { status: number; message: string },
  values: Values,
) {
  return refused(refusal, values)
}

const RECEIPT_COOKIE = 'receipt'
/** Long enough to reload the confirmation, short enough not to linger on a shared computer. */
const RECEIPT_MAX_AGE_S = 60 * 60

/**
 * Post/redirect/get: the confirmation page is another address, and what it confirms travels in
 * a cookie only that page receives (never in the URL). The cookie is not signed: a visitor who
 * forges one only changes what their own browser shows.
 */
export function redirectWithReceipt(location: string, receipt: object) {
  const value = Buffer.from(JSON.stringify(receipt)).toString('base64url')
  const secure = import.meta.env.SITE_URL.startsWith('https:') ? '; Secure' : ''
  return redirect(location, {
    status: 303,
    headers: {
      'set-cookie': `${RECEIPT_COOKIE}=${value}; Path=${location}; Max-Age=${RECEIPT_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
    },
  })
}

/** The receipt the confirmation page at this request's path was sent, if any. */
export function readReceipt(request: Request): unknown {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name !== RECEIPT_COOKIE || !value) continue
    try {
      return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown
    } catch {
      return undefined
    }
  }
  return undefined
}
