import type { FastifyRequest } from 'fastify'
import type { Language } from '#schemas/content/localized.ts'
import { visitorLanguage } from './visitor-language.ts'

/** Long enough for any real browser; longer values are junk not worth storing. */
const USER_AGENT_MAX = 512

/**
 * Who sent a form, stored with it so staff can spot abuse, and the language they wrote in, which
 * their emails use and the staff inbox shows.
 */
export interface ClientDetails {
  clientIp: string
  userAgent: string | null
  language: Language
}

/** `language`: the request's own (Content-Language), or the page's that posted the form. */
export function clientDetails(
  request: FastifyRequest,
  language: Language = visitorLanguage(request),
): ClientDetails {
  return {
    clientIp: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    language,
  }
}
