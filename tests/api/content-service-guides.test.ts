// Issue 40: a database seeded before services had transit times, documents, questions and case
// studies gets the seed's once at start, for each service saved before those fields existed; a
// service saved since keeps what it has, an emptied list included.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentEntries, contentSeeds } from '#server/db/schema.ts'
import { mainOf } from './support/rendered-pages.ts'
import { withServerDatabase } from './support/database.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

const FILLED = 'transit times, documents and questions of the seeded services filled in'
const GUIDE_FIELDS = ['transitTimes', 'documents', 'faq', 'caseStudyIds']

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
  await server.stop()
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const entry = (collection: string, id: number) =>
  and(eq(contentEntries.collection, collection), eq(contentEntries.id, id))

async function publicService(slug: string) {
  const answer = await fetch(`${server.url}/api/services/detail/${slug}`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: Record<string, unknown[]> }).data
}

describe('a database seeded before services had their guides', () => {
  it('fills the seed’s into services saved before, and keeps a service saved since', async () => {
    await withServerDatabase(server.dataDir, async (db) => {
      // Ocean freight as saved before issue 40, and one of its case studies deleted since.
      const [ocean] = await db.select().from(contentEntries).where(entry('services', 2))
      const before = Object.fromEntries(
        Object.entries(ocean?.published ?? {}).filter(([key]) => !GUIDE_FIELDS.includes(key)),
      )
      await db.update(contentEntries).set({ published: before }).where(entry('services', 2))
      await db.delete(contentEntries).where(entry('case-studies', 5))
      // Sea-air saved since, its questions removed by an editor.
      const [seaAir] = await db.select().from(contentEntries).where(entry('services', 3))
      const emptied = { ...seaAir?.published, faq: [] }
      await db.update(contentEntries).set({ published: emptied }).where(entry('services', 3))
      await db.delete(contentSeeds).where(eq(contentSeeds.name, 'site-content-service-guides'))
    })

    server = await startServer({ dataDir: server.dataDir })
    expect(server.output()).toContain(FILLED)
    const ocean = await publicService('ocean-freight')
    expect(ocean.transitTimes).toHaveLength(4)
    expect(ocean.faq).toHaveLength(3)
    expect(ocean.caseStudies).toEqual([
      expect.objectContaining({ id: 4, slug: 'weekly-shrimp-reefers-without-a-missed-sailing' }),
    ])
    const page = mainOf(await (await fetch(`${server.url}/service-detail/2`)).text())
    expect(page).toContain('Typical transit times')
    expect((await publicService('sea-air')).faq).toEqual([])
    await server.stop()

    // Once only: a later start changes nothing.
    server = await startServer({ dataDir: server.dataDir })
    expect(server.output()).not.toContain(FILLED)
  }, 120_000)
})
