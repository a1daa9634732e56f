/**
 * Migration 0031 turned a booking's one question (three columns of booking_requests) into the
 * first message of its conversation. A database as the version before it left it (migrated to
 * 0030, with bookings that version wrote) is upgraded by the current server's start: each
 * question is in the booking's conversation, with who asked it and when, and nothing else moved.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { withLegacyDatabase } from './support/legacy-database.ts'
import { newDataDir, removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)
/** The last migration before bookings had conversations. */
const LEGACY_TAG = '0030_shipments-portal-etd'

/** When the version before asked its questions: whole seconds, as PostgreSQL returns them. */
const ASKED_AT = new Date(Date.now() - 3 * 86_400_000)
ASKED_AT.setUTCMilliseconds(0)
const UPDATED_AT = new Date(ASKED_AT.getTime() + 3_600_000)

interface LegacyBooking {
  reference: string
  state: 'sent' | 'question' | 'confirmed'
  question: string | null
  askedBy: 'clerk' | null
  askedAt: Date | null
}

const BOOKINGS: LegacyBooking[] = [
  {
    reference: `BK-OLD-${RUN}-1`,
    state: 'question',
    question: 'Are the cartons palletised?\nHow many pallets?',
    askedBy: 'clerk',
    askedAt: ASKED_AT,
  },
  // Asked by a clerk whose account the version before had removed, before it kept the time.
  {
    reference: `BK-OLD-${RUN}-2`,
    state: 'question',
    question: 'কার্টনের মাপ জানাবেন?',
    askedBy: null,
    askedAt: null,
  },
  // Asked, answered outside the portal, then confirmed: the question stays on record.
  {
    reference: `BK-OLD-${RUN}-3`,
    state: 'confirmed',
    question: 'Is the shipper the factory?',
    askedBy: 'clerk',
    askedAt: ASKED_AT,
  },
  { reference: `BK-OLD-${RUN}-4`, state: 'sent', question: null, askedBy: null, askedAt: null },
]

const party = (name: string) => ({
  name,
  address: 'Plot 7, Dhaka EPZ',
  contact: 'Rahim',
  phone: '+8801711000000',
  email: 'ops@example.com',
})

describe('bookings stored before they had conversations', () => {
  let server: RunningServer | undefined
  let dataDir = ''
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await removeDataDir(dataDir)
  })

  it(
    "keep each question as the first message of the booking's conversation, who asked it and when",
    { timeout: 120_000 },
    async () => {
      dataDir = await newDataDir()
      const ids = new Map<string, number>()
      await withLegacyDatabase(dataDir, LEGACY_TAG, async (query) => {
        const clerkId = `legacy-clerk-${RUN}`
        await query(
          `INSERT INTO staff_users (id, name, email, role) VALUES ($1, 'Nasrin Akter', $2, 'sales')`,
          [clerkId, `clerk-${RUN}@staff.example`],
        )
        const [company] = await query<{ id: number }>(
          `INSERT INTO customer_companies (name, kind, country, email, phone)
           VALUES ('Legacy Knitwear Ltd.', 'shipper', 'BD', $1, '+8801711000000') RETURNING id`,
          [`knit-${RUN}@example.com`],
        )
        for (const booking of BOOKINGS) {
          const [row] = await query<{ id: number }>(
            `INSERT INTO booking_requests (reference, company_id, name, email, phone, language,
               state, mode, origin, origin_code, destination, destination_code, incoterm,
               ready_date, pickup_place, commodity, cargo, shipper, consignee, question,
               question_by, question_at, updated_at)
             VALUES ($1, $2, 'Karim Hossain', $3, '+8801711000000', 'en', $4, 'sea-fcl',
               'Chattogram', 'BDCGP', 'Hamburg', 'DEHAM', 'FOB', $5, 'Gazipur factory',
               'Knitted garments', $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
            [
              booking.reference,
              company?.id,
              `karim-${RUN}@example.com`,
              booking.state,
              ASKED_AT.toISOString().slice(0, 10),
              JSON.stringify({ load: 'fcl', containers: [{ type: '40HC', quantity: 2 }] }),
              JSON.stringify(party('Legacy Knitwear Ltd.')),
              JSON.stringify(party('Nordhaus GmbH')),
              booking.question,
              booking.askedBy ? clerkId : null,
              booking.askedAt?.toISOString() ?? null,
              UPDATED_AT.toISOString(),
            ],
          )
          ids.set(booking.reference, row?.id ?? 0)
        }
      })

      const running = await startServer({ dataDir })
      server = running
      const sales = await signedInStaff(running, { role: 'sales' })
      const read = async (reference: string) => {
        const answer = await staffFetch(running, `/api/staff/bookings/${ids.get(reference)}`, {
          cookie: sales.cookie,
        })
        expect(answer.status, reference).toBe(200)
        return answer.body?.data as {
          state: string
          question: string | null
          mayReply: boolean
          messages: { from: string; author: string | null; body: string; at: string }[]
        }
      }

      const [asked, askedByRemoved, confirmed, notAsked] = await Promise.all(
        BOOKINGS.map((booking) => read(booking.reference)),
      )
      expect(asked).toMatchObject({
        state: 'question',
        question: 'Are the cartons palletised?\nHow many pallets?',
        mayReply: true,
        messages: [
          {
            from: 'staff',
            author: 'Nasrin Akter',
            body: 'Are the cartons palletised?\nHow many pallets?',
            at: ASKED_AT.toISOString(),
          },
        ],
      })
      // No time kept: the booking's last change is when it was asked, at the latest.
      expect(askedByRemoved).toMatchObject({
        state: 'question',
        question: 'কার্টনের মাপ জানাবেন?',
        messages: [
          {
            from: 'staff',
            author: null,
            body: 'কার্টনের মাপ জানাবেন?',
            at: UPDATED_AT.toISOString(),
          },
        ],
      })
      expect(confirmed).toMatchObject({
        state: 'confirmed',
        question: null,
        mayReply: false,
        messages: [{ from: 'staff', author: 'Nasrin Akter', body: 'Is the shipper the factory?' }],
      })
      expect(notAsked).toMatchObject({ state: 'sent', question: null, messages: [] })
    },
  )
})
