/**
 * Staff inbox: the latest contact messages and job applications from the configured database.
 *
 *   npm run inbox                           readable listing, the latest 20 of each
 *   npm run inbox -- --limit 100            more (or fewer) of each
 *   npm run -s inbox -- --csv > inbox.csv   every contact message, application and quote request
 *                                           as one CSV, for a spreadsheet (-s: no npm banner)
 *   npm run -s inbox -- --csv --limit 500   the latest 500 of each only
 *   npm run -s inbox -- --cv 12 > cv.pdf    the CV of job application #12, as it was uploaded
 *
 * The CSV is streamed a page at a time, so memory stays flat however many rows there are.
 *
 * Each submission shows its notification email: pending (with attempts and the last error), sent
 * (with the time), or none for a submission flagged as spam by the honeypot.
 *
 * With the embedded database, stop the server first: PGlite allows one process at a time, and
 * its lock file (DATA_DIR/pglite.lock) makes this script refuse while a server holds it.
 */
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { positionTitle } from '#server/inbox/kinds.ts'
import type { InboxKind } from '#schemas/staff-inbox.ts'
import { APPLICATION_COLUMNS_WITHOUT_CV, CvUnavailableError, loadCv } from '#server/cv-files.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import type { quoteRequests } from '#server/db/schema.ts'
import { contactMessages, jobApplications, outbox } from '#server/db/schema.ts'
import { csvStream, keysetPages, type CsvValue } from '#server/inbox/csv.ts'
import { EXPORT_PAGE_SIZE, fetchRowPage } from '#server/inbox/export.ts'
import { cursorCondition, type InboxCursor } from '#server/inbox/queries.ts'
import { exposedDataDirWarning, restrictNewFiles } from '#server/private-files.ts'
import { parseEnv, type Env } from '#schemas/env.ts'

const LISTING_DEFAULT = 20

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
  'status',
  'quote_reference',
] as const

type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], CsvValue>>

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        csv: { type: 'boolean', default: false },
        limit: { type: 'string' },
        cv: { type: 'string' },
      },
    })
    const cv = values.cv === undefined ? undefined : Number(values.cv)
    if (cv !== undefined && !(Number.isInteger(cv) && cv >= 1)) {
      fail('--cv takes the id of a job application, e.g. --cv 12')
    }
    const limit = values.limit === undefined ? undefined : Number(values.limit)
    if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) {
      fail('--limit must be a whole number of at least 1')
    }
    return { csv: values.csv, limit, cv }
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
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

async function load(db: Database, limit: number) {
  const [messages, applications, [messageCount], [applicationCount]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit),
    db
      .select(APPLICATION_COLUMNS_WITHOUT_CV)
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

/** The notifications of some submissions of one kind, keyed by submission id. */
async function notificationsOf(
  db: Database,
  kind: OutboxRow['kind'],
  ids: readonly number[],
): Promise<Map<number, OutboxRow>> {
  const byId = new Map<number, OutboxRow>()
  // Chunks keep the parameter count well under PostgreSQL's limit.
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kind), inArray(outbox.subjectId, ids.slice(start, start + 1000))))
    for (const row of rows) byId.set(row.subjectId, row)
  }
  return byId
}

/** The notification of each submission, keyed "contact:12" or "application:3". */
async function loadNotifications(db: Database, inbox: Awaited<ReturnType<typeof load>>) {
  const byKey = new Map<string, OutboxRow>()
  for (const [kind, ids] of [
    ['contact', inbox.messages.map((row) => row.id)],
    ['application', inbox.applications.map((row) => row.id)],
  ] as const) {
    for (const [id, row] of await notificationsOf(db, kind, ids)) byKey.set(`${kind}:${id}`, row)
  }
  return byKey
}

type Notifications = Awaited<ReturnType<typeof loadNotifications>>

function notificationColumns(notice: OutboxRow | undefined, isSpam: boolean): CsvRow {
  return {
    is_spam: isSpam ? 'true' : 'false',
    notification: notice ? notice.status : isSpam ? 'none (spam)' : 'none',
    notification_attempts: notice?.attempts ?? null,
    notification_sent_at: notice?.sentAt ?? null,
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

type Contact = typeof contactMessages.$inferSelect
type Application = typeof jobApplications.$inferSelect
type Quote = typeof quoteRequests.$inferSelect

/** The CSV columns of one submission, whatever its kind. */
function csvRecord(kind: InboxKind, item: Contact | Application | Quote, dataDir: string): CsvRow {
  const common: CsvRow = {
    id: item.id,
    created_at: item.createdAt,
    name: item.name,
    email: item.email,
    phone: item.phone,
    client_ip: item.clientIp,
    user_agent: item.userAgent,
    status: item.status,
  }
  if (kind === 'contact-messages') {
    return { type: 'contact', ...common, message: (item as Contact).message }
  }
  if (kind === 'job-applications') {
    const row = item as Application
    return {
      type: 'application',
      ...common,
      position_id: row.positionId,
      position_title: positionTitle(row),
      message: row.coverLetter,
      // Empty once the CV is in the database (`--cv ID` writes it out).
      cv_file: row.cvPath === null ? null : path.resolve(dataDir, row.cvPath),
      cv_original_name: row.cvOriginalName,
      cv_size: row.cvSize,
      cv_sha256: row.cvSha256,
      cv_mime: row.cvMime,
    }
  }
  const row = item as Quote
  return {
    type: 'quote',
    ...common,
    message: [row.commodity, row.notes].filter(Boolean).join('\n'),
    quote_reference: row.reference,
  }
}

/**
 * Which outbox kind notified staff of each kind of visitor's submission (booking requests are
 * customers', from the portal, and are not listed here).
 */
const NOTIFICATION_KIND: Record<Exclude<InboxKind, 'booking-requests'>, OutboxRow['kind']> = {
  'contact-messages': 'contact',
  'job-applications': 'application',
  'quote-requests': 'quote-sales',
}

/**
 * Every submission (or the latest `limit` of each kind), newest first per kind, one page of
 * rows and their notifications at a time.
 */
async function* csvPages(db: Database, dataDir: string, limit: number | undefined) {
  for (const kind of ['contact-messages', 'job-applications', 'quote-requests'] as const) {
    const pages = keysetPages(
      (cursor: InboxCursor | undefined, size: number) =>
        fetchRowPage<Contact | Application | Quote>(
          db,
          kind,
          (at) => cursorCondition(kind, at),
          cursor,
          size,
        ),
      { pageSize: EXPORT_PAGE_SIZE, limit },
    )
    for await (const rows of pages) {
      const notices = await notificationsOf(
        db,
        NOTIFICATION_KIND[kind],
        rows.map(({ item }) => item.id),
      )
      yield rows.map(({ item }) => ({
        ...csvRecord(kind, item, dataDir),
        ...notificationColumns(notices.get(item.id), item.isSpam),
      }))
    }
  }
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
      `    position #${row.positionId}: ${positionTitle(row)}`,
      row.cvPath === null
        ? `    CV: npm run -s inbox -- --cv ${row.id} > file`
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

restrictNewFiles()
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
const exposed = exposedDataDirWarning(env.DATA_DIR, handle.madePrivate)
if (exposed) console.error(exposed)
try {
  if (options.cv !== undefined) await writeCv(handle.db, options.cv)
  else if (options.csv) {
    await pipeline(
      csvStream(CSV_COLUMNS, csvPages(handle.db, env.DATA_DIR, options.limit)),
      process.stdout,
    )
  } else {
    const inbox = await load(handle.db, options.limit ?? LISTING_DEFAULT)
    printListing(inbox, await loadNotifications(handle.db, inbox), env.DATA_DIR)
  }
} finally {
  await handle.close()
}

/** Writes the CV's bytes to stdout, never to a terminal, where they would be garbage. */
async function writeCv(db: Database, id: number) {
  if (process.stdout.isTTY) {
    fail(`Redirect the CV to a file: npm run -s inbox -- --cv ${id} > cv-${id}`)
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
