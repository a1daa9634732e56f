import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { BUILD_INPUTS } from '../../scripts/build-stamp.ts'

describe('the build stamp', () => {
  it('covers every folder the pages import from, so a change there rebuilds the site', async () => {
    const { imports } = JSON.parse(await readFile('package.json', 'utf8')) as {
      imports: Record<string, string>
    }
    const folders = Object.values(imports)
      .map((target) => /^\.\/([^/]+)\/\*$/.exec(target)?.[1])
      .filter((folder) => folder !== undefined && folder !== 'server')
    expect(folders.length).toBeGreaterThan(0)
    expect(BUILD_INPUTS).toEqual(expect.arrayContaining(folders))
  })
})
