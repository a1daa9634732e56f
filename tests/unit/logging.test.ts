import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '#schemas/env.ts'
import { loggerOptions, redactUrl, wantsPrettyLogs } from '#server/logging.ts'

/** A root logger configured as the server's, writing into a string. */
function capture(settings: Record<string, string> = {}) {
  let text = ''
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString()
      done()
    },
  })
  const env = parseEnv({ LOG_LEVEL: 'trace', LOG_FORMAT: 'json', ...settings })
  return { log: pino(loggerOptions(env, { isTTY: false }), sink), output: () => text }
}

describe('log redaction', () => {
  it('hides cookies, authorization and set-cookie headers, and bodies', () => {
    const { log, output } = capture()
    log.trace(
      {
        headers: { cookie: 'session=c00kie', authorization: 'Bearer 4uth', host: 'example.com' },
        res: { headers: { 'set-cookie': ['session=s3t'] } },
        body: { password: 'b0dy-pass' },
        request: { body: 'raw b0dy', headers: { 'proxy-authorization': 'Basic pr0xy' } },
      },
      'request seen',
    )
    const text = output()
    for (const secret of ['c00kie', '4uth', 's3t', 'b0dy', 'pr0xy'])
      expect(text).not.toContain(secret)
    expect(text).toContain('example.com')
  })

  it('hides passwords, tokens and TOTP secrets however deep in a logged object', () => {
    const { log, output } = capture()
    log.info({
      password: 'p1',
      user: { newPassword: 'p2', currentPassword: 'p3', twoFactor: { secret: 'p4' } },
      link: { token: 'p5' },
      enrolment: { totpURI: 'otpauth://p6', backupCodes: ['p7'] },
    })
    const text = output()
    for (const secret of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']) {
      expect(text).not.toContain(`"${secret}`)
    }
  })

  it('hides a failed query’s parameters, in the error and in its causes', () => {
    const { log, output } = capture()
    const failed = new DrizzleQueryError(
      'select * from staff_sessions where token = $1',
      ['sess-T0KEN', 'line one\nline two'],
      new Error('connection lost'),
    )
    log.error({ err: failed }, 'query failed')
    log.error({ err: new Error('request failed', { cause: failed }) }, 'wrapped')
    const text = output()
    expect(text).not.toContain('sess-T0KEN')
    expect(text).not.toContain('line two')
    expect(text).toContain('where token = $1')
    expect(text).toContain('connection lost')
  })

  it('removes the SMTP_URL and DATABASE_URL passwords from any line, in any form', () => {
    const { log, output } = capture({
      SMTP_URL: 'smtp://mailer:m%40il%22pw@mail.example.com:587',
      DATABASE_URL: 'postgres://freight:db-s3cret@db.example.com/freight',
    })
    log.error('cannot connect to smtp://mailer:m%40il%22pw@mail.example.com:587')
    log.error({ detail: 'password was m@il"pw' }, 'login failed')
    log.warn({ url: 'postgres://freight:db-s3cret@db.example.com/freight' }, 'database down')
    const text = output()
    expect(text).not.toContain('m%40il%22pw')
    expect(text).not.toContain('m@il')
    expect(text).not.toContain('db-s3cret')
    expect(text).toContain('mail.example.com')
  })

  it('hides credential-like query parameters in request URLs', () => {
    expect(redactUrl('/reset?token=abc&next=%2Fstaff')).toBe(
      '/reset?token=[Redacted]&next=%2Fstaff',
    )
    expect(redactUrl('/callback?code=123456&state=x&api_key=k')).toBe(
      '/callback?code=[Redacted]&state=x&api_key=[Redacted]',
    )
    expect(redactUrl('/api/services/?search=air')).toBe('/api/services/?search=air')
    expect(redactUrl('/plain/path')).toBe('/plain/path')
  })
})

describe('log format', () => {
  it('is readable at a terminal, JSON otherwise, unless LOG_FORMAT says', () => {
    expect(wantsPrettyLogs(undefined, { isTTY: true })).toBe(true)
    expect(wantsPrettyLogs(undefined, { isTTY: false })).toBe(false)
    expect(wantsPrettyLogs(undefined, {})).toBe(false)
    expect(wantsPrettyLogs('json', { isTTY: true })).toBe(false)
    expect(wantsPrettyLogs('pretty', { isTTY: false })).toBe(true)
  })

  it('refuses an unknown LOG_FORMAT, naming it', () => {
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: must be json or pretty/)
  })
})
