/**
 * CVs kept on disk by earlier versions move into the database when the server first starts on
 * the new schema, with nothing lost: a database at migration 0001 (CVs as files under
 * DATA_DIR/uploads) gets rows the old code would have written, then the current server starts.
 */
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { readCv, readInbox } from './support/inbox.ts'
import { withLegacyDatabase } from './support/legacy-database.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import { newDataDir, removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEEDED_POSITIONS } from '../support/seeded-positions.ts'

const RUN = randomUUID().slice(0, 8)
/**
 * A position of content/ the old version took applications for. These applications were
 * stored long ago: whether its apply-by date has passed today does not matter.
 */
const LEGACY_POSITION = SEEDED_POSITIONS[0]
/** The last migration of the version that kept CVs on disk. */
const LEGACY_TAG = '0001_outbox_quotes_spam'

describe('CVs stored on disk by an earlier version', () => {
  let smtp: TestSmtp
  let server: RunningServer | undefined
  let dataDir = ''
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (dataDir) await removeDataDir(dataDir)
  })

  it(
    'move into the database on first start, are emailed and readable, and nothing is lost',
    { timeout: 120_000 },
    async () => {
      dataDir = await newDataDir()
      await mkdir(path.join(dataDir, 'uploads'))
      const cvs = [0, 1].map((i) =>
        Buffer.concat([SAMPLE_PDF, Buffer.from(`%legacy-${i}-${RUN}\n`)]),
      )
      const files = cvs.map(() => path.join(dataDir, 'uploads', `${randomUUID()}.pdf`))
      const ids: number[] = []
      await withLegacyDatabase(dataDir, LEGACY_TAG, async (query) => {
        // Three applications as the old code stored them: two with their file here, one whose
        // file is on another server's disk.
        for (const [i, cv] of [...cvs, SAMPLE_PDF].entries()) {
          const relative = files[i]
            ? path.posix.join('uploads', path.basename(files[i] ?? ''))
            : 'uploads/elsewhere.pdf'
          const [row] = await query<{ id: number }>(
            `INSERT INTO job_applications (position_id, name, email, phone, cv_path,
               cv_original_name, cv_size, cv_sha256, cv_mime, client_ip)
             VALUES ($1, 'Legacy Applicant', $2, '01711-000000', $3, $4, $5, $6,
               'application/pdf', '127.0.0.1') RETURNING id`,
            [
              LEGACY_POSITION.id,
              `legacy-${i}-${RUN}@example.com`,
              relative,
              `legacy ${i}.pdf`,
              cv.length,
              createHash('sha256').update(cv).digest('hex'),
            ],
          )
          ids.push(row?.id ?? 0)
          await query(
            `INSERT INTO outbox (kind, subject_id, subject, body_text, body_html,
               attachment_path, attachment_name)
             VALUES ('application', $1, $2, 'Legacy', '<p>Legacy</p>', $3, $4)`,
            [row?.id, `New job application from Legacy (#${row?.id})`, relative, `legacy ${i}.pdf`],
          )
        }
      })
      for (const [i, file] of files.entries()) await writeFile(file, cvs[i] ?? Buffer.alloc(0))

      smtp = await createSmtp()
      server = await startServer({
        dataDir,
        env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '100', OUTBOX_RETRY_MAX_MS: '500' },
      })
      const mailFor = (id: number) =>
        smtp.messages.find((mail) => mail.subject.endsWith(`(#${id})`))
      expect(await waitUntil(() => ids.slice(0, 2).every((id) => mailFor(id)), 30_000)).toBe(true)
      for (const [i, id] of ids.slice(0, 2).entries()) {
        expect(mailFor(id)?.attachments[0]?.content.equals(cvs[i] ?? Buffer.alloc(0))).toBe(true)
      }
      expect(server.output()).toMatch(/CV not on this server/)
      // The outbox tries the third email in its own time, maybe after the two others were sent:
      // stopping the server before that try would leave nothing to check.
      const running = server
      expect(
        await waitUntil(() => /still in uploads\/elsewhere\.pdf/.test(running.output()), 30_000),
      ).toBe(true)
      expect(await server.stop()).toBe(0)
      server = undefined

      // Moved: in the database, byte for byte, and the files are gone.
      for (const [i, id] of ids.slice(0, 2).entries()) {
        expect((await readCv(dataDir, id ?? 0)).equals(cvs[i] ?? Buffer.alloc(0))).toBe(true)
        expect(existsSync(files[i] ?? '')).toBe(false)
      }
      // The one whose file is elsewhere keeps its path, and its email waits for it.
      const rows = await readInbox(dataDir)
      const elsewhere = rows.find((row) => row.email === `legacy-2-${RUN}@example.com`)
      expect(elsewhere).toMatchObject({ notification: 'pending' })
      expect(elsewhere?.cv_file).toBe(path.join(dataDir, 'uploads/elsewhere.pdf'))
      expect(elsewhere?.notification_error).toMatch(/still in uploads\/elsewhere\.pdf/)
      expect(smtp.messages.some((mail) => mail.subject.endsWith(`(#${ids[2]})`))).toBe(false)
    },
  )
})
