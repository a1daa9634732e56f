// Every staff change to a shipment is in the audit log (admins read it) and in the shipment's own
// change history (who, when, what), written with the change itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://localhost:3000'

interface AuditRow {
  id: number
  action: string
  target: string | null
  actor: { id: string; name: string; email: string } | null
  detail: Record<string, unknown> | null
}

interface HistoryEntry {
  id: number
  at: string
  action: string
  actor: { name: string; email: string } | null
  detail: Record<string, unknown> | null
}

interface Shipment {
  id: number
  reference: string
  updatedAt: string
  milestones: { id: number; label: string }[]
  history: HistoryEntry[]
}

let server: RunningServer
let sales: SignedInStaff
let admin: SignedInStaff

async function call(who: SignedInStaff, method: string, path: string, body?: unknown) {
  return staffFetch(server, path, { method, body, cookie: who.cookie, origin: SITE_URL })
}

async function saved(who: SignedInStaff, method: string, path: string, body?: unknown) {
  const answer = await call(who, method, path, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body?.data as Shipment
}

/** The audit log's rows about one shipment, newest first, as an admin reads them. */
async function auditRowsFor(reference: string): Promise<AuditRow[]> {
  const answer = await call(admin, 'GET', '/api/staff/audit')
  expect(answer.status).toBe(200)
  return (answer.body?.data as AuditRow[]).filter((row) => row.target === reference)
}

/** The newest audit row about a shipment: its action, who acted, and exactly what it records. */
async function expectLatestRow(
  reference: string,
  expected: { action: string; actor: SignedInStaff; detail: Record<string, unknown> },
) {
  const [row] = await auditRowsFor(reference)
  expect(row).toMatchObject({ action: expected.action, actor: { id: expected.actor.id } })
  expect(row?.detail).toEqual(expected.detail)
  return row
}

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  sales = await signedInStaff(server, { role: 'sales', origin: SITE_URL, name: 'Sadia Sales' })
  admin = await signedInStaff(server, { role: 'admin', origin: SITE_URL })
})

afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('shipment changes are audited', () => {
  it('creating a shipment writes a row naming who, the reference and what was set', async () => {
    const shipment = await saved(sales, 'POST', '/api/staff/shipments', SEA_SHIPMENT)
    const rows = await auditRowsFor(shipment.reference)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'shipment.create',
      actor: { id: sales.id, name: 'Sadia Sales' },
      detail: {
        shipmentId: shipment.id,
        mode: 'sea',
        carrier: 'Maersk',
        eta: '2026-12-24T02:30:00.000Z',
        containers: ['MSKU1234565'],
      },
    })
    expect(shipment.history).toMatchObject([
      { action: 'shipment.create', actor: { name: 'Sadia Sales', email: sales.email } },
    ])
  })

  it('an edit records only the fields that changed, each old → new', async () => {
    const created = await saved(sales, 'POST', '/api/staff/shipments', SEA_SHIPMENT)
    const edited = await saved(sales, 'PUT', `/api/staff/shipments/${created.id}`, {
      ...SEA_SHIPMENT,
      carrier: 'MSC',
      etd: '2026-11-21T09:00:00+06:00',
      eta: '2026-12-27T10:00:00+06:00',
      containers: 'MSKU1234565\nCSQU3054383',
    })
    const row = await expectLatestRow(created.reference, {
      action: 'shipment.edit',
      actor: sales,
      detail: {
        shipmentId: created.id,
        emailsQueued: 0,
        changes: {
          carrier: { from: 'Maersk', to: 'MSC' },
          etd: { from: '2026-11-20T04:00:00.000Z', to: '2026-11-21T03:00:00.000Z' },
          eta: { from: '2026-12-24T02:30:00.000Z', to: '2026-12-27T04:00:00.000Z' },
          containers: { from: ['MSKU1234565'], to: ['MSKU1234565', 'CSQU3054383'] },
        },
      },
    })
    expect(edited.history.map((entry) => entry.action)).toEqual([
      'shipment.edit',
      'shipment.create',
    ])
    expect(edited.history[0]?.detail).toEqual(row?.detail)
  })

  it('a cleared field is recorded; an unchanged save and a refused one are not', async () => {
    const created = await saved(sales, 'POST', '/api/staff/shipments', SEA_SHIPMENT)
    await saved(sales, 'PUT', `/api/staff/shipments/${created.id}`, SEA_SHIPMENT)
    expect(await auditRowsFor(created.reference)).toHaveLength(1)

    const refused = await call(sales, 'PUT', `/api/staff/shipments/${created.id}`, {
      ...SEA_SHIPMENT,
      eta: '2026-11-01T08:00:00+06:00',
    })
    expect(refused.status).toBe(400)
    expect(await auditRowsFor(created.reference)).toHaveLength(1)

    await saved(sales, 'PUT', `/api/staff/shipments/${created.id}`, {
      ...SEA_SHIPMENT,
      eta: '',
      masterNumber: '',
    })
    const [row] = await auditRowsFor(created.reference)
    expect(row?.detail?.changes).toEqual({
      eta: { from: '2026-12-24T02:30:00.000Z', to: null },
      masterNumber: { from: 'MAEU123456789', to: null },
    })
  })

  it('a milestone added and removed writes a row each, with what it said', async () => {
    const created = await saved(sales, 'POST', '/api/staff/shipments', SEA_SHIPMENT)
    const withMilestone = await saved(
      sales,
      'POST',
      `/api/staff/shipments/${created.id}/milestones`,
      {
        kind: 'departed',
        occurredAt: '2026-11-21T09:15:00+06:00',
        place: 'Chattogram port',
        note: 'Vessel sailed',
      },
    )
    const milestoneId = withMilestone.milestones[0]?.id
    expect(milestoneId).toBeTypeOf('number')
    const added = {
      shipmentId: created.id,
      milestoneId,
      kind: 'departed',
      label: 'Departed',
      occurredAt: '2026-11-21T03:15:00.000Z',
      place: 'Chattogram port',
      note: 'Vessel sailed',
    }
    await expectLatestRow(created.reference, {
      action: 'shipment.milestone.add',
      actor: sales,
      detail: { ...added, emailsQueued: 0 },
    })

    const removed = await saved(
      admin,
      'DELETE',
      `/api/staff/shipments/${created.id}/milestones/${milestoneId}`,
    )
    expect(removed.milestones).toEqual([])
    await expectLatestRow(created.reference, {
      action: 'shipment.milestone.remove',
      actor: admin,
      detail: added,
    })
    expect(removed.history.map((entry) => [entry.action, entry.actor?.email])).toEqual([
      ['shipment.milestone.remove', admin.email],
      ['shipment.milestone.add', sales.email],
      ['shipment.create', sales.email],
    ])

    // Removing it again finds nothing and records nothing.
    const again = await call(
      admin,
      'DELETE',
      `/api/staff/shipments/${created.id}/milestones/${milestoneId}`,
    )
    expect(again.status).toBe(404)
    expect(await auditRowsFor(created.reference)).toHaveLength(3)
  })

  it("a shipment's history is its own: another shipment's changes are not in it", async () => {
    const first = await saved(sales, 'POST', '/api/staff/shipments', SEA_SHIPMENT)
    const second = await saved(sales, 'POST', '/api/staff/shipments', SEA_SHIPMENT)
    await saved(sales, 'PUT', `/api/staff/shipments/${second.id}`, {
      ...SEA_SHIPMENT,
      carrier: 'ONE',
    })
    const reread = await saved(sales, 'GET', `/api/staff/shipments/${first.id}`)
    expect(reread.history.map((entry) => entry.action)).toEqual(['shipment.create'])
  })

  it('the audit log stays for admins only', async () => {
    expect((await call(sales, 'GET', '/api/staff/audit')).status).toBe(403)
  })
})
