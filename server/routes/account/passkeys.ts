import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope, errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import {
  AddPasskeySchema,
  PasskeyIdParamsSchema,
  PasskeyOptionsSchema,
  PasskeyRegistrationQuerySchema,
  PasskeySchema,
  PasskeySignInSchema,
} from '#schemas/customer-passkeys.ts'
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
} from '#server/account/passkeys.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { CUSTOMER_SECURITY } from '#server/openapi.ts'

const MessageSchema = z.object({ message: z.string() })
const tags = ['Customer accounts']
const headers = VisitorLanguageHeadersSchema
const ceremony =
  'The answer sets a short-lived cookie holding the challenge; send it back with the next call.'

/**
 * A customer's passkeys, the other way to sign in (server/account/passkeys.ts does the work):
 * the WebAuthn ceremonies in two calls each, the list and the removal.
 */
const passkeyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const accounts = fastify.customerAccounts
  const { db } = fastify

  fastify.get(
    '/api/account/passkeys',
    {
      schema: {
        operationId: 'listAccountPasskeys',
        tags,
        summary: "The signed-in person's passkeys",
        security: CUSTOMER_SECURITY,
        response: { 200: dataEnvelope(z.array(PasskeySchema)), ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ data: await listPasskeys(db, request.customer.person.id) }),
  )

  fastify.get(
    '/api/account/passkeys/registration-options',
    {
      schema: {
        operationId: 'startAccountPasskeyRegistration',
        tags,
        summary: 'Start making a passkey',
        description: `WebAuthn creation options for the browser. A session more than a day old is refused (403): sign in again by link first. ${ceremony}`,
        security: CUSTOMER_SECURITY,
        headers,
        querystring: PasskeyRegistrationQuerySchema,
        response: { 200: PasskeyOptionsSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const start = await passkeyRegistrationOptions(
        accounts,
        request,
        request.query.name,
        visitorLanguage(request),
      )
      reply.header('set-cookie', start.cookies)
      return start.options as z.infer<typeof PasskeyOptionsSchema>
    },
  )

  fastify.post(
    '/api/account/passkeys',
    {
      schema: {
        operationId: 'addAccountPasskey',
        tags,
        summary: 'Keep the passkey the browser made',
        security: CUSTOMER_SECURITY,
        headers,
        body: AddPasskeySchema,
        response: {
          200: z.object({ message: z.string(), data: PasskeySchema }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { passkey, message } = await addPasskey(
        accounts,
        request,
        request.body,
        visitorLanguage(request),
      )
      return { message, data: passkey }
    },
  )

  fastify.post(
    '/api/account/passkeys/:id/remove',
    {
      schema: {
        operationId: 'removeAccountPasskey',
        tags,
        summary: 'Remove one of your passkeys',
        security: CUSTOMER_SECURITY,
        headers,
        params: PasskeyIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      message: await removePasskey(
        db,
        request.customer,
        request.params.id,
        visitorLanguage(request),
      ),
    }),
  )

  fastify.get(
    '/api/account/passkey-sign-in/options',
    {
      config: { accountAccess: 'signed-out' },
      schema: {
        operationId: 'startAccountPasskeySignIn',
        tags,
        summary: 'Start signing in with a passkey',
        description: `WebAuthn request options for the browser. ${ceremony}`,
        headers,
        response: { 200: PasskeyOptionsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const start = await passkeySignInOptions(accounts, request, visitorLanguage(request))
      reply.header('set-cookie', start.cookies)
      return start.options as z.infer<typeof PasskeyOptionsSchema>
    },
  )

  fastify.post(
    '/api/account/passkey-sign-in',
    {
      config: { accountAccess: 'signed-out' },
      schema: {
        operationId: 'signInToAccountWithPasskey',
        tags,
        summary: 'Sign in with a passkey',
        description:
          'Sets the session cookie. Counted against the client allowance of sign-in link requests.',
        headers,
        body: PasskeySignInSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const cookies = await signInWithPasskey(
        accounts,
        request,
        reply,
        request.body.response,
        visitorLanguage(request),
      )
      reply.header('set-cookie', cookies)
      return { message: 'Signed in' }
    },
  )
}

export default passkeyRoutes
