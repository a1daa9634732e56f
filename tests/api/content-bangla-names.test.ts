// Issue 40: on the Bangla pages, the team's names are in Bangla script with their Latin form
// beside them (the English pages show the Latin form alone). A database seeded before, whose
// Bangla texts gave the names in Latin script, gets them once at start wherever an editor left
// the seed's text, in the names, the portraits' descriptions and the commitment's signature.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEAM_NAMES_BN, TEAM_BN } from '#content/bn/about.ts'
import { TEAM } from '#content/team.ts'
import { contentEntries, contentSeeds } from '#server/db/schema.ts'
import { mainOf } from './support/rendered-pages.ts'
import { withServerDatabase } from './support/database.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

const NAMED = 'team names in Bangla script in the seeded content'
const EDITED_BN = 'নাসরিন আপা (ব্যবস্থাপনা পরিচালক)'

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

type Text = { en: string; bn: string }
type Member = { name: Text; imageAlt: Text }

const aboutOf = async (path: string) => mainOf(await (await fetch(`${server.url}${path}`)).text())

const teamRow = (id: number) =>
  and(eq(contentEntries.collection, 'team'), eq(contentEntries.id, id))

describe('the team’s names on the About page', () => {
  it('are in Bangla script on /bn/about with the Latin form beside them, and Latin alone on /about', async () => {
    const [chairman] = TEAM
    expect(chairman).toBeDefined()
    const bangla = await aboutOf('/bn/about')
    expect(bangla).toContain(`<h3>${TEAM_NAMES_BN[1]}</h3>`)
    expect(bangla).toContain(`<p class="team-card__latin" lang="en">${chairman?.name}</p>`)
    // The commitment is signed in Bangla script too, under the chairman's portrait.
    expect(bangla).toContain(`>${TEAM_NAMES_BN[1]}</p>`)
    const english = await aboutOf('/about')
    expect(english).toContain(`>${chairman?.name}</h3>`)
    expect(english).not.toContain('team-card__latin')
    expect(english).not.toContain(TEAM_NAMES_BN[1])
  })

  it('in a database seeded with Latin names, become Bangla once, where the text is still the seed’s', async () => {
    await server.stop()
    await withServerDatabase(server.dataDir, async (db) => {
      for (const member of TEAM) {
        const [row] = await db.select().from(contentEntries).where(teamRow(member.id))
        const published = row?.published as Member
        const latin = (text: string) => text.replaceAll(TEAM_NAMES_BN[member.id], member.name)
        const old: Member = {
          ...published,
          name: { ...published.name, bn: member.id === 2 ? EDITED_BN : member.name },
          imageAlt: { ...published.imageAlt, bn: latin(published.imageAlt.bn) },
        }
        await db.update(contentEntries).set({ published: old }).where(teamRow(member.id))
      }
      await db.delete(contentSeeds).where(eq(contentSeeds.name, 'site-content-bangla-names'))
    })

    server = await startServer({ dataDir: server.dataDir })
    expect(server.output()).toContain(NAMED)
    const bangla = await aboutOf('/bn/about')
    expect(bangla).toContain(`<h3>${TEAM_NAMES_BN[1]}</h3>`)
    expect(bangla).toContain(`alt="${TEAM_BN[1].imageAlt}"`)
    // An editor's own Bangla is kept as written.
    expect(bangla).toContain(EDITED_BN)
    expect(bangla).not.toContain(`<h3>${TEAM_NAMES_BN[2]}</h3>`)

    // Once only: a later start changes nothing.
    await server.stop()
    server = await startServer({ dataDir: server.dataDir })
    expect(server.output()).not.toContain(NAMED)
  }, 180_000)
})
