/**
 * An embedded database that PGlite 0.5 (PostgreSQL 18) wrote, as every installation before this
 * version has, opens in PGlite 0.6 (PostgreSQL 19): its folder on the server's first start, and
 * a backup taken by 0.5 when it is restored (decision 0002). The old database is made by the old
 * PGlite itself, at an earlier migration, so the copy is followed by this version's migrations.
 */
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { PGlite as PGlite18 } from 'pglite-postgres-18'
import { pg_trgm as pg_trgm18 } from 'pglite-postgres-18/contrib/pg_trgm'
import { afterAll, describe, expect, it } from 'vitest'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { encodeHeader, type BackupManifest } from '#server/backup/format.ts'
import { restoreBackup } from '#server/backup/restore.ts'
import { getJson } from './support/http.ts'
import {
  newDataDir,
  removeDataDir,
  ROOT,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'

/** Before migrations 0019 and 0020, which this version applies after the copy. */
const OLD_TAG = '0018_company-phones-are-the-offices'
const APPLY_BY = addDays(dhakaToday(), 30)

/** A published position as versions at OLD_TAG stored it, and a contact message. */
const OLD_ROWS = [
  `INSERT INTO job_positions (id, slug, title, department, location, type, apply_by, summary,
     description, responsibilities, requirements, title_bn, department_bn, summary_bn,
     description_bn, responsibilities_bn, requirements_bn, status, published_at)
   VALUES (7, 'customs-clerk', 'Customs Clerk', 'Operations', 'Chattogram', 'Full-time',
     '${APPLY_BY}', 'Clear cargo at the port.', ARRAY['One paragraph.'], ARRAY['Clear'],
     ARRAY['Two years'], 'কাস্টমস ক্লার্ক', '', '', ARRAY['এক অনুচ্ছেদ।'], ARRAY['ছাড়'], '{}',
     'published', '2026-11-02T04:00:00Z')`,
  `INSERT INTO contact_messages (name, email, phone, message, client_ip)
   VALUES ('Rahim', 'rahim@example.com', '01711-000000', 'মাল পাঠাতে চাই।', '127.0.0.1')`,
]

/** Makes `databaseDir` with PGlite 0.5 at OLD_TAG and the rows above. */
async function oldDatabase(databaseDir: string, work: string): Promise<PGlite18> {
  const migrationsFolder = path.join(work, 'old-migrations')
  await cp(path.join(ROOT, 'server/db/migrations'), migrationsFolder, { recursive: true })
  const journalFile = path.join(migrationsFolder, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((entry) => entry.tag === OLD_TAG)
  expect(last).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, last + 1)
  await writeFile(journalFile, JSON.stringify(journal))
  await mkdir(databaseDir, { recursive: true })
  const old = await PGlite18.create(databaseDir, { extensions: { pg_trgm: pg_trgm18 } })
  // drizzle's PGlite driver takes the old client as it takes the new: the calls are the same.
  await migrate(drizzle({ client: old as unknown as PGlite }), { migrationsFolder })
  for (const statement of OLD_ROWS) await old.query(statement)
  expect(
    (await old.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0],
  ).toBeDefined()
  return old
}

async function expectPositionServed(server: RunningServer) {
  const position = await getJson(`${server.url}/api/jobs/position/7`)
  expect(position.status).toBe(200)
  expect(position.body.data).toMatchObject({
    id: 7,
    title: 'Customs Clerk',
    titleBn: 'কাস্টমস ক্লার্ক',
    closingDate: APPLY_BY,
    open: true,
  })
}

describe.skipIf(USES_POSTGRES)('an embedded database from PGlite 0.5 (PostgreSQL 18)', () => {
  let server: RunningServer | undefined
  const dataDirs: string[] = []
  afterAll(async () => {
    await server?.stop()
    for (const dataDir of dataDirs) await removeDataDir(dataDir)
  })

  it(
    "opens on the server's first start, copied into PostgreSQL 19 and migrated, the old folder kept aside",
    { timeout: 180_000 },
    async () => {
      const dataDir = await newDataDir()
      dataDirs.push(dataDir)
      const databaseDir = path.join(dataDir, 'pglite')
      const old = await oldDatabase(databaseDir, dataDir)
      const sequence = await old.query<{ last: string }>(
        "SELECT last_value::text AS last FROM pg_sequences WHERE sequencename = 'contact_messages_id_seq'",
      )
      await old.close()
      expect((await readFile(path.join(databaseDir, 'PG_VERSION'), 'utf8')).trim()).toBe('18')

      server = await startServer({ dataDir })
      await expectPositionServed(server)
      await server.stop()
      server = undefined

      expect((await readFile(path.join(databaseDir, 'PG_VERSION'), 'utf8')).trim()).toBe('19')
      const aside = (await readdir(dataDir)).filter((name) =>
        name.startsWith('pglite.postgres-18-'),
      )
      expect(aside).toHaveLength(1)
      const keptAside = path.join(dataDir, aside[0] ?? '')
      expect((await readFile(path.join(keptAside, 'PG_VERSION'), 'utf8')).trim()).toBe('18')

      const upgraded = await PGlite.create(databaseDir, { extensions: { pg_trgm } })
      try {
        const message = await upgraded.query<{ message: string }>(
          'SELECT message FROM contact_messages',
        )
        expect(message.rows).toEqual([{ message: 'মাল পাঠাতে চাই।' }])
        // Ids go on from where they were, not from 1.
        const next = await upgraded.query<{ last: string }>(
          "SELECT last_value::text AS last FROM pg_sequences WHERE sequencename = 'contact_messages_id_seq'",
        )
        expect(next.rows).toEqual(sequence.rows)
        const migrations = await upgraded.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
        )
        const journal = JSON.parse(
          await readFile(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8'),
        ) as { entries: unknown[] }
        expect(migrations.rows[0]?.count).toBe(journal.entries.length)
      } finally {
        await upgraded.close()
      }
    },
  )

  it('restores from a backup that PGlite 0.5 took', { timeout: 180_000 }, async () => {
    const source = await newDataDir()
    dataDirs.push(source)
    const old = await oldDatabase(path.join(source, 'pglite'), source)
    const version =
      (await old.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]
        ?.v ?? ''
    await old.exec('CHECKPOINT')
    const payload = new Uint8Array(await (await old.dumpDataDir('gzip')).arrayBuffer())
    await old.close()
    expect(version).toMatch(/^18\./)
    const manifest: BackupManifest = {
      format: 1,
      database: 'pglite',
      createdAt: new Date().toISOString(),
      migrations: { applied: 19, latest: OLD_TAG },
      serverVersion: version,
      dumpedWith: 'PGlite dumpDataDir',
      payload: {
        bytes: payload.length,
        sha256: createHash('sha256').update(payload).digest('hex'),
      },
    }
    const file = path.join(source, 'old.backup')
    await writeFile(file, Buffer.concat([encodeHeader(manifest), payload]))

    const dataDir = await newDataDir()
    dataDirs.push(dataDir)
    await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true })
    await restoreBackup({ DATA_DIR: dataDir, DATABASE_URL: undefined }, file, { force: false })
    expect((await readFile(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).trim()).toBe('19')
    // Nothing of the restore's own staging is left beside the database.
    expect((await readdir(dataDir)).filter((name) => name.startsWith('pglite'))).toEqual(['pglite'])

    server = await startServer({ dataDir })
    await expectPositionServed(server)
  })
})
