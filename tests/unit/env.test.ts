import { describe, expect, it } from 'vitest'
import { parseEnv } from '#schemas/env.ts'

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    [' 10.0.0.5 , 10.0.1.0/24,::1, fd00::/8 ', ['10.0.0.5', '10.0.1.0/24', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j means %j', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected)
  })

  it('refuses true, saying why and what to set instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For hop.+number of proxies/,
    )
  })

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.5/8/1', '1.5', '-1', ','])(
    'refuses %j',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be a number of proxies/,
      )
    },
  )
})

describe('OUTBOX_LEASE_MS', () => {
  it('defaults to 30 s, so a dead server’s email is taken over within a minute', () => {
    expect(parseEnv({}).OUTBOX_LEASE_MS).toBe(30_000)
  })

  it('takes milliseconds, at least one second', () => {
    expect(parseEnv({ OUTBOX_LEASE_MS: '5000' }).OUTBOX_LEASE_MS).toBe(5000)
    expect(() => parseEnv({ OUTBOX_LEASE_MS: '999' })).toThrow(
      /OUTBOX_LEASE_MS: must be at least 1000/,
    )
  })
})

describe('CONTENT_CHECK_SECONDS', () => {
  it('defaults to 5 s and stays within the 30 s a publish takes to reach every server', () => {
    expect(parseEnv({}).CONTENT_CHECK_SECONDS).toBe(5)
    expect(parseEnv({ CONTENT_CHECK_SECONDS: '30' }).CONTENT_CHECK_SECONDS).toBe(30)
    expect(() => parseEnv({ CONTENT_CHECK_SECONDS: '31' })).toThrow(
      /CONTENT_CHECK_SECONDS: must be at most 30/,
    )
    expect(() => parseEnv({ CONTENT_CHECK_SECONDS: '0' })).toThrow(
      /CONTENT_CHECK_SECONDS: must be at least 1/,
    )
  })
})

describe('METRICS_PORT', () => {
  it('is unset by default: no metrics listener', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined()
    expect(parseEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined()
  })

  it('takes a port, 0 for a free one', () => {
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464)
    expect(parseEnv({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0)
  })

  it.each(['70000', '-1', '94.64', 'prometheus'])('refuses %j, naming it', (value) => {
    expect(() => parseEnv({ METRICS_PORT: value })).toThrow(
      /METRICS_PORT: must be a port number \(0 to 65535\)/,
    )
  })
})

describe('scheduled backups', () => {
  it('are off unless BACKUP_DIR and BACKUP_EVERY are set; BACKUP_KEEP defaults to 7', () => {
    const env = parseEnv({})
    expect([env.BACKUP_DIR, env.BACKUP_EVERY, env.BACKUP_KEEP]).toEqual([undefined, undefined, 7])
  })

  it.each([
    ['30s', 30_000],
    ['30m', 1_800_000],
    ['6h', 21_600_000],
    [' 1d ', 86_400_000],
  ])('BACKUP_EVERY %j is %d ms', (value, ms) => {
    expect(parseEnv({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: value }).BACKUP_EVERY).toBe(ms)
  })

  it.each(['6', '6 hours', '1.5h', '0h', '-1d', '1w'])('refuses BACKUP_EVERY %j', (value) => {
    expect(() => parseEnv({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: value })).toThrow(
      /BACKUP_EVERY: must be a whole number and a unit, such as 30m, 6h or 1d/,
    )
  })

  it('refuses one of BACKUP_DIR and BACKUP_EVERY without the other, and BACKUP_KEEP 0', () => {
    expect(() => parseEnv({ BACKUP_EVERY: '1d' })).toThrow(/BACKUP_DIR: must be set when/)
    expect(() => parseEnv({ BACKUP_DIR: '/srv/backups' })).toThrow(/BACKUP_EVERY: must be set when/)
    expect(() =>
      parseEnv({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '1d', BACKUP_KEEP: '0' }),
    ).toThrow(/BACKUP_KEEP: must be at least 1/)
  })
})
