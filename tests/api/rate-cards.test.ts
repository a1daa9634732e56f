// Issue 41: rate cards are a staff-only kind of the registry. Pricing staff (and admins) create,
// save and publish them through the generic staff content API; editors and sales are refused;
// and nothing of a published card reaches visitors: no public call, page, sitemap or the public
// OpenAPI document names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { PublishedContent } from '#server/content/published.ts'
import { contentEntries } from '#server/db/schema.ts'
import { contentCall, type ContentEditor } from './support/content.ts'
import { withServerDatabase } from './support/database.ts'
import { getJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
/** Found nowhere else: a carrier's name and a UN/LOCODE no place has. */
const CARRIER = 'Zephyr Meridian Freight'
const DESTINATION = 'XZQW7'

const CARD = {
  mode: 'sea-lcl',
  origin: 'bdcgp',
  destination: DESTINATION,
  carrier: CARRIER,
  routing: 'via-colombo',
  transitDays: 28,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  currency: 'USD',
  air: { minimum: '', normal: '', plus45: '', plus100: '', plus300: '', plus500: '', plus1000: '' },
  // Typed as on a Bangla keyboard, with a thousands comma.
  lcl: { perWm: '৩৮.১৭', minimum: '1,076' },
  fcl: { dry20: '', dry40: '', highCube40: '', reefer20: '', reefer40: '' },
  charges: [
    {
      code: 'CFS',
      basis: 'per-wm',
      amount: '1200',
      minimum: '',
      currency: 'BDT',
      side: 'origin',
      container: 'any',
      incoterms: ['FOB', 'CIF'],
    },
  ],
}

let server: RunningServer
let pricing: ContentEditor
let editor: SignedInStaff
let sales: SignedInStaff
let cardId: number

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const [who, editorWho, salesWho] = await Promise.all([
    signedInStaff(server, { role: 'pricing', origin: SITE_URL }),
    signedInStaff(server, { role: 'editor', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
  ])
  pricing = { server, who, origin: SITE_URL }
  editor = editorWho
  sales = salesWho
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function call(who: SignedInStaff, method: string, path: string, body?: unknown) {
  return staffFetch(server, path, { method, body, jar: who.jar, origin: SITE_URL })
}

describe('pricing staff', () => {
  it('create a rate card, kept with exact amounts and its codes in capitals, and publish it', async () => {
    const created = await contentCall(pricing, 'POST', '/api/staff/content/rate-cards', {
      data: CARD,
    })
    cardId = created.id
    expect(created.draft).toMatchObject({
      origin: 'BDCGP',
      lcl: { perWm: '38.17', minimum: '1076.00' },
      charges: [{ amount: '1200.00', currency: 'BDT' }],
    })
    const published = await contentCall(
      pricing,
      'POST',
      `/api/staff/content/rate-cards/${cardId}/publish`,
      { revision: created.revision },
    )
    expect(published.published).toMatchObject({ carrier: CARRIER, destination: DESTINATION })
    const list = (await contentCall(
      pricing,
      'GET',
      '/api/staff/content/rate-cards',
    )) as unknown as {
      label: string
      items: { id: number; name: string; status: string }[]
    }
    expect(list.label).toBe('Rate cards')
    expect(list.items).toEqual([
      expect.objectContaining({
        id: cardId,
        status: 'published',
        name: `Sea freight LCL BDCGP → ${DESTINATION}, ${CARRIER}, 2026-12-01 to 2026-12-31`,
      }),
    ])
  })

  it('are told what is wrong with a card, and nothing is saved', async () => {
    const before = await contentCall(pricing, 'GET', `/api/staff/content/rate-cards/${cardId}`)
    const answer = await call(pricing.who, 'PUT', `/api/staff/content/rate-cards/${cardId}`, {
      revision: before.revision,
      data: { ...before.published, validTo: '2026-11-30' },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('Valid to cannot be before valid from.')
    const amount = await call(pricing.who, 'PUT', `/api/staff/content/rate-cards/${cardId}`, {
      revision: before.revision,
      data: { ...before.published, lcl: { perWm: '38.175', minimum: '' } },
    })
    expect(amount.status).toBe(400)
    expect(JSON.stringify(amount.body)).toContain(
      'Rate per W/M must be an amount such as 1234.50, with at most 2 decimals.',
    )
    const after = await contentCall(pricing, 'GET', `/api/staff/content/rate-cards/${cardId}`)
    expect(after.revision).toBe(before.revision)
    expect(after.draft).toBeNull()
  })

  it('keep rates of exchange too, and may not touch the site content', async () => {
    const rate = await contentCall(pricing, 'POST', '/api/staff/content/exchange-rates', {
      data: { currency: 'BDT', perUsd: '122.5', day: '2026-11-30' },
    })
    expect(rate.draft).toEqual({ currency: 'BDT', perUsd: '122.5000', day: '2026-11-30' })
    for (const path of ['/api/staff/content/services', '/api/staff/media']) {
      const answer = await call(pricing.who, 'GET', path)
      expect(answer.status, path).toBe(403)
    }
  })
})

describe('other roles', () => {
  it.each([
    ['an editor', () => editor],
    ['sales', () => sales],
  ])('%s may neither read nor change a rate card', async (_who, who) => {
    const item = `/api/staff/content/rate-cards/${cardId}`
    const answers = [
      await call(who(), 'GET', '/api/staff/content/rate-cards'),
      await call(who(), 'GET', item),
      await call(who(), 'POST', '/api/staff/content/rate-cards', { data: CARD }),
      await call(who(), 'PUT', item, { revision: 1, data: CARD }),
      await call(who(), 'POST', `${item}/unpublish`, { revision: 1 }),
      await call(who(), 'DELETE', item, { revision: 1 }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(403)
      expect(JSON.stringify(answer.body)).not.toContain(CARRIER)
    }
    const list = (await contentCall(
      pricing,
      'GET',
      '/api/staff/content/rate-cards',
    )) as unknown as {
      items: unknown[]
    }
    expect(list.items).toHaveLength(1)
  })
})

describe('visitors', () => {
  /** What visitors may read: the public document's every GET, and the pages and sitemap. */
  async function everythingPublic(): Promise<Record<string, string>> {
    const { body } = await getJson(`${server.url}/api/openapi.json`)
    const document = body as unknown as { paths: Record<string, Record<string, unknown>> }
    const texts: Record<string, string> = { 'openapi.json': JSON.stringify(document) }
    const paths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([template]) => template.replaceAll(/\{[^}]+\}/g, '1'))
    const pages = ['/', '/bn', '/services', '/contact', '/quote', '/bn/quote', '/sitemap.xml']
    for (const path of [...paths, ...pages]) {
      texts[path] = await (await fetch(`${server.url}${path}`)).text()
    }
    return texts
  }

  it('find nothing of a published rate card anywhere', async () => {
    const texts = await everythingPublic()
    expect(Object.keys(texts).length).toBeGreaterThan(20)
    for (const [where, text] of Object.entries(texts)) {
      expect(text, where).not.toContain(CARRIER)
      expect(text, where).not.toContain(DESTINATION)
      expect(text, where).not.toContain('rate-cards')
      expect(text, where).not.toContain('exchange-rates')
    }
    // The staff's own copy of the document does name the collection, so the look was real.
    const { body } = await getJson(`${server.url}/api/openapi.json`, {
      headers: { cookie: pricing.who.cookie },
    })
    expect(JSON.stringify(body)).toContain('rate-cards')
  })
})

describe('the "Before going live" list', () => {
  it('names no rate card, though a published one reads like a seeded example', async () => {
    const created = await contentCall(pricing, 'POST', '/api/staff/content/rate-cards', {
      data: { ...CARD, carrier: 'Co-loader bookings@example.com' },
    })
    await contentCall(pricing, 'POST', `/api/staff/content/rate-cards/${created.id}/publish`, {
      revision: created.revision,
    })
    const answer = await call(editor, 'GET', '/api/staff/go-live')
    expect(answer.status).toBe(200)
    // The seed's example addresses are listed, so the list was really made.
    expect(JSON.stringify(answer.body)).toContain('info@example.com')
    expect(JSON.stringify(answer.body)).not.toContain('bookings@example.com')
    expect(JSON.stringify(answer.body)).not.toContain('/staff/content/rate-cards/')
  })
})

describe('the published content a server holds for visitors', () => {
  it('leaves the published rate card out, though the database has it published', async () => {
    await server.stop()
    await withServerDatabase(server.dataDir, async (db) => {
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.collection, 'rate-cards'), eq(contentEntries.id, cardId)))
      expect(row?.published).toMatchObject({ carrier: CARRIER })
      const collections = await new PublishedContent(db, 1000).collections()
      expect(Object.keys(collections)).toContain('services')
      expect(Object.keys(collections)).not.toContain('rate-cards')
      expect(Object.keys(collections)).not.toContain('exchange-rates')
      expect(JSON.stringify(collections)).not.toContain(CARRIER)
    })
  })
})
