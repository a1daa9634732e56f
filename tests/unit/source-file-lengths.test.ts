import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * Issue 39: no hand-written source file over 400 lines; a longer one is split by responsibility.
 * The files are those under the source folders that git tracks or would (new files not yet added
 * included, ignored ones left out). None of them is generated: the API client's types are in
 * tests/ (tests/api/support/api-types.ts) and React Router's route types in .react-router/, which
 * git ignores; the .d.ts files here are written by hand.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SOURCE_FOLDERS = ['app', 'server', 'schemas', 'domain', 'content', 'scripts']
const MAX_LINES = 400

const sourceFiles = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_FOLDERS],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\0')
  // A tracked file deleted from the work tree but not yet from the index is no longer a source.
  .filter((file) => /\.tsx?$/.test(file) && existsSync(path.join(ROOT, file)))

function lineCount(file: string): number {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

const tooLong = sourceFiles
  .map((file) => ({ file, lines: lineCount(file) }))
  .filter(({ lines }) => lines > MAX_LINES)

describe('source file lengths', () => {
  it('finds the source files', () => {
    expect(sourceFiles).toContain('server/server.ts')
    expect(sourceFiles).toContain('app/root.tsx')
  })

  it(`has no hand-written source file over ${MAX_LINES} lines`, () => {
    const offenders = tooLong.map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(offenders).toEqual([])
  })
})
