/**
 * No secret reaches the log, at any level: a server at LOG_LEVEL=trace goes through what
 * production does with secrets (staff set-up, sign-in with password and authenticator code, a
 * password change, a contact message, a quote, an application with a CV, an invitation mailed
 * over an SMTP server that requires the password in SMTP_URL, and on PostgreSQL a DATABASE_URL
 * with a password), then the whole log is searched for each secret and for the CV's bytes.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, localToday } from '#domain/calendar.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson } from './support/http.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import {
  databaseUrlFor,
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { CookieJar, signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import { publishPosition } from './support/positions.ts'

const RUN = randomUUID().slice(0, 8)
/** Characters that URLs and JSON escape, so each form a secret could take is searched. */
const SMTP_PASSWORD = `smtp-Pw"${RUN}/x@y%z`
const DATABASE_PASSWORD = `db-Pw${RUN}:q@r`
const NEW_STAFF_PASSWORD = `Harbour-Crane-Ledger-${RUN}`
const WRONG_STAFF_PASSWORD = `Harbour-Crane-Typo-${RUN}`
/** The CV: a valid PDF whose body is random, so any of its bytes in the log is this CV. */
const CV_MARKER = randomBytes(48).toString('base64url')
const CV = Buffer.concat([
  SAMPLE_PDF.subarray(0, SAMPLE_PDF.indexOf('%%EOF')),
  Buffer.from(`% ${CV_MARKER}\n%%EOF\n`, 'latin1'),
])

interface Secret {
  what: string
  value: string
}

/** The forms a value takes in a log line: as is, URL-encoded, inside a JSON string, base64. */
function formsOf(value: string): string[] {
  return [
    ...new Set([
      value,
      encodeURIComponent(value),
      JSON.stringify(value).slice(1, -1),
      Buffer.from(value).toString('base64'),
    ]),
  ]
}

/** A 6-digit code found as a number of its own, not inside a longer one (a timestamp). */
function containsCode(log: string, code: string): boolean {
  return new RegExp(`(?<![\\d.])${code}(?!\\d)`).test(log)
}

/** The session cookies' values, and the token part before better-auth's signature. */
function cookieSecrets(jar: CookieJar, what: string): Secret[] {
  return [...jar.cookies].flatMap(([name, value]) => {
    const decoded = decodeURIComponent(value)
    const [token = decoded] = decoded.split('.')
    return [
      { what: `${what} cookie ${name}`, value: decoded },
      { what: `${what} cookie ${name} (token)`, value: token },
    ]
  })
}

describe('the log at LOG_LEVEL=trace', () => {
  let smtp: TestSmtp
  let server: RunningServer
  const secrets: Secret[] = [
    { what: 'SMTP password', value: SMTP_PASSWORD },
    { what: 'new staff password', value: NEW_STAFF_PASSWORD },
    { what: 'mistyped staff password', value: WRONG_STAFF_PASSWORD },
    { what: 'CV content', value: CV_MARKER },
  ]
  const codes: string[] = []
  let log = ''

  beforeAll(async () => {
    smtp = await createSmtp({ auth: { user: 'freight-mailer', pass: SMTP_PASSWORD } })
    const dataDir = await newDataDir()
    const databaseUrl = databaseUrlFor(dataDir)
    const env: Record<string, string> = {
      LOG_LEVEL: 'trace',
      SMTP_URL: smtp.url,
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '400',
    }
    if (databaseUrl) {
      // The test cluster trusts local connections, so any password is accepted: what matters
      // is that the server holds one in its configuration.
      const url = new URL(databaseUrl)
      url.password = encodeURIComponent(DATABASE_PASSWORD)
      env.DATABASE_URL = url.toString()
      secrets.push({ what: 'DATABASE_URL password', value: DATABASE_PASSWORD })
    }
    server = await startServer({ dataDir, env })

    const admin: SignedInStaff = await signedInStaff(server, { role: 'admin' })
    secrets.push(
      { what: 'staff password', value: admin.password },
      { what: 'CLI set-up token', value: admin.setupToken },
      { what: 'TOTP secret', value: admin.totp?.secret.base32 ?? 'no TOTP secret' },
      ...cookieSecrets(admin.jar, 'set-up session'),
    )

    // Sign-in with a wrong password, then the right one and the authenticator's code.
    const wrong = await staffFetch(server, '/api/staff/auth/sign-in/email', {
      body: { email: admin.email, password: WRONG_STAFF_PASSWORD },
    })
    expect(wrong.status).toBe(401)
    const jar = new CookieJar()
    const signIn = await staffFetch(server, '/api/staff/auth/sign-in/email', {
      body: { email: admin.email, password: admin.password },
      jar,
    })
    expect(signIn.body).toMatchObject({ twoFactorRedirect: true })
    secrets.push(...cookieSecrets(jar, 'two-factor step'))
    const code = admin.totp?.generate() ?? ''
    codes.push(code)
    const verified = await staffFetch(server, '/api/staff/auth/two-factor/verify-totp', {
      body: { code },
      jar,
    })
    expect(verified.status).toBe(200)
    secrets.push(...cookieSecrets(jar, 'signed-in session'))

    const changed = await staffFetch(server, '/api/staff/auth/change-password', {
      body: {
        currentPassword: admin.password,
        newPassword: NEW_STAFF_PASSWORD,
        revokeOtherSessions: true,
      },
      jar,
    })
    expect(changed.status).toBe(200)
    secrets.push(...cookieSecrets(jar, 'session after the password change'))

    const invitedEmail = `invited-${RUN}@staff.example`
    const invited = await staffFetch(server, '/api/staff/accounts', {
      body: { email: invitedEmail, name: 'Invited Person', role: 'hr' },
      jar,
    })
    expect(invited.status).toBe(200)

    const contact = await postJson(`${server.url}/api/contact/create/`, {
      name: 'Log Tester',
      email: `contact-${RUN}@example.com`,
      phone: '+880 1711-000000',
      message: `Secret-free log check ${RUN}`,
    })
    expect(contact.status).toBe(200)
    const quote = await postJson(`${server.url}/api/quote/create`, {
      service: 'air-freight',
      originCity: 'Dhaka',
      originCountry: 'Bangladesh',
      destinationCity: 'Hamburg',
      destinationCountry: 'Germany',
      incoterm: 'FOB',
      cargoReadyDate: addDays(localToday(), 10),
      commodity: 'Cotton T-shirts',
      packages: [{ count: 2, lengthCm: 60, widthCm: 50, heightCm: 40, weightKg: 8 }],
      dangerousGoods: false,
      temperatureControlled: false,
      stackable: true,
      name: 'Log Tester',
      email: `quote-${RUN}@example.com`,
      phone: '+880 1711 555123',
    })
    expect(quote.status).toBe(200)
    const application = new FormData()
    const fields = {
      position_id: String((await publishPosition(server)).id),
      name: 'Log Tester',
      email: `application-${RUN}@example.com`,
      phone: '01711-000102',
      cover_letter: 'Five years of sea export documentation.',
    }
    for (const [name, value] of Object.entries(fields)) application.append(name, value)
    application.append('cv', new Blob([new Uint8Array(CV)]), 'Log Tester CV.pdf')
    const applied = await getJson(`${server.url}/api/jobs/applications/create`, {
      method: 'POST',
      body: application,
    })
    expect(applied.status).toBe(200)

    // The invitation, the contact and application notifications, the quote's two emails.
    const delivered = await waitUntil(() => smtp.messages.length >= 5, 30_000)
    expect(delivered, smtp.messages.map((mail) => mail.subject).join('\n')).toBe(true)
    const invitation = smtp.messages.find((mail) => mail.to.includes(invitedEmail))
    const invitationToken = /\/staff\/setup#([\w-]+)/.exec(invitation?.text ?? '')?.[1]
    expect(invitationToken).toBeDefined()
    secrets.push({ what: 'invitation set-up token', value: invitationToken ?? '' })
    const attached = smtp.messages.flatMap((mail) => mail.attachments)
    expect(attached.some((file) => file.content.equals(CV))).toBe(true)

    expect(await server.stop()).toBe(0)
    log = server.output()
    // Slow on a busy machine: a server start, the staff tool, a dozen requests, five emails.
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('covered the scenario: requests, sign-in and every email are in it', () => {
    expect(log).toContain('"level":10')
    expect(log).toContain('"msg":"request completed"')
    expect(log).toContain('/api/staff/auth/two-factor/verify-totp')
    expect(log).toContain('/api/staff/auth/change-password')
    expect(log.match(/"msg":"outbox: email sent"/g)?.length).toBeGreaterThanOrEqual(5)
    if (USES_POSTGRES) expect(log).toContain('"database":"postgresql://')
  })

  it('holds no password, token, session cookie, TOTP secret or code, nor the CV', () => {
    const found = secrets.flatMap(({ what, value }) =>
      formsOf(value)
        .filter((form) => log.includes(form))
        .map((form) => `${what}: ${form}`),
    )
    const foundCodes = codes.filter((code) => containsCode(log, code))
    expect(found).toEqual([])
    expect(foundCodes).toEqual([])
    for (const encoding of ['base64', 'hex', 'latin1'] as const) {
      expect(log, `the CV in ${encoding}`).not.toContain(CV.toString(encoding).slice(0, 40))
    }
  })

  it('is all pino JSON: nothing bypasses the redaction by writing to the console', () => {
    const lines = log.trim().split('\n')
    expect(lines.filter((line) => !line.startsWith('{"level":'))).toEqual([])
  })

  it('gives every request line its request id', () => {
    const requestLines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => 'req' in entry || 'res' in entry)
    expect(requestLines.length).toBeGreaterThan(10)
    expect(requestLines.filter((entry) => typeof entry.reqId !== 'string')).toEqual([])
    // better-auth's own line about the mistyped password, under the sign-in's request id.
    const authLines = log.split('\n').filter((line) => line.includes('"component":"auth"'))
    expect(authLines.length).toBeGreaterThan(0)
    expect(authLines.filter((line) => !line.includes('"reqId":"'))).toEqual([])
  })
})

describe('LOG_FORMAT=pretty', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: { LOG_FORMAT: 'pretty' } })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('writes one readable line per event, each request line with its id', async () => {
    const response = await fetch(`${server.url}/api/services/detail/air-freight?token=${RUN}`)
    expect(response.status).toBe(200)
    const id = response.headers.get('x-request-id') ?? 'no request id'
    await expect
      .poll(() => server.output(), { timeout: 5_000 })
      .toContain(`[${id}] request completed: 200 in `)
    const output = server.output()
    expect(output).toMatch(
      new RegExp(
        `^\\[[\\d:.]+\\] INFO.*: \\[${id}\\] incoming request: GET /api/services/detail/air-freight\\?token=\\[Redacted\\]$`,
        'm',
      ),
    )
    expect(output).not.toContain(RUN)
    expect(output.split('\n').filter((line) => line.startsWith('{'))).toEqual([])
  })
})

describe('LOG_FORMAT unset', () => {
  let server: RunningServer
  beforeAll(async () => {
    // What the process's standard output is decides the format: so a process of its own.
    server = await startServer({ process: true })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('writes JSON lines: standard output is not a terminal here', () => {
    const lines = server.output().trim().split('\n')
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
  })
})
