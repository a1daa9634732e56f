import type { onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { fill } from '#domain/messages.ts'
import type { Env } from '#schemas/env.ts'
import { loadCustomerAuthSecret } from '#server/account/auth.ts'
import { accountAnswerMessages } from '#server/account/refusals.messages.ts'
import { CustomerAccounts, type CustomerIdentity } from '#server/account/service.ts'
import { isAccountApiPath, rulePath } from '#server/api-path.ts'
import { companyName } from '#server/content/names.ts'
import { ApiError } from '#server/errors.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { trustedOrigins } from '#server/staff/auth.ts'

declare module 'fastify' {
  interface FastifyInstance {
    customerAccounts: CustomerAccounts
  }
  interface FastifyRequest {
    /** Set by the session check of every /api/account/ route not open to the signed-out. */
    customer: CustomerIdentity
  }
  interface FastifyContextConfig {
    /**
     * Who may call a route under /api/account/. Unset: any signed-in customer. 'owner': an
     * owner of their company. 'signed-out': no session needed (sign-in, account requests).
     */
    accountAccess?: 'owner' | 'signed-out'
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The customers' sessions (server/account/), and what all of /api/account/ shares: no-store,
 * noindex, the Origin check on every state-changing call, and the session check, run as soon as
 * the route is known. A staff session is not read here at all, nor a customer's by staff-auth.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const accounts = new CustomerAccounts({
      db: fastify.db,
      env,
      secret: await loadCustomerAuthSecret(fastify.db),
      log: fastify.log,
      outbox: fastify.outbox,
      limits: fastify.limitStore,
      site: await companyName(fastify.db),
    })
    fastify.decorate('customerAccounts', accounts)
    fastify.decorateRequest('customer', null as unknown as CustomerIdentity)

    const origins = new Set(trustedOrigins(env))
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!isAccountApiPath(rulePath(request))) return done()
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      if (SAFE_METHODS.has(request.method)) return done()
      const origin = request.headers.origin
      if (origin && origins.has(origin)) return done()
      const texts = accountAnswerMessages[visitorLanguage(request)]
      const address = `${new URL(env.SITE_URL).origin}/account`
      done(new ApiError(403, fill(texts.wrongOrigin, { address })))
    })

    function requireCustomer(ownersOnly: boolean): onRequestAsyncHookHandler {
      return async function requireCustomerHandler(request, reply) {
        const texts = accountAnswerMessages[visitorLanguage(request)]
        const customer = await accounts.load(request, reply)
        if (!customer) throw new ApiError(401, texts.signInFirst)
        if (ownersOnly && customer.person.companyRole !== 'owner') {
          throw new ApiError(403, texts.ownersOnly)
        }
        request.customer = customer
      }
    }

    fastify.addHook('onRoute', (route) => {
      if (!isAccountApiPath(route.url)) return
      const access = route.config?.accountAccess
      if (access === 'signed-out') return
      const hooks = route.onRequest
      const own = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]
      route.onRequest = [...own, requireCustomer(access === 'owner')]
    })
  },
  { name: 'customer-auth', dependencies: ['db', 'rate-limits', 'notifications', 'content'] },
)
