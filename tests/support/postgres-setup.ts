/**
 * Global set-up of the api-postgres project: a private PostgreSQL cluster for the run (or the
 * server TEST_POSTGRES_URL names, whose user may create databases). Each test server then gets a
 * database of its own (tests/api/support/server.ts), so no server's outbox worker sends another
 * server's emails and every test starts from a database of its own: a copy of the seeded template
 * made here, or an empty one for the tests of seeding.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { adminQuery, startPostgres } from '../../scripts/support/postgres.ts'
import { seedByFirstStart } from './seeded-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of a PostgreSQL server the API tests may create databases on. */
    postgresAdminUrl: string
    /** A database seeded from content/ by a server's first start, to create test databases from. */
    postgresSeededTemplate: string
  }
}

/** Creates the seeded template database on the server at `adminUrl`; resolves with its remover. */
async function seededTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `dbl_seeded_template_${process.pid}`
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-pg-template-'))
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    await seedByFirstStart(dataDir, url.toString())
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  return {
    name,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now()
  const external = process.env.TEST_POSTGRES_URL
  // On the clock of the project's workers and servers: PostgreSQL's now() stamps their rows.
  const { LD_PRELOAD, FAKETIME } = project.config.env
  const clock = LD_PRELOAD && FAKETIME ? { LD_PRELOAD, FAKETIME } : undefined
  const cluster = external ? undefined : await startPostgres(clock ? { env: clock } : {})
  const adminUrl = external ?? cluster?.adminUrl ?? ''
  const template = await seededTemplate(adminUrl)
  console.log(
    `api-postgres: PostgreSQL and its seeded template ready in ${Date.now() - started} ms`,
  )
  project.provide('postgresAdminUrl', adminUrl)
  project.provide('postgresSeededTemplate', template.name)
  return async () => {
    await template.drop()
    await cluster?.stop()
  }
}
