/**
 * `npm start`: builds the site when its inputs changed since the last build, then runs the
 * server in this process. The stamp records a hash of every build input, SITE_URL included
 * because canonical URLs are baked into the prerendered pages.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseEnv } from '#schemas/env.ts'

const BUILD_INPUTS = [
  'app',
  'content',
  'schemas',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
]
const STAMP_FILE = 'build/.build-stamp'

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

async function inputsHash(siteUrl: string): Promise<string> {
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

let siteUrl: string
try {
  siteUrl = parseEnv(process.env).SITE_URL
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const wanted = await inputsHash(siteUrl)
const built = await readFile(STAMP_FILE, 'utf8').catch(() => '')
if (built.trim() !== wanted) {
  console.log('Site inputs changed since the last build; building…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  await writeFile(STAMP_FILE, `${wanted}\n`)
}

await import('../server/server.ts')
