// Issue 40, "A milestone in the future": on 6 December a clerk added "Departed 22 Dec" and the
// public page said "In transit". A milestone more than a day ahead is refused, saying why and
// where a plan goes; one less than a day ahead is kept as expected: shown as such on the public
// page (both languages) and in the workspace, never as the status, until its time comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mainOf } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://localhost:3000'
const HOUR = 60 * 60 * 1000

let server: RunningServer
let sales: SignedInStaff
let shipment: { id: number; reference: string }

const staff = (path: string, body?: unknown) =>
  staffFetch(server, path, { jar: sales.jar, origin: SITE_URL, body })

const at = (offset: number) => new Date(Date.now() + offset).toISOString()

async function publicMain(path: string) {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status).toBe(200)
  return mainOf(await response.text()).replace(/<!-- -->/g, '')
}

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  sales = await signedInStaff(server, { role: 'sales', origin: SITE_URL })
  const created = await staff('/api/staff/shipments', SEA_SHIPMENT)
  expect(created.status).toBe(200)
  shipment = created.body?.data as typeof shipment
  const received = { kind: 'cargo-received', occurredAt: at(-2 * HOUR), place: 'Chattogram' }
  expect((await staff(`/api/staff/shipments/${shipment.id}/milestones`, received)).status).toBe(200)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('a milestone dated ahead of now', () => {
  it('more than a day ahead is refused, the clerk told why and where a plan goes, nothing stored', async () => {
    const refused = await staff(`/api/staff/shipments/${shipment.id}/milestones`, {
      kind: 'departed',
      occurredAt: at(16 * 24 * HOUR),
      place: 'Chattogram port',
    })
    expect(refused.status).toBe(400)
    const errors = refused.body?.errors as Record<string, string>
    expect(errors.occurredAt).toMatch(
      /is more than a day ahead: a milestone records what has happened, so it was not added\. Put a planned departure or arrival in the shipment's ETD or ETA\./,
    )
    const stored = await staff(`/api/staff/shipments/${shipment.id}`)
    const data = stored.body?.data as { milestones: { kind: string }[] }
    expect(data.milestones.map((milestone) => milestone.kind)).toEqual(['cargo-received'])
  })

  it('less than a day ahead is kept as expected: never the status, in the workspace or on the public page', async () => {
    const added = await staff(`/api/staff/shipments/${shipment.id}/milestones`, {
      kind: 'departed',
      occurredAt: at(6 * HOUR),
      place: 'Chattogram port',
    })
    expect(added.status).toBe(200)
    const detail = added.body?.data as { milestones: { kind: string; expected: boolean }[] }
    expect(detail.milestones.map(({ kind, expected }) => ({ kind, expected }))).toEqual([
      { kind: 'departed', expected: true },
      { kind: 'cargo-received', expected: false },
    ])

    const list = await staff(`/api/staff/shipments?q=${shipment.reference}`)
    const [row] = list.body?.data as { stage: string; lastMilestone: { kind: string } }[]
    expect(row?.stage).toBe('Booked')
    expect(row?.lastMilestone.kind).toBe('cargo-received')

    const english = await publicMain(`/track/${shipment.reference}`)
    expect(english).toContain('Cargo received, awaiting departure')
    expect(english).not.toContain('In transit')
    expect(english).toMatch(/<span class="timeline__expected">Expected<\/span>Departed/)

    const bangla = await publicMain(`/bn/track/${shipment.reference}`)
    expect(bangla).toContain('কার্গো গ্রহণ করা হয়েছে, ছাড়ার অপেক্ষায়')
    expect(bangla).not.toContain('পথে আছে')
    expect(bangla).toMatch(/<span class="timeline__expected">প্রত্যাশিত<\/span>ছেড়ে গেছে/)

    const api = await fetch(`${server.url}/api/track/${shipment.reference}`)
    const tracked = (await api.json()) as { data: { milestones: { expected: boolean }[] } }
    expect(tracked.data.milestones.map((milestone) => milestone.expected)).toEqual([true, false])
  })
})
