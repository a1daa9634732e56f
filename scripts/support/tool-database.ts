import type { Env } from '#schemas/env.ts'
import { DataDirLockedError, openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { staffSocketPath } from '#server/plugins/staff-admin-socket.ts'
import {
  assertPrivateSocket,
  exposedDataDirWarning,
  UntrustedPathError,
} from '#server/private-files.ts'

/**
 * Where a tool (npm run staff, npm run backup) does its work: in the database it opened itself,
 * or, while a server holds the embedded one, through that server's socket, once that socket and
 * its folder are known to be this user's alone (assertPrivateSocket). A DATA_DIR found open to
 * other users is reported on stderr, as the server logs it; one that is another user's, or a
 * socket that may not be the server's, ends the tool with the reason.
 */
export type ToolDatabase = { handle: DatabaseHandle } | { serverSocket: string }

export async function openToolDatabase(env: Env, handedOver: string): Promise<ToolDatabase> {
  let handle
  try {
    handle = await openDatabase(env)
  } catch (error) {
    if (error instanceof UntrustedPathError) refuse(error.message)
    if (!(error instanceof DataDirLockedError)) throw error
    const serverSocket = staffSocketPath(env.DATA_DIR)
    try {
      await assertPrivateSocket(serverSocket)
    } catch (socketError) {
      if (socketError instanceof UntrustedPathError) refuse(socketError.message)
      if ((socketError as NodeJS.ErrnoException).code !== 'ENOENT') throw socketError
      refuse(
        `${error.message}\nThat server offers no socket (${serverSocket}); is it still starting?`,
      )
    }
    console.error(`A server is running on ${env.DATA_DIR}: ${handedOver}.`)
    return { serverSocket }
  }
  const exposed = exposedDataDirWarning(env.DATA_DIR, handle.madePrivate)
  if (exposed) console.error(exposed)
  return { handle }
}

function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}

/** How long a tool waits for its PostgreSQL connections to close before it goes on without them. */
export const POSTGRES_CLOSE_MS = 5_000

/**
 * Closes the database a tool opened. The embedded database is closed whatever it takes: its files
 * must be complete before the tool exits. node-postgres's pool.end() waits without limit for every
 * connection to end, and a tool that waited on it could stay running long after its work was done;
 * PostgreSQL ends a session whose client has gone, so past POSTGRES_CLOSE_MS the tool goes on.
 */
export async function closeToolDatabase(
  handle: Pick<DatabaseHandle, 'close' | 'source'>,
): Promise<void> {
  if (handle.source.kind === 'pglite') return handle.close()
  let timer: NodeJS.Timeout | undefined
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, POSTGRES_CLOSE_MS)))
  await Promise.race([handle.close(), gaveUp]).finally(() => clearTimeout(timer))
}
