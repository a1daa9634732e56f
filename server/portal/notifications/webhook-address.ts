/**
 * Where a webhook may point. Staff type the address, but the server makes the request, so an
 * address inside our network (the cloud's metadata service, a database, the metrics port) would
 * let a typed URL reach what the internet cannot: only https on public addresses is allowed.
 * The name is resolved and checked when the webhook is added and again at each delivery, on the
 * very connection that is made (a name may resolve elsewhere later).
 */
import { lookup } from 'node:dns/promises'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Addresses that are not the public internet's (IANA special-purpose registries). The IPv4
 * ranges also cover their IPv4-mapped IPv6 forms (::ffff:10.0.0.1), as BlockList checks them.
 */
const NOT_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1'])

export type WebhookUrlProblem =
  'invalid' | 'https-only' | 'credentials' | 'not-public' | 'unresolved'

/** Whether an IP address is one of the public internet's. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** The host as URL parsing gives it, without an IPv6 literal's brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
}

/** http://localhost or http://127.0.0.1, when the test flag allows them. */
function isAllowedLoopback(url: URL, allowLocalhost: boolean): boolean {
  return allowLocalhost && LOOPBACK_NAMES.has(hostOf(url))
}

/** What is wrong with the address as written, before any name is resolved; null if nothing. */
export function webhookUrlProblem(text: string, allowLocalhost: boolean): WebhookUrlProblem | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'invalid'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid'
  if (url.username || url.password) return 'credentials'
  if (isAllowedLoopback(url, allowLocalhost)) return null
  if (url.protocol !== 'https:') return 'https-only'
  const host = hostOf(url)
  if (host === 'localhost' || host.endsWith('.localhost')) return 'not-public'
  if (isIP(host) !== 0 && !isPublicAddress(host)) return 'not-public'
  return null
}

/**
 * Resolves the address's host and checks every address it has: one private address among
 * public ones is refused too, as the connection might take it.
 */
export async function resolvedUrlProblem(
  text: string,
  allowLocalhost: boolean,
  resolve: typeof lookup = lookup,
): Promise<WebhookUrlProblem | null> {
  const problem = webhookUrlProblem(text, allowLocalhost)
  if (problem) return problem
  const url = new URL(text)
  if (isAllowedLoopback(url, allowLocalhost)) return null
  try {
    const addresses = await resolve(hostOf(url), { all: true, verbatim: true })
    if (addresses.length === 0) return 'unresolved'
    return addresses.every(({ address }) => isPublicAddress(address)) ? null : 'not-public'
  } catch {
    return 'unresolved'
  }
}

/**
 * The `lookup` of a delivery's connection: it resolves the name as the connection needs it and
 * refuses it unless every address is public, so the address checked is the address connected to.
 */
export function publicOnlyLookup(
  allowLoopback: boolean,
  resolve: typeof lookup = lookup,
): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
    resolve(host, { all: true, verbatim: true }).then(
      (addresses) => {
        const refused = addresses.find(
          ({ address }) =>
            !isPublicAddress(address) && !(allowLoopback && LOOPBACK_NAMES.has(host)),
        )
        if (refused || addresses.length === 0) {
          const error = Object.assign(
            new Error(
              `${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`,
            ),
            { code: 'EWEBHOOKADDRESS' },
          )
          callback(error, '', 0)
          return
        }
        if (options.all) {
          callback(null, addresses)
          return
        }
        const [first] = addresses as [(typeof addresses)[number]]
        callback(null, first.address, first.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}
