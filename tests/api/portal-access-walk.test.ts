// Issue 42, security: every /api/account/ route, taken from the app's own route list, called as
// a person of company A with the ids and references of company B's shipments and people, and as
// a buyer to whom one shipment was shared with the shipper's other shipments: 404 or 403, never
// data, and nothing changes.
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRoutes, type AppRoute } from './support/routes.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import { signedInOwner } from './support/customers.ts'
import { portalShipment, type CreatedShipment } from './support/portal-shipments.ts'
import { THREE_PIECES } from '../unit/support/rate-cards.ts'
import { uploadFile } from './support/documents.ts'
import { SAMPLE_PDF } from './support/files.ts'

type Customer = { email: string; companyId: number; cookie: string }

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff
let routes: AppRoute[]
let companyA: Customer
let companyB: Customer
let buyer: Customer
let bShipments: CreatedShipment[]
let bPersonId: string
let sharedWithBuyer: CreatedShipment
let bBookingId: number

/** What B's shipments carry, none of which A or the buyer may read anywhere. */
const B_SECRETS = ['PO-B-SECRET-1', 'INV-B-SECRET-2']

beforeAll(async () => {
  smtp = await createSmtp()
  routes = await appRoutes()
  server = await startServer({
    env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  sales = await signedInStaff(server, { role: 'sales' })
  companyA = await signedInOwner(server, smtp, sales, 'walk-a')
  companyB = await signedInOwner(server, smtp, sales, 'walk-b')
  buyer = await signedInOwner(server, smtp, sales, 'walk-buyer')
  bShipments = [
    await portalShipment(server, sales, companyB.companyId, {}, [B_SECRETS[0] ?? '']),
    await portalShipment(server, sales, companyB.companyId, { containers: 'CSQU3054383' }, [
      B_SECRETS[1] ?? '',
    ]),
  ]
  sharedWithBuyer = await portalShipment(server, sales, companyB.companyId)
  const shared = await staffFetch(server, `/api/staff/shipments/${sharedWithBuyer.id}/shares`, {
    cookie: sales.cookie,
    body: { companyId: buyer.companyId, role: 'view' },
  })
  expect(shared.status).toBe(200)
  const home = await staffFetch(server, '/api/account/me', { cookie: companyB.cookie })
  bPersonId = (home.body?.data as { person: { id: string } }).person.id
  const booking = await staffFetch(server, '/api/account/bookings', {
    cookie: companyB.cookie,
    body: {
      mode: 'air',
      origin: 'Dhaka',
      destination: 'Hamburg',
      readyDate: addDays(dhakaToday(), 4),
      incoterm: 'FOB',
      packages: THREE_PIECES,
      commodity: B_SECRETS[0],
      pickupPlace: 'Gazipur',
      shipper: { name: 'Walk B Knit', address: 'Gazipur' },
      consignee: { name: 'Walk B Buyer', address: 'Hamburg' },
    },
  })
  expect(booking.status, JSON.stringify(booking.body)).toBe(200)
  bBookingId = (booking.body?.data as { id: number }).id
  // Asked about, so that a reply to it would be taken from anyone the walk let through.
  const asked = await staffFetch(server, `/api/staff/bookings/${bBookingId}/question`, {
    cookie: sales.cookie,
    body: { question: 'Walk: which pickup gate?' },
  })
  expect(asked.status).toBe(200)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/**
 * B's values for each path parameter of the portal's routes. A route with a parameter not named
 * here fails the walk until its values are added: the documents, bookings and others add theirs
 * (e.g. `documentId: () => [ids of B's documents]`).
 */
function parameterValues(shipments: CreatedShipment[]): Record<string, (url: string) => string[]> {
  return {
    reference: () => shipments.map((shipment) => shipment.reference),
    // A booking's id is B's booking; a person's (or a passkey's), B's person.
    id: (url) => (url.startsWith('/api/account/bookings/') ? [String(bBookingId)] : [bPersonId]),
    kind: () => ['commercial-invoice', 'draft-bl'],
    companyId: () => [String(companyB.companyId), String(companyA.companyId)],
  }
}

/** Every concrete address of a route with B's values in its parameters. */
function addressesOf(route: AppRoute, values: Record<string, (url: string) => string[]>): string[] {
  let addresses = [route.url]
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    const fill = name ? values[name] : undefined
    if (!fill) throw new Error(`${route.method} ${route.url}: no values for :${name} in the walk`)
    addresses = addresses.flatMap((address) =>
      fill(route.url).map((value) => address.replace(`:${name}`, encodeURIComponent(value))),
    )
  }
  return addresses
}

/** A body that would do something if the route let the caller through. */
function bodyFor(route: AppRoute): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined
  if (route.url.endsWith('/shares')) return { email: buyer.email, role: 'upload' }
  if (route.url.endsWith('/corrections')) return { corrections: 'Consignee: Walk A Trading' }
  if (route.url.endsWith('/reply')) return { message: 'Walk A: gate 3' }
  return {}
}

/** Calls one address of a route as `cookie`: a file upload as the browser sends it. */
function call(route: AppRoute, address: string, cookie: string) {
  if (route.url.endsWith('/file')) {
    return uploadFile(server, address, { cookie, name: 'invoice.pdf', bytes: SAMPLE_PDF })
  }
  return staffFetch(server, address, { method: route.method, cookie, body: bodyFor(route) })
}

const portalRoutes = () =>
  routes.filter(
    (route) =>
      route.url.startsWith('/api/account/') &&
      !['HEAD', 'OPTIONS'].includes(route.method) &&
      route.accountAccess !== 'signed-out',
  )

/** Calls each route with a parameter as `caller` with B's values; resolves with what it saw. */
async function walk(caller: Customer, shipments: CreatedShipment[]) {
  const seen: string[] = []
  for (const route of portalRoutes().filter((each) => each.url.includes(':'))) {
    for (const address of addressesOf(route, parameterValues(shipments))) {
      const answer = await call(route, address, caller.cookie)
      seen.push(`${route.method} ${address}`)
      expect([403, 404], `${route.method} ${address}: ${JSON.stringify(answer.body)}`).toContain(
        answer.status,
      )
      for (const secret of [...B_SECRETS, ...shipments.map((shipment) => shipment.reference)]) {
        expect(JSON.stringify(answer.body), `${route.method} ${address}`).not.toContain(secret)
      }
    }
  }
  return seen
}

describe('the access walk', () => {
  it('walks the portal’s shipment routes', () => {
    expect(portalRoutes().map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/account/shipments',
        'GET /api/account/shipments/:reference',
        'POST /api/account/shipments/:reference/shares',
        'POST /api/account/shipments/:reference/shares/:companyId/remove',
        'POST /api/account/bookings/:id/reply',
      ]),
    )
  })

  it('answers a person of company A 404 or 403 on every route with B’s ids and references', async () => {
    const seen = await walk(companyA, [...bShipments, sharedWithBuyer])
    expect(seen.length).toBeGreaterThan(8)
  })

  it('answers the buyer 404 or 403 on every route with the shipper’s other shipments', async () => {
    await walk(buyer, bShipments)
  })

  it('shows neither A nor the buyer anything of B’s in the lists, whatever they search', async () => {
    // Every GET without a parameter but the start of a passkey's making, which needs a name.
    const lists = portalRoutes().filter(
      (route) =>
        route.method === 'GET' && !route.url.includes(':') && !route.url.endsWith('-options'),
    )
    expect(lists.map((route) => route.url)).toContain('/api/account/shipments')
    for (const caller of [companyA, buyer]) {
      for (const route of lists) {
        for (const q of ['', ...B_SECRETS, 'CSQU3054383', bShipments[0]?.reference ?? '']) {
          const address = q ? `${route.url}?q=${encodeURIComponent(q)}` : route.url
          const answer = await staffFetch(server, address, { cookie: caller.cookie })
          expect(answer.status, address).toBe(200)
          const text = JSON.stringify(answer.body)
          for (const secret of [...B_SECRETS, ...bShipments.map((each) => each.reference)]) {
            expect(text, `${address} as ${caller.email}`).not.toContain(secret)
          }
        }
      }
    }
  })

  it('changed nothing of B’s: no shares, its person still in, its shipments its own', async () => {
    for (const shipment of bShipments) {
      const portal = await staffFetch(server, `/api/staff/shipments/${shipment.id}/portal`, {
        cookie: sales.cookie,
      })
      expect(portal.body?.data).toMatchObject({ company: { id: companyB.companyId }, shares: [] })
    }
    expect((await staffFetch(server, '/api/account/me', { cookie: companyB.cookie })).status).toBe(
      200,
    )
    const booking = await staffFetch(server, `/api/account/bookings/${bBookingId}`, {
      cookie: companyB.cookie,
    })
    expect(booking.body?.data).toMatchObject({
      state: 'question',
      messages: [{ from: 'staff', body: 'Walk: which pickup gate?' }],
    })
  })

  it('lets a view share see its one shipment but neither share it on nor upload to it', async () => {
    const path = `/api/account/shipments/${sharedWithBuyer.reference}`
    expect((await staffFetch(server, path, { cookie: buyer.cookie })).status).toBe(200)
    const reshare = await staffFetch(server, `${path}/shares`, {
      cookie: buyer.cookie,
      body: { email: companyA.email, role: 'upload' },
    })
    expect(reshare.status).toBe(403)
    // Uploads: every POST under the shipment that names documents or uploads is refused to a
    // view share. The documents' routes join this list by their paths when they exist.
    const uploads = portalRoutes().filter(
      (route) =>
        route.method === 'POST' &&
        route.url.startsWith('/api/account/shipments/:reference/') &&
        /document|upload/.test(route.url),
    )
    for (const route of uploads) {
      const values = { ...parameterValues([sharedWithBuyer]) }
      for (const address of addressesOf(route, values)) {
        const answer = await call(route, address, buyer.cookie)
        expect(answer.status, `${route.method} ${address}`).toBe(403)
      }
    }
  })
})
