// Issue 42, My shipments: staff put a shipment in a customer's portal with its references; the
// company's people list, search, filter and page through their shipments and those shared with
// them, open one with its history, and share it with another company's people.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import { signedInOwner } from './support/customers.ts'
import { portalShipment, referencesOf, type CreatedShipment } from './support/portal-shipments.ts'

const BANGLA = /[\u0980-\u09FF]/

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff
let shipper: { email: string; companyId: number; cookie: string }
let buyer: { email: string; companyId: number; cookie: string }

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  sales = await signedInStaff(server, { role: 'sales' })
  shipper = await signedInOwner(server, smtp, sales, 'shipper')
  buyer = await signedInOwner(server, smtp, sales, 'buyer')
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const mine = (cookie: string, query = '', language?: 'bn') =>
  staffFetch(server, `/api/account/shipments${query}`, {
    cookie,
    ...(language ? { headers: { 'content-language': language } } : {}),
  })

describe('staff put a shipment in a customer portal', () => {
  it('sets the owner company and references, records the event and the audit, and lists it on the customer page', async () => {
    const shipment = await portalShipment(server, sales, null)
    const put = await staffFetch(server, `/api/staff/shipments/${shipment.id}/customer`, {
      method: 'PUT',
      cookie: sales.cookie,
      body: { companyId: shipper.companyId, customerReferences: 'PO-4411, INV 2026/77' },
    })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect(put.body?.data).toMatchObject({
      company: { id: shipper.companyId },
      customerReferences: ['PO-4411', 'INV 2026/77'],
      history: [{ kind: 'company-assigned', actor: { kind: 'staff', name: sales.name } }],
    })
    const detail = await staffFetch(server, `/api/staff/shipments/${shipment.id}`, {
      cookie: sales.cookie,
    })
    const history = (detail.body?.data as { history: { action: string }[] }).history
    expect(history[0]?.action).toBe('shipment.customer')

    // Saving it again unchanged records nothing more.
    await staffFetch(server, `/api/staff/shipments/${shipment.id}/customer`, {
      method: 'PUT',
      cookie: sales.cookie,
      body: { companyId: shipper.companyId, customerReferences: ['PO-4411', 'INV 2026/77'] },
    })
    const again = await staffFetch(server, `/api/staff/shipments/${shipment.id}/portal`, {
      cookie: sales.cookie,
    })
    expect((again.body?.data as { history: unknown[] }).history).toHaveLength(1)

    const listed = await staffFetch(server, `/api/staff/customers/${shipper.companyId}/shipments`, {
      cookie: sales.cookie,
    })
    expect(listed.body?.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: shipment.reference, access: 'owner' }),
      ]),
    )
  })

  it('refuses a company that does not exist, and changes nothing', async () => {
    const shipment = await portalShipment(server, sales, null)
    const put = await staffFetch(server, `/api/staff/shipments/${shipment.id}/customer`, {
      method: 'PUT',
      cookie: sales.cookie,
      body: { companyId: 999_999, customerReferences: ['PO-1'] },
    })
    expect(put.status).toBe(400)
    expect(put.body?.errors).toHaveProperty('companyId')
    const portal = await staffFetch(server, `/api/staff/shipments/${shipment.id}/portal`, {
      cookie: sales.cookie,
    })
    expect(portal.body?.data).toMatchObject({ company: null, customerReferences: [], history: [] })
  })
})

describe('My shipments', () => {
  let hamburg: CreatedShipment
  let rotterdam: CreatedShipment
  let air: CreatedShipment

  beforeAll(async () => {
    hamburg = await portalShipment(server, sales, shipper.companyId, {}, ['PO-7781'])
    rotterdam = await portalShipment(
      server,
      sales,
      shipper.companyId,
      {
        destination: 'Rotterdam, Netherlands',
        containers: 'CSQU3054383',
        masterNumber: 'MSCUBL998877',
        etd: '2027-01-05T10:00:00+06:00',
        eta: '2027-02-10T08:00:00+06:00',
      },
      ['INV-5520'],
    )
    air = await portalShipment(server, sales, shipper.companyId, {
      mode: 'air',
      origin: 'Dhaka, Bangladesh',
      destination: 'Frankfurt, Germany',
      masterNumber: '176-12345675',
      containers: '',
    })
    const milestone = await staffFetch(server, `/api/staff/shipments/${air.id}/milestones`, {
      cookie: sales.cookie,
      body: { kind: 'departed', occurredAt: new Date().toISOString(), place: 'Dhaka' },
    })
    expect(milestone.status).toBe(200)
  })

  it('lists the company’s shipments newest first, with status, route, ETA and references', async () => {
    const answer = await mine(shipper.cookie)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const rows = answer.body?.data as { reference: string; status: string }[]
    expect(referencesOf(answer.body).slice(0, 3)).toEqual([
      air.reference,
      rotterdam.reference,
      hamburg.reference,
    ])
    expect(rows[0]).toMatchObject({ status: 'in-transit', mode: 'air', access: 'owner' })
    expect(rows[1]).toMatchObject({
      status: 'waiting',
      origin: 'Chattogram, Bangladesh',
      destination: 'Rotterdam, Netherlands',
      eta: '2027-02-10T02:00:00.000Z',
      customerReferences: ['INV-5520'],
    })
    expect(answer.body?.next).toBeNull()
    // Another company sees none of them.
    expect(referencesOf((await mine(buyer.cookie)).body)).not.toContain(hamburg.reference)
  })

  it('finds a shipment by a customer reference, a container or B/L as typed, or a place', async () => {
    const search = async (q: string) =>
      referencesOf((await mine(shipper.cookie, `?q=${encodeURIComponent(q)}`)).body)
    expect(await search('po-7781')).toEqual([hamburg.reference])
    expect(await search('5520')).toEqual([rotterdam.reference])
    expect(await search('csqu 305438-3')).toEqual([rotterdam.reference])
    expect(await search('mscubl998877')).toEqual([rotterdam.reference])
    expect(await search('176 1234 5675')).toEqual([air.reference])
    expect(await search('rotterdam')).toEqual([rotterdam.reference])
    expect(await search('nowhere-at-all')).toEqual([])
  })

  it('filters by status and by ETA or ETD days typed day first, in Bengali digits too', async () => {
    expect(referencesOf((await mine(shipper.cookie, '?status=in-transit')).body)).toEqual([
      air.reference,
    ])
    expect(
      referencesOf((await mine(shipper.cookie, '?from=10/02/2027&to=10/02/2027')).body),
    ).toEqual([rotterdam.reference])
    const bangla = `?dates=etd&from=${encodeURIComponent('০৫/০১/২০২৭')}&to=${encodeURIComponent('৫-১-২৭')}`
    expect(referencesOf((await mine(shipper.cookie, bangla)).body)).toEqual([rotterdam.reference])
  })

  it('refuses a date it cannot read, a reversed range or an unknown status, in Bangla too', async () => {
    const bad = await mine(shipper.cookie, '?from=2027-13-45', 'bn')
    expect(bad.status).toBe(400)
    expect(bad.body?.message).toMatch(BANGLA)
    expect(bad.body?.errors).toHaveProperty('from')
    const reversed = await mine(shipper.cookie, '?from=10/02/2027&to=01/02/2027')
    expect(reversed.status).toBe(400)
    expect(reversed.body?.errors).toHaveProperty('to')
    expect((await mine(shipper.cookie, '?status=lost')).status).toBe(400)
    expect((await mine(shipper.cookie, '?cursor=not-a-cursor')).status).toBe(400)
  })

  it('pages 25 at a time with a cursor, newest first, without repeating or skipping', async () => {
    const pager = await signedInOwner(server, smtp, sales, 'pager')
    const made: string[] = []
    for (let index = 0; index < 27; index++) {
      made.unshift((await portalShipment(server, sales, pager.companyId)).reference)
    }
    const first = await mine(pager.cookie)
    expect(referencesOf(first.body)).toEqual(made.slice(0, 25))
    const next = first.body?.next as string
    expect(next).toEqual(expect.any(String))
    const second = await mine(pager.cookie, `?cursor=${encodeURIComponent(next)}`)
    expect(referencesOf(second.body)).toEqual(made.slice(25))
    expect(second.body?.next).toBeNull()
  })
})

describe('one shipment and sharing it', () => {
  it('shows the owner its milestones, numbers, references, shares and history; 404 to anyone else', async () => {
    const shipment = await portalShipment(server, sales, shipper.companyId, {}, ['PO-9001'])
    const answer = await staffFetch(
      server,
      `/api/account/shipments/${shipment.reference.toLowerCase()}`,
      {
        cookie: shipper.cookie,
      },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body?.data).toMatchObject({
      reference: shipment.reference,
      status: 'waiting',
      masterNumber: 'MAEU123456789',
      containers: ['MSKU1234565'],
      customerReferences: ['PO-9001'],
      access: 'owner',
      shares: [],
      milestones: [],
      history: [{ kind: 'company-assigned', actor: { kind: 'staff' } }],
    })
    // Staff appear as the forwarder, not by their own name.
    const history = (answer.body?.data as { history: { actor: { name: string } }[] }).history
    expect(history[0]?.actor.name).not.toBe(sales.name)

    const other = await staffFetch(server, `/api/account/shipments/${shipment.reference}`, {
      cookie: buyer.cookie,
      headers: { 'content-language': 'bn' },
    })
    expect(other.status).toBe(404)
    expect(other.body?.message).toMatch(BANGLA)
    const missing = await staffFetch(server, '/api/account/shipments/DBL-ZZZZZZZZ', {
      cookie: buyer.cookie,
      headers: { 'content-language': 'bn' },
    })
    expect(missing.body).toEqual(other.body)
  })

  it('lets a person of the owner company share it with the buyer by address, who then sees that one only', async () => {
    const shared = await portalShipment(server, sales, shipper.companyId, {}, ['PO-SHARE'])
    const kept = await portalShipment(server, sales, shipper.companyId)
    const path = `/api/account/shipments/${shared.reference}/shares`

    const nobody = await staffFetch(server, path, {
      cookie: shipper.cookie,
      body: { email: 'nobody-here@example.com', role: 'view' },
    })
    expect(nobody.status).toBe(404)
    expect(nobody.body?.message).toMatch(/Nobody with an account has this address/)
    const ownAddress = await staffFetch(server, path, {
      cookie: shipper.cookie,
      body: { email: shipper.email, role: 'view' },
    })
    expect(ownAddress.status).toBe(409)
    const badRole = await staffFetch(server, path, {
      cookie: shipper.cookie,
      body: { email: buyer.email, role: 'admin' },
    })
    expect(badRole.status).toBe(400)
    expect(referencesOf((await mine(buyer.cookie)).body)).not.toContain(shared.reference)

    const ok = await staffFetch(server, path, {
      cookie: shipper.cookie,
      body: { email: buyer.email.toUpperCase(), role: 'view' },
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body?.message).toMatch(/^Shared with buyer Ltd/)

    const listed = (await mine(buyer.cookie)).body?.data as { reference: string; access: string }[]
    expect(
      listed.filter((row) => [shared.reference, kept.reference].includes(row.reference)),
    ).toEqual([expect.objectContaining({ reference: shared.reference, access: 'view' })])
    const seen = await staffFetch(server, `/api/account/shipments/${shared.reference}`, {
      cookie: buyer.cookie,
    })
    expect(seen.body?.data).toMatchObject({ access: 'view', shares: null })
    // The buyer may not share it on.
    const reshare = await staffFetch(server, path, {
      cookie: buyer.cookie,
      body: { email: shipper.email, role: 'view' },
    })
    expect(reshare.status).toBe(403)

    const owner = await staffFetch(server, `/api/account/shipments/${shared.reference}`, {
      cookie: shipper.cookie,
    })
    expect(owner.body?.data).toMatchObject({
      shares: [{ companyId: buyer.companyId, role: 'view' }],
      history: [
        {
          kind: 'shared',
          actor: { kind: 'customer', name: 'Nusrat Jahan' },
          detail: { role: 'view' },
        },
        { kind: 'company-assigned' },
      ],
    })

    const removed = await staffFetch(
      server,
      `/api/account/shipments/${shared.reference}/shares/${buyer.companyId}/remove`,
      { cookie: shipper.cookie, body: {} },
    )
    expect(removed.status).toBe(200)
    expect(
      (
        await staffFetch(server, `/api/account/shipments/${shared.reference}`, {
          cookie: buyer.cookie,
        })
      ).status,
    ).toBe(404)

    // Staff see the customers' own actions in the shipment's history.
    const portal = await staffFetch(server, `/api/staff/shipments/${shared.id}/portal`, {
      cookie: sales.cookie,
    })
    expect(
      (portal.body?.data as { history: { kind: string; actor: { kind: string } }[] }).history.map(
        (event) => `${event.kind} by ${event.actor.kind}`,
      ),
    ).toEqual(['unshared by customer', 'shared by customer', 'company-assigned by staff'])
  })

  it('lets staff share with a company from the list and take it away, shown on both sides', async () => {
    const shipment = await portalShipment(server, sales, shipper.companyId)
    const shared = await staffFetch(server, `/api/staff/shipments/${shipment.id}/shares`, {
      cookie: sales.cookie,
      body: { companyId: buyer.companyId, role: 'upload' },
    })
    expect(shared.status, JSON.stringify(shared.body)).toBe(200)
    expect(shared.body?.data).toMatchObject({
      shares: [{ companyId: buyer.companyId, role: 'upload' }],
    })
    const buyerSide = await staffFetch(
      server,
      `/api/staff/customers/${buyer.companyId}/shipments`,
      {
        cookie: sales.cookie,
      },
    )
    expect(buyerSide.body?.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: shipment.reference, access: 'upload' }),
      ]),
    )
    const buyerList = (await mine(buyer.cookie)).body?.data as { reference: string }[]
    expect(buyerList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: shipment.reference, access: 'upload' }),
      ]),
    )
    const ownerShare = await staffFetch(server, `/api/staff/shipments/${shipment.id}/shares`, {
      cookie: sales.cookie,
      body: { companyId: shipper.companyId, role: 'view' },
    })
    expect(ownerShare.status).toBe(409)
    const removed = await staffFetch(
      server,
      `/api/staff/shipments/${shipment.id}/shares/${buyer.companyId}`,
      { method: 'DELETE', cookie: sales.cookie },
    )
    expect(removed.status).toBe(200)
    expect(removed.body?.data).toMatchObject({ shares: [] })
    const events = (removed.body?.data as { history: { kind: string }[] }).history
    expect(events.map((event) => event.kind)).toEqual(['unshared', 'shared', 'company-assigned'])
  })
})
