import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { exposedDataDirWarning, makePrivate } from '#server/private-files.ts'

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
