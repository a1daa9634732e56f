import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataEnvelope, errorResponses } from '#schemas/api.ts'
import {
  ChecklistResponseSchema,
  CompanyDocumentSchema,
  DOCUMENT_MAX_BYTES,
  DocumentAnswerSchema,
  RefuseDocumentSchema,
  StaffDocumentKindParamsSchema,
  StaffDocumentParamsSchema,
} from '#schemas/portal/shipment-documents.ts'
import { z } from '#schemas/zod.ts'
import { uploadFolder } from '#server/forms/application-form.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { companyDocuments } from '#server/portal/documents/company.ts'
import { DOCUMENT_MULTIPART_LIMITS, sendDocumentFile } from '#server/portal/documents/files.ts'
import {
  checklist,
  documentFile,
  staffDecision,
  staffScope,
  uploadDocument,
} from '#server/portal/documents/service.ts'
import type { StaffDecision } from '#server/portal/documents/changes.ts'

const tags = ['Staff shipment documents']
const config = { staffAccess: ['sales'] } as const
const MB = DOCUMENT_MAX_BYTES / 1024 / 1024

/**
 * A shipment's document checklist in the workspace (server/portal/documents/): staff upload
 * their papers (the draft and final B/L among them), accept or refuse what customers sent, and
 * set aside what a shipment does not need. Every change is a shipment event. A customer company's
 * screen lists its documents that wait for someone.
 */
const staffDocumentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify
  const tempDir = await uploadFolder(fastify)
  await fastify.register(multipart, { preservePath: true, limits: DOCUMENT_MULTIPART_LIMITS })

  const scopeOf = (request: FastifyRequest, id: number) => staffScope(db, request.staff.id, id)

  fastify.get(
    '/api/staff/shipments/:id/documents',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getStaffShipmentDocuments',
        tags,
        summary: "A shipment's document checklist",
        description:
          'Each document its direction, mode and goods call for, with its due date (Dhaka), state, the reason of a refusal and the corrections a customer wrote on a draft B/L.',
        params: StaffDocumentParamsSchema,
        response: { 200: ChecklistResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await checklist(db, await scopeOf(request, request.params.id)) }),
  )

  fastify.get(
    '/api/staff/customers/:id/documents',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listCustomerDocuments',
        tags: ['Staff customers'],
        summary: "A customer company's documents that wait for someone",
        description:
          'Of the newest 200 shipments the company owns: each document still requested, refused, overdue, or uploaded and awaiting review; overdue first, then by due date.',
        params: StaffDocumentParamsSchema,
        response: {
          200: dataEnvelope(z.array(CompanyDocumentSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => ({ data: await companyDocuments(db, request.params.id) }),
  )

  fastify.post(
    '/api/staff/shipments/:id/documents/:kind/file',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'uploadStaffShipmentDocument',
        tags,
        summary: 'Upload a document (multipart/form-data, one file field named file)',
        description:
          `A PDF or a picture (JPEG, PNG, WebP), at most ${MB} MB, its type read from its content; ` +
          'pictures are stored without their metadata. A draft B/L goes to the customer to ' +
          'approve; the final B/L only once they have approved the draft (409 before).',
        consumes: ['multipart/form-data'],
        params: StaffDocumentKindParamsSchema,
        response: {
          200: DocumentAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.id)
      const { message } = await uploadDocument(db, scope, {
        parts: request.parts(),
        tempDir,
        kind: request.params.kind,
      })
      return { message, data: await checklist(db, scope) }
    },
  )

  fastify.get(
    '/api/staff/shipments/:id/documents/:kind/file',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'downloadStaffShipmentDocument',
        tags,
        summary: "Download a document's file",
        description: 'Always as an attachment, with X-Content-Type-Options: nosniff.',
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
        params: StaffDocumentKindParamsSchema,
        response: {
          200: z.any().describe('The file, as stored'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request, request.params.id)
      return sendDocumentFile(reply, db, await documentFile(db, scope, request.params.kind))
    },
  )

  const decisions: {
    path: string
    operationId: string
    summary: string
    decision: StaffDecision
  }[] = [
    {
      path: 'accept',
      operationId: 'acceptShipmentDocument',
      summary: 'Accept the uploaded file (409 when none waits for a decision)',
      decision: { kind: 'accept' },
    },
    {
      path: 'not-needed',
      operationId: 'setShipmentDocumentAside',
      summary: 'Mark the document as not needed for this shipment',
      decision: { kind: 'not-needed' },
    },
    {
      path: 'request',
      operationId: 'requestShipmentDocumentAgain',
      summary: 'Ask for the document again (after "not needed")',
      decision: { kind: 'request' },
    },
  ]
  for (const { path, operationId, summary, decision } of decisions) {
    fastify.post(
      `/api/staff/shipments/:id/documents/:kind/${path}`,
      {
        config,
        schema: {
          security: STAFF_SECURITY,
          operationId,
          tags,
          summary,
          params: StaffDocumentKindParamsSchema,
          response: { 200: DocumentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.params.id)
        const message = await staffDecision(db, scope, request.params.kind, decision)
        return { message, data: await checklist(db, scope) }
      },
    )
  }

  fastify.post(
    '/api/staff/shipments/:id/documents/:kind/refuse',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'refuseShipmentDocument',
        tags,
        summary: 'Refuse the uploaded file, with the reason the customer reads',
        description: 'The document is awaited again (and overdue after its due date).',
        params: StaffDocumentKindParamsSchema,
        body: RefuseDocumentSchema,
        response: { 200: DocumentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.id)
      const message = await staffDecision(db, scope, request.params.kind, {
        kind: 'refuse',
        reason: request.body.reason,
      })
      return { message, data: await checklist(db, scope) }
    },
  )
}

export default staffDocumentRoutes
