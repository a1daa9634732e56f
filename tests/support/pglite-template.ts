/**
 * Global set-up of the api and e2e projects: one embedded database, created and migrated once
 * for the run, and a copy of it seeded by a server's first start, that startServer copies into
 * every DATA_DIR it makes. Creating a database is PGlite unpacking its cluster and applying every
 * migration, each step flushed to the disk (server/db/durable-nodefs.ts): seconds on an idle
 * machine and half a minute on a busy one, against a fraction of that to copy the result
 * (decision 0013). A server on the seeded copy starts as on any later start; on the migrated one
 * (the tests of seeding) as on a first start, and seeds it.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../../server/db/client.ts'
import { seedByFirstStart } from './seeded-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database (a DATA_DIR's `pglite` folder) to copy. */
    pgliteTemplate: string
    /** The same, seeded from content/ by a server's first start. */
    pgliteSeededTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now()
  const root = await mkdtemp(path.join(tmpdir(), 'dbl-pglite-template-'))
  const template = path.join(root, 'pglite')
  const handle = await openPglite(template)
  await handle.close()
  const seededRoot = path.join(root, 'seeded')
  await cp(template, path.join(seededRoot, 'pglite'), { recursive: true })
  await seedByFirstStart(seededRoot)
  console.log(`${project.name}: embedded database templates ready in ${Date.now() - started} ms`)
  project.provide('pgliteTemplate', template)
  project.provide('pgliteSeededTemplate', path.join(seededRoot, 'pglite'))
  return () => rm(root, { recursive: true, force: true })
}
