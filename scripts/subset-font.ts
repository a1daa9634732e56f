/**
 * The site's web fonts: Inter (variable weight), cut down to what the site writes, and Noto Sans
 * Bengali for the Bangla pages (below).
 *
 * The Fontsource "latin" file is 49 KB because it carries every stylistic set and character
 * variant of Inter and the whole weight axis from 100. On a slow phone connection that file
 * competes with the first paint, so this script keeps only the characters below, the layout
 * features the stylesheet relies on, and weights 400–900. The result is committed; run
 * `npm run fonts` after a Fontsource upgrade or a change here. tests/unit/font-subset.test.ts
 * fails when the committed file, the stylesheet's unicode-range or the site's text disagree with
 * this list.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import subsetFont from 'subset-font'
import { shellMessages } from '../app/routes/site-layout.messages.ts'

/** Inclusive code point ranges: printable ASCII, Latin-1, and the punctuation and symbols the copy uses. */
export const FONT_CODE_POINT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x2019], // single quotes
  [0x201c, 0x201d], // double quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
]

/** Kerning, ligatures, marks, and tabular figures for the counters and the quote totals. */
const KEPT_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum']
/** The stylesheet uses weights 400 to 850. */
export const FONT_WEIGHT_RANGE = { min: 400, max: 900 } as const

export const SOURCE_FONT = new URL(
  '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  import.meta.url,
)
export const SUBSET_FONT = new URL('../app/fonts/inter-latin-subset.woff2', import.meta.url)

export function isInFontSubset(codePoint: number): boolean {
  return FONT_CODE_POINT_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last)
}

/** The unicode-range descriptor the stylesheet must declare for the subset. */
export function unicodeRangeDescriptor(): string {
  return rangesDescriptor(FONT_CODE_POINT_RANGES)
}

export async function subsetInter(): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE_FONT), charactersOf(FONT_CODE_POINT_RANGES), {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: FONT_WEIGHT_RANGE },
  })
}

/**
 * The Bangla pages' font: Noto Sans Bengali (SIL Open Font License), regular weight, cut to the
 * Bengali block. Conjuncts (ক্ষ, ন্ত্র, স্ট্র) are made by the font's layout features from glyphs
 * that no character maps to, so the subset keeps every feature and the glyphs they reach (layout
 * closure, subset-font's default): without them a conjunct falls apart into letters and hasants.
 * The whole block, not the site's current words, because staff publish new Bangla text any day.
 */
export const BENGALI_CODE_POINT_RANGES: readonly (readonly [number, number])[] = [
  [0x0964, 0x0965], // danda, double danda
  [0x0980, 0x09ff], // the Bengali block
  [0x200c, 0x200d], // zero-width non-joiner and joiner, which steer conjuncts
  [0x25cc, 0x25cc], // dotted circle, shown under a stray sign
]

export const BENGALI_SOURCE_FONT = new URL(
  '../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
  import.meta.url,
)
/** The same font as WOFF (zlib tables), which is simple to read the metrics from. */
const BENGALI_SOURCE_WOFF = new URL(
  '../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
  import.meta.url,
)
export const BENGALI_SUBSET_FONT = new URL(
  '../app/fonts/noto-sans-bengali-subset.woff2',
  import.meta.url,
)

export function isInBengaliSubset(codePoint: number): boolean {
  return BENGALI_CODE_POINT_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last)
}

function rangesDescriptor(ranges: readonly (readonly [number, number])[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ')
}

/** The unicode-range descriptor of the Bengali faces. */
export function bengaliUnicodeRangeDescriptor(): string {
  return rangesDescriptor(BENGALI_CODE_POINT_RANGES)
}

function charactersOf(ranges: readonly (readonly [number, number])[]): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
    )
    .join('')
}

export async function subsetBengali(): Promise<Buffer> {
  // No keepFeatures: every layout feature stays, and with it the conjuncts.
  return subsetFont(await readFile(BENGALI_SOURCE_FONT), charactersOf(BENGALI_CODE_POINT_RANGES), {
    targetFormat: 'woff2',
  })
}

/**
 * The English pages' language switch says "বাংলা" (in its own letters, so a Bangla reader finds
 * it). Those pages do not name the Bangla pages' font, so they carry the same font cut to the
 * label's letters alone, about 1 KB: its glyphs, and those its layout features reach.
 */
export const BENGALI_LABEL_TEXT = shellMessages.en.switchLanguageName
export const BENGALI_LABEL_FONT = new URL(
  '../app/fonts/noto-sans-bengali-label.woff2',
  import.meta.url,
)

/** The unicode-range descriptor of the label's face: its characters, one by one. */
export function bengaliLabelUnicodeRangeDescriptor(): string {
  const codePoints = [
    ...new Set([...BENGALI_LABEL_TEXT].map((letter) => letter.codePointAt(0) ?? 0)),
  ]
  return rangesDescriptor(
    codePoints.sort((a, b) => a - b).map((codePoint) => [codePoint, codePoint]),
  )
}

export async function subsetBengaliLabel(): Promise<Buffer> {
  return subsetFont(await readFile(BENGALI_SOURCE_FONT), BENGALI_LABEL_TEXT, {
    targetFormat: 'woff2',
  })
}

/** A WOFF file's table, inflated. */
function woffTable(woff: Buffer, tag: string): Buffer {
  const count = woff.readUInt16BE(12)
  for (let index = 0; index < count; index++) {
    const entry = 44 + index * 20
    if (woff.toString('latin1', entry, entry + 4) !== tag) continue
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const original = woff.readUInt32BE(entry + 12)
    const bytes = woff.subarray(offset, offset + compressed)
    return compressed < original ? inflateSync(bytes) : bytes
  }
  throw new Error(`The font has no ${tag} table`)
}

/**
 * The fallback face's overrides, as percentages of the em: the Bengali font's ascent, descent and
 * line gap as browsers read them (OS/2 typo metrics when the font says to use them, else hhea).
 * With these, a local Bengali font laid out before the web font arrives takes the same height.
 */
export async function bengaliFallbackMetrics(): Promise<{
  ascent: string
  descent: string
  lineGap: string
}> {
  const woff = await readFile(BENGALI_SOURCE_WOFF)
  const unitsPerEm = woffTable(woff, 'head').readUInt16BE(18)
  const os2 = woffTable(woff, 'OS/2')
  const hhea = woffTable(woff, 'hhea')
  const useTypo = (os2.readUInt16BE(62) & (1 << 7)) !== 0
  const [ascent, descent, lineGap] = useTypo
    ? [os2.readInt16BE(68), os2.readInt16BE(70), os2.readInt16BE(72)]
    : [hhea.readInt16BE(4), hhea.readInt16BE(6), hhea.readInt16BE(8)]
  const percent = (units: number) => `${((Math.abs(units) / unitsPerEm) * 100).toFixed(2)}%`
  return { ascent: percent(ascent), descent: percent(descent), lineGap: percent(lineGap) }
}

if (import.meta.main) {
  const font = await subsetInter()
  await writeFile(SUBSET_FONT, font)
  const before = (await readFile(SOURCE_FONT)).length
  console.log(
    `fonts: ${SUBSET_FONT.pathname} written, ${font.length} bytes (Fontsource latin file: ${before} bytes)`,
  )
  console.log(`fonts: the stylesheet's unicode-range must read: ${unicodeRangeDescriptor()}`)
  const bengali = await subsetBengali()
  await writeFile(BENGALI_SUBSET_FONT, bengali)
  const bengaliBefore = (await readFile(BENGALI_SOURCE_FONT)).length
  console.log(
    `fonts: ${BENGALI_SUBSET_FONT.pathname} written, ${bengali.length} bytes (Fontsource bengali file: ${bengaliBefore} bytes)`,
  )
  console.log(`fonts: the Bengali faces' unicode-range: ${bengaliUnicodeRangeDescriptor()}`)
  const label = await subsetBengaliLabel()
  await writeFile(BENGALI_LABEL_FONT, label)
  console.log(
    `fonts: ${BENGALI_LABEL_FONT.pathname} written, ${label.length} bytes, for "${BENGALI_LABEL_TEXT}"`,
  )
  console.log(`fonts: the label's face's unicode-range: ${bengaliLabelUnicodeRangeDescriptor()}`)
  console.log(
    `fonts: the Bengali fallback's overrides: ${JSON.stringify(await bengaliFallbackMetrics())}`,
  )
}
