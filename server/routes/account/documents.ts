import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import {
  AccountDocumentKindParamsSchema,
  AccountDocumentParamsSchema,
  ChecklistResponseSchema,
  DOCUMENT_MAX_BYTES,
  DocumentAnswerSchema,
  DraftCorrectionsSchema,
} from '#schemas/portal/shipment-documents.ts'
import { z } from '#schemas/zod.ts'
import { uploadFolder } from '#server/forms/application-form.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { CUSTOMER_SECURITY } from '#server/openapi.ts'
import { DOCUMENT_MULTIPART_LIMITS, sendDocumentFile } from '#server/portal/documents/files.ts'
import {
  checklist,
  customerDraftAnswer,
  customerScope,
  documentFile,
  uploadDocument,
} from '#server/portal/documents/service.ts'

const tags = ['Customer documents']
const headers = VisitorLanguageHeadersSchema
const MB = DOCUMENT_MAX_BYTES / 1024 / 1024

/**
 * A shipment's documents in the customer portal (server/portal/documents/): its checklist,
 * uploads, downloads and the draft B/L's answer. A shipment the person's company may not see is
 * not found (404), whatever it is; refusals speak the request's language.
 */
const accountDocumentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify
  const tempDir = await uploadFolder(fastify)
  await fastify.register(multipart, { preservePath: true, limits: DOCUMENT_MULTIPART_LIMITS })

  /** The shipment of the address, if the person's company may see it (else 404). */
  const scopeOf = (request: FastifyRequest, reference: string) =>
    customerScope(db, request.customer, reference, visitorLanguage(request))

  fastify.get(
    '/api/account/shipments/:reference/documents',
    {
      schema: {
        operationId: 'getShipmentDocuments',
        tags,
        summary: "A shipment's document checklist",
        description:
          'Each document its direction, mode and goods call for, with who provides it, its due date (Dhaka) and its state; overdue when still awaited after the due date.',
        security: CUSTOMER_SECURITY,
        headers,
        params: AccountDocumentParamsSchema,
        response: { 200: ChecklistResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.reference)
      return { data: await checklist(db, scope) }
    },
  )

  fastify.post(
    '/api/account/shipments/:reference/documents/:kind/file',
    {
      schema: {
        operationId: 'uploadShipmentDocument',
        tags,
        summary: 'Upload a document (multipart/form-data, one file field named file)',
        description:
          `A PDF or a picture (JPEG, PNG, WebP), at most ${MB} MB, its type read from its content. ` +
          'Pictures are stored re-encoded without their metadata. Owners and companies the ' +
          "shipment was shared with to upload may send the shipper's, buyer's and agent's documents; " +
          'a new file replaces the earlier one.',
        consumes: ['multipart/form-data'],
        security: CUSTOMER_SECURITY,
        headers,
        params: AccountDocumentKindParamsSchema,
        response: {
          200: DocumentAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.reference)
      const { message } = await uploadDocument(db, scope, {
        parts: request.parts(),
        tempDir,
        kind: request.params.kind,
      })
      return { message, data: await checklist(db, scope) }
    },
  )

  fastify.get(
    '/api/account/shipments/:reference/documents/:kind/file',
    {
      schema: {
        operationId: 'downloadShipmentDocument',
        tags,
        summary: "Download a document's file",
        description:
          'Always as an attachment, with X-Content-Type-Options: nosniff and a sandboxing Content-Security-Policy.',
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
        security: CUSTOMER_SECURITY,
        headers,
        params: AccountDocumentKindParamsSchema,
        response: {
          200: z.any().describe('The file, as stored'),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request, request.params.reference)
      return sendDocumentFile(reply, db, await documentFile(db, scope, request.params.kind))
    },
  )

  fastify.post(
    '/api/account/shipments/:reference/documents/draft-bl/approve',
    {
      schema: {
        operationId: 'approveDraftBillOfLading',
        tags,
        summary: 'Approve the draft bill of lading',
        description: 'Staff may then issue the final bill of lading.',
        security: CUSTOMER_SECURITY,
        headers,
        params: AccountDocumentParamsSchema,
        response: { 200: DocumentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.reference)
      const message = await customerDraftAnswer(db, scope, { approve: true })
      return { message, data: await checklist(db, scope) }
    },
  )

  fastify.post(
    '/api/account/shipments/:reference/documents/draft-bl/corrections',
    {
      schema: {
        operationId: 'correctDraftBillOfLading',
        tags,
        summary: 'Send the draft bill of lading back with corrections',
        description: 'The corrections are kept and shown to staff, who send a new draft.',
        security: CUSTOMER_SECURITY,
        headers,
        params: AccountDocumentParamsSchema,
        body: DraftCorrectionsSchema,
        response: { 200: DocumentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.reference)
      const message = await customerDraftAnswer(db, scope, {
        corrections: request.body.corrections,
      })
      return { message, data: await checklist(db, scope) }
    },
  )
}

export default accountDocumentRoutes
