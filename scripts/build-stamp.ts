/**
 * The build stamp: a hash of every build input, SITE_URL included because canonical URLs are
 * baked into the pages. `npm run build` writes it (scripts/post-build.ts); `npm start`
 * (scripts/start.ts) and the tests on a later clock (scripts/test-future.ts, through
 * `node scripts/build-stamp.ts`) rebuild only when the inputs no longer match it.
 */
import { spawnSync } from 'node:child_process'
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

/**
 * Runs `npm run build` unless the last complete build was made from the inputs as they are now.
 * Resolves with the build's exit status (0 when none was needed).
 */
export async function buildWhenStale(siteUrl: string): Promise<number> {
  if ((await readStamp()) === (await inputsHash(siteUrl))) return 0
  console.log('Site inputs changed since the last build; building…')
  return spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status ?? 1
}

if (import.meta.main) {
  const { parseEnv } = await import('../schemas/env.ts')
  process.exitCode = await buildWhenStale(parseEnv(process.env).SITE_URL)
}
