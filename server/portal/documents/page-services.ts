/**
 * The portal page's document services (domain/page-host.ts PageDocuments): what the
 * /api/account/shipments/{reference}/documents routes do, for the signed-in customer of the
 * page's request, counted against the same API budget, refused in the page's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Language } from '#domain/languages.ts'
import type { PageDocuments } from '#domain/page-host.ts'
import { accountAnswerMessages } from '#server/account/refusals.messages.ts'
import { ApiError } from '#server/errors.ts'
import { outcomeOf } from '#server/pages/page-services.ts'
import { DOCUMENT_MULTIPART_LIMITS } from './files.ts'
import { checklist, customerDraftAnswer, customerScope, uploadDocument } from './service.ts'

export function documentPageServices(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  uploadDir: string,
): PageDocuments {
  const { db, rateLimits } = fastify

  /** The shipment of the address for the signed-in customer; 401 without a session. */
  async function scope(reference: string, language: Language) {
    await rateLimits.countPageCall(request, rateLimits.apiBudget, language)
    const customer = await fastify.customerAccounts.load(request, reply)
    if (!customer) throw new ApiError(401, accountAnswerMessages[language].signInFirst)
    return customerScope(db, customer, reference, language)
  }

  return {
    checklist: (reference, language) =>
      outcomeOf(request, async () => checklist(db, await scope(reference, language))),
    async upload(reference, language) {
      const outcome = await outcomeOf(request, async () => {
        const found = await scope(reference, language)
        const parts = request.parts({ limits: DOCUMENT_MULTIPART_LIMITS })
        return (await uploadDocument(db, found, { parts, tempDir: uploadDir })).message
      })
      // A refusal may come before the whole body was read: the rest is let go, so that the
      // page's answer is read by the browser.
      request.raw.resume()
      return outcome
    },
    approveDraft: (reference, language) =>
      outcomeOf(request, async () =>
        customerDraftAnswer(db, await scope(reference, language), { approve: true }),
      ),
    correctDraft: (reference, corrections, language) =>
      outcomeOf(request, async () =>
        customerDraftAnswer(db, await scope(reference, language), { corrections }),
      ),
  }
}
