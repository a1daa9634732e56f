import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { moveCvsIntoDatabase } from '#server/cv-files.ts'
import {
  openDatabase,
  type Database,
  type DatabasePool,
  type DatabaseSource,
} from '#server/db/client.ts'
import { exposedDataDirWarning } from '#server/private-files.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** True for PGlite: this process alone uses the database (see DATA_DIR/pglite.lock). */
    dbExclusive: boolean
    /** PostgreSQL's connection pool, for the metrics; null on PGlite (one connection). */
    dbPool: DatabasePool | null
    /** What a backup reads (server/backup/take.ts). */
    dbSource: DatabaseSource
  }
}

/**
 * Opens the database (applying migrations, saying so when DATA_DIR was open to other users and
 * had to be made private), moves in any CV files an earlier version left under
 * DATA_DIR, and closes the database when the server closes.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const handle = await openDatabase(env)
    const exposed = exposedDataDirWarning(env.DATA_DIR, handle.madePrivate)
    if (exposed) {
      fastify.log.warn({ dataDir: env.DATA_DIR, madePrivate: handle.madePrivate.length }, exposed)
    }
    if (handle.upgradedFrom) {
      fastify.log.warn(
        { keptAside: handle.upgradedFrom },
        'the embedded database was copied from PostgreSQL 18 (PGlite 0.5) into PostgreSQL 19; the old folder is kept aside, and can be deleted once the site works',
      )
    }
    fastify.log.info({ database: handle.location }, 'database ready')
    fastify.decorate('db', handle.db)
    fastify.decorate('dbExclusive', handle.exclusive)
    fastify.decorate('dbPool', handle.pool ?? null)
    fastify.decorate<DatabaseSource>('dbSource', handle.source)
    fastify.addHook('onClose', () => handle.close())
    await moveCvsIntoDatabase(handle.db, env.DATA_DIR, fastify.log)
  },
  { name: 'db' },
)
