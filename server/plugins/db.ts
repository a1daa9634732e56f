import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { moveCvsIntoDatabase } from '#server/cv-files.ts'
import { openDatabase, type Database, type DatabaseSource } from '#server/db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** True for PGlite: this process alone uses the database (see DATA_DIR/pglite.lock). */
    dbExclusive: boolean
    /** What a backup reads (server/backup/take.ts). */
    dbSource: DatabaseSource
  }
}

/**
 * Opens the database (applying migrations), moves in any CV files an earlier version left under
 * DATA_DIR, and closes the database when the server closes.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const handle = await openDatabase(env)
    fastify.log.info({ database: handle.location }, 'database ready')
    fastify.decorate('db', handle.db)
    fastify.decorate('dbExclusive', handle.exclusive)
    fastify.decorate<DatabaseSource>('dbSource', handle.source)
    fastify.addHook('onClose', () => handle.close())
    await moveCvsIntoDatabase(handle.db, env.DATA_DIR, fastify.log)
  },
  { name: 'db' },
)
