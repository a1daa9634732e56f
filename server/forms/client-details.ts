import type { FastifyRequest } from 'fastify'

/** Long enough for any real browser; longer values are junk not worth storing. */
const USER_AGENT_MAX = 512

/** Who sent a form, stored with it so staff can spot abuse. */
export interface ClientDetails {
  clientIp: string
  userAgent: string | null
}

export function clientDetails(request: FastifyRequest): ClientDetails {
  return {
    clientIp: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
  }
}
