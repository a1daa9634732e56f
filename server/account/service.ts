/**
 * The customer portal's accounts, for its JSON routes (/api/account/, /api/staff/customers…)
 * and its pages alike: sign-in by emailed link, the signed-in person, invitations, requests.
 * The customers' better-auth is its own instance (server/account/auth.ts), with its own tables
 * and cookie: a staff session means nothing here, and a customer's nothing to the workspace.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import type { Env } from '#schemas/env.ts'
import type { CompanyRole, InvitePerson, Person } from '#schemas/customer-accounts.ts'
import type { Database } from '#server/db/client.ts'
import { ApiError } from '#server/errors.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'
import type { OutboxDoor } from '#server/notifications/worker.ts'
import { tooManyRequests } from '#server/plugins/rate-limits.ts'
import type { SharedLimitStore } from '#server/shared-limits.ts'
import {
  ACCOUNT_AUTH_BASE_PATH,
  createCustomerAuth,
  type CustomerAuth,
  type LinkPurpose,
} from './auth.ts'
import { invitationEmail, signInEmail } from './emails.ts'
import { AddressTakenError, addPerson, findPerson, findPersonByEmail, personOf } from './people.ts'
import { accountAnswerMessages } from './refusals.messages.ts'

/** What one of better-auth's endpoints answered, called in process. */
export interface AuthAnswer {
  status: number
  /** Its JSON, or null. */
  body: unknown
  cookies: string[]
}

/** The signed-in customer, as routes see it in request.customer. */
export interface CustomerIdentity {
  person: Person
  companyId: number
}

export interface CustomerAccountsOptions {
  db: Database
  env: Env
  secret: string
  log: FastifyBaseLogger
  outbox: OutboxDoor
  limits: SharedLimitStore
  /** The company's published name, which invitations name as the site. */
  site: string
}

/** The counters of the link limits, in the shared rate-limit table. */
const LINKS_PER_ADDRESS = 'account-links-address'
const LINKS_PER_IP = 'account-links-ip'

export class CustomerAccounts {
  readonly auth: CustomerAuth
  readonly #options: CustomerAccountsOptions

  constructor(options: CustomerAccountsOptions) {
    this.#options = options
    this.auth = createCustomerAuth(
      options.db,
      options.env,
      options.secret,
      options.log,
      (...a) => this.#queueLink(...a),
      options.site,
    )
  }

  /** Queues the email of a link better-auth made; an address nobody has gets nothing. */
  async #queueLink(email: string, token: string, why: LinkPurpose): Promise<void> {
    const { db, env, outbox, site, log } = this.#options
    const person = await findPersonByEmail(db, email)
    if (!person) {
      log.info('sign-in link asked for an address without an account: nothing sent')
      return
    }
    const input = { ...person, token, siteUrl: env.SITE_URL }
    const draft =
      why.purpose === 'invitation'
        ? invitationEmail({ ...input, inviter: why.invitedBy ?? site, site })
        : signInEmail(input)
    await enqueueEmail(db, draft)
    outbox.wake()
  }

  /**
   * Counts a link to `email` asked for by this client, in the database (every server counts the
   * same): past the address's or the client's allowance, a 429 in `language`.
   */
  async #countLink(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    language: Language,
  ) {
    const { env, limits } = this.#options
    const window = env.ACCOUNT_LINK_WINDOW_SECONDS * 1000
    const checks = [
      [LINKS_PER_IP, request.ip, env.ACCOUNT_LINKS_PER_IP],
      [LINKS_PER_ADDRESS, email.toLowerCase(), env.ACCOUNT_LINKS_PER_ADDRESS],
    ] as const
    for (const [bucket, key, max] of checks) {
      const { count, ttlMs } = await limits.hit(bucket, key, window)
      if (count > max) throw this.#refused(reply, ttlMs, language)
    }
  }

  /**
   * A request for an account, or a sign-in with a passkey, counts against its client's allowance
   * of link requests: each costs the database what a link does, and nobody needs many.
   */
  async countClientAttempt(request: FastifyRequest, reply: FastifyReply, language: Language) {
    const { env, limits } = this.#options
    const window = env.ACCOUNT_LINK_WINDOW_SECONDS * 1000
    const { count, ttlMs } = await limits.hit(LINKS_PER_IP, request.ip, window)
    if (count > env.ACCOUNT_LINKS_PER_IP) throw this.#refused(reply, ttlMs, language)
  }

  #refused(reply: FastifyReply, ttlMs: number, language: Language) {
    const wait = Math.max(1, Math.ceil(ttlMs / 1000))
    reply.header('retry-after', String(wait))
    return tooManyRequests(wait, language)
  }

  /** Has better-auth make a link for `email`, which #queueLink emails if the address is known. */
  async #makeLink(request: FastifyRequest, email: string, why: LinkPurpose) {
    await this.auth.api.signInMagicLink({
      body: { email, metadata: { ...why } },
      headers: fromNodeHeaders(request.headers),
    })
  }

  /**
   * A sign-in link to `email`, if it is a person's: the same answer whether it is or not, and
   * counted alike, so that nobody learns which addresses have an account.
   */
  async requestLink(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    language: Language,
  ): Promise<string> {
    await this.#countLink(request, reply, email, language)
    await this.#makeLink(request, email, { purpose: 'sign-in' })
    return fill(accountAnswerMessages[language].linkSent, { email })
  }

  /**
   * Calls one of better-auth's endpoints in process, as a browser would over HTTP: the request's
   * cookies and origin go with it; the answer's status, JSON and cookies come back.
   */
  async callAuth(
    request: FastifyRequest,
    method: 'GET' | 'POST',
    endpoint: string,
    input: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<AuthAnswer> {
    const url = new URL(
      `${ACCOUNT_AUTH_BASE_PATH}${endpoint}`,
      new URL(this.#options.env.SITE_URL).origin,
    )
    for (const [name, value] of Object.entries(input.query ?? {})) {
      url.searchParams.set(name, value)
    }
    const headers = fromNodeHeaders(request.headers)
    headers.delete('content-length')
    if (method === 'POST') headers.set('content-type', 'application/json')
    else headers.delete('content-type')
    const response = await this.auth.handler(
      new Request(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
      }),
    )
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    return { status: response.status, body, cookies: response.headers.getSetCookie() }
  }

  /**
   * Signs in with an emailed link's token: the session cookie to set, or a 400 in `language`
   * when the link is unknown, used, or older than 15 minutes.
   */
  async signIn(request: FastifyRequest, token: string, language: Language): Promise<string[]> {
    const answer = await this.callAuth(request, 'GET', '/magic-link/verify', { query: { token } })
    // A refused token is better-auth's redirect with ?error=; a good one its JSON and cookie.
    if (answer.status !== 200) {
      throw new ApiError(400, accountAnswerMessages[language].linkInvalid)
    }
    return answer.cookies
  }

  /** Ends this request's session: the cookies that clear it. */
  async signOut(request: FastifyRequest): Promise<string[]> {
    const result = await this.auth.api.signOut({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    })
    return result.headers.getSetCookie()
  }

  /** The signed-in customer, or null; a session cookie due for renewal is renewed on `reply`. */
  async load(request: FastifyRequest, reply: FastifyReply): Promise<CustomerIdentity | null> {
    const result = await this.auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    })
    const cookies = result.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    const userId = result.response?.user.id
    if (!userId) return null
    const row = await findPerson(this.#options.db, userId)
    return row ? { person: personOf(row), companyId: row.companyId } : null
  }

  /**
   * Adds a person to `companyId` and emails them an invitation with a sign-in link, counted
   * against their address's link allowance. A 409 when the address already has an account.
   */
  async invite(
    request: FastifyRequest,
    reply: FastifyReply,
    target: { companyId: number; role: CompanyRole; invitedBy: string },
    person: InvitePerson,
    language: Language,
  ): Promise<Person> {
    await this.#countLink(request, reply, person.email, language)
    let added: Person
    try {
      added = await addPerson(this.#options.db, target.companyId, person, target.role)
    } catch (error) {
      if (!(error instanceof AddressTakenError)) throw error
      const message = accountAnswerMessages[language].alreadyHasAccount
      throw new ApiError(409, message, { email: message })
    }
    await this.sendInvitation(request, added.email, target.invitedBy)
    return added
  }

  /**
   * The invitation of a person already added, sent again (the first went astray, expired, or was
   * never queued because the server stopped in between): counted against their address's link
   * allowance, as every link is.
   */
  async resendInvitation(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    invitedBy: string,
    language: Language,
  ): Promise<void> {
    await this.#countLink(request, reply, email, language)
    await this.sendInvitation(request, email, invitedBy)
  }

  /** The invitation email of a person already added (a company's owner, made with it). */
  async sendInvitation(request: FastifyRequest, email: string, invitedBy: string): Promise<void> {
    await this.#makeLink(request, email, { purpose: 'invitation', invitedBy })
  }
}
