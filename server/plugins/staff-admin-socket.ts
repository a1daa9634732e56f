import { chmod, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { ApiError } from '#server/errors.ts'
import { runStaffCommand, StaffCommandSchema } from '#server/staff/commands.ts'

export const STAFF_SOCKET_NAME = 'staff-admin.sock'

/** The command-line tool's way in while this server holds the embedded database. */
export function staffSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), STAFF_SOCKET_NAME)
}

const MAX_COMMAND_BYTES = 16 * 1024

/**
 * PGlite lets one process open the database, so while the server runs, `npm run staff` hands
 * its command to the server over a Unix socket in DATA_DIR. Only the server's own user can open
 * it (mode 0600): whoever can, could read the database files anyway. With PostgreSQL the tool
 * opens the database itself and no socket is made.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    if (!fastify.dbExclusive) return
    const socketPath = staffSocketPath(env.DATA_DIR)
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      let size = 0
      request.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_COMMAND_BYTES) chunks.push(chunk)
      })
      request.on('end', () => {
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(body))
        }
        void (async () => {
          try {
            if (size > MAX_COMMAND_BYTES) throw new ApiError(413, 'The command is too large')
            const parsed = StaffCommandSchema.safeParse(
              JSON.parse(Buffer.concat(chunks).toString('utf8')),
            )
            if (!parsed.success) {
              throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Not a staff command')
            }
            answer(200, await runStaffCommand(fastify.db, env.SITE_URL, parsed.data))
          } catch (error) {
            if (error instanceof ApiError) answer(error.statusCode, { message: error.message })
            else {
              fastify.log.error({ err: error }, 'staff command failed')
              answer(500, { message: 'The command failed; the server log says why' })
            }
          }
        })()
      })
    })
    await rm(socketPath, { force: true })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socketPath, resolve)
    })
    await chmod(socketPath, 0o600)
    fastify.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(socketPath, { force: true })
    })
  },
  { name: 'staff-admin-socket', dependencies: ['db'] },
)
