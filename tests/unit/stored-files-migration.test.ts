// Migration 0016 moves every value stored before files lived in pieces (pictures' originals and
// derivatives, CVs) into stored_files, byte for byte, whatever their size.
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, expect, it } from 'vitest'
import { MIGRATIONS_FOLDER, openPglite } from '#server/db/client.ts'
import { jobApplications, media, mediaDerivatives } from '#server/db/schema.ts'
import { readStoredFile } from '#server/files/stored-files.ts'

const root = await mkdtemp(path.join(tmpdir(), 'dbl-stored-files-migration-'))
afterAll(() => rm(root, { recursive: true, force: true }))

/** The migrations folder as it was before 0016: the database an earlier version left. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = path.join(root, 'migrations')
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[]
  }
  const index = journal.entries.findIndex((entry) => entry.tag === tag)
  journal.entries = journal.entries.slice(0, index)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

it(
  'moves originals, derivatives and CVs into pieces, byte for byte',
  { timeout: 120_000 },
  async () => {
    const dataDir = path.join(root, 'pglite')
    const original = randomBytes(600 * 1024)
    const derivative = randomBytes(1000)
    const cv = randomBytes(256 * 1024)
    const empty = Buffer.alloc(0)

    const before = await PGlite.create(dataDir, { extensions: { pg_trgm } })
    await migrate(drizzle({ client: before }), {
      migrationsFolder: await migrationsBefore('0016_stored-files'),
    })
    await before.query(
      `insert into media (id, kind, original, mime, original_name, width, height, alt)
     values ('m1', 'photo', $1, 'image/jpeg', 'quay.jpg', 10, 10, '{"en":"","bn":""}')`,
      [original],
    )
    await before.query(
      `insert into media_derivatives (media_id, aspect, width, height, format, content, hash)
     values ('m1', '16x9', 10, 6, 'webp', $1, 'h1'), ('m1', '16x9', 10, 6, 'avif', $2, 'h2')`,
      [derivative, empty],
    )
    await before.query(
      `insert into job_applications (position_id, name, email, phone, cv_content, cv_original_name,
       cv_size, cv_sha256, cv_mime, client_ip)
     values (1, 'A', 'a@example.com', '01711000000', $1, 'cv.pdf', $2, 'x', 'application/pdf',
       '127.0.0.1')`,
      [cv, cv.length],
    )
    await before.close()

    const after = await openPglite(dataDir)
    try {
      const { db } = after
      const [photo] = await db.select().from(media).where(eq(media.id, 'm1'))
      expect(await readStoredFile(db, photo?.originalFileId ?? '')).toEqual(original)
      const derivatives = await db
        .select({ format: mediaDerivatives.format, fileId: mediaDerivatives.fileId })
        .from(mediaDerivatives)
      const byFormat = new Map(derivatives.map(({ format, fileId }) => [format, fileId]))
      expect(await readStoredFile(db, byFormat.get('webp') ?? '')).toEqual(derivative)
      expect(await readStoredFile(db, byFormat.get('avif') ?? '')).toEqual(empty)
      const [application] = await db.select().from(jobApplications)
      expect(await readStoredFile(db, application?.cvFileId ?? '')).toEqual(cv)
    } finally {
      await after.close()
    }
  },
)
