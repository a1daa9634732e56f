import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { childEnv, NODE, nodeScript, ROOT, withUmask } from './server.ts'

const run = promisify(execFile)

export type InboxRow = Record<string, string>

/** Parses RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): InboxRow[] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(cell)
      cell = ''
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++
      record.push(cell)
      records.push(record)
      record = []
      cell = ''
    } else cell += char
  }
  const [header = [], ...rows] = records
  return rows.map((row) =>
    Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])),
  )
}

/**
 * Reads the database the way staff do: `npm run inbox -- --csv`. With PGlite the server using
 * dataDir must be stopped first.
 */
export async function readInbox(
  dataDir: string,
  options: { umask?: number } = {},
): Promise<InboxRow[]> {
  const [command, args] = withUmask(options.umask, NODE, nodeScript('scripts/inbox.ts', '--csv'))
  const { stdout } = await run(command, args, {
    cwd: ROOT,
    env: childEnv(dataDir),
    maxBuffer: 64 * 1024 * 1024,
  })
  return parseCsv(stdout)
}

/** The CV of one application, as staff get it: `npm run inbox -- --cv ID > file`. */
export async function readCv(dataDir: string, id: number): Promise<Buffer> {
  const { stdout } = await run(NODE, nodeScript('scripts/inbox.ts', '--cv', String(id)), {
    cwd: ROOT,
    env: childEnv(dataDir),
    encoding: 'buffer',
    maxBuffer: 16 * 1024 * 1024,
  })
  return stdout
}

const DHAKA_WALL_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * Checks a CSV time cell: Dhaka's wall clock with its offset ("2026-11-26T01:29:05+06:00"), the
 * day and time the workspace shows, read through the time-zone database rather than the
 * project's own arithmetic, and an instant within `withinMs` of `near`.
 */
export function expectDhakaTimeCell(cell: string | undefined, near: Date, withinMs = 5 * 60_000) {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})\+06:00$/.exec(cell ?? '')
  if (!match) throw new Error(`not a Dhaka time with its offset: ${JSON.stringify(cell)}`)
  const instant = new Date(cell ?? '')
  if (Math.abs(instant.getTime() - near.getTime()) > withinMs) {
    throw new Error(`${cell} is not near ${near.toISOString()}`)
  }
  const expected = DHAKA_WALL_CLOCK.format(instant).replace(' ', 'T')
  if (`${match[1]}T${match[2]}` !== expected) {
    throw new Error(`${cell} is not Dhaka's wall clock (${expected})`)
  }
}
