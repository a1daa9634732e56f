/**
 * Global set-up of the api-postgres project: a private PostgreSQL cluster for the run (or the
 * server TEST_POSTGRES_URL names, whose user may create databases). Each test server then gets a
 * database of its own (tests/api/support/server.ts), so no server's outbox worker sends another
 * server's emails and every test starts from an empty database.
 */
import type { TestProject } from 'vitest/node'
import { startPostgres } from '../../scripts/support/postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of a PostgreSQL server the API tests may create databases on. */
    postgresAdminUrl: string
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_POSTGRES_URL
  if (external) {
    project.provide('postgresAdminUrl', external)
    return
  }
  const started = Date.now()
  const cluster = await startPostgres()
  console.log(`api-postgres: private PostgreSQL cluster ready in ${Date.now() - started} ms`)
  project.provide('postgresAdminUrl', cluster.adminUrl)
  return () => cluster.stop()
}
