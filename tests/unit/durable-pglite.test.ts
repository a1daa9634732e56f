import fs from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, expect, it, vi } from 'vitest'
import { DURABLE_START_PARAMS, DurableNodeFS } from '#server/db/durable-nodefs.ts'

const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-durable-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))

it(
  'the embedded database flushes each commit to the disk before it returns',
  { timeout: 120_000 },
  async () => {
    // Opened here as the database's thread opens it (server/db/pglite-worker.ts), so that the
    // spies below see its file system's calls.
    const database = await PGlite.create({
      fs: new DurableNodeFS(path.join(dataDir, 'pglite')),
      startParams: DURABLE_START_PARAMS,
    })
    try {
      await database.exec('CREATE TABLE durability_probe (id int)')
      const flushed: string[] = []
      for (const name of ['fsyncSync', 'fdatasyncSync'] as const) {
        const flush = fs[name]
        vi.spyOn(fs, name).mockImplementation((fd) => {
          flushed.push(fs.readlinkSync(`/proc/self/fd/${fd}`))
          flush(fd)
        })
      }
      try {
        await database.exec('INSERT INTO durability_probe VALUES (1)')
      } finally {
        vi.restoreAllMocks()
      }
      // The WAL segment that holds the commit record.
      const wal = path.join(dataDir, 'pglite', 'pg_wal') + path.sep
      expect(flushed.filter((file) => file.startsWith(wal))).toHaveLength(1)
    } finally {
      await database.close()
    }
  },
)
