// Issue 39: the workspace searches the site content's texts in both languages, derived from the
// registry's fields, for the collections the person works on.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { StaffContentSearch } from '#schemas/staff-content.ts'
import { contentCall, setupEditorSite } from './support/content.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const RUN = randomUUID().slice(0, 8)
const site = setupEditorSite(SITE_URL)

async function search(q: string, jar = site.editor().who.jar) {
  return staffFetch(site.server(), `/api/staff/content-search?q=${encodeURIComponent(q)}`, {
    jar,
  })
}

async function results(q: string): Promise<StaffContentSearch['results']> {
  const answer = await search(q)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body?.data as StaffContentSearch).results
}

describe('GET /api/staff/content-search', () => {
  it('finds a draft’s text with its field, in any case and with digits typed in Bangla', async () => {
    const service = await contentCall(site.editor(), 'GET', '/api/staff/content/services/1')
    const data = structuredClone(service.published) as {
      highlights: { en: string; bn: string }[]
    }
    data.highlights[0] = { en: `Reefer plugs ${RUN} at 4021 berths`, bn: '' }
    await contentCall(site.editor(), 'PUT', '/api/staff/content/services/1', {
      revision: service.revision,
      data,
    })

    for (const query of [`REEFER PLUGS ${RUN}`, `${RUN} at ৪০২১`]) {
      const found = await results(query)
      expect(
        found.map((result) => [result.collection, result.item.id]),
        query,
      ).toEqual([['services', 1]])
      expect(found[0]?.collectionLabel).toBe('Services')
      expect(found[0]?.matches).toEqual([
        { field: 'Highlights', language: 'en', excerpt: `Reefer plugs ${RUN} at 4021 berths` },
      ])
    }
  })

  it('finds Bangla text, and says which language it was in', async () => {
    const service = await contentCall(site.editor(), 'GET', '/api/staff/content/services/2')
    const summary = (service.published as { summary: { bn: string } }).summary.bn
    const words = summary.split(' ').slice(1, 3).join(' ')
    expect(words.length).toBeGreaterThan(3)

    const found = await results(words)
    const hit = found.find((result) => result.collection === 'services' && result.item.id === 2)
    expect(hit?.matches).toContainEqual(
      expect.objectContaining({ field: 'Summary', language: 'bn' }),
    )
    expect(hit?.matches.find((match) => match.field === 'Summary')?.excerpt).toContain(words)
  })

  it('answers nothing found with an empty list', async () => {
    expect(await results(`nothing-like-${RUN}`)).toEqual([])
  })

  it('refuses a search of one character, saying why', async () => {
    const answer = await search('a')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      code: 400,
      message: 'Type at least 2 characters to search',
    })
  })

  it('is refused to a role that works on no site content', async () => {
    const sales = await signedInStaff(site.server(), { role: 'sales', origin: SITE_URL })
    expect((await search('Dhaka', sales.jar)).status).toBe(403)
  })
})
