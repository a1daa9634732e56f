import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreatedResponseSchema,
  errorResponses,
  VisitorLanguageHeadersSchema,
} from '#schemas/api.ts'
import {
  COVER_LETTER_MAX,
  CV_MAX_BYTES,
  JobApplicationFieldsSchema,
} from '#schemas/job-application.ts'
import { HONEYPOT_FIELD } from '#schemas/honeypot.ts'
import { applicationTarget } from '#server/careers/positions.ts'
import { receiveFile, sanitizeFileName, type ReceivedFile } from '#server/cv-files.ts'
import { ApiError, fieldErrors } from '#server/errors.ts'
import { formAnswerMessages } from '#server/forms/answers.messages.ts'
import { visitorFieldMessage, visitorLanguage } from '#server/forms/visitor-language.ts'
import { storeJobApplication } from '#server/forms/applications.ts'
import { clientDetails } from '#server/forms/client-details.ts'

const FIELD_NAMES = [
  'position_id',
  'name',
  'email',
  'phone',
  'cover_letter',
  HONEYPOT_FIELD,
] as const

/** A cover letter of COVER_LETTER_MAX characters, each up to 4 bytes of UTF-8, must fit. */
const FIELD_SIZE_MAX = COVER_LETTER_MAX * 4 + 1024

interface Upload {
  file: ReceivedFile
  originalName: string
}

const jobApplicationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // This process's own folder for uploads in progress: servers sharing a machine or a DATA_DIR
  // never touch each other's, and it goes when the server closes. The CV itself is kept in the
  // database, so the file only lives while its request does. mkdtemp makes the folder 0700, and
  // receiveFile writes each file 0600, whatever the umask.
  const tempDir = await mkdtemp(path.join(tmpdir(), 'dbl-uploads-'))
  fastify.addHook('onClose', () => rm(tempDir, { recursive: true, force: true }))

  await fastify.register(multipart, {
    // Keep folders in file names as sent, so that a path-traversal name is seen and refused.
    preservePath: true,
    limits: {
      fieldNameSize: 100,
      fieldSize: FIELD_SIZE_MAX,
      fields: 10,
      fileSize: CV_MAX_BYTES,
      files: 1,
      parts: 12,
      headerPairs: 100,
    },
  })

  /** Reads every part, streaming the CV to a temp file; on failure nothing is left behind. */
  async function readForm(request: FastifyRequest) {
    const fields: Partial<Record<(typeof FIELD_NAMES)[number], string>> = {}
    let upload: Upload | undefined
    let pathInName = false
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // A browser sends a file input left empty as a part with no file name: no CV.
          if (part.fieldname !== 'cv' || upload || part.filename === '') {
            part.file.resume()
            continue
          }
          // Browsers send a bare file name; folders in it are a path-traversal attempt.
          if (/[\\/]/.test(part.filename)) {
            pathInName = true
            part.file.resume()
            continue
          }
          const file = await receiveFile(part.file, tempDir)
          upload = { file, originalName: sanitizeFileName(part.filename, 'cv') }
          if (part.file.truncated) {
            throw new ApiError(413, visitorFieldMessage(request, 'cv.uploadTooLarge'))
          }
        } else {
          if (part.valueTruncated) throw new ApiError(413, 'A form field is too long')
          const name = FIELD_NAMES.find((known) => known === part.fieldname)
          if (name && fields[name] === undefined && typeof part.value === 'string') {
            fields[name] = part.value
          }
        }
      }
    } catch (error) {
      if (upload) await rm(upload.file.tempPath, { force: true })
      throw error
    }
    return { fields, upload, pathInName }
  }

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
    async (request, reply) => {
      const { fields, upload, pathInName } = await readForm(request)
      try {
        const parsed = JobApplicationFieldsSchema.safeParse({
          position_id: '',
          name: '',
          email: '',
          phone: '',
          cover_letter: '',
          ...fields,
        })
        const errors: Record<string, string> = {}
        for (const issue of parsed.error?.issues ?? []) {
          errors[issue.path.join('.')] ??= visitorFieldMessage(request, issue.message)
        }
        const positionId = JobApplicationFieldsSchema.shape.position_id.safeParse(
          fields.position_id ?? '',
        )
        const position = positionId.success
          ? await applicationTarget(fastify.db, positionId.data, visitorLanguage(request))
          : undefined
        if (position?.refusal) errors.position_id = position.refusal
        const cvProblem = pathInName
          ? 'cv.folders'
          : !upload
            ? 'cv.required'
            : upload.file.size === 0
              ? 'cv.empty'
              : !upload.file.type
                ? 'cv.type'
                : undefined
        if (cvProblem) errors.cv = visitorFieldMessage(request, cvProblem)

        if (!parsed.success || !upload?.file.type || Object.keys(errors).length > 0) {
          // Reported in form order, so the message names the first field a visitor sees.
          const keys = [...FIELD_NAMES, 'cv'] as const
          throw fieldErrors(
            Object.fromEntries(keys.flatMap((key) => (errors[key] ? [[key, errors[key]]] : []))),
          )
        }

        // Only now, with the form valid: a refused one does not use up the allowance.
        await fastify.rateLimits.applications.count(request, reply)
        const { id, isSpam } = await storeJobApplication(fastify.db, {
          fields: parsed.data,
          positionTitle: position?.title ?? null,
          cv: { ...upload, type: upload.file.type },
          client: clientDetails(request),
        })
        await rm(upload.file.tempPath, { force: true })
        if (isSpam) request.log.info({ jobApplicationId: id }, 'job application stored as spam')
        else {
          request.log.info({ jobApplicationId: id }, 'job application stored')
          fastify.outbox.wake()
        }
        return {
          code: 200 as const,
          message: formAnswerMessages[visitorLanguage(request)].applicationThanks,
          data: { id },
        }
      } catch (error) {
        if (upload) await rm(upload.file.tempPath, { force: true })
        throw error
      }
    },
  )
}

export default jobApplicationRoutes
