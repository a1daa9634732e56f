import { readFile } from 'node:fs/promises'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
import type { CvType, JobApplicationFields } from '#schemas/job-application.ts'
import type { ReceivedFile } from '#server/cv-files.ts'
import type { Database } from '#server/db/client.ts'
import { jobApplications } from '#server/db/schema.ts'
import { writeStoredFile } from '#server/files/stored-files.ts'
import { applicationEmail } from '#server/notifications/emails.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'
import type { ClientDetails } from './client-details.ts'

export interface JobApplication {
  fields: JobApplicationFields
  /** The title of the position applied for, kept with the application: hr may rename it. */
  positionTitle: string | null
  /** The CV as received, already checked to be one of the accepted types. */
  cv: { file: ReceivedFile; originalName: string; type: CvType }
  client: ClientDetails
}

/**
 * Stores a job application, its CV and its notification email, committed together. One that
 * filled the honeypot is kept as spam, with no email.
 */
export async function storeJobApplication(
  db: Database,
  { fields, positionTitle, cv, client }: JobApplication,
): Promise<{ id: number; isSpam: boolean }> {
  // At most CV_MAX_BYTES: read whole and stored in pieces before the row that names it.
  const cvFileId = await writeStoredFile(db, await readFile(cv.file.tempPath))
  const { cover_letter: coverLetter, name, email, phone } = fields
  const isSpam = isHoneypotFilled(fields)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({
        name,
        email,
        phone,
        positionId: fields.position_id,
        positionTitle,
        coverLetter: coverLetter || null,
        cvFileId,
        cvOriginalName: cv.originalName,
        cvSize: cv.file.size,
        cvSha256: cv.file.sha256,
        cvMime: cv.type.mime,
        isSpam,
        status: isSpam ? 'spam' : 'new',
        ...client,
      })
      .returning({ id: jobApplications.id })
    if (!row) throw new Error('insert returned no row')
    if (!isSpam) {
      await enqueueEmail(
        tx,
        applicationEmail({
          id: row.id,
          positionTitle: positionTitle ?? `position #${fields.position_id}`,
          name,
          email,
          phone,
          coverLetter: coverLetter || null,
          cvOriginalName: cv.originalName,
          cvSize: cv.file.size,
          cvMime: cv.type.mime,
          clientIp: client.clientIp,
        }),
      )
    }
    return row.id
  })
  return { id, isSpam }
}
