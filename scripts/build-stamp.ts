/**
 * The build stamp: a hash of every build input, SITE_URL included because canonical URLs are
 * baked into the prerendered pages. `npm run build` writes it (scripts/post-build.ts) and
 * `npm start` (scripts/start.ts) rebuilds only when the inputs no longer match it.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const BUILD_INPUTS = [
  'app',
  'content',
  'domain',
  'schemas',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'vite',
  'server/defer-hydration.ts',
  'package-lock.json',
]
export const STAMP_FILE = 'build/.build-stamp'

async function filesUnder(entry: string): Promise<string[]> {
  try {
    const children = await readdir(entry, { recursive: true, withFileTypes: true })
    return children
      .filter((child) => child.isFile())
      .map((child) => path.join(child.parentPath, child.name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [entry]
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** Hash of the build inputs as they are now; paths are relative to the working directory. */
export async function inputsHash(siteUrl: string): Promise<string> {
  const hash = createHash('sha256').update(`SITE_URL=${siteUrl}\n`)
  const files = (await Promise.all(BUILD_INPUTS.map(filesUnder))).flat().sort()
  for (const file of files) {
    hash
      .update(`${file}\n`)
      .update(await readFile(file))
      .update('\n')
  }
  return hash.digest('hex')
}

/** The stamp of the last complete build, or '' when there is none. */
export async function readStamp(): Promise<string> {
  return (await readFile(STAMP_FILE, 'utf8').catch(() => '')).trim()
}

export function writeStamp(hash: string): Promise<void> {
  return writeFile(STAMP_FILE, `${hash}\n`)
}
