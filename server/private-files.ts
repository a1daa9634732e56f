import { chmod, lstat, mkdir, readdir, readFile, realpath } from 'node:fs/promises'
import path from 'node:path'

/** What the server writes is its own: nobody else on the machine may read or change it. */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
const GROUP_AND_OTHERS = 0o077
const OPEN_TO_WRITING = 0o022

/**
 * Files and folders this process creates from now on get no group or other permissions, whatever
 * umask it inherited (a shell's 022, a service manager's 000). Called first thing by every
 * process that writes under DATA_DIR: the server, `npm run staff`, `npm run inbox`.
 */
export function restrictNewFiles(): void {
  process.umask(GROUP_AND_OTHERS)
}

/** Removed between its listing and its visit (PGlite deletes temp files): nothing to protect. */
function ignoreGone(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined
  throw error
}

/** An entry that was open to group or others, with its mode before it was made private. */
export interface LoosenedEntry {
  path: string
  mode: number
}

/**
 * Makes `root` and everything under it private: a folder open to group or others becomes 0700,
 * any other entry 0600. Answers what was open, with its mode before. Symbolic links are neither followed nor changed. A missing `root` answers [].
 *
 * The umask alone is not enough under DATA_DIR: PGlite sets its files' modes itself (its initial
 * database is written -rw-rw-rw-, some files later -rw-r--r--), so the tree is walked after it
 * writes, too.
 */
export async function makePrivate(root: string): Promise<LoosenedEntry[]> {
  const loosened: LoosenedEntry[] = []
  async function visit(entry: string): Promise<void> {
    const stats = await lstat(entry).catch(ignoreGone)
    if (!stats || stats.isSymbolicLink()) return
    const mode = stats.mode & 0o7777
    if (mode & GROUP_AND_OTHERS) {
      await chmod(entry, stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE).catch(
        ignoreGone,
      )
      loosened.push({ path: entry, mode })
    }
    if (!stats.isDirectory()) return
    for (const name of (await readdir(entry).catch(ignoreGone)) ?? []) {
      await visit(path.join(entry, name))
    }
  }
  await visit(path.resolve(root))
  return loosened
}

/**
 * The warning to log (or print) when DATA_DIR itself was open to other users: then what was
 * under it was theirs to read too. Undefined when the folder was private, which kept everything
 * under it private whatever the inner modes (PGlite leaves some open if its process dies).
 */
export function exposedDataDirWarning(
  dataDir: string,
  loosened: readonly LoosenedEntry[],
): string | undefined {
  const root = loosened.find((entry) => entry.path === path.resolve(dataDir))
  if (!root) return undefined
  return (
    `DATA_DIR ${dataDir} was open to other users of this machine (the folder was ` +
    `${root.mode.toString(8).padStart(4, '0')}): made private ${loosened.length} file(s) and ` +
    'folder(s) (folders 0700, files 0600)'
  )
}

/** Raised when something the process would trust belongs to, or is open to, another user. */
export class UntrustedPathError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UntrustedPathError'
  }
}

/** "65534 (nobody)": the number the file system keeps, and the name people know. */
async function describeUser(uid: number): Promise<string> {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '')
  const name = passwd
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[2] === String(uid))?.[0]
  return name ? `${uid} (${name})` : String(uid)
}

/** Who runs this process, for the messages; undefined where there are no user ids (Windows). */
function ownUid(): number | undefined {
  return process.getuid?.()
}

const modeText = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0')

/**
 * Makes `dir` (0700) when it does not exist yet, then checks it is this user's (assertOwnFolder).
 * Made before it is checked, so that nobody else can make it in between.
 */
export async function makeOwnFolder(dir: string, setting: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  await assertOwnFolder(dir, setting)
}

/**
 * Checks that `dir` and everything under it belong to this process's user, and throws
 * UntrustedPathError saying what does not (ENOENT when `dir` is missing). A folder made by
 * another user (in a shared folder such as /tmp) stays theirs whatever its mode: they could read
 * the database, or put their own socket where the staff tool sends passwords. Anything in it that
 * is theirs (a file, a folder, a socket, a link) they can still change, or reach through a link
 * of their own. `setting` names the folder in the message (DATA_DIR). Symbolic links under it
 * are not followed; `dir` itself may be one (a deployment's /var/lib/freight pointing elsewhere):
 * the folder it leads to is checked.
 */
export async function assertOwnFolder(dir: string, setting: string): Promise<void> {
  const uid = ownUid()
  if (uid === undefined) return
  const root = await realpath(dir)
  /** The refusal for `dir` itself, or for `entry` in it. */
  const refusal = async (owner: number, entry?: string) => {
    const user = await describeUser(uid)
    const whose = `belongs to user ${await describeUser(owner)}, not to user ${user}, who runs this`
    return new UntrustedPathError(
      entry === undefined
        ? `${setting} ${dir} ${whose}: choose a folder of your own, or have its owner remove it.`
        : `${setting} ${dir} holds ${entry}, which ${whose}: have it removed, or given to user ` +
            `${user} (chown), or choose another ${setting}.`,
    )
  }
  const rootStats = await lstat(root)
  if (rootStats.uid !== uid) throw await refusal(rootStats.uid)
  async function visit(folder: string): Promise<void> {
    for (const name of (await readdir(folder).catch(ignoreGone)) ?? []) {
      const entry = path.join(folder, name)
      const stats = await lstat(entry).catch(ignoreGone)
      if (!stats) continue
      if (stats.uid !== uid) throw await refusal(stats.uid, entry)
      if (stats.isDirectory()) await visit(entry)
    }
  }
  await visit(root)
}

/**
 * Checks, before a tool sends anything (a new account's password, a backup request) to the
 * server's admin socket, that only this user could have made it: the socket itself (never
 * through a symbolic link) and the folder holding it belong to this user, and neither is open to
 * writing by group or others. Otherwise another user could be listening there in the server's
 * place. Throws UntrustedPathError saying what is wrong; a socket that is not there throws ENOENT.
 */
export async function assertPrivateSocket(socketPath: string): Promise<void> {
  const uid = ownUid()
  if (uid === undefined) return
  const folder = await realpath(path.dirname(socketPath))
  const socket = path.join(folder, path.basename(socketPath))
  const folderStats = await lstat(folder)
  const socketStats = await lstat(socket)
  const notOurs = async (owner: number) =>
    `belongs to user ${await describeUser(owner)}, not to user ${await describeUser(uid)}, who runs this`
  const makeItsOwn =
    'Check who put it there, remove it and start the server again, which makes its own.'

  if (folderStats.uid !== uid) {
    throw new UntrustedPathError(
      `${folder}, which holds the server's socket, ${await notOurs(folderStats.uid)}: another ` +
        'user could have put their own socket there, so nothing was sent. The server needs a ' +
        'DATA_DIR of its own.',
    )
  }
  if (folderStats.mode & OPEN_TO_WRITING) {
    throw new UntrustedPathError(
      `${folder}, which holds the server's socket, is writable by other users (mode ` +
        `${modeText(folderStats.mode)}): any of them could have put their own socket there, so ` +
        `nothing was sent. Check what is in it, then make it private (chmod 700 ${folder}).`,
    )
  }
  if (socketStats.isSymbolicLink() || !socketStats.isSocket()) {
    const what = socketStats.isSymbolicLink() ? 'a symbolic link' : 'not a socket'
    throw new UntrustedPathError(
      `${socket} is ${what}, not the server's socket: nothing was sent to it. ${makeItsOwn}`,
    )
  }
  if (socketStats.uid !== uid) {
    throw new UntrustedPathError(
      `The server's socket ${socket} ${await notOurs(socketStats.uid)}: another user may be ` +
        `listening there, so nothing was sent to it. ${makeItsOwn}`,
    )
  }
  if (socketStats.mode & OPEN_TO_WRITING) {
    throw new UntrustedPathError(
      `The server's socket ${socket} is open to other users (mode ` +
        `${modeText(socketStats.mode)}): nothing was sent to it. ${makeItsOwn}`,
    )
  }
}
