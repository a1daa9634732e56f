import autocannon from 'autocannon'

/* One autocannon run of the load benchmark (scripts/bench.ts), and the table of them all. */

export interface Row {
  name: string
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  ok: number
  target: string
}

/**
 * Runs autocannon with `options` for `seconds` (unless the options name an amount of requests),
 * prints its rate and returns its row, with `target` saying how it fared.
 */
export async function run(
  name: string,
  options: autocannon.Options,
  target: (row: Row) => string,
  seconds: number,
): Promise<Row> {
  process.stdout.write(`  ${name}… `)
  // A run of a fixed number of requests waits for every answer, so the rows can be counted
  // against the 200s; a timed run drops the answers still in flight when time is up.
  const result = await autocannon(
    options.amount === undefined ? { duration: seconds, ...options } : options,
  )
  const ok = result['2xx']
  const row: Row = {
    name,
    requests: result.requests.total,
    // Over the whole run: a run of a fixed amount has no fixed duration.
    rps: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok,
    target: '',
  }
  row.target = target(row)
  console.log(`${row.rps} req/s`)
  return row
}

export function printTable(rows: Row[]): void {
  const header = ['run', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'target']
  const lines = rows.map((row) => [
    row.name,
    String(row.requests),
    String(row.rps),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    row.target,
  ])
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const line of lines) console.log(format(line))
}

export const verdict = (pass: boolean, text: string) => `${pass ? 'PASS' : 'FAIL'} ${text}`

/** A contact form submission, as the contact runs post it. */
export const CONTACT_BODY = JSON.stringify({
  name: 'Bench Tester',
  email: 'bench@example.com',
  phone: '01711-000000',
  message: 'Please quote 2 pallets from Dhaka to Hamburg.',
})
