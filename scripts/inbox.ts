/**
 * Staff inbox: the latest contact messages and job applications from the configured database.
 *
 *   npm run inbox                      readable listing, 20 of each
 *   npm run inbox -- --limit 100       more (or fewer) of each
 *   npm run inbox -- --csv > inbox.csv one CSV with both kinds, for a spreadsheet
 *   npm run inbox -- --cv 12 > cv.pdf  the CV of job application #12, as it was uploaded
 *
 * Each submission shows its notification email: pending (with attempts and the last error), sent
 * (with the time), or none for a submission flagged as spam by the honeypot.
 *
 * With the embedded database, stop the server first: PGlite allows one process at a time, and
 * its lock file (DATA_DIR/pglite.lock) makes this script refuse while a server holds it.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm'
import { JOB_POSITIONS } from '#content/records.ts'
import { parseEnv, type Env } from '#schemas/env.ts'
import { CvUnavailableError, loadCv } from '#server/cv-files.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { contactMessages, jobApplications, outbox } from '#server/db/schema.ts'

const LIMIT_MAX = 100_000

const CSV_COLUMNS = [
  'type',
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'position_id',
  'position_title',
  'message',
  'cv_file',
  'cv_original_name',
  'cv_size',
  'cv_sha256',
  'cv_mime',
  'client_ip',
  'user_agent',
  'is_spam',
  'notification',
  'notification_attempts',
  'notification_sent_at',
  'notification_error',
] as const

type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | null>>

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        csv: { type: 'boolean', default: false },
        limit: { type: 'string', default: '20' },
        cv: { type: 'string' },
      },
    })
    const cv = values.cv === undefined ? undefined : Number(values.cv)
    if (cv !== undefined && !(Number.isInteger(cv) && cv >= 1)) {
      fail('--cv takes the id of a job application, e.g. --cv 12')
    }
    const limit = Number(values.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX) {
      fail(`--limit must be a whole number from 1 to ${LIMIT_MAX}`)
    }
    return { csv: values.csv, limit, cv }
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
}

/**
 * Quotes a CSV cell. Text a visitor typed that starts like a formula gets a leading apostrophe,
 * so a spreadsheet shows it instead of running it; phone numbers such as "+880 …" stay as typed.
 */
function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+\-0-9 ()]+$/.test(text))) {
    text = `'${text}`
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const dhakaTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
})

/** Visitors' text may hold terminal escape sequences; only newlines and tabs survive. */
function printable(text: string): string {
  return text.replace(/[^\P{Cc}\n\t]/gu, '')
}

function indent(text: string): string {
  return printable(text).replace(/^/gm, '    ')
}

function positionTitle(id: number): string {
  return JOB_POSITIONS.find((position) => position.id === id)?.title ?? 'unknown position'
}

/** Every column but the CV itself, which only `--cv` reads. */
const APPLICATION_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(jobApplications)).filter(([name]) => name !== 'cvContent'),
) as Omit<ReturnType<typeof getTableColumns<typeof jobApplications>>, 'cvContent'>

async function load(db: Database, limit: number) {
  const [messages, applications, [messageCount], [applicationCount]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit),
    db
      .select(APPLICATION_COLUMNS)
      .from(jobApplications)
      .orderBy(desc(jobApplications.id))
      .limit(limit),
    db.select({ total: count() }).from(contactMessages),
    db.select({ total: count() }).from(jobApplications),
  ])
  return {
    messages,
    applications,
    messageTotal: messageCount?.total ?? 0,
    applicationTotal: applicationCount?.total ?? 0,
  }
}

type OutboxRow = typeof outbox.$inferSelect

/** The notification of each submission, keyed "contact:12" or "application:3". */
async function loadNotifications(db: Database, inbox: Awaited<ReturnType<typeof load>>) {
  const byKey = new Map<string, OutboxRow>()
  for (const [kind, ids] of [
    ['contact', inbox.messages.map((row) => row.id)],
    ['application', inbox.applications.map((row) => row.id)],
  ] as const) {
    // Chunks keep the parameter count well under PostgreSQL's limit.
    for (let start = 0; start < ids.length; start += 1000) {
      const rows = await db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.kind, kind), inArray(outbox.subjectId, ids.slice(start, start + 1000))),
        )
      for (const row of rows) byKey.set(`${kind}:${row.subjectId}`, row)
    }
  }
  return byKey
}

type Notifications = Awaited<ReturnType<typeof loadNotifications>>

function notificationColumns(notice: OutboxRow | undefined, isSpam: boolean): CsvRow {
  return {
    is_spam: isSpam ? 'true' : 'false',
    notification: notice ? notice.status : isSpam ? 'none (spam)' : 'none',
    notification_attempts: notice?.attempts ?? null,
    notification_sent_at: notice?.sentAt?.toISOString() ?? null,
    notification_error: notice?.status === 'sent' ? null : (notice?.lastError ?? null),
  }
}

function notificationLine(notice: OutboxRow | undefined, isSpam: boolean): string {
  if (!notice) return isSpam ? '    spam (honeypot filled): no notification' : '    no notification'
  const attempts = `${notice.attempts} attempt${notice.attempts === 1 ? '' : 's'}`
  if (notice.status === 'sent' && notice.sentAt) {
    return `    notification: sent ${dhakaTime.format(notice.sentAt)} Dhaka (${attempts})`
  }
  const error = notice.lastError ? `, last error: ${printable(notice.lastError)}` : ''
  return `    notification: ${notice.status} (${attempts}${error})`
}

type Inbox = Awaited<ReturnType<typeof load>>

function printCsv({ messages, applications }: Inbox, notices: Notifications, dataDir: string) {
  const rows: CsvRow[] = [
    ...messages.map((row) => ({
      type: 'contact',
      id: row.id,
      created_at: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      client_ip: row.clientIp,
      user_agent: row.userAgent,
      ...notificationColumns(notices.get(`contact:${row.id}`), row.isSpam),
    })),
    ...applications.map((row) => ({
      type: 'application',
      id: row.id,
      created_at: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      position_id: row.positionId,
      position_title: positionTitle(row.positionId),
      message: row.coverLetter,
      // Empty once the CV is in the database (`--cv ID` writes it out).
      cv_file: row.cvPath === null ? null : path.resolve(dataDir, row.cvPath),
      cv_original_name: row.cvOriginalName,
      cv_size: row.cvSize,
      cv_sha256: row.cvSha256,
      cv_mime: row.cvMime,
      client_ip: row.clientIp,
      user_agent: row.userAgent,
      ...notificationColumns(notices.get(`application:${row.id}`), row.isSpam),
    })),
  ]
  const lines = [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')),
  ]
  process.stdout.write(`${lines.join('\r\n')}\r\n`)
}

function printListing(inbox: Inbox, notices: Notifications, dataDir: string) {
  const out: string[] = []
  const who = (row: { name: string; email: string; phone: string }) =>
    printable(`${row.name} <${row.email}>  ${row.phone}`)
  const from = (row: { clientIp: string; userAgent: string | null }) =>
    printable(`    from ${row.clientIp}${row.userAgent ? `, ${row.userAgent}` : ''}`)
  out.push(`Contact messages: latest ${inbox.messages.length} of ${inbox.messageTotal}`, '')
  for (const row of inbox.messages) {
    out.push(
      `#${row.id}  ${dhakaTime.format(row.createdAt)} Dhaka  ${who(row)}`,
      from(row),
      notificationLine(notices.get(`contact:${row.id}`), row.isSpam),
      indent(row.message),
      '',
    )
  }
  out.push(`Job applications: latest ${inbox.applications.length} of ${inbox.applicationTotal}`, '')
  for (const row of inbox.applications) {
    out.push(
      `#${row.id}  ${dhakaTime.format(row.createdAt)} Dhaka  ${who(row)}`,
      `    position #${row.positionId}: ${positionTitle(row.positionId)}`,
      row.cvPath === null
        ? `    CV: npm run inbox -- --cv ${row.id} > file`
        : `    CV: ${path.resolve(dataDir, row.cvPath)} (on the server that received it)`,
      `        "${printable(row.cvOriginalName)}", ${row.cvSize} bytes, ${row.cvMime}, sha256 ${row.cvSha256}`,
      from(row),
      notificationLine(notices.get(`application:${row.id}`), row.isSpam),
      ...(row.coverLetter ? ['    Cover letter:', indent(indent(row.coverLetter))] : []),
      '',
    )
  }
  process.stdout.write(`${out.join('\n')}\n`)
}

const options = readOptions()
let env: Env
try {
  env = parseEnv(process.env)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

let handle
try {
  handle = await openDatabase(env)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
try {
  if (options.cv !== undefined) await writeCv(handle.db, options.cv)
  else await printInbox(handle.db)
} finally {
  await handle.close()
}

/** Writes the CV's bytes to stdout, never to a terminal, where they would be garbage. */
async function writeCv(db: Database, id: number) {
  if (process.stdout.isTTY) {
    fail(`Redirect the CV to a file: npm run inbox -- --cv ${id} > cv-${id}`)
  }
  try {
    const cv = await loadCv(db, id)
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(cv.content, (error) => (error ? reject(error) : resolve())),
    )
    console.error(`CV of job application #${id}: "${printable(cv.originalName)}", ${cv.mime}`)
  } catch (error) {
    if (error instanceof CvUnavailableError) {
      process.exitCode = 1
      console.error(error.message)
    } else throw error
  }
}

async function printInbox(db: Database) {
  const inbox = await load(db, options.limit)
  const notices = await loadNotifications(db, inbox)
  if (options.csv) printCsv(inbox, notices, env.DATA_DIR)
  else printListing(inbox, notices, env.DATA_DIR)
}
