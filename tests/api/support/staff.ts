import { randomUUID } from 'node:crypto'
import { URI, type TOTP } from 'otpauth'
import type { BrowserContext } from 'playwright-core'
import type { StaffRole } from '../../../schemas/staff.ts'
import { runScript, type CliResult } from './scripts.ts'
import { childEnv, type RunningServer } from './server.ts'

/**
 * The Origin of SITE_URL for a test server started without its own (vitest sets SITE_URL for
 * the suite): state-changing staff calls must come from it.
 */
export const DEFAULT_SITE_ORIGIN = new URL(childEnv('').SITE_URL ?? 'http://localhost:3000').origin

/** Long and not in the common-password list. */
export const STAFF_TEST_PASSWORD = 'Tidal-Lantern-Quorum-47'

/**
 * Runs `npm run staff -- …args` for the server's data (its socket, or PostgreSQL directly). A call
 * still running after a minute is killed and throws, naming the call and what it printed, so a
 * hang says where it is instead of timing the whole test out.
 */
export function runStaffCli(
  dataDir: string,
  args: string[],
  options: { stdin?: string; env?: Record<string, string>; umask?: number } = {},
): Promise<CliResult> {
  return runScript('scripts/staff.ts', dataDir, args, options)
}

/** The token of the set-up link the tool printed. */
export function setupTokenFrom(output: string): string {
  const match = /\/staff\/setup#([\w-]+)/.exec(output)
  if (!match?.[1]) throw new Error(`no set-up link in:\n${output}`)
  return match[1]
}

/** A cookie jar for one client: Set-Cookie answers in, a Cookie header out. */
export class CookieJar {
  readonly cookies = new Map<string, string>()

  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';', 1)
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = /max-age=0(?:;|$)/i.test(line) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export interface StaffCall {
  status: number
  headers: Headers
  body: Record<string, unknown> | null
}

/** A call as the workspace makes it: same Origin as SITE_URL, the session cookie, JSON. */
export async function staffFetch(
  server: { url: string },
  path: string,
  options: {
    method?: string
    body?: unknown
    jar?: CookieJar
    cookie?: string
    origin?: string | null
    headers?: Record<string, string>
  } = {},
): Promise<StaffCall> {
  const headers: Record<string, string> = { ...options.headers }
  const cookie = options.cookie ?? options.jar?.header()
  if (cookie) headers.cookie = cookie
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  if (options.origin !== null && method !== 'GET') {
    headers.origin = options.origin ?? DEFAULT_SITE_ORIGIN
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  options.jar?.take(response.headers)
  const text = await response.text()
  let body: Record<string, unknown> | null = null
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null
  } catch {
    body = { text }
  }
  return { status: response.status, headers: response.headers, body }
}

/** The TOTP generator for a secret from an otpauth:// URI. */
export function totpFrom(uri: string): TOTP {
  return URI.parse(uri) as TOTP
}

export interface SignedInStaff {
  id: string
  email: string
  name: string
  password: string
  role: StaffRole
  /** The Cookie header of the signed-in session. */
  cookie: string
  jar: CookieJar
  /** Admins enrol an authenticator; its generator, to compute codes. */
  totp: TOTP | null
  /** The token of the set-up link the account was made with (used up). */
  setupToken: string
}

/**
 * Makes an account through the command-line tool (a set-up link, as an admin's invitation
 * does), follows the link to choose a password, and for an admin enrols an authenticator app,
 * as a person would in the browser. Resolves with the signed-in session.
 */
export async function signedInStaff(
  server: Pick<RunningServer, 'url' | 'dataDir'>,
  options: {
    role: StaffRole
    email?: string
    name?: string
    origin?: string
    /** For the command-line tool, e.g. the DATABASE_URL of servers started with their own. */
    cliEnv?: Record<string, string>
  },
): Promise<SignedInStaff> {
  const email = options.email ?? `${options.role}-${randomUUID().slice(0, 8)}@staff.example`
  const name = options.name ?? `Test ${options.role}`
  const added = await runStaffCli(
    server.dataDir,
    ['add', '--email', email, '--name', name, '--role', options.role, '--link'],
    { env: options.cliEnv },
  )
  if (added.code !== 0) throw new Error(`staff add failed:\n${added.stdout}\n${added.stderr}`)
  const token = setupTokenFrom(added.stdout)
  const jar = new CookieJar()
  const password = STAFF_TEST_PASSWORD
  const origin = options.origin
  const setup = await staffFetch(server, '/api/staff/setup', {
    body: { token, password },
    jar,
    origin,
  })
  if (setup.status !== 200) throw new Error(`set-up failed: ${JSON.stringify(setup.body)}`)

  let totp: TOTP | null = null
  if (options.role === 'admin') {
    const enabled = await staffFetch(server, '/api/staff/auth/two-factor/enable', {
      body: { password },
      jar,
      origin,
    })
    if (enabled.status !== 200)
      throw new Error(`2FA enable failed: ${JSON.stringify(enabled.body)}`)
    totp = totpFrom(String(enabled.body?.totpURI))
    const verified = await staffFetch(server, '/api/staff/auth/two-factor/verify-totp', {
      body: { code: totp.generate() },
      jar,
      origin,
    })
    if (verified.status !== 200) {
      throw new Error(`2FA verify failed: ${JSON.stringify(verified.body)}`)
    }
  }
  const me = await staffFetch(server, '/api/staff/me', { jar })
  if (me.status !== 200) throw new Error(`not signed in after set-up: ${JSON.stringify(me.body)}`)
  return {
    id: String(me.body?.id),
    email,
    name,
    password,
    role: options.role,
    cookie: jar.header(),
    jar,
    totp,
    setupToken: token,
  }
}

/** Puts a signed-in session's cookies into a Chromium context, for the server at `url`. */
export async function signInContext(
  context: BrowserContext,
  url: string,
  staff: Pick<SignedInStaff, 'jar'>,
): Promise<void> {
  await context.addCookies(
    [...staff.jar.cookies].map(([name, value]) => ({
      name,
      value,
      url,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  )
}
