import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope, errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import {
  AccountHomeSchema,
  AccountRequestSchema,
  InvitePersonSchema,
  PersonIdParamsSchema,
  PersonSchema,
  SignInLinkRequestSchema,
  SignInTokenSchema,
} from '#schemas/customer-accounts.ts'
import { fill } from '#domain/messages.ts'
import { accountHome, acceptAccountRequest } from '#server/account/portal.ts'
import { removeColleague } from '#server/account/portal.ts'
import { accountAnswerMessages } from '#server/account/refusals.messages.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { CUSTOMER_SECURITY } from '#server/openapi.ts'

const MessageSchema = z.object({ message: z.string() })
const tags = ['Customer accounts']
const headers = VisitorLanguageHeadersSchema
const signedOut = { accountAccess: 'signed-out' } as const

/**
 * The customer portal's calls (server/account/ does the work). Sign-in is by a link emailed to
 * a person staff or a colleague invited; nobody signs up. Refusals speak the request's language.
 */
const accountRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (fastify, { siteUrl }) => {
  const accounts = fastify.customerAccounts
  const { db } = fastify

  fastify.post(
    '/api/account/sign-in-link',
    {
      config: signedOut,
      schema: {
        operationId: 'requestAccountSignInLink',
        tags,
        summary: 'Email a sign-in link',
        description:
          'The same answer whether or not the address has an account; only a person of a customer company gets an email. Limited per address and per client.',
        headers,
        body: SignInLinkRequestSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => ({
      message: await accounts.requestLink(
        request,
        reply,
        request.body.email,
        visitorLanguage(request),
      ),
    }),
  )

  fastify.post(
    '/api/account/sign-in',
    {
      config: signedOut,
      schema: {
        operationId: 'signInToAccount',
        tags,
        summary: "Sign in with an emailed link's token",
        description: 'Sets the session cookie. A link works once, within 15 minutes.',
        headers,
        body: SignInTokenSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const cookies = await accounts.signIn(request, request.body.token, visitorLanguage(request))
      reply.header('set-cookie', cookies)
      return { message: 'Signed in' }
    },
  )

  fastify.post(
    '/api/account/sign-out',
    {
      schema: {
        operationId: 'signOutOfAccount',
        tags,
        summary: 'Sign out',
        security: CUSTOMER_SECURITY,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', await accounts.signOut(request))
      return { message: 'Signed out' }
    },
  )

  fastify.get(
    '/api/account/me',
    {
      schema: {
        operationId: 'getAccountHome',
        tags,
        summary: 'The signed-in person, their company and colleagues',
        security: CUSTOMER_SECURITY,
        response: { 200: dataEnvelope(AccountHomeSchema), ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ data: await accountHome(db, request.customer) }),
  )

  fastify.post(
    '/api/account/colleagues',
    {
      config: { accountAccess: 'owner' },
      schema: {
        operationId: 'inviteColleague',
        tags,
        summary: 'Invite a colleague into the company (owners)',
        description: 'They get an email with a sign-in link, in the language chosen for them.',
        security: CUSTOMER_SECURITY,
        headers,
        body: InvitePersonSchema,
        response: {
          200: z.object({ message: z.string(), data: PersonSchema }),
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const language = visitorLanguage(request)
      const { customer } = request
      const person = await accounts.invite(
        request,
        reply,
        { companyId: customer.companyId, role: 'member', invitedBy: customer.person.name },
        request.body,
        language,
      )
      return {
        message: fill(accountAnswerMessages[language].invited, { name: person.name }),
        data: person,
      }
    },
  )

  fastify.post(
    '/api/account/colleagues/:id/remove',
    {
      config: { accountAccess: 'owner' },
      schema: {
        operationId: 'removeColleague',
        tags,
        summary: 'Take a colleague out of the company (owners)',
        security: CUSTOMER_SECURITY,
        headers,
        params: PersonIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      message: await removeColleague(
        db,
        request.customer,
        request.params.id,
        visitorLanguage(request),
      ),
    }),
  )

  fastify.post(
    '/api/account/requests',
    {
      config: signedOut,
      schema: {
        operationId: 'requestAccount',
        tags,
        summary: 'Ask for an account for a company',
        description: 'Staff approve it (the sender is invited) or refuse it.',
        headers,
        body: AccountRequestSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => ({
      message: await acceptAccountRequest(fastify, request, reply, request.body, siteUrl),
    }),
  )
}

export default accountRoutes
