// Issue 24: the site content is seeded with its Bangla (content/bn/), which the Bangla pages
// show while the seed's JSON API stays English. A database seeded before the Bangla existed gets
// it once at start, in every text an editor has not changed, as a new version by the system.
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OFFICES_BN } from '#content/bn/company.ts'
import { SERVICES_BN } from '#content/bn/services.ts'
import { SERVICES } from '#content/services.ts'
import { CONTENT_COLLECTION_NAMES, isLocalized } from '#schemas/content/collections.ts'
import { writeAudit } from '#server/audit/log.ts'
import { backfillSeedBangla } from '#server/content/bangla-backfill.ts'
import { seedContent } from '#server/content/seed.ts'
import { openDatabase } from '#server/db/client.ts'
import { contentEntries, contentSeeds, contentVersions } from '#server/db/schema.ts'
import { contentCall, type ContentEditor, type ContentItem } from './support/content.ts'
import { getJson } from './support/http.ts'
import {
  databaseUrlFor,
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const FILLED = 'Bangla of the seeded content filled in'
const EDITED_TITLE = 'Air Freight, as our editor wrote it'
const EDITORS_BANGLA = 'সমুদ্রপথে মালামাল পরিবহন'
const CHANGED_PHONE = '+880 2 5505 0199'

let server: RunningServer
let admin: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  admin = await signedInStaff(server, { role: 'admin', origin: SITE_URL })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

type Item = ContentItem & { untranslated: boolean }

const editor = (): ContentEditor => ({ server, who: admin, origin: SITE_URL })
const item = async (collection: string, id: number) =>
  (await contentCall(editor(), 'GET', `/api/staff/content/${collection}/${id}`)) as Item
const text = (data: Record<string, unknown> | null, field: string) =>
  data?.[field] as { en: string; bn: string } | undefined

/** The published versions of the Sea-Air service, newest first. */
const seaAirVersions = async () =>
  (await contentCall(editor(), 'GET', '/api/staff/content/services/3/versions')) as unknown as {
    publishedBy: string | null
    data: Record<string, unknown>
  }[]

async function mainOf(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}

/** The data with every Bangla text emptied, as the seed wrote it before content/bn/ existed. */
function withoutBangla<T>(data: T): T {
  if (isLocalized(data)) return { ...data, bn: '' }
  if (Array.isArray(data)) return data.map(withoutBangla) as T
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, withoutBangla(value)]),
    ) as T
  }
  return data
}

/**
 * Turns the stopped server's database into one seeded before the Bangla existed, where editors
 * then rewrote one English title, translated another title themselves and drafted an office's
 * new phone.
 */
async function makeSeededWithoutBangla(dataDir: string, databaseUrl = databaseUrlFor(dataDir)) {
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl })
  try {
    const { db } = handle
    const rows = await db.select().from(contentEntries)
    for (const row of rows) {
      const published = withoutBangla(row.published)
      const draft = withoutBangla(row.draft)
      const where = and(
        eq(contentEntries.collection, row.collection),
        eq(contentEntries.id, row.id),
      )
      if (row.collection === 'services' && row.id === 1) {
        ;(published?.title as { en: string }).en = EDITED_TITLE
      }
      if (row.collection === 'services' && row.id === 2) {
        ;(published?.title as { bn: string }).bn = EDITORS_BANGLA
      }
      const officeDraft =
        row.collection === 'offices' && row.slug === 'dhaka' && published
          ? { ...published, phones: [CHANGED_PHONE, (published.phones as string[])[1]] }
          : draft
      await db.update(contentEntries).set({ published, draft: officeDraft }).where(where)
    }
    await db.delete(contentSeeds).where(eq(contentSeeds.name, 'site-content-bangla'))
  } finally {
    await handle.close()
  }
}

async function versionCount(dataDir: string, databaseUrl = databaseUrlFor(dataDir)) {
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl })
  try {
    const [row] = await handle.db
      .select({ versions: count() })
      .from(contentVersions)
      .where(and(eq(contentVersions.collection, 'services'), eq(contentVersions.entryId, 3)))
    return row?.versions ?? 0
  } finally {
    await handle.close()
  }
}

describe('a fresh database', () => {
  it('is seeded with the Bangla of every item: nothing lacks a translation', async () => {
    for (const collection of CONTENT_COLLECTION_NAMES) {
      const list = (await contentCall(
        editor(),
        'GET',
        `/api/staff/content/${collection}`,
      )) as unknown as { items: Item[] }
      for (const entry of list.items) {
        expect(entry.untranslated, `${collection} ${entry.id}`).toBe(false)
      }
    }
    const seaAir = await item('services', 3)
    expect(text(seaAir.published, 'title')).toEqual({ en: 'SEA-AIR', bn: SERVICES_BN[3].title })
    expect(server.output()).not.toContain(FILLED)
  })

  it('shows the Bangla on the Bangla pages, the English on the English ones and in the API', async () => {
    const bangla = await mainOf('/bn/service-detail/3')
    expect(bangla).toContain(SERVICES_BN[3].title)
    expect(bangla).toContain(SERVICES_BN[3].highlights[0])
    const english = await mainOf('/service-detail/3')
    expect(english).toContain(SERVICES[2].summary)
    expect(english).not.toContain(SERVICES_BN[3].title)
    const { body } = await getJson(`${server.url}/api/services/detail/3`)
    expect((body.data as { title: string }).title).toBe('SEA-AIR')
  })
})

describe('the offices’ addresses', () => {
  it('are written with Bengali digits on Bangla pages, postcodes too; structured data keeps Latin', async () => {
    /** The text a visitor reads: no scripts, no tags, no React's markers between texts. */
    const textOf = (html: string) =>
      html
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, '')
    const pages = {
      '/bn/': ['উত্তরা, ঢাকা ১২৩০, বাংলাদেশ'],
      '/bn/contact': ['ঢাকা ১২৩০, বাংলাদেশ', 'চট্টগ্রাম ৪১০০, বাংলাদেশ'],
    }
    for (const [path, expected] of Object.entries(pages)) {
      const html = await (await fetch(`${server.url}${path}`)).text()
      const visible = textOf(html)
      for (const text of expected) expect(visible, path).toContain(text)
      // The footer's addresses on every page, and no Latin postcode anywhere a visitor reads.
      expect(visible, path).toContain('৪১০০')
      expect(visible, path).not.toMatch(/\b(1230|4100)\b/)
      expect(html, path).toContain('"postalCode":"1230"')
    }
    const english = textOf(await (await fetch(`${server.url}/contact`)).text())
    expect(english).toContain('Dhaka 1230, Bangladesh')
  })
})

describe('a database seeded before the Bangla', () => {
  it('gets the seed’s Bangla once, in every text editors left alone, as a version by the system', async () => {
    const seaAirBefore = await item('services', 3)
    await server.stop()
    await makeSeededWithoutBangla(server.dataDir)
    const versionsBefore = await versionCount(server.dataDir)
    server = await startServer({ dataDir: server.dataDir, env: { SITE_URL } })
    expect(server.output()).toContain(FILLED)

    const seaAir = await item('services', 3)
    expect(seaAir.published).toEqual(seaAirBefore.published)
    expect(seaAir.untranslated).toBe(false)
    expect(seaAir.revision).toBe(seaAirBefore.revision + 1)
    expect(await mainOf('/bn/service-detail/3')).toContain(SERVICES_BN[3].description)

    // A title an editor rewrote stays without Bangla; the item's other texts get theirs.
    const air = await item('services', 1)
    expect(text(air.published, 'title')).toEqual({ en: EDITED_TITLE, bn: '' })
    expect(text(air.published, 'summary')?.bn).toBe(SERVICES_BN[1].summary)
    expect(air.untranslated).toBe(true)
    // An editor's own Bangla is kept.
    expect(text((await item('services', 2)).published, 'title')?.bn).toBe(EDITORS_BANGLA)
    // A draft gets the Bangla too, and keeps its change.
    const offices = (await contentCall(
      editor(),
      'GET',
      '/api/staff/content/offices',
    )) as unknown as {
      items: (Item & { slug: string })[]
    }
    const dhakaId = offices.items.find(({ slug }) => slug === 'dhaka')?.id ?? 0
    const dhaka = await item('offices', dhakaId)
    expect(text(dhaka.published, 'name')?.bn).toBe(OFFICES_BN.dhaka.name)
    expect(text(dhaka.draft, 'name')?.bn).toBe(OFFICES_BN.dhaka.name)
    expect(dhaka.draft?.phones).toEqual([CHANGED_PHONE, expect.any(String)])

    const versions = await seaAirVersions()
    expect(versions).toHaveLength(versionsBefore + 1)
    expect(versions[0]?.publishedBy).toBeNull()
    expect(text(versions[0]?.data ?? null, 'title')?.bn).toBe(SERVICES_BN[3].title)
    const audit = await staffFetch(server, '/api/staff/audit', { jar: admin.jar })
    const entries = audit.body?.data as {
      action: string
      target: string | null
      actor: unknown
    }[]
    expect(
      entries.filter(({ target }) => target === 'content:services:3').map(({ action }) => action),
    ).toContain('content.translate')
    expect(entries.find(({ action }) => action === 'content.translate')?.actor).toBeNull()

    // Once: a Bangla text an editor then removes is not filled again at the next start.
    const current = await item('services', 4)
    const data = structuredClone(current.published) as { summary: { en: string; bn: string } }
    data.summary.bn = ''
    const draft = await contentCall(editor(), 'PUT', '/api/staff/content/services/4', {
      revision: current.revision,
      data,
    })
    await contentCall(editor(), 'POST', '/api/staff/content/services/4/publish', {
      revision: draft.revision,
    })
    await server.stop()
    server = await startServer({ dataDir: server.dataDir, env: { SITE_URL } })
    expect(server.output()).not.toContain(FILLED)
    expect(text((await item('services', 4)).published, 'summary')?.bn).toBe('')
    expect(await seaAirVersions()).toHaveLength(versionsBefore + 1)
  }, 120_000)
})

describe.skipIf(!USES_POSTGRES)('servers sharing one PostgreSQL database', () => {
  it('two servers starting together on a database seeded before the Bangla fill it once', async () => {
    const dataDir = await newDataDir()
    const databaseUrl = databaseUrlFor(dataDir) ?? ''
    const env = { SITE_URL, DATABASE_URL: databaseUrl }
    const first = await startServer({ env })
    await first.stop()
    await removeDataDir(first.dataDir)
    await makeSeededWithoutBangla(dataDir, databaseUrl)
    const versionsBefore = await versionCount(dataDir, databaseUrl)
    const [one, two] = await Promise.all([startServer({ env }), startServer({ env })])
    try {
      expect([one, two].filter((each) => each.output().includes(FILLED))).toHaveLength(1)
    } finally {
      await Promise.all([one.stop(), two.stop()])
      await Promise.all([removeDataDir(one.dataDir), removeDataDir(two.dataDir)])
    }
    expect(await versionCount(dataDir, databaseUrl)).toBe(versionsBefore + 1)
    await removeDataDir(dataDir)
  }, 120_000)

  it('two backfills running at the same moment fill once: the other finds the marker taken', async () => {
    const dataDir = await newDataDir()
    const databaseUrl = databaseUrlFor(dataDir) ?? ''
    const open = () => openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl })
    try {
      const seeding = await open()
      await seedContent(seeding.db).finally(() => seeding.close())
      await makeSeededWithoutBangla(dataDir, databaseUrl)
      const versionsBefore = await versionCount(dataDir, databaseUrl)
      const handles = await Promise.all([open(), open()])
      try {
        const filled = await Promise.all(
          handles.map(({ db }) =>
            backfillSeedBangla({
              db,
              audit: (entry, executor = db) => writeAudit(executor, entry),
            }),
          ),
        )
        expect(filled.filter((items) => items > 0)).toHaveLength(1)
      } finally {
        await Promise.all(handles.map((handle) => handle.close()))
      }
      expect(await versionCount(dataDir, databaseUrl)).toBe(versionsBefore + 1)
    } finally {
      await removeDataDir(dataDir)
    }
  })
})
