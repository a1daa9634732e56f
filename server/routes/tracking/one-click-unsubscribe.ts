import Busboy, { type BusboyHeaders } from '@fastify/busboy'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { languageOfPath, localizedPath, LANGUAGES } from '#domain/languages.ts'
import { errorResponses } from '#schemas/api.ts'
import { z } from '#schemas/zod.ts'
import {
  MessageResponseSchema,
  OneClickUnsubscribeParamsSchema,
  OneClickUnsubscribeRequestSchema,
} from '#schemas/tracking-api.ts'
import { ApiError } from '#server/errors.ts'
import { trackApiMessages } from '#server/tracking/track-api.messages.ts'
import { referenceOfUnsubscribeToken, unsubscribe } from '#server/tracking/subscriptions.ts'

/** A mail program posts one short field; anything larger is not a one-click request. */
const BODY_LIMIT = 1024

/** newToken (server/tracking/shipments.ts): 32 random bytes, base64url. */
const TOKEN = /^[\w-]{43}$/

/**
 * The List-Unsubscribe address of the tracking emails (RFC 8058): a mail program's own
 * "Unsubscribe" posts `List-Unsubscribe=One-Click` here and the subscription ends on that one
 * request, with no page, script or cookie. Outside /api because it is the address the emails
 * name; in each language, whose answers it speaks. No per-address limit: the posts come from a
 * few mail providers' servers on behalf of many people, and a 256-bit token cannot be guessed.
 */
const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify

  // RFC 8058 asks for multipart/form-data and allows form-urlencoded; this scope alone reads them.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  fastify.addContentTypeParser(
    'multipart/form-data',
    { bodyLimit: BODY_LIMIT },
    (request, payload, done) => {
      const fields: Record<string, string> = {}
      let parser: InstanceType<typeof Busboy>
      try {
        parser = new Busboy({
          headers: request.headers as BusboyHeaders,
          limits: { fields: 5, fieldSize: 100, files: 0 },
        })
      } catch (error) {
        done(error as Error, undefined)
        return
      }
      parser.on('field', (name: string, value: string) => {
        fields[name] ??= value
      })
      parser.on('finish', () => done(null, fields))
      parser.on('error', (error: Error) => done(error, undefined))
      payload.pipe(parser)
    },
  )

  for (const language of LANGUAGES) {
    const url = localizedPath('/track/unsubscribe/:token', language)
    // A mail program without one-click opens the address in a browser: the shipment's page with
    // its Unsubscribe button, as the link in the email's text does (opening it changes nothing).
    // A page's address, not an API operation: it names none, so it is not in the OpenAPI
    // document (openapi.ts); docs/api.md describes it.
    fastify.get(
      url,
      {
        schema: {
          params: OneClickUnsubscribeParamsSchema,
          response: { 303: z.null(), 404: z.string() },
        },
      },
      async (request, reply) => {
        const { token } = request.params
        const reference = TOKEN.test(token)
          ? await referenceOfUnsubscribeToken(db, token)
          : undefined
        if (reference === undefined) {
          if (!fastify.sendNotFoundPage) throw new ApiError(404, 'Not found')
          return fastify.sendNotFoundPage(request, reply)
        }
        const page = `/track/${encodeURIComponent(reference)}?unsubscribe=${token}`
        return reply.redirect(localizedPath(page, language), 303)
      },
    )
    fastify.post(
      url,
      {
        schema: {
          operationId: language === 'en' ? 'oneClickUnsubscribe' : 'oneClickUnsubscribeBangla',
          tags: ['Tracking'],
          summary:
            language === 'en'
              ? 'One-click unsubscribe: the List-Unsubscribe address of the tracking emails'
              : 'The same, answered in Bangla (the address of a subscription made in Bangla)',
          description:
            'RFC 8058: the body is `List-Unsubscribe=One-Click`, as multipart/form-data or ' +
            'application/x-www-form-urlencoded. Ends the subscription the token names. An ' +
            'unknown, malformed or already used token answers 404 and changes nothing.',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
          params: OneClickUnsubscribeParamsSchema,
          body: OneClickUnsubscribeRequestSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 413, 415) },
        },
      },
      async (request) => {
        // The route's own language, never the address as sent (docs/api.md, one spelling).
        const texts = trackApiMessages[languageOfPath(request.routeOptions.url ?? url)]
        if (request.body['List-Unsubscribe'] !== 'One-Click') {
          throw new ApiError(400, texts.notOneClick)
        }
        const { token } = request.params
        if (!TOKEN.test(token) || !(await unsubscribe(db, token))) {
          throw new ApiError(404, texts.unsubscribeLinkInvalid)
        }
        request.log.info('tracking subscription ended by one-click unsubscribe')
        return { code: 200 as const, message: texts.unsubscribed }
      },
    )
  }
}

export default oneClickUnsubscribeRoutes
