import fp from 'fastify-plugin'
import { titleApplications } from '#server/careers/applications.ts'

/**
 * Gives applications made before positions were in the database the title of the position they
 * name. The published positions themselves are read from the server's published content
 * (publishedPositions, server/careers/positions.ts).
 */
export default fp(
  async (fastify) => {
    const titled = await titleApplications(fastify.db)
    if (titled > 0) fastify.log.info({ applications: titled }, 'applications given their title')
  },
  { name: 'careers', dependencies: ['db', 'content'] },
)
