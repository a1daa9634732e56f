// Issue 40: the city is Chattogram in everything the site says; "Chittagong" only inside a
// proper name that still says so.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import { seedChattogram } from '#server/content/chattogram-backfill.ts'
import { seedItems } from '#server/content/seed.ts'

/** Proper names that keep the old spelling (none is used today). */
const ALLOWED = ['Chittagong Port Authority']

const oldNameIn = (text: string) =>
  ALLOWED.reduce((rest, name) => rest.replaceAll(name, ''), text).match(/Chittagong/gi) ?? []

/** Every dictionary of texts the site, its emails and the API write. */
function dictionaries(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.messages.ts'))
    .map((file) => path.join(folder, file))
}

describe('Chattogram', () => {
  it('is the name in the seeded content and job positions', () => {
    expect(oldNameIn(JSON.stringify(seedItems()))).toEqual([])
    expect(oldNameIn(JSON.stringify(SEED_JOB_POSITIONS))).toEqual([])
    expect(JSON.stringify(seedItems())).toContain('Chattogram port (CGP)')
  })

  it('is the name in every dictionary', () => {
    const files = ['app', 'server', 'domain', 'schemas'].flatMap(dictionaries)
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) expect(oldNameIn(readFileSync(file, 'utf8')), file).toEqual([])
  })

  it('replaces a text the seed wrote with Chittagong, and nothing else', () => {
    const seed = { en: 'Sea freight through Chattogram port (CGP)', bn: 'চট্টগ্রাম বন্দর' }
    expect(
      seedChattogram({ en: 'Sea freight through Chittagong port (CGP)', bn: '' }, seed),
    ).toEqual({ en: seed.en, bn: '' })
    expect(seedChattogram(seed, seed)).toBeUndefined()
    const edited = { en: 'Sea freight through Chittagong port, as we write it', bn: '' }
    expect(seedChattogram(edited, seed)).toBeUndefined()
  })
})
