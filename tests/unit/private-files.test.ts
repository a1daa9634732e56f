import { chmod, chown, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  assertOwnFolder,
  assertPrivateSocket,
  exposedDataDirWarning,
  makeOwnFolder,
  makePrivate,
  UntrustedPathError,
} from '#server/private-files.ts'

const made: string[] = []
async function folder(mode: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dbl-private-'))
  made.push(dir)
  await chmod(dir, mode)
  return dir
}
const modeOf = async (entry: string) => (await stat(entry)).mode & 0o777

afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('makePrivate', () => {
  it('makes open folders 0700 and open files 0600, leaves private ones alone, and says what was open', async () => {
    const root = await folder(0o755)
    await mkdir(path.join(root, 'base'))
    await chmod(path.join(root, 'base'), 0o777)
    await writeFile(path.join(root, 'base', 'table'), 'rows')
    await chmod(path.join(root, 'base', 'table'), 0o666)
    await writeFile(path.join(root, 'owner-only'), 'x')
    await chmod(path.join(root, 'owner-only'), 0o400)

    const loosened = await makePrivate(root)

    expect(await modeOf(root)).toBe(0o700)
    expect(await modeOf(path.join(root, 'base'))).toBe(0o700)
    expect(await modeOf(path.join(root, 'base', 'table'))).toBe(0o600)
    expect(await modeOf(path.join(root, 'owner-only'))).toBe(0o400)
    expect(loosened.map((entry) => [path.relative(root, entry.path), entry.mode])).toEqual([
      ['', 0o755],
      ['base', 0o777],
      [path.join('base', 'table'), 0o666],
    ])
    expect(exposedDataDirWarning(root, loosened)).toMatch(/\(the folder was 0755\): made private 3/)
  })

  it('neither follows nor changes symbolic links', async () => {
    const outside = await folder(0o755)
    await writeFile(path.join(outside, 'shared'), 'not ours')
    await chmod(path.join(outside, 'shared'), 0o644)
    const root = await folder(0o700)
    await symlink(path.join(outside, 'shared'), path.join(root, 'link-to-file'))
    await symlink(outside, path.join(root, 'link-to-folder'))

    expect(await makePrivate(root)).toEqual([])
    expect(await modeOf(outside)).toBe(0o755)
    expect(await modeOf(path.join(outside, 'shared'))).toBe(0o644)
  })

  it('answers nothing for a folder that does not exist yet', async () => {
    const root = await folder(0o700)
    expect(await makePrivate(path.join(root, 'not-yet'))).toEqual([])
  })

  it('warns only when DATA_DIR itself was open: a private folder kept what was under it private', async () => {
    const root = await folder(0o700)
    await writeFile(path.join(root, 'pg_internal.init'), 'x')
    await chmod(path.join(root, 'pg_internal.init'), 0o644)
    const loosened = await makePrivate(root)
    expect(loosened).toHaveLength(1)
    expect(exposedDataDirWarning(root, loosened)).toBeUndefined()
  })
})

/** The tests of another user's files make them with chown, which only root may do. */
const IS_ROOT = process.getuid?.() === 0
const NOBODY = 65534
/** Said in the name of what is skipped, and only then. */
const UNLESS_ROOT = IS_ROOT
  ? ''
  : ' (skipped: not run as root, so it cannot chown a file to nobody)'

const sockets: Server[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) await new Promise((resolve) => socket.close(resolve))
})

/** A listening Unix socket at `socketPath`, mode 0600 as the server makes it. */
async function listeningSocket(socketPath: string): Promise<void> {
  const server = createServer()
  sockets.push(server)
  await new Promise<void>((resolve) => server.listen(socketPath, resolve))
  await chmod(socketPath, 0o600)
}

describe('makeOwnFolder', () => {
  it('makes a missing folder 0700 and accepts a folder whose every entry is this user’s', async () => {
    const parent = await folder(0o700)
    const dataDir = path.join(parent, 'data')
    await makeOwnFolder(dataDir, 'DATA_DIR')
    expect(await modeOf(dataDir)).toBe(0o700)
    await mkdir(path.join(dataDir, 'pglite', 'base'), { recursive: true })
    await writeFile(path.join(dataDir, 'pglite', 'base', 'table'), 'rows')
    await expect(makeOwnFolder(dataDir, 'DATA_DIR')).resolves.toBeUndefined()
    // A DATA_DIR that is a link (a deployment pointing /var/lib/… elsewhere) is the folder it leads to.
    await symlink(dataDir, path.join(parent, 'link'))
    await expect(makeOwnFolder(path.join(parent, 'link'), 'DATA_DIR')).resolves.toBeUndefined()
  })

  it.skipIf(!IS_ROOT)(
    `refuses another user’s folder, saying whose it is and what to do, and changes nothing${UNLESS_ROOT}`,
    async () => {
      const dataDir = await folder(0o777)
      await chown(dataDir, NOBODY, NOBODY)
      await expect(makeOwnFolder(dataDir, 'DATA_DIR')).rejects.toThrow(
        new UntrustedPathError(
          `DATA_DIR ${dataDir} belongs to user 65534 (nobody), not to user 0 (root), who runs ` +
            'this: choose a folder of your own, or have its owner remove it.',
        ),
      )
      expect(await modeOf(dataDir)).toBe(0o777)
    },
  )

  it.skipIf(!IS_ROOT)(
    `refuses a folder of its own that holds another user’s file or folder, however deep${UNLESS_ROOT}`,
    async () => {
      const dataDir = await folder(0o700)
      const table = path.join(dataDir, 'pglite', 'base', 'table')
      await mkdir(path.dirname(table), { recursive: true })
      await writeFile(table, 'rows')
      await chown(table, NOBODY, NOBODY)
      await expect(assertOwnFolder(dataDir, 'DATA_DIR')).rejects.toThrow(
        `DATA_DIR ${dataDir} holds ${table}, which belongs to user 65534 (nobody), not to user 0 ` +
          '(root), who runs this: have it removed, or given to user 0 (root) (chown), or choose ' +
          'another DATA_DIR.',
      )
      await chown(table, 0, 0)
      await chown(path.join(dataDir, 'pglite'), NOBODY, NOBODY)
      await expect(assertOwnFolder(dataDir, 'DATA_DIR')).rejects.toThrow(
        `holds ${path.join(dataDir, 'pglite')}, which belongs to user 65534 (nobody)`,
      )
    },
  )
})

describe('assertPrivateSocket', () => {
  it('accepts the server’s socket: this user’s, 0600, in a folder of its own', async () => {
    const dir = await folder(0o700)
    await listeningSocket(path.join(dir, 'staff-admin.sock'))
    await expect(assertPrivateSocket(path.join(dir, 'staff-admin.sock'))).resolves.toBeUndefined()
  })

  it('refuses a socket or a folder that group or others can write to', async () => {
    const dir = await folder(0o700)
    const socket = path.join(dir, 'staff-admin.sock')
    await listeningSocket(socket)
    await chmod(socket, 0o660)
    await expect(assertPrivateSocket(socket)).rejects.toThrow(
      `The server's socket ${socket} is open to other users (mode 0660): nothing was sent to it.`,
    )
    await chmod(socket, 0o600)
    await chmod(dir, 0o733)
    await expect(assertPrivateSocket(socket)).rejects.toThrow(
      `${dir}, which holds the server's socket, is writable by other users (mode 0733)`,
    )
  })

  it('refuses a symbolic link, even to a socket of its own, and a file that is not a socket', async () => {
    const dir = await folder(0o700)
    await listeningSocket(path.join(dir, 'real.sock'))
    await symlink(path.join(dir, 'real.sock'), path.join(dir, 'staff-admin.sock'))
    await expect(assertPrivateSocket(path.join(dir, 'staff-admin.sock'))).rejects.toThrow(
      `${path.join(dir, 'staff-admin.sock')} is a symbolic link, not the server's socket: nothing was sent to it.`,
    )
    await writeFile(path.join(dir, 'plain.sock'), '')
    await expect(assertPrivateSocket(path.join(dir, 'plain.sock'))).rejects.toThrow(
      'is not a socket, not the server',
    )
  })

  it('throws ENOENT when there is no socket, for the tool to say the server offers none', async () => {
    const dir = await folder(0o700)
    await expect(assertPrivateSocket(path.join(dir, 'staff-admin.sock'))).rejects.toMatchObject({
      code: 'ENOENT',
    })
  })

  it.skipIf(!IS_ROOT)(
    `refuses a socket, or a folder holding it, of another user${UNLESS_ROOT}`,
    async () => {
      const dir = await folder(0o700)
      const socket = path.join(dir, 'staff-admin.sock')
      await listeningSocket(socket)
      await chown(socket, NOBODY, NOBODY)
      await expect(assertPrivateSocket(socket)).rejects.toThrow(
        `The server's socket ${socket} belongs to user 65534 (nobody), not to user 0 (root), who ` +
          'runs this: another user may be listening there, so nothing was sent to it.',
      )
      await chown(socket, 0, 0)
      await chown(dir, NOBODY, NOBODY)
      await expect(assertPrivateSocket(socket)).rejects.toThrow(
        `${dir}, which holds the server's socket, belongs to user 65534 (nobody)`,
      )
    },
  )
})
