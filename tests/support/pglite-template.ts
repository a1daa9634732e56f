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

interface Templates {
  root: string
  migrated: string
  seeded: string
  /** The projects that use them and have not torn down yet. */
  users: number
}

/**
 * The templates of the run, made by the first project that asks and shared by the others (api,
 * e2e, e2e-later-clock): Vitest runs every project's global set-up in its one main process, one
 * after another, before any test file starts.
 */
const shared = globalThis as typeof globalThis & { dblPgliteTemplates?: Promise<Templates> }

async function createTemplates(projectName: string): Promise<Templates> {
  const started = Date.now()
  const root = await mkdtemp(path.join(tmpdir(), 'dbl-pglite-template-'))
  const migrated = path.join(root, 'pglite')
  const handle = await openPglite(migrated)
  await handle.close()
  const seededRoot = path.join(root, 'seeded')
  await cp(migrated, path.join(seededRoot, 'pglite'), { recursive: true })
  await seedByFirstStart(seededRoot)
  console.log(`${projectName}: embedded database templates ready in ${Date.now() - started} ms`)
  return { root, migrated, seeded: path.join(seededRoot, 'pglite'), users: 0 }
}

export default async function setup(project: TestProject) {
  shared.dblPgliteTemplates ??= createTemplates(project.name)
  const templates = await shared.dblPgliteTemplates
  templates.users += 1
  project.provide('pgliteTemplate', templates.migrated)
  project.provide('pgliteSeededTemplate', templates.seeded)
  return async () => {
    templates.users -= 1
    if (templates.users > 0) return
    delete shared.dblPgliteTemplates
    await rm(templates.root, { recursive: true, force: true })
  }
}
