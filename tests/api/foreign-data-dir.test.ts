/**
 * A DATA_DIR made by another user of the machine (in a shared folder such as /tmp) stays theirs
 * whatever its mode: they could read the database, and put their own socket where the staff
 * tool sends a new account's password. The server refuses such a folder, and the tools send
 * nothing to a socket that only this user could not have made.
 *
 * The other user is nobody (65534): its files are made with chown, which only root may do. The
 * tests run as root here and in CI; run as anyone else, they are skipped and say why.
 */
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import {
  chmod,
  chown,
  lchown,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { SEEDED_POSITIONS } from '../support/seeded-positions.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { runScript } from './support/scripts.ts'
import {
  databaseUrlFor,
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
} from './support/server.ts'
import { runStaffCli, STAFF_TEST_PASSWORD } from './support/staff.ts'

const IS_ROOT = process.getuid?.() === 0
/** Said in the name of what is skipped, and only then. */
const UNLESS_ROOT = IS_ROOT
  ? ''
  : ' (skipped: not run as root, so it cannot make files of another user with chown)'
const NOBODY = 65534
const NOBODYS = 'belongs to user 65534 (nobody), not to user 0 (root), who runs this'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

async function dataDirOf(owner: number | null, options?: { database?: 'seeded' }) {
  const dataDir = await newDataDir(options)
  cleanup.push(() => removeDataDir(dataDir))
  if (owner !== null) await chownTree(dataDir, owner)
  return dataDir
}

/** chown -R, not following links. */
async function chownTree(entry: string, owner: number): Promise<void> {
  await lchown(entry, owner, owner)
  if (!(await lstat(entry)).isDirectory()) return
  for (const name of await readdir(entry)) await chownTree(path.join(entry, name), owner)
}

/** What a server started on `dataDir` printed when it refused to start, or that it started. */
async function refusedStart(dataDir: string): Promise<string> {
  try {
    const server = await startServer({ dataDir, process: true })
    await server.stop()
    return `It started, printing:\n${server.output()}`
  } catch (error) {
    return (error as Error).message
  }
}

/**
 * Someone else's socket in the server's place: it answers as the server would and keeps all it
 * is sent. It listens in this process; the tests give its file to nobody with chown, and the
 * tools see what they would see of a socket nobody made: a socket file that is theirs.
 */
async function impostorSocket(socketPath: string) {
  const received: string[] = []
  let connections = 0
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push(`${request.method} ${request.url} ${body}`)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: 'Added (by the impostor)' }))
    })
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(socketPath, resolve))
  cleanup.push(() => new Promise((resolve) => server.close(resolve)))
  return {
    /** Every connection and request it had; none, when the tools refused. */
    heard: () => ({ connections, received }),
  }
}

/**
 * DATA_DIR/pglite.lock naming a live process, as a running server's does: the tools then talk
 * to DATA_DIR/staff-admin.sock instead of opening the database. This test's own process stands
 * in for the server.
 */
async function heldLock(dataDir: string): Promise<void> {
  await writeFile(path.join(dataDir, 'pglite.lock'), `${process.pid}\n`)
}

const addAdmin = (dataDir: string) =>
  runStaffCli(
    dataDir,
    [
      'add',
      '--email',
      `impostor-${randomUUID().slice(0, 8)}@staff.example`,
      '--name',
      'Admin',
      '--role',
      'admin',
    ],
    { stdin: `${STAFF_TEST_PASSWORD}\n` },
  )

describe.skipIf(!IS_ROOT)(`A DATA_DIR of another user${UNLESS_ROOT}`, { timeout: 180_000 }, () => {
  it.skipIf(USES_POSTGRES)(
    'the server refuses to start on it, or on one holding their database folder, says why and changes nothing',
    async () => {
      const theirs = await dataDirOf(null)
      await chmod(theirs, 0o777)
      await chown(theirs, NOBODY, NOBODY)
      const refusal = await refusedStart(theirs)
      expect(refusal).toContain(
        `DATA_DIR ${theirs} ${NOBODYS}: choose a folder of your own, or have its owner remove it.`,
      )
      expect(refusal).not.toMatch(/"level"|at .+\.ts:\d+/)
      expect(await readdir(theirs)).toEqual([])
      expect((await stat(theirs)).mode & 0o777).toBe(0o777)

      // The folder is this user's, the database in it someone else's.
      const ours = await dataDirOf(null, { database: 'seeded' })
      await chownTree(path.join(ours, 'pglite'), NOBODY)
      expect(await refusedStart(ours)).toContain(
        `DATA_DIR ${ours} holds ${path.join(ours, 'pglite')}, which ${NOBODYS}: have it removed, ` +
          'or given to user 0 (root) (chown), or choose another DATA_DIR.',
      )
      expect(existsSync(path.join(ours, 'pglite.lock'))).toBe(false)
    },
  )

  it.runIf(USES_POSTGRES)(
    'with PostgreSQL the server starts (its database is elsewhere) but leaves the CVs in it alone',
    async () => {
      const dataDir = await dataDirOf(null, { database: 'seeded' })
      // A CV an earlier version kept on this server's disk, waiting to move into the database.
      const cv = path.join(dataDir, 'uploads', `${randomUUID()}.pdf`)
      await mkdir(path.dirname(cv))
      await writeFile(cv, SAMPLE_PDF)
      const client = new pg.Client({ connectionString: databaseUrlFor(dataDir) })
      await client.connect()
      try {
        await client.query(
          `INSERT INTO job_applications (position_id, name, email, phone, cv_path,
             cv_original_name, cv_size, cv_sha256, cv_mime, client_ip)
           VALUES ($1, 'Legacy Applicant', 'legacy@example.com', '01711-000000', $2,
             'legacy.pdf', $3, $4, 'application/pdf', '127.0.0.1')`,
          [
            SEEDED_POSITIONS[0]?.id,
            path.posix.join('uploads', path.basename(cv)),
            SAMPLE_PDF.length,
            createHash('sha256').update(SAMPLE_PDF).digest('hex'),
          ],
        )
      } finally {
        await client.end()
      }
      await chownTree(dataDir, NOBODY)

      const server = await startServer({ dataDir })
      expect(await server.stop()).toBe(0)
      expect(server.output()).toContain(
        `CVs in DATA_DIR left alone: DATA_DIR ${dataDir} ${NOBODYS}`,
      )
      expect(existsSync(cv)).toBe(true)
    },
  )

  it.skipIf(USES_POSTGRES)(
    'npm run restore puts nothing into it: the server would not trust it',
    async () => {
      const source = await dataDirOf(null, { database: 'seeded' })
      const file = path.join(source, 'taken.backup')
      const taken = await runScript('scripts/backup.ts', source, [file])
      expect(taken.code, taken.stderr).toBe(0)
      const theirs = await dataDirOf(NOBODY)

      const restored = await runScript('scripts/restore.ts', theirs, [file])
      expect(restored.code).toBe(1)
      expect(restored.stderr).toContain(
        `DATA_DIR ${theirs} ${NOBODYS}: choose a folder of your own, or have its owner remove it.`,
      )
      expect(await readdir(theirs)).toEqual([])
    },
  )

  describe.skipIf(USES_POSTGRES)('the tools that talk to the running server', () => {
    it('npm run staff sends nothing to a socket in a DATA_DIR someone else made', async () => {
      // As in the issue: another user made the folder in /tmp, with a lock naming a live
      // process and a socket of their own, before the operator's first `npm run staff -- add`.
      const dataDir = await dataDirOf(null)
      await heldLock(dataDir)
      const impostor = await impostorSocket(path.join(dataDir, 'staff-admin.sock'))
      await chownTree(dataDir, NOBODY)

      const added = await addAdmin(dataDir)
      expect(impostor.heard()).toEqual({ connections: 0, received: [] })
      expect(added.code).toBe(1)
      expect(added.stderr).toContain(`DATA_DIR ${dataDir} ${NOBODYS}`)
      expect(added.stdout).toBe('')
    })

    it('npm run staff sends nothing to another user’s socket in a DATA_DIR of its own', async () => {
      const dataDir = await dataDirOf(null)
      await heldLock(dataDir)
      const socket = path.join(dataDir, 'staff-admin.sock')
      const impostor = await impostorSocket(socket)
      await chown(socket, NOBODY, NOBODY)

      const added = await addAdmin(dataDir)
      expect(impostor.heard()).toEqual({ connections: 0, received: [] })
      expect(added.code).toBe(1)
      expect(added.stderr).toContain(`DATA_DIR ${dataDir} holds ${socket}, which ${NOBODYS}`)
    })

    it('npm run staff and npm run backup send nothing through a symbolic link in the socket’s place', async () => {
      const dataDir = await dataDirOf(null)
      await heldLock(dataDir)
      const elsewhere = await mkdtemp(path.join(tmpdir(), 'dbl-impostor-'))
      cleanup.push(() => removeDataDir(elsewhere))
      const impostor = await impostorSocket(path.join(elsewhere, 'listening.sock'))
      const socket = path.join(dataDir, 'staff-admin.sock')
      await symlink(path.join(elsewhere, 'listening.sock'), socket)
      const refusal = `${socket} is a symbolic link, not the server's socket: nothing was sent to it.`

      const added = await addAdmin(dataDir)
      expect(added.code).toBe(1)
      expect(added.stderr).toContain(refusal)
      const backup = await runScript('scripts/backup.ts', dataDir, [
        path.join(elsewhere, 'taken.backup'),
      ])
      expect(backup.code).toBe(1)
      expect(backup.stderr).toContain(refusal)
      expect(impostor.heard()).toEqual({ connections: 0, received: [] })
      expect(existsSync(path.join(elsewhere, 'taken.backup'))).toBe(false)
    })
  })
})
