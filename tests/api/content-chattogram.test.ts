// Issue 40: the seed says Chattogram throughout. A database seeded before, whose seeded texts
// said Chittagong in places, gets the new spelling once at start in every text an editor has not
// changed, before the seed's Bangla is filled in (which needs the English to be the seed's).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICES_BN } from '#content/bn/services.ts'
import { SERVICES } from '#content/services.ts'
import { contentEntries, contentSeeds } from '#server/db/schema.ts'
import { mainOf } from './support/rendered-pages.ts'
import { withServerDatabase } from './support/database.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

const RESPELLED = 'Chattogram in the seeded content spelled as now'
const oldSpelling = (text: string) => text.replaceAll('Chattogram', 'Chittagong')
const EDITED = `${oldSpelling(SERVICES[2]?.description ?? '')} Edited by our team.`

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
  await server.stop()
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

type Text = { en: string; bn: string }

const serviceRow = (id: number) =>
  and(eq(contentEntries.collection, 'services'), eq(contentEntries.id, id))

describe('a database seeded when the seed said Chittagong', () => {
  it('says Chattogram in the seeded texts, keeps an editor’s text, and still gets the seed’s Bangla', async () => {
    await withServerDatabase(server.dataDir, async (db) => {
      for (const id of [2, 3]) {
        const [row] = await db.select().from(contentEntries).where(serviceRow(id))
        const published = row?.published as Record<string, Text>
        const summary = published.summary as Text
        const description = published.description as Text
        const old =
          id === 2
            ? // Ocean freight as seeded then, before its Bangla too.
              { ...published, summary: { en: oldSpelling(summary.en), bn: '' } }
            : { ...published, description: { ...description, en: EDITED } }
        await db.update(contentEntries).set({ published: old }).where(serviceRow(id))
      }
      await db.delete(contentSeeds).where(eq(contentSeeds.name, 'site-content-chattogram'))
      await db.delete(contentSeeds).where(eq(contentSeeds.name, 'site-content-bangla'))
    })

    server = await startServer({ dataDir: server.dataDir })
    expect(server.output()).toContain(RESPELLED)
    const page = mainOf(await (await fetch(`${server.url}/service-detail/2`)).text())
    expect(page).toContain(SERVICES[1]?.summary)
    expect(page).not.toContain('Chittagong')
    const bangla = await (await fetch(`${server.url}/bn/service-detail/2`)).text()
    expect(bangla).toContain(SERVICES_BN[2].summary)
    await server.stop()

    const [seaAir] = await withServerDatabase(server.dataDir, (db) =>
      db.select().from(contentEntries).where(serviceRow(3)),
    )
    expect((seaAir?.published as Record<string, Text>).description?.en).toBe(EDITED)

    // Once only: a later start changes nothing.
    server = await startServer({ dataDir: server.dataDir })
    expect(server.output()).not.toContain(RESPELLED)
  }, 120_000)
})
