import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * Issue 39: no seed constant is read at run time. What staff edit lives in the database, seeded
 * once from content/; a module that reads content/'s records while the site runs keeps showing
 * the seed after an editor has changed it (the company's name on the share image, the company's
 * email as the staff notifications' address). Only seeding reads them: modules named seed… or
 * …backfill (which fill a database once), and the benchmark, which makes its own data.
 *
 * content/ also holds what is not content: the records' types, the list of public pages and the
 * carriers' reference data (container prefixes, tracking addresses), which staff do not edit.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const NOT_SEED = new Set(['types.ts', 'site-map.ts', 'carriers.ts'])
const SEEDING = /(^|\/)(seed[^/]*|[^/]*backfill[^/]*|bench[^/]*)\.ts$/

const sourceFiles = execFileSync(
  'git',
  [
    'ls-files',
    '-z',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    'app',
    'server',
    'schemas',
    'domain',
    'scripts',
  ],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && existsSync(path.join(ROOT, file)))

/** The modules of the top-level content/ folder a file imports, by their path inside it. */
function contentImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  return [...text.matchAll(/from '([^']+)'/g)].flatMap((match) => {
    const specifier = match[1] ?? ''
    const target = specifier.startsWith('#content/')
      ? specifier.slice(1)
      : specifier.startsWith('.')
        ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
        : ''
    return target.startsWith('content/') ? [target.slice('content/'.length)] : []
  })
}

describe('seed constants', () => {
  it('finds imports of content/ (the check can see them)', () => {
    expect(contentImports('server/content/seed.ts')).toContain('company.ts')
  })

  it('are read only by the modules that seed the database', () => {
    const readers = sourceFiles.flatMap((file) =>
      SEEDING.test(file)
        ? []
        : contentImports(file)
            .filter((imported) => !NOT_SEED.has(imported))
            .map((imported) => `${file} reads content/${imported}`),
    )
    expect(readers).toEqual([])
  })
})
