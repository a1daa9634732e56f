/**
 * The job application form as its route (POST /api/jobs/applications/create) and the position's
 * page posted without JavaScript both receive it: multipart, the CV streamed to a temporary file,
 * the fields checked, the valid submission counted, then stored.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Multipart } from '@fastify/multipart'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import {
  COVER_LETTER_MAX,
  CV_MAX_BYTES,
  JobApplicationFieldsSchema,
} from '#schemas/job-application.ts'
import { HONEYPOT_FIELD } from '#schemas/honeypot.ts'
import { applicationTarget } from '#server/careers/positions.ts'
import { receiveFile, sanitizeFileName, type ReceivedFile } from '#server/cv-files.ts'
import type { Database } from '#server/db/client.ts'
import { ApiError, fieldErrors } from '#server/errors.ts'
import type { OutboxDoor } from '#server/notifications/worker.ts'
import { formAnswerMessages } from './answers.messages.ts'
import { storeJobApplication } from './applications.ts'
import type { ClientDetails } from './client-details.ts'
import { fieldMessageIn } from './visitor-language.ts'

export const APPLICATION_FIELDS = [
  'position_id',
  'name',
  'email',
  'phone',
  'cover_letter',
  HONEYPOT_FIELD,
] as const

type ApplicationField = (typeof APPLICATION_FIELDS)[number]

/** A cover letter of COVER_LETTER_MAX characters, each up to 4 bytes of UTF-8, must fit. */
const FIELD_SIZE_MAX = COVER_LETTER_MAX * 4 + 1024

/** @fastify/multipart's options wherever an application is received. */
export const APPLICATION_MULTIPART = {
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
}

/**
 * This process's own folder for uploads in progress: servers sharing a machine or a DATA_DIR
 * never touch each other's, and it goes when the server closes. The CV itself is kept in the
 * database, so the file only lives while its request does. mkdtemp makes the folder 0700, and
 * receiveFile writes each file 0600, whatever the umask.
 */
export function uploadFolder(fastify: FastifyInstance): Promise<string> {
  // One folder per server, whichever of its routes (the API's, the page's) asks first.
  let folder = uploadFolders.get(fastify.server)
  if (!folder) {
    folder = mkdtemp(path.join(tmpdir(), 'dbl-uploads-'))
    uploadFolders.set(fastify.server, folder)
    const made = folder
    fastify.addHook('onClose', async () => rm(await made, { recursive: true, force: true }))
  }
  return folder
}
const uploadFolders = new WeakMap<object, Promise<string>>()

interface Upload {
  file: ReceivedFile
  originalName: string
}

export interface ApplicationSubmission {
  db: Database
  log: FastifyBaseLogger
  /** From uploadFolder. */
  tempDir: string
  /** The request's parts (`request.parts()` of @fastify/multipart). */
  parts: AsyncIterable<Multipart>
  /** Who applies, in which language: refusals and the thanks speak it. */
  client: ClientDetails
  /** Counts a valid submission against the form's limit, and refuses it past that (429). */
  countSubmission(): Promise<void>
  /** Woken once the application and its email are stored. */
  outbox: OutboxDoor
  /**
   * Filled with the text fields as they are read, first value of each: what a page shows the
   * visitor again when the application is refused, even part way through.
   */
  fields: Partial<Record<ApplicationField, string>>
}

/** Reads every part, streaming the CV to a temp file; on failure nothing is left behind. */
async function readForm({ parts, tempDir, fields, client }: ApplicationSubmission) {
  let upload: Upload | undefined
  let pathInName = false
  try {
    for await (const part of parts) {
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
          throw new ApiError(413, fieldMessageIn(client.language, 'cv.uploadTooLarge'))
        }
      } else {
        if (part.valueTruncated) throw new ApiError(413, 'A form field is too long')
        const name = APPLICATION_FIELDS.find((known) => known === part.fieldname)
        if (name && fields[name] === undefined && typeof part.value === 'string') {
          fields[name] = part.value
        }
      }
    }
  } catch (error) {
    if (upload) await rm(upload.file.tempPath, { force: true })
    throw error
  }
  return { upload, pathInName }
}

/**
 * Receives an application: refused (400, every field's problem in the visitor's language; 413;
 * 429) with nothing kept, or stored with its CV, its email sent on its way, and the thanks.
 */
export async function acceptJobApplication(
  submission: ApplicationSubmission,
): Promise<{ message: string; data: { id: number } }> {
  const { db, log, client, fields } = submission
  const { upload, pathInName } = await readForm(submission)
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
      errors[issue.path.join('.')] ??= fieldMessageIn(client.language, issue.message)
    }
    const positionId = JobApplicationFieldsSchema.shape.position_id.safeParse(
      fields.position_id ?? '',
    )
    const position = positionId.success
      ? await applicationTarget(db, positionId.data, client.language)
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
    if (cvProblem) errors.cv = fieldMessageIn(client.language, cvProblem)

    if (!parsed.success || !upload?.file.type || Object.keys(errors).length > 0) {
      // Reported in form order, so the message names the first field a visitor sees.
      const keys = [...APPLICATION_FIELDS, 'cv'] as const
      throw fieldErrors(
        Object.fromEntries(keys.flatMap((key) => (errors[key] ? [[key, errors[key]]] : []))),
      )
    }

    // Only now, with the form valid: a refused one does not use up the allowance.
    await submission.countSubmission()
    const { id, isSpam } = await storeJobApplication(db, {
      fields: parsed.data,
      positionTitle: position?.title ?? null,
      cv: { ...upload, type: upload.file.type },
      client,
    })
    await rm(upload.file.tempPath, { force: true })
    if (isSpam) log.info({ jobApplicationId: id }, 'job application stored as spam')
    else {
      log.info({ jobApplicationId: id }, 'job application stored')
      submission.outbox.wake()
    }
    return { message: formAnswerMessages[client.language].applicationThanks, data: { id } }
  } catch (error) {
    if (upload) await rm(upload.file.tempPath, { force: true })
    throw error
  }
}
