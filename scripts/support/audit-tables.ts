import type { Metrics } from './lighthouse-runs.ts'

/* The audit's results (scripts/audit.ts) as Markdown tables. */

/** What the pages' pictures are: the seed's drawings, or an editor's photos (--photos). */
export type Pictures = 'drawings' | 'photos'

export interface Row {
  route: string
  preset: string
  pictures: Pictures
  runs: number
  median: Metrics
  all: Metrics[]
  /** "category: title" of every weighted audit that lost points in any run. */
  failedAudits: string[]
}

const COLUMNS: { title: string; cell: (row: Row) => string }[] = [
  { title: 'Route', cell: (row) => row.route },
  { title: 'Preset', cell: (row) => row.preset },
  { title: 'Pictures', cell: (row) => row.pictures },
  { title: 'Perf', cell: (row) => fixed(row.median.performance, 0) },
  {
    title: 'Perf min',
    cell: (row) => fixed(Math.min(...row.all.map((metrics) => metrics.performance)), 0),
  },
  { title: 'A11y', cell: (row) => fixed(row.median.accessibility, 0) },
  { title: 'BP', cell: (row) => fixed(row.median.bestPractices, 0) },
  { title: 'SEO', cell: (row) => fixed(row.median.seo, 0) },
  { title: 'LCP (s)', cell: (row) => fixed(row.median.lcp, 2) },
  { title: 'FCP (s)', cell: (row) => fixed(row.median.fcp, 2) },
  { title: 'TBT (ms)', cell: (row) => fixed(row.median.tbt, 0) },
  { title: 'CLS', cell: (row) => fixed(row.median.cls, 3) },
  { title: 'Total KB', cell: (row) => fixed(row.median.totalBytes / 1024, 1) },
  { title: 'JS KB', cell: (row) => fixed(row.median.jsBytes / 1024, 1) },
]

/** Route, preset and pictures: left-aligned; the figures after them right-aligned. */
const TEXT_COLUMNS = 3

export function fixed(value: number, digits: number): string {
  return Number.isNaN(value) ? 'n/a' : value.toFixed(digits)
}

export function table(rows: Row[]): string {
  const cells = [
    COLUMNS.map((column) => column.title),
    ...rows.map((row) => COLUMNS.map((c) => c.cell(row))),
  ]
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)))
  const format = (line: string[]) =>
    `| ${line.map((cell, i) => (i < TEXT_COLUMNS ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`
  const rule = `|${widths.map((width, i) => (i < TEXT_COLUMNS ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`
  const [header = [], ...body] = cells
  return [format(header), rule, ...body.map(format)].join('\n')
}

/** Each page's first-load bytes with photos against its bytes with the drawings. */
export function growthTable(rows: Row[]): string {
  const lines = [
    '| Route | Preset | Drawings KB | Photos KB | Growth KB |',
    '|:--|:--|--:|--:|--:|',
  ]
  for (const withPhotos of rows.filter((row) => row.pictures === 'photos')) {
    const drawn = rows.find(
      (row) =>
        row.pictures === 'drawings' &&
        row.route === withPhotos.route &&
        row.preset === withPhotos.preset,
    )
    if (!drawn) continue
    const before = drawn.median.totalBytes / 1024
    const after = withPhotos.median.totalBytes / 1024
    lines.push(
      `| ${withPhotos.route} | ${withPhotos.preset} | ${fixed(before, 1)} | ${fixed(after, 1)} | ${fixed(after - before, 1)} |`,
    )
  }
  return lines.join('\n')
}
