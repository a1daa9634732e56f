// Issue 42, My shipments without JavaScript: the portal's shipment pages are rendered on the
// server for the signed-in person, in English and Bangla; the search is a GET form, sharing
// posts to the page; another company's shipment is the not-found page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import { signedInOwner } from './support/customers.ts'
import { portalShipment, type CreatedShipment } from './support/portal-shipments.ts'
import { mainOf } from './support/rendered-pages.ts'

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff
let shipper: { email: string; companyId: number; cookie: string }
let buyer: { email: string; companyId: number; cookie: string }
let hamburg: CreatedShipment
let dubai: CreatedShipment

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  sales = await signedInStaff(server, { role: 'sales' })
  shipper = await signedInOwner(server, smtp, sales, 'page-shipper')
  buyer = await signedInOwner(server, smtp, sales, 'page-buyer')
  hamburg = await portalShipment(server, sales, shipper.companyId, {}, ['PO-HAM-1'])
  dubai = await portalShipment(
    server,
    sales,
    shipper.companyId,
    { destination: 'Dubai, UAE', containers: 'CSQU3054383' },
    ['PO-DXB-2'],
  )
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

async function page(path: string, cookie?: string, form?: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    redirect: 'manual',
    method: form ? 'POST' : 'GET',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: server.url } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  })
  const html = await response.text()
  return { status: response.status, location: response.headers.get('location'), main: mainOf(html) }
}

describe('My shipments page', () => {
  it('lists the company’s shipments with the portal’s navigation, in English and Bangla', async () => {
    const english = await page('/account/shipments', shipper.cookie)
    expect(english.status).toBe(200)
    expect(english.main).toContain('My shipments')
    expect(english.main).toContain(hamburg.reference)
    expect(english.main).toContain('PO-HAM-1')
    expect(english.main).toMatch(/<nav[^>]*aria-label="Your account"/)
    expect(english.main).toContain('href="/account/shipments"')

    const bangla = await page('/bn/account/shipments', shipper.cookie)
    expect(bangla.status).toBe(200)
    expect(bangla.main).toContain('আমার শিপমেন্ট')
    expect(bangla.main).toContain(`href="/bn/account/shipments/${dubai.reference}"`)
  })

  it('searches by a container as typed, and explains a date it cannot read', async () => {
    const found = await page(
      `/account/shipments?q=${encodeURIComponent('csqu 305438 3')}`,
      shipper.cookie,
    )
    expect(found.main).toContain(dubai.reference)
    expect(found.main).not.toContain(hamburg.reference)
    const refused = await page('/bn/account/shipments?from=99/99/2026', shipper.cookie)
    expect(refused.status).toBe(400)
    expect(refused.main).toContain('অনুগ্রহ করে তারিখ')
  })

  it('leads a visitor without a session to the sign-in', async () => {
    const answer = await page('/bn/account/shipments')
    expect(answer.status).toBe(303)
    expect(answer.location).toBe('/bn/account')
  })
})

describe('one shipment’s page', () => {
  it('shows its timeline, references and history to the company, and is not found for another', async () => {
    const own = await page(`/account/shipments/${hamburg.reference}`, shipper.cookie)
    expect(own.status).toBe(200)
    expect(own.main).toContain(`Shipment ${hamburg.reference}`)
    expect(own.main).toContain('PO-HAM-1')
    expect(own.main).toContain('Timeline')
    expect(own.main).toContain('Shared with')
    expect(own.main).toContain(`Put in ${'page-shipper Ltd'}`)

    const milestone = await staffFetch(server, `/api/staff/shipments/${hamburg.id}/milestones`, {
      cookie: sales.cookie,
      body: { kind: 'departed', occurredAt: '2026-03-02T10:00:00Z', place: 'Chattogram, BD' },
    })
    expect(milestone.status, JSON.stringify(milestone.body)).toBe(200)
    const english = await page(`/account/shipments/${hamburg.reference}`, shipper.cookie)
    expect(english.main).toContain('Milestone: Departed at Chattogram, BD')
    // Staff's own words for a milestone of no named kind, and its place, are English: marked so
    // on the Bangla page, where the rest of the sentence is Bangla.
    const named = await staffFetch(server, `/api/staff/shipments/${hamburg.id}/milestones`, {
      cookie: sales.cookie,
      body: {
        kind: 'other',
        description: 'Fumigation certificate issued',
        occurredAt: '2026-03-03T10:00:00Z',
        place: 'Dhaka',
      },
    })
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    const bangla = await page(`/bn/account/shipments/${hamburg.reference}`, shipper.cookie)
    expect(bangla.main).toContain('ধাপ: ছেড়ে গেছে, <span lang="en">Chattogram, BD</span>')
    expect(bangla.main).toContain(
      'ধাপ: <span lang="en">Fumigation certificate issued</span>, <span lang="en">Dhaka</span>',
    )
    expect(bangla.main).not.toContain('হালনাগাদ')

    const other = await page(`/account/shipments/${hamburg.reference}`, buyer.cookie)
    expect(other.status).toBe(404)
    expect(other.main).not.toContain('PO-HAM-1')
  })

  it('shares by a posted form and answers on the page, then the buyer sees it', async () => {
    const path = `/account/shipments/${dubai.reference}`
    const nobody = await page(path, shipper.cookie, {
      intent: 'share',
      email: 'no-account@example.com',
      role: 'view',
    })
    expect(nobody.status).toBe(404)
    expect(nobody.main).toContain('Nobody with an account has this address')

    const shared = await page(path, shipper.cookie, {
      intent: 'share',
      email: buyer.email,
      role: 'upload',
    })
    expect(shared.status).toBe(200)
    expect(shared.main).toContain('Shared with page-buyer Ltd')
    const seen = await page(path, buyer.cookie)
    expect(seen.status).toBe(200)
    expect(seen.main).not.toContain('Stop sharing')
    const list = await page('/account/shipments', buyer.cookie)
    expect(list.main).toContain('Shared with you (view and upload)')
  })
})
