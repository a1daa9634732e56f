import type { FastifyRequest } from 'fastify'

/*
 * Path-based rules (which headers, which limits, the staff Origin and session checks) are decided
 * on the route a request matched, or, where only a catch-all or no route matched, on its path
 * decoded and normalised the way the router reads it: never on the raw request target, whose
 * spellings (`/%61pi/…`, `//api/…`, `/api/./…`) the router reads as the same route.
 */

/** Whether a path (a route's pattern or a normalised request path) belongs to the JSON API. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

/** Swagger UI and its OpenAPI document, under /api/docs. */
export function isDocsPath(path: string): boolean {
  return path === '/api/docs' || path.startsWith('/api/docs/')
}

/** The staff workspace's calls, under /api/staff/. */
export function isStaffApiPath(path: string): boolean {
  return path === '/api/staff' || path.startsWith('/api/staff/')
}

/** The customer portal's calls, under /api/account/. */
export function isAccountApiPath(path: string): boolean {
  return path === '/api/account' || path.startsWith('/api/account/')
}

/**
 * The staff workspace's pages, /staff and below, in any case: React Router reads `/STAFF/Inbox`
 * as the workspace's page (page-routes.ts), so whatever answers it, a redirect included, is the
 * workspace's.
 */
export function isStaffPagePath(path: string): boolean {
  const lower = path.toLowerCase()
  return lower === '/staff' || lower.startsWith('/staff/')
}

/**
 * The customer portal's pages, /account and /bn/account and below, in any case, as the
 * workspace's are read.
 */
export function isAccountPagePath(path: string): boolean {
  const lower = path.toLowerCase()
  return ['/account', '/bn/account'].some((root) => lower === root || lower.startsWith(`${root}/`))
}

/** What a request target says once read the way the router reads it. */
export interface PathReading {
  /**
   * The path with escaped letters, digits and `-._~` decoded, repeated slashes collapsed and
   * `.`/`..` segments resolved; encoded slashes and backslashes count as slashes. A trailing
   * slash is kept. Rules are decided on this when no specific route matched.
   */
  normalised: string
  /** Whether the target is already written that way: no other spelling reaches a route. */
  canonical: boolean
  /**
   * Whether a page may be redirected to `normalised`: not when it had an encoded slash or a
   * backslash, which a browser or proxy may read differently, nor when it was absolute.
   */
  redirectable: boolean
}

/** RFC 3986's unreserved characters: never percent-encoded, so an escaped one is a disguise. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/
/** Anything that could make a path read differently than written; most paths have none. */
const SUSPECT = /%|\\|\/\/|\/\.(?:\/|\.?$|\.\/)|^[^/]/

function decodeEscape(escape: string, hex: string): string {
  const char = String.fromCharCode(Number.parseInt(hex, 16))
  if (UNRESERVED.test(char)) return char
  if (char === '/' || char === '\\') return '/'
  return escape
}

/** The path part of a request target (its query left out), read as the router reads it. */
export function readPath(target: string): PathReading {
  const queryStart = target.search(/[?#]/)
  const raw = queryStart === -1 ? target : target.slice(0, queryStart)
  if (!SUSPECT.test(raw)) return { normalised: raw, canonical: true, redirectable: true }

  // An absolute target (`GET http://host/api/…`) is routed on its path.
  let path = raw
  let absolute = false
  if (!raw.startsWith('/')) {
    absolute = true
    const slash = raw.indexOf('/', raw.indexOf('//') + 2)
    path = raw.includes('//') && slash !== -1 ? raw.slice(slash) : '/'
  }
  const ambiguous = /%2f|%5c|\\/i.test(path)
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, decodeEscape).replaceAll('\\', '/')
  const segments: string[] = []
  const parts = decoded.split('/').slice(1)
  for (const segment of parts) {
    if (segment === '..') segments.pop()
    else if (segment !== '' && segment !== '.') segments.push(segment)
  }
  const last = parts.at(-1)
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..')
  const normalised = `/${segments.join('/')}${trailingSlash ? '/' : ''}`
  return {
    normalised,
    canonical: !absolute && normalised === raw,
    redirectable: !absolute && !ambiguous,
  }
}

/**
 * Whether a route pattern ends in a wildcard (`/*`, the not-found pages' `/bn/*`): a request it
 * caught is judged by its own path.
 */
const isCatchAll = (route: string) => route === '*' || route.endsWith('/*')

/**
 * The path a request's rules are decided on: the pattern of the route it matched (`/api/
 * staff/positions/:id/close`), or its normalised path when only a catch-all matched (the not-found
 * pages, the CORS preflight) or none did (404).
 */
export function rulePath(request: FastifyRequest): string {
  const route = request.routeOptions.url
  if (route !== undefined && !isCatchAll(route)) return route
  return readPath(request.url).normalised
}
