/**
 * The site's one web font: Inter (variable weight), cut down to what the site writes.
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
import subsetFont from 'subset-font'

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
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')
  return FONT_CODE_POINT_RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(', ')
}

export async function subsetInter(): Promise<Buffer> {
  const text = FONT_CODE_POINT_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('')
  return subsetFont(await readFile(SOURCE_FONT), text, {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: FONT_WEIGHT_RANGE },
  })
}

if (import.meta.main) {
  const font = await subsetInter()
  await writeFile(SUBSET_FONT, font)
  const before = (await readFile(SOURCE_FONT)).length
  console.log(
    `fonts: ${SUBSET_FONT.pathname} written, ${font.length} bytes (Fontsource latin file: ${before} bytes)`,
  )
  console.log(`fonts: the stylesheet's unicode-range must read: ${unicodeRangeDescriptor()}`)
}
