import { readFile, readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  BENGALI_LABEL_FONT,
  BENGALI_LABEL_TEXT,
  BENGALI_SUBSET_FONT,
  bengaliFallbackMetrics,
  bengaliLabelUnicodeRangeDescriptor,
  bengaliUnicodeRangeDescriptor,
  isInBengaliSubset,
  isInFontSubset,
  subsetBengali,
  subsetBengaliLabel,
  SUBSET_FONT,
  subsetInter,
  unicodeRangeDescriptor,
} from '../../scripts/subset-font.ts'

const ROOT = new URL('../../', import.meta.url)
/** Where every word a visitor can read comes from. */
const TEXT_SOURCES = ['content', 'app', 'schemas']

async function sourceFiles(dir: URL): Promise<URL[]> {
  const found: URL[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const url = new URL(entry.isDirectory() ? `${entry.name}/` : entry.name, dir)
    if (entry.isDirectory()) found.push(...(await sourceFiles(url)))
    else if (/\.tsx?$/.test(entry.name)) found.push(url)
  }
  return found
}

describe('the Inter subset', () => {
  it('is the file scripts/subset-font.ts makes (run `npm run fonts` after changing it)', async () => {
    const committed = await readFile(SUBSET_FONT)
    expect(Buffer.compare(committed, await subsetInter())).toBe(0)
    expect(committed.length).toBeLessThan(25 * 1024)
  })

  it('is declared in the stylesheet with exactly its unicode-range', async () => {
    const css = await readFile(new URL('app/styles/global.css', ROOT), 'utf8')
    const face = /@font-face\s*{[^}]*font-family:\s*'Inter';[^}]*}/.exec(css)?.[0] ?? ''
    expect(face).toContain("url('../fonts/inter-latin-subset.woff2')")
    const range = /unicode-range:([^;]*);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim()
    expect(range).toBe(unicodeRangeDescriptor())
  })

  it('with the Bengali subset, has a glyph for every character the site writes', async () => {
    const outside = new Map<string, string>()
    for (const dir of TEXT_SOURCES) {
      for (const file of await sourceFiles(new URL(`${dir}/`, ROOT))) {
        for (const character of await readFile(file, 'utf8')) {
          const codePoint = character.codePointAt(0) ?? 0
          if (codePoint >= 0x20 && !isInFontSubset(codePoint) && !isInBengaliSubset(codePoint)) {
            outside.set(character, file.pathname.slice(ROOT.pathname.length))
          }
        }
      }
    }
    expect(Object.fromEntries(outside)).toEqual({})
  })
})

/** The @font-face rule of `family` in the global stylesheet. */
async function fontFace(family: string): Promise<string> {
  const css = await readFile(new URL('app/styles/global.css', ROOT), 'utf8')
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? []
  return faces.find((face) => face.includes(`font-family: '${family}';`)) ?? ''
}

function unicodeRangeOf(face: string): string | undefined {
  return /unicode-range:([^;]*);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim()
}

describe('the Noto Sans Bengali subset', () => {
  it('is the file scripts/subset-font.ts makes, the whole Bengali block in about 40 KB', async () => {
    const committed = await readFile(BENGALI_SUBSET_FONT)
    expect(Buffer.compare(committed, await subsetBengali())).toBe(0)
    expect(committed.length).toBeLessThan(42 * 1024)
  })

  it("and its metric-matched fallback are declared with the subset's unicode-range", async () => {
    const face = await fontFace('Noto Sans Bengali')
    expect(face).toContain("url('../fonts/noto-sans-bengali-subset.woff2')")
    // Block: a first view is drawn in it, never in a device's fallback (boxes without one).
    expect(face).toContain('font-display: block')
    expect(unicodeRangeOf(face)).toBe(bengaliUnicodeRangeDescriptor())
    const fallback = await fontFace('Noto Sans Bengali Fallback')
    expect(unicodeRangeOf(fallback)).toBe(bengaliUnicodeRangeDescriptor())
    const metrics = await bengaliFallbackMetrics()
    const css = (value: string) => `${Number.parseFloat(value)}%`
    expect(fallback).toContain(`ascent-override: ${css(metrics.ascent)};`)
    expect(fallback).toContain(`descent-override: ${css(metrics.descent)};`)
    expect(fallback).toContain(`line-gap-override: ${css(metrics.lineGap)};`)
  })
})

describe("the language switch's Bengali font", () => {
  it('is the file scripts/subset-font.ts makes for "বাংলা", the English pages\' label, in 1 KB', async () => {
    expect(BENGALI_LABEL_TEXT).toBe('বাংলা')
    const committed = await readFile(BENGALI_LABEL_FONT)
    expect(Buffer.compare(committed, await subsetBengaliLabel())).toBe(0)
    expect(committed.length).toBeLessThanOrEqual(1024)
  })

  it("is declared with the label's letters as its unicode-range, and drawn in at once", async () => {
    const face = await fontFace('Noto Sans Bengali Label')
    expect(face).toContain("url('../fonts/noto-sans-bengali-label.woff2')")
    expect(face).toContain('font-display: block')
    expect(unicodeRangeOf(face)).toBe(bengaliLabelUnicodeRangeDescriptor())
    expect(bengaliLabelUnicodeRangeDescriptor()).toBe('U+0982, U+09AC, U+09B2, U+09BE')
  })
})
