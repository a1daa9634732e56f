import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { openDatabase, type Database } from '#server/db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** True for PGlite: this process alone uses the database (see DATA_DIR/pglite.lock). */
    dbExclusive: boolean
  }
}

/** Opens the database (applying migrations) and closes it when the server closes. */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const handle = await openDatabase(env)
    fastify.log.info({ database: handle.location }, 'database ready')
    fastify.decorate('db', handle.db)
    fastify.decorate('dbExclusive', handle.exclusive)
    fastify.addHook('onClose', () => handle.close())
  },
  { name: 'db' },
)
