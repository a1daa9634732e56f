import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreatedResponseSchema,
  errorResponses,
  VisitorLanguageHeadersSchema,
} from '#schemas/api.ts'
import { CV_MAX_BYTES } from '#schemas/job-application.ts'
import {
  acceptJobApplication,
  APPLICATION_MULTIPART,
  uploadFolder,
} from '#server/forms/application-form.ts'
import { clientDetails } from '#server/forms/client-details.ts'

const jobApplicationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tempDir = await uploadFolder(fastify)
  await fastify.register(multipart, APPLICATION_MULTIPART)

  fastify.post(
    '/api/jobs/applications/create',
    {
      config: { rateLimit: fastify.rateLimits.applications.attempts },
      schema: {
        operationId: 'createJobApplication',
        tags: ['Forms'],
        summary: 'Apply for a job position (multipart/form-data)',
        description:
          'Fields: position_id, name, email, phone, cover_letter (optional) and one file field cv ' +
          `(PDF, DOC or DOCX, at most ${CV_MAX_BYTES} bytes). The type is read from the file's content.`,
        consumes: ['multipart/form-data'],
        headers: VisitorLanguageHeadersSchema,
        response: { 200: CreatedResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => ({
      code: 200 as const,
      ...(await acceptJobApplication({
        db: fastify.db,
        log: request.log,
        tempDir,
        parts: request.parts(),
        client: clientDetails(request),
        countSubmission: () => fastify.rateLimits.applications.count(request, reply),
        outbox: fastify.outbox,
        fields: {},
      })),
    }),
  )
}

export default jobApplicationRoutes
