// Issue 42, webhooks: staff cannot make the server call into a private network, neither by the
// address they type nor by a name that resolves (or later resolves) to a private address; the
// loopback receiver of the tests is allowed only under WEBHOOKS_ALLOW_LOCALHOST.
import type { lookup } from 'node:dns/promises'
import type { LookupAddress } from 'node:dns'
import { describe, expect, it } from 'vitest'
import {
  isPublicAddress,
  publicOnlyLookup,
  resolvedUrlProblem,
  webhookUrlProblem,
} from '#server/portal/notifications/webhook-address.ts'

/** A resolver that answers every name with these addresses. */
function resolvingTo(...addresses: string[]): typeof lookup {
  const answer: LookupAddress[] = addresses.map((address) => ({
    address,
    family: address.includes(':') ? 6 : 4,
  }))
  return (async () => answer) as unknown as typeof lookup
}

describe('webhook addresses', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('wants https, no credentials, and no private address written in it', () => {
    expect(webhookUrlProblem('https://hooks.example.com/dbl', false)).toBeNull()
    expect(webhookUrlProblem('http://hooks.example.com/dbl', false)).toBe('https-only')
    expect(webhookUrlProblem('https://a:b@hooks.example.com/', false)).toBe('credentials')
    expect(webhookUrlProblem('hooks.example.com', false)).toBe('invalid')
    expect(webhookUrlProblem('file:///etc/passwd', false)).toBe('invalid')
    expect(webhookUrlProblem('https://10.0.0.1/', false)).toBe('not-public')
    expect(webhookUrlProblem('https://[::ffff:7f00:1]/', false)).toBe('not-public')
    expect(webhookUrlProblem('https://localhost/', false)).toBe('not-public')
    expect(webhookUrlProblem('https://api.localhost/', false)).toBe('not-public')
  })

  it('allows http://localhost and 127.0.0.1 only when the test flag says so', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', false)).toBe('https-only')
    expect(webhookUrlProblem('http://localhost:9000/hook', false)).toBe('https-only')
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', true)).toBeNull()
    expect(webhookUrlProblem('http://localhost:9000/hook', true)).toBeNull()
    expect(webhookUrlProblem('http://10.0.0.1:9000/hook', true)).toBe('https-only')
    expect(webhookUrlProblem('https://192.168.1.1/hook', true)).toBe('not-public')
  })

  it('refuses a name that resolves to a private address, even among public ones', async () => {
    const url = 'https://hooks.example.com/dbl'
    expect(await resolvedUrlProblem(url, false, resolvingTo('93.184.216.34'))).toBeNull()
    expect(await resolvedUrlProblem(url, false, resolvingTo('10.0.0.7'))).toBe('not-public')
    expect(await resolvedUrlProblem(url, false, resolvingTo('93.184.216.34', '127.0.0.1'))).toBe(
      'not-public',
    )
    expect(await resolvedUrlProblem(url, false, resolvingTo())).toBe('unresolved')
  })

  it('checks again on the connection itself, so a name that now resolves inside is refused', async () => {
    const connect = (resolve: typeof lookup, host = 'hooks.example.com', allow = false) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) => {
        publicOnlyLookup(allow, resolve)(host, {}, (error, address) => done({ error, address }))
      })
    expect(await connect(resolvingTo('93.184.216.34'))).toEqual({
      error: null,
      address: '93.184.216.34',
    })
    const rebound = await connect(resolvingTo('169.254.169.254'))
    expect(rebound.error?.message).toBe(
      'hooks.example.com resolves to 169.254.169.254, not a public address',
    )
    expect((await connect(resolvingTo('127.0.0.1'), 'localhost')).error).not.toBeNull()
    expect((await connect(resolvingTo('127.0.0.1'), 'localhost', true)).error).toBeNull()
  })
})
