// Issue 42, notifications at scale: a run of the daily overdue report records one event per
// overdue document, in as many statements for 35 documents as for 3; and each person of the
// companies on those shipments gets ONE email for the run, listing their documents by shipment,
// named and dated in their language (a buyer the shipments' owner shared one with: that one
// only). Every other email that names a document names it in the reader's language too.
import { drizzle } from 'drizzle-orm/node-postgres'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addDays, formatDate } from '#domain/calendar.ts'
import { dhakaToday, fromDhakaParts } from '#domain/dhaka-time.ts'
import type { Database } from '#server/db/client.ts'
import * as schema from '#server/db/schema.ts'
import { reportOverdueDocuments } from '#server/portal/documents/overdue.ts'
import { customerEmail, mailsTo, RUN } from './support/customers.ts'
import { withServerDatabase } from './support/database.ts'
import { metricsUrlOf, notificationsSettled } from './support/metrics.ts'
import { newDataDir, removeDataDir, startServer, type InProcessServer } from './support/server.ts'
import { createSmtp, waitUntil, type ReceivedMail, type TestSmtp } from './support/smtp.ts'

const TODAY = dhakaToday()
/** By road, for export: invoice and packing list due 5 days before the ETD, the EXP form 4. */
const ETD = fromDhakaParts(addDays(TODAY, -2), '12:00')
const INVOICE_DUE = addDays(TODAY, -7)
const LATER_SHIPMENTS = 12

const people = {
  ownerEn: customerEmail('run-owner-en'),
  memberBn: customerEmail('run-member-bn'),
  buyerBn: customerEmail('run-buyer-bn'),
}

let smtp: TestSmtp
let dataDir: string
let server: InProcessServer | undefined
const references: string[] = []
const statements: number[] = []
const recorded: (number | null)[] = []

/** Shipments DBL-RUN<RUN>-<n> of the company, by road, for export, due on the ETD above. */
async function addShipments(db: Database, companyId: number, numbers: number[]) {
  const rows = await db
    .insert(schema.shipments)
    .values(
      numbers.map((n) => ({
        reference: `DBL-RUN${RUN.toUpperCase()}-${String(n).padStart(2, '0')}`,
        mode: 'road',
        origin: 'Gazipur, Bangladesh',
        destination: 'Kolkata, India',
        shipperName: 'Padma Knit',
        consigneeName: 'Elbe Buyer',
        etd: ETD,
        companyId,
      })),
    )
    .returning({ id: schema.shipments.id, reference: schema.shipments.reference })
  references.push(...rows.map((row) => row.reference))
  return rows
}

/** Runs the day's report as of 09:00 in Dhaka `days` from today, counting its statements. */
async function reportCounted(db: Database, days: number) {
  let count = 0
  // The same connections, through a drizzle that counts each statement it sends.
  const counting = drizzle({
    client: (db as unknown as ReturnType<typeof drizzle>).$client,
    schema,
    logger: { logQuery: () => (count += 1) },
  })
  recorded.push(
    await reportOverdueDocuments(counting, fromDhakaParts(addDays(TODAY, days), '09:00')),
  )
  statements.push(count)
}

beforeAll(async () => {
  smtp = await createSmtp()
  dataDir = await newDataDir({ database: 'migrated' })
  await withServerDatabase(dataDir, async (db) => {
    const [a, b] = await db
      .insert(schema.customerCompanies)
      .values(
        [`Padma Knit ${RUN}`, `Elbe Buyer ${RUN}`].map((name, index) => ({
          name,
          kind: index === 0 ? 'shipper' : 'consignee',
          country: 'BD',
          email: `office-${index}-${RUN}@example.com`,
          phone: '+880 1711 000000',
        })),
      )
      .returning({ id: schema.customerCompanies.id })
    if (!a || !b) throw new Error('no companies')
    await db.insert(schema.customerUsers).values(
      [
        { id: `en-${RUN}`, email: people.ownerEn, language: 'en', companyId: a.id },
        { id: `bn-${RUN}`, email: people.memberBn, language: 'bn', companyId: a.id },
        { id: `buyer-${RUN}`, email: people.buyerBn, language: 'bn', companyId: b.id },
      ].map((person) => ({ ...person, name: 'Nusrat Jahan', companyRole: 'owner' })),
    )

    // Yesterday: one shipment, its three documents overdue.
    const [first] = await addShipments(db, a.id, [1])
    await reportCounted(db, -1)
    // Today: twelve more, one shared with the buyer, one with its packing list accepted.
    const later = await addShipments(
      db,
      a.id,
      Array.from({ length: LATER_SHIPMENTS }, (_, index) => index + 2),
    )
    const [accepted, shared] = later
    if (!first || !accepted || !shared) throw new Error('no shipments')
    await db
      .insert(schema.shipmentDocuments)
      .values({ shipmentId: accepted.id, kind: 'packing-list', state: 'accepted' })
    await db
      .insert(schema.shipmentShares)
      .values({ shipmentId: shared.id, companyId: b.id, role: 'view' })
    await reportCounted(db, 0)

    // A refused document and a draft B/L to approve, as their features record them.
    await db.insert(schema.shipmentEvents).values([
      {
        shipmentId: first.id,
        kind: 'document-refused',
        detail: { document: 'exp', reason: 'The bank’s stamp is missing' },
      },
      { shipmentId: first.id, kind: 'draft-bl-sent', detail: { document: 'draft-bl' } },
    ])
  })
  server = await startServer({ dataDir, env: { SMTP_URL: smtp.url, METRICS_PORT: '0' } })
  const everyone = () =>
    mailsTo(smtp, people.ownerEn).length >= 4 &&
    mailsTo(smtp, people.memberBn).length >= 4 &&
    mailsTo(smtp, people.buyerBn).length >= 1
  expect(await waitUntil(everyone)).toBe(true)
  expect(await waitUntil(() => notificationsSettled(metricsUrlOf(server as InProcessServer)))).toBe(
    true,
  )
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (dataDir) await removeDataDir(dataDir)
})

const overdueMails = (address: string, prefix: string) =>
  mailsTo(smtp, address).filter((mail) => mail.subject.startsWith(prefix))

/** The shipment references a mail names, in the order it names them. */
const namedReferences = (mail: ReceivedMail) =>
  references.filter((reference) => mail.text.includes(reference))

it('records one event per document, in as many statements for 35 documents as for 3', () => {
  expect(recorded).toEqual([3, 3 * LATER_SHIPMENTS - 1])
  expect(statements[1]).toBe(statements[0])
})

it('emails each person once per run, every document of theirs by shipment, in English', () => {
  const mails = overdueMails(people.ownerEn, 'Overdue documents')
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Overdue documents: 3',
    'Overdue documents: 35',
  ])
  const [yesterday, today] = mails as [ReceivedMail, ReceivedMail]
  expect(namedReferences(yesterday)).toEqual(references.slice(0, 1))
  expect(namedReferences(today)).toEqual(references.slice(1))
  const due = `(due ${formatDate(INVOICE_DUE, 'en')})`
  expect(today.text.split(`- Commercial invoice ${due}`)).toHaveLength(LATER_SHIPMENTS + 1)
  expect(today.text.split(`- Packing list ${due}`)).toHaveLength(LATER_SHIPMENTS)
  expect(today.text.split('- EXP form (certified by the AD bank) (due')).toHaveLength(
    LATER_SHIPMENTS + 1,
  )
  // Grouped: each shipment's documents under it, before the next shipment.
  const second = references[1] as string
  const third = references[2] as string
  const section = today.text.slice(today.text.indexOf(second), today.text.indexOf(third))
  expect(section).toContain('- Commercial invoice')
  expect(section).not.toContain('- Packing list')
  expect(section).toContain(`Open the shipment: `)
})

it('writes the same run in Bangla for a Bangla reader, and the buyer’s with its one shipment', () => {
  const member = overdueMails(people.memberBn, 'সময় পেরোনো ডকুমেন্ট')
  expect(member.map((mail) => mail.subject)).toEqual([
    'সময় পেরোনো ডকুমেন্ট: ৩',
    'সময় পেরোনো ডকুমেন্ট: ৩৫',
  ])
  const today = member[1] as ReceivedMail
  expect(today.text).toContain(
    `- বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস) (জমার তারিখ ${formatDate(INVOICE_DUE, 'bn')})`,
  )
  expect(today.text).toContain('- ইএক্সপি ফরম (এডি ব্যাংক প্রত্যয়িত)')
  expect(today.text).not.toContain('Commercial invoice')

  const buyer = mailsTo(smtp, people.buyerBn)
  expect(buyer.map((mail) => mail.subject)).toEqual(['সময় পেরোনো ডকুমেন্ট: ৩'])
  expect(namedReferences(buyer[0] as ReceivedMail)).toEqual([references[2]])
})

it('names a refused document and the draft B/L in each reader’s language', () => {
  const reference = references[0] as string
  const find = (address: string, subject: string) =>
    mailsTo(smtp, address).find((mail) => mail.subject === `${reference}: ${subject}`)
  expect(find(people.ownerEn, 'a document was refused')?.text).toContain(
    'Document: EXP form (certified by the AD bank)',
  )
  expect(find(people.memberBn, 'একটি ডকুমেন্ট গ্রহণ করা হয়নি')?.text).toContain(
    'ডকুমেন্ট: ইএক্সপি ফরম (এডি ব্যাংক প্রত্যয়িত)',
  )
  expect(find(people.ownerEn, 'a draft bill of lading to approve')?.text).toContain(
    'Document: Draft bill of lading',
  )
  expect(find(people.memberBn, 'অনুমোদনের জন্য খসড়া বিল অব লেডিং')?.text).toContain(
    'ডকুমেন্ট: খসড়া বিল অব লেডিং',
  )
})
