import { chmod, lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

/** What the server writes is its own: nobody else on the machine may read or change it. */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
const GROUP_AND_OTHERS = 0o077

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
