// Issue 42, notifications: once a day in Dhaka, each document of a portal shipment that is
// overdue is reported once (a 'document-overdue' event, emailed to the owner company's people);
// still overdue the next day, it is not reported again; refused, or due on another day after an
// ETD change, and overdue again, it is. Two servers on one PostgreSQL database (one server
// started twice on the embedded database) report it once. Days are moved with vi.setSystemTime:
// the servers run in this process, so they see the same clock.
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { addDays, formatDate } from '#domain/calendar.ts'
import { dhakaToday, fromDhakaParts } from '#domain/dhaka-time.ts'
import { openDatabase } from '#server/db/client.ts'
import { reportOverdueDocuments } from '#server/portal/documents/overdue.ts'
import { countUndispatchedEvents } from '#server/portal/notifications/dispatcher.ts'
import { signedInOwner } from './support/customers.ts'
import { etdIn, staffShipment, uploadFile, withSql } from './support/documents.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { runSql } from './support/media.ts'
import { metricsUrlOf, notificationsSettled } from './support/metrics.ts'
import {
  databaseUrlFor,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type InProcessServer,
} from './support/server.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const TODAY = dhakaToday()

let smtp: TestSmtp
let env: Record<string, string>
let servers: InProcessServer[] = []
let dataDir: string
let sales: SignedInStaff
let owner: { email: string; companyId: number }
let shipment: { id: number; reference: string }

const server = () => servers[0] as InProcessServer

/** Moves this process's clock (and so the servers') to 09:00 in Dhaka, `days` after today. */
function dhakaDay(days: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(fromDhakaParts(addDays(TODAY, days), '09:00'))
}

/** Stops the servers and starts `count` on the same database together: each looks at start. */
async function restart(count = 1) {
  await Promise.all(servers.map((running) => running.stop()))
  servers = await Promise.all(Array.from({ length: count }, () => startServer({ dataDir, env })))
  for (const running of servers) {
    expect(await waitUntil(() => notificationsSettled(metricsUrlOf(running)))).toBe(true)
  }
}

const overdueMails = () =>
  smtp.messages.filter(
    (mail) => mail.subject === 'Overdue documents: 1' && mail.text.includes(shipment.reference),
  )

const refusedMails = () =>
  smtp.messages.filter((mail) => mail.subject === `${shipment.reference}: a document was refused`)

const decide = (kind: string, what: string, body: unknown = {}) =>
  staffFetch(server(), `/api/staff/shipments/${shipment.id}/documents/${kind}/${what}`, {
    cookie: sales.cookie,
    body,
  })

beforeAll(async () => {
  smtp = await createSmtp()
  // Staff sessions outlast the days the test moves through.
  env = { SMTP_URL: smtp.url, METRICS_PORT: '0', STAFF_SESSION_IDLE_SECONDS: String(6 * 86_400) }
  const first = await startServer({ env })
  servers = [first]
  dataDir = first.dataDir
  sales = await signedInStaff(first, { role: 'sales' })
  owner = await signedInOwner(first, smtp, sales, 'overdue-owner')
  // By road: commercial invoice and packing list due 5 days before the ETD, EXP form 4. Only
  // the invoice is awaited, due today: overdue from tomorrow.
  shipment = await staffShipment(first, sales, { mode: 'road', containers: '', etd: etdIn(5) })
  for (const kind of ['packing-list', 'exp']) {
    expect((await decide(kind, 'not-needed')).status).toBe(200)
  }
  servers = [
    await withSql(first, env, [
      `update shipments set company_id = ${owner.companyId} where id = ${shipment.id}`,
    ]),
  ]
}, 240_000)

afterAll(async () => {
  vi.useRealTimers()
  await Promise.all(servers.map((running) => running.stop()))
  await smtp?.stop()
  if (dataDir) await removeDataDir(dataDir)
})

it('reports nothing while the invoice is due today', async () => {
  await restart()
  expect(overdueMails()).toEqual([])
}, 120_000)

it('reports the invoice once the day after, to the owner company, once however many servers', async () => {
  dhakaDay(1)
  await restart(USES_POSTGRES ? 2 : 1)
  expect(await waitUntil(() => overdueMails().length > 0)).toBe(true)
  // The same day again: the day's report is made.
  await restart()
  const [mail, ...more] = overdueMails()
  expect(more).toEqual([])
  expect(mail?.to).toEqual([owner.email])
  expect(mail?.text).toContain(`- Commercial invoice (due ${formatDate(TODAY, 'en')})`)
}, 120_000)

it('does not report it again while it stays overdue, but again once refused', async () => {
  dhakaDay(2)
  await restart()
  const uploaded = await uploadFile(
    server(),
    `/api/staff/shipments/${shipment.id}/documents/commercial-invoice/file`,
    { cookie: sales.cookie, name: 'invoice.pdf', bytes: SAMPLE_PDF },
  )
  expect(uploaded.status).toBe(200)
  expect((await decide('commercial-invoice', 'refuse', { reason: 'Unsigned' })).status).toBe(200)
  // The refusal's email is sent after any report the day's start made (events and emails go
  // out in the order they were recorded): by then a second report would have come.
  expect(await waitUntil(() => refusedMails().length === 1)).toBe(true)
  expect(overdueMails()).toHaveLength(1)

  dhakaDay(3)
  await restart()
  expect(await waitUntil(() => overdueMails().length === 2)).toBe(true)
  dhakaDay(4)
  await restart()
}, 120_000)

it('reports it again when an ETD change moved its due date and it is overdue again', async () => {
  // Two days later: the invoice is due on day 2 instead of day 0, still before day 5.
  const etd = `${addDays(TODAY, 7)}T12:00:00+06:00`
  servers = [
    await withSql(server(), env, [`update shipments set etd = '${etd}' where id = ${shipment.id}`]),
  ]
  dhakaDay(5)
  await restart()
  expect(await waitUntil(() => overdueMails().length === 3)).toBe(true)
  expect(overdueMails().every((mail) => mail.to.join() === owner.email)).toBe(true)

  // The events themselves, read with the servers stopped: one per report, by nobody.
  await Promise.all(servers.map((running) => running.stop()))
  servers = []
  const [events] = await runSql(dataDir, [
    `select detail, staff_actor_id, customer_actor_id from shipment_events
      where shipment_id = ${shipment.id} and kind = 'document-overdue' order by id`,
  ])
  expect(events).toEqual(
    [TODAY, TODAY, addDays(TODAY, 2)].map((dueOn) => ({
      detail: { document: 'commercial-invoice', dueOn },
      staff_actor_id: null,
      customer_actor_id: null,
    })),
  )
  expect(overdueMails()).toHaveLength(3)
}, 120_000)

it.runIf(USES_POSTGRES)(
  'is recorded once when two servers look at the same moment',
  async () => {
    // Asked for again on day 5 (as staff's "request" does), the invoice is reported on day 6:
    // by one of two connections looking together, the other finding the day's report made.
    await runSql(dataDir, [
      `update shipment_documents set state = 'requested', updated_at = now()
        where shipment_id = ${shipment.id} and kind = 'commercial-invoice'`,
    ])
    const day6 = fromDhakaParts(addDays(TODAY, 6), '09:00')
    const url = databaseUrlFor(dataDir)
    const handles = await Promise.all(
      [1, 2].map(() => openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url })),
    )
    try {
      const recorded = await Promise.all(
        handles.map((handle) => reportOverdueDocuments(handle.db, day6)),
      )
      expect(recorded.sort()).toEqual([1, null])
      // No server runs: the day's event waits for a dispatcher, as the metrics count it.
      const waiting = handles.map((handle) => countUndispatchedEvents(handle.db))
      expect(await Promise.all(waiting)).toEqual([1, 1])
    } finally {
      await Promise.all(handles.map((handle) => handle.close()))
    }
    const [events] = await runSql(dataDir, [
      `select count(*)::int as count from shipment_events
        where shipment_id = ${shipment.id} and kind = 'document-overdue'`,
    ])
    expect(events).toEqual([{ count: 4 }])
  },
  60_000,
)
