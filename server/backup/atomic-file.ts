import { randomBytes } from 'node:crypto'
import { chmod, mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'

/**
 * Makes `dir` and any missing parents, each 0700 whatever the umask. A folder that already
 * exists keeps its mode: whoever made it chose it.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  const target = path.resolve(dir)
  const first = await mkdir(target, { recursive: true, mode: 0o700 })
  if (first === undefined) return
  for (let folder = target; ; folder = path.dirname(folder)) {
    await chmod(folder, 0o700)
    if (folder === first || folder === path.dirname(folder)) break
  }
}

/** The hidden name a file is written under before it takes its final one. */
export const PARTIAL_SUFFIX = '.partial'

/** Flushes a folder's entries (a file just renamed into it) to the disk. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Writes `file` whole or not at all: `fill` writes a hidden temporary file in the same folder
 * (mode 0600 whatever the umask), which is flushed to the disk and only then renamed; a crash or
 * an error leaves no file under the final name, and the temporary one is removed on error.
 * An existing `file` is refused rather than replaced.
 */
export async function writeFileAtomically(
  file: string,
  fill: (handle: FileHandle) => Promise<void>,
): Promise<void> {
  const dir = path.dirname(path.resolve(file))
  const partial = path.join(
    dir,
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`,
  )
  const handle = await open(partial, 'wx+', 0o600)
  let done = false
  try {
    await handle.chmod(0o600)
    await fill(handle)
    await handle.sync()
    await handle.close()
    const existing = await open(file, 'r').catch(() => undefined)
    if (existing) {
      await existing.close()
      throw new Error(`${file} already exists; choose another name`)
    }
    await rename(partial, file)
    done = true
    await fsyncDir(dir)
  } finally {
    if (!done) {
      await handle.close().catch(() => {})
      await rm(partial, { force: true })
    }
  }
}
