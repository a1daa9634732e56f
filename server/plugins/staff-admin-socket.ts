import { chmod, rm } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import path from 'node:path'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { pgliteBackup } from '#server/backup/take.ts'
import { ApiError } from '#server/errors.ts'
import { StaffCommandSchema } from '#schemas/staff-commands.ts'
import { runStaffCommand } from '#server/staff/commands.ts'

export const STAFF_SOCKET_NAME = 'staff-admin.sock'

/** The command-line tool's way in while this server holds the embedded database. */
export function staffSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), STAFF_SOCKET_NAME)
}

const MAX_COMMAND_BYTES = 16 * 1024

/** The socket's path for `npm run backup`; any other path takes a staff command. */
export const BACKUP_SOCKET_PATH = '/backup'

/**
 * PGlite lets one process open the database, so while the server runs, `npm run staff` hands
 * its command to the server over a Unix socket in DATA_DIR, which openDatabase has found to be
 * this user's alone (makeOwnFolder) and made private. Only the server's own user can open it
 * (mode 0600): whoever can, could read the database files anyway. The tools check the same of
 * the socket before they send anything (assertPrivateSocket). `npm run backup` gets its
 * backup the same way (POST /backup answers with the backup file's bytes). With PostgreSQL the
 * tools open the database themselves and no socket is made.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    if (!fastify.dbExclusive) return
    const socketPath = staffSocketPath(env.DATA_DIR)
    const server = createServer((request, response) => {
      if (request.method === 'POST' && request.url === BACKUP_SOCKET_PATH) {
        request.resume()
        void sendBackup(response)
        return
      }
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
    async function sendBackup(response: ServerResponse) {
      try {
        if (fastify.dbSource.kind !== 'pglite') throw new Error('not the embedded database')
        const { header, payload } = await pgliteBackup(fastify.dbSource)
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': header.length + payload.length,
        })
        response.write(header)
        response.end(payload)
      } catch (error) {
        fastify.log.error({ err: error }, 'backup for npm run backup failed')
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ message: 'The backup failed; the server log says why' }))
      }
    }
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
