import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import { CreatedResponseSchema, errorResponses } from '#schemas/api.ts'
import {
  COVER_LETTER_MAX,
  CV_MAX_BYTES,
  JobApplicationFieldsSchema,
} from '#schemas/job-application.ts'
import { HONEYPOT_FIELD, isHoneypotFilled } from '#schemas/honeypot.ts'
import { formatDate } from '#domain/calendar.ts'
import { isPositionOpen } from '#domain/position-rules.ts'
import { receiveFile, sanitizeFileName, type ReceivedFile } from '#server/cv-files.ts'
import { jobApplications, jobPositions } from '#server/db/schema.ts'
import { ApiError, fieldErrors } from '#server/errors.ts'
import { applicationEmail } from '#server/notifications/emails.ts'
import { enqueueEmail, notifyOutbox } from '#server/notifications/outbox.ts'
import { clientDetails } from './client-details.ts'

export const APPLICATION_THANKS =
  'Thank you for your application. Our HR team will contact you if your profile matches the role.'

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
          upload = { file, originalName: sanitizeFileName(part.filename) }
          if (part.file.truncated) {
            throw new ApiError(413, `The CV file is larger than ${CV_MAX_BYTES / 1024 / 1024} MB`)
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
      config: { rateLimit: fastify.rateLimits.applications },
      schema: {
        operationId: 'createJobApplication',
        tags: ['Forms'],
        summary: 'Apply for a job position (multipart/form-data)',
        description:
          'Fields: position_id, name, email, phone, cover_letter (optional) and one file field cv ' +
          `(PDF, DOC or DOCX, at most ${CV_MAX_BYTES} bytes). The type is read from the file's content.`,
        consumes: ['multipart/form-data'],
        response: { 200: CreatedResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
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
          errors[issue.path.join('.')] ??= issue.message
        }
        const positionId = JobApplicationFieldsSchema.shape.position_id.safeParse(
          fields.position_id ?? '',
        )
        // Read now, not from the public pages' cache: a position hr has just closed takes no
        // more applications.
        const [position] = positionId.success
          ? await fastify.db
              .select({
                title: jobPositions.title,
                status: jobPositions.status,
                applyBy: jobPositions.applyBy,
              })
              .from(jobPositions)
              .where(eq(jobPositions.id, positionId.data))
          : []
        if (positionId.success) {
          if (!position || position.status === 'draft') {
            errors.position_id = 'This position does not exist'
          } else if (position.status === 'closed') {
            errors.position_id = `Applications for ${position.title} are closed: the position is no longer open`
          } else if (!isPositionOpen(position)) {
            errors.position_id = `Applications for ${position.title} closed on ${formatDate(position.applyBy)}`
          }
        }
        if (pathInName) errors.cv = 'The CV file name must not contain folders'
        else if (!upload) errors.cv = 'Please attach your CV'
        else if (upload.file.size === 0) errors.cv = 'The CV file is empty'
        else if (!upload.file.type) errors.cv = 'The CV must be a PDF, DOC or DOCX file'

        if (!parsed.success || !upload?.file.type || Object.keys(errors).length > 0) {
          // Reported in form order, so the message names the first field a visitor sees.
          const keys = [...FIELD_NAMES, 'cv'] as const
          throw fieldErrors(
            Object.fromEntries(keys.flatMap((key) => (errors[key] ? [[key, errors[key]]] : []))),
          )
        }

        const cvType = upload.file.type
        // At most CV_MAX_BYTES: read whole, it goes into the row in the same transaction.
        const cvContent = await readFile(upload.file.tempPath)
        const { cover_letter: coverLetter, name, email, phone } = parsed.data
        const isSpam = isHoneypotFilled(parsed.data)
        // The application, its CV and its notification are committed together.
        const id = await fastify.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(jobApplications)
            .values({
              name,
              email,
              phone,
              positionId: parsed.data.position_id,
              positionTitle: position?.title ?? null,
              coverLetter: coverLetter || null,
              cvContent,
              cvOriginalName: upload.originalName,
              cvSize: upload.file.size,
              cvSha256: upload.file.sha256,
              cvMime: cvType.mime,
              isSpam,
              status: isSpam ? 'spam' : 'new',
              ...clientDetails(request),
            })
            .returning({ id: jobApplications.id })
          if (!row) throw new Error('insert returned no row')
          if (!isSpam) {
            await enqueueEmail(
              tx,
              applicationEmail({
                id: row.id,
                positionTitle: position?.title ?? `position #${parsed.data.position_id}`,
                name,
                email,
                phone,
                coverLetter: coverLetter || null,
                cvOriginalName: upload.originalName,
                cvSize: upload.file.size,
                cvMime: cvType.mime,
                clientIp: request.ip,
              }),
            )
          }
          return row.id
        })
        await rm(upload.file.tempPath, { force: true })
        if (isSpam) request.log.info({ jobApplicationId: id }, 'job application stored as spam')
        else {
          request.log.info({ jobApplicationId: id }, 'job application stored')
          notifyOutbox()
        }
        return { code: 200 as const, message: APPLICATION_THANKS, data: { id } }
      } catch (error) {
        if (upload) await rm(upload.file.tempPath, { force: true })
        throw error
      }
    },
  )
}

export default jobApplicationRoutes
