// Issue 22: the site content lives in the database. An empty database is seeded once from
// content/; editors (and admins) draft, publish, schedule, restore and reorder it; visitors and
// API clients see only what is published, at once on the server that published it and within
// CONTENT_CHECK_SECONDS on every other server sharing the database.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEWS } from '#content/records.ts'
import { PORTFOLIOS, WORKING_AREAS } from '#content/showcase-records.ts'
import { SERVICES } from '#content/services.ts'
import { toDhakaIso } from '#domain/dhaka-time.ts'
import { getJson, wire } from './support/http.ts'
import {
  databaseUrlFor,
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)
const SITE_URL = 'http://dbl.example'
/** Checks for other servers' changes (and due schedules) every second, to keep tests short. */
const FAST_CHECKS = { SITE_URL, CONTENT_CHECK_SECONDS: '1' }

let server: RunningServer
let editor: SignedInStaff
let admin: SignedInStaff
let sales: SignedInStaff
let hr: SignedInStaff

beforeAll(async () => {
  // On an empty database: the first describe is about what the first start seeds.
  server = await startServer({ env: FAST_CHECKS, emptyDatabase: true })
  ;[editor, admin, sales, hr] = await Promise.all([
    signedInStaff(server, { role: 'editor', name: 'Esha Editor', origin: SITE_URL }),
    signedInStaff(server, { role: 'admin', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
    signedInStaff(server, { role: 'hr', origin: SITE_URL }),
  ])
  // Four accounts made through the command-line tool take a while on a busy machine.
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

interface Item {
  id: number
  slug: string | null
  status: string
  revision: number
  untranslated: boolean
  draft: Record<string, unknown> | null
  published: Record<string, unknown> | null
}

function call(who: SignedInStaff, method: string, path: string, body?: unknown, on = server) {
  return staffFetch(on, path, { method, body, jar: who.jar, origin: SITE_URL })
}

async function item(collection: string, id: number, who = editor): Promise<Item> {
  const answer = await call(who, 'GET', `/api/staff/content/${collection}/${id}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body?.data as Item
}

async function ok(answer: Promise<{ status: number; body: Record<string, unknown> | null }>) {
  const { status, body } = await answer
  expect(status, JSON.stringify(body)).toBe(200)
  return body?.data as Item
}

const publicService = async (id: number, on = server) =>
  (await getJson(`${on.url}/api/services/detail/${id}`)).body.data as { title: string }

async function saveServiceTitle(id: number, title: string, who = editor): Promise<Item> {
  const current = await item('services', id, who)
  const data = structuredClone(current.draft ?? current.published) as {
    title: { en: string; bn: string }
  }
  data.title.en = title
  return ok(
    call(who, 'PUT', `/api/staff/content/services/${id}`, { revision: current.revision, data }),
  )
}

async function auditActions(target: string): Promise<string[]> {
  const { body } = await call(admin, 'GET', '/api/staff/audit')
  return (body?.data as { action: string; target: string | null }[])
    .filter((entry) => entry.target === target)
    .map((entry) => entry.action)
}

describe('seeded from content/ once', () => {
  it('every collection holds content/, published, ids and slugs kept, with its Bangla', async () => {
    // This file's server started on an empty database: the seed is its own first start's.
    expect(server.output()).toContain('site content seeded')
    const { body } = await call(editor, 'GET', '/api/staff/content/services')
    const list = body?.data as { items: (Item & { name: string })[]; singleton: boolean }
    expect(list.singleton).toBe(false)
    expect(list.items.map(({ id, slug, name }) => ({ id, slug, name }))).toEqual(
      SERVICES.map(({ id, slug, title }) => ({ id, slug, name: title })),
    )
    for (const service of list.items) {
      expect(service.status).toBe('published')
      expect(service.untranslated).toBe(false)
    }
    const company = await item('company', 1)
    // The company's name stays in Latin letters in Bangla (docs/bangla-glossary.md).
    expect(company.published?.name).toEqual({
      en: 'Delta Bridge Logistics',
      bn: 'Delta Bridge Logistics',
    })
    const team = await item('team', 1)
    expect(team.published?.image).toEqual({
      kind: 'illustration',
      path: '/images/team/mahbubur-rahman-chowdhury.svg',
    })
  })

  it('a restart seeds nothing again and keeps what editors changed', async () => {
    const removed = await ok(
      call(editor, 'POST', '/api/staff/content/reviews', {
        data: {
          author: `Restart ${RUN}`,
          company: 'Kept Ltd.',
          role: { en: 'Buyer', bn: '' },
          rating: 5,
          text: { en: 'Still here after a restart.', bn: '' },
        },
      }),
    )
    const dataDir = server.dataDir
    await server.stop()
    server = await startServer({ dataDir, env: FAST_CHECKS })
    expect(server.output()).not.toContain('site content seeded')
    expect((await item('reviews', removed.id)).draft?.author).toBe(`Restart ${RUN}`)
    const { body } = await getJson(`${server.url}/api/reviews`)
    expect((body.data as unknown[]).length).toBe(REVIEWS.length)
  })
})

describe('who may edit', () => {
  it('editor and admin may; sales and hr get 403; the signed-out 401', async () => {
    for (const who of [editor, admin]) {
      expect((await call(who, 'GET', '/api/staff/content/offices')).status).toBe(200)
    }
    for (const who of [sales, hr]) {
      expect((await call(who, 'GET', '/api/staff/content/offices')).status).toBe(403)
      const save = await call(who, 'PUT', '/api/staff/content/offices/1', {
        revision: 1,
        data: {},
      })
      expect(save.status).toBe(403)
      expect(
        (await call(who, 'POST', '/api/staff/content/offices/1/publish', { revision: 1 })).status,
      ).toBe(403)
    }
    const anonymous = await staffFetch(server, '/api/staff/content/offices', { origin: SITE_URL })
    expect(anonymous.status).toBe(401)
  })

  it('an editor works the content alone: the other lists answer 403', async () => {
    for (const path of [
      '/api/staff/inbox/contact-messages',
      '/api/staff/inbox/job-applications',
      '/api/staff/content/positions',
      '/api/staff/shipments',
      '/api/staff/accounts',
    ]) {
      expect((await call(editor, 'GET', path)).status, path).toBe(403)
    }
  })

  it('an unknown collection is refused', async () => {
    const answer = await call(editor, 'GET', '/api/staff/content/spaceships')
    expect(answer.status).toBe(400)
  })
})

describe('drafts, publishing and history', () => {
  it('a draft never reaches visitors; publishing shows it at once; restoring brings a version back as a draft', async () => {
    const original = SERVICES[2]
    const draft = await saveServiceTitle(original.id, `SEA-AIR ${RUN}`)
    expect(draft.status).toBe('changed')
    expect((await publicService(original.id)).title).toBe(original.title)
    const { body: list } = await getJson(`${server.url}/api/services`)
    expect(JSON.stringify(list)).not.toContain(RUN)

    const published = await ok(
      call(editor, 'POST', `/api/staff/content/services/${original.id}/publish`, {
        revision: draft.revision,
      }),
    )
    expect(published.status).toBe('published')
    expect(published.draft).toBeNull()
    expect((await publicService(original.id)).title).toBe(`SEA-AIR ${RUN}`)

    const { body: history } = await call(
      editor,
      'GET',
      `/api/staff/content/services/${original.id}/versions`,
    )
    const versions = history?.data as {
      id: number
      publishedBy: string | null
      data: { title: { en: string } }
    }[]
    expect(versions.map((version) => version.data.title.en)).toEqual([
      `SEA-AIR ${RUN}`,
      original.title,
    ])
    expect(versions[0]?.publishedBy).toBe('Esha Editor')

    const seeded = versions[1]
    if (!seeded) throw new Error('no seeded version')
    const restored = await ok(
      call(
        editor,
        'POST',
        `/api/staff/content/services/${original.id}/versions/${seeded.id}/restore`,
        { revision: published.revision },
      ),
    )
    expect(restored.status).toBe('changed')
    expect((restored.draft?.title as { en: string }).en).toBe(original.title)
    expect((await publicService(original.id)).title).toBe(`SEA-AIR ${RUN}`)
    await ok(
      call(editor, 'POST', `/api/staff/content/services/${original.id}/publish`, {
        revision: restored.revision,
      }),
    )
    expect((await publicService(original.id)).title).toBe(original.title)
    expect(await auditActions(`content:services:${original.id}`)).toEqual([
      'content.publish',
      'content.restore',
      'content.publish',
    ])
  })

  it('bad data is refused field by field and nothing is saved', async () => {
    const before = await item('offices', 1)
    const data = structuredClone(before.published) as Record<string, unknown>
    data.phones = ['0171', '+880 1711 000101']
    data.email = 'not an email'
    ;(data.name as { en: string }).en = ''
    const answer = await call(editor, 'PUT', '/api/staff/content/offices/1', {
      revision: before.revision,
      data,
    })
    expect(answer.status).toBe(400)
    const errors = answer.body?.errors as Record<string, string>
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['data.phones.0', 'data.email', 'data.name.en']),
    )
    expect(errors['data.name.en']).toBe('Name (English) is required.')
    expect(await item('offices', 1)).toEqual(before)
  })

  it('an item cannot name a category that does not exist', async () => {
    const before = await item('case-studies', 1)
    const data = { ...structuredClone(before.published), categoryId: 999 }
    const answer = await call(editor, 'PUT', '/api/staff/content/case-studies/1', {
      revision: before.revision,
      data,
    })
    expect(answer.status).toBe(400)
    expect(answer.body?.errors).toEqual({ 'data.categoryId': 'Choose an existing category.' })
    expect(await item('case-studies', 1)).toEqual(before)
  })

  it('a save from an older revision is refused with a clear message, never applied', async () => {
    const start = await item('services', 4)
    const data = structuredClone(start.published) as { title: { en: string } }
    data.title.en = `First ${RUN}`
    await ok(
      call(editor, 'PUT', '/api/staff/content/services/4', { revision: start.revision, data }),
    )
    data.title.en = `Second ${RUN}`
    const late = await call(admin, 'PUT', '/api/staff/content/services/4', {
      revision: start.revision,
      data,
    })
    expect(late.status).toBe(409)
    expect(late.body?.message).toMatch(/Someone else changed this item/)
    expect(((await item('services', 4)).draft?.title as { en: string }).en).toBe(`First ${RUN}`)
  })

  it('a new item is a draft until published; the order is the editors’; deleting takes it away', async () => {
    const created = await ok(
      call(editor, 'POST', '/api/staff/content/reviews', {
        data: {
          author: `Reviewer ${RUN}`,
          company: 'Meghna Textiles Ltd.',
          role: { en: 'Logistics Manager', bn: '' },
          rating: 5,
          text: { en: 'Space was found when no one else had any.', bn: '' },
        },
      }),
    )
    expect(created.status).toBe('draft')
    const reviews = async () =>
      ((await getJson(`${server.url}/api/reviews`)).body.data as { id: number }[]).map(
        ({ id }) => id,
      )
    expect(await reviews()).not.toContain(created.id)
    await ok(
      call(editor, 'POST', `/api/staff/content/reviews/${created.id}/publish`, {
        revision: created.revision,
      }),
    )
    const published = await reviews()
    expect(published.at(-1)).toBe(created.id)

    const { body } = await call(editor, 'GET', '/api/staff/content/reviews')
    const all = (body?.data as { items: { id: number }[] }).items.map(({ id }) => id)
    const reordered = [created.id, ...all.filter((id) => id !== created.id)]
    expect(
      (await call(editor, 'PUT', '/api/staff/content/reviews/order', { ids: reordered.slice(1) }))
        .status,
    ).toBe(400)
    await ok(call(editor, 'PUT', '/api/staff/content/reviews/order', { ids: reordered }))
    expect((await reviews())[0]).toBe(created.id)

    const current = await item('reviews', created.id)
    const deleted = await call(editor, 'DELETE', `/api/staff/content/reviews/${created.id}`, {
      revision: current.revision,
    })
    expect(deleted.status).toBe(204)
    expect(await reviews()).not.toContain(created.id)
    expect(await auditActions(`content:reviews:${created.id}`)).toEqual([
      'content.delete',
      'content.publish',
      'content.create',
    ])
  })

  it('the company cannot be deleted or taken off the site', async () => {
    const company = await item('company', 1)
    const body = { revision: company.revision }
    expect((await call(editor, 'DELETE', '/api/staff/content/company/1', body)).status).toBe(409)
    expect(
      (await call(editor, 'POST', '/api/staff/content/company/1/unpublish', body)).status,
    ).toBe(409)
  })
})

describe('schedule', () => {
  it('the server publishes a draft at its time in Dhaka, and takes the item off at its end', async () => {
    const id = 5
    const draft = await saveServiceTitle(id, `ROAD-AIR ${RUN}`)
    const inSeconds = (seconds: number) =>
      toDhakaIso(new Date(Date.now() + seconds * 1000)).slice(0, 19)
    const refused = await call(editor, 'PUT', `/api/staff/content/services/${id}/schedule`, {
      revision: draft.revision,
      publishAt: inSeconds(-60),
      unpublishAt: null,
    })
    expect(refused.status).toBe(400)
    expect(refused.body?.errors).toEqual({ publishAt: 'Choose a time in the future' })

    const scheduled = await ok(
      call(editor, 'PUT', `/api/staff/content/services/${id}/schedule`, {
        revision: draft.revision,
        publishAt: inSeconds(2),
        unpublishAt: inSeconds(5),
      }),
    )
    expect(scheduled.status).toBe('scheduled')
    expect((await publicService(id)).title).toBe(SERVICES[4]?.title)
    await expect
      .poll(async () => (await publicService(id)).title, { timeout: 30_000, interval: 250 })
      .toBe(`ROAD-AIR ${RUN}`)
    await expect
      .poll(async () => (await getJson(`${server.url}/api/services/detail/${id}`)).status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(404)
    const after = await item('services', id)
    expect(after.status).toBe('draft')
    expect(await auditActions(`content:services:${id}`)).toEqual([
      'content.unpublish',
      'content.publish',
      'content.schedule',
    ])
  })
})

describe('the seed’s API on database data', () => {
  it('working-area search finds an area’s portfolio by the area’s own name', async () => {
    const europe = WORKING_AREAS.find(({ slug }) => slug === 'europe')
    const expected = PORTFOLIOS.filter((entry) => entry.workingAreaSlug === 'europe')
    expect(europe && expected.length).toBeTruthy()
    const { status, body } = await getJson(`${server.url}/api/working-area/search?search=Europe`)
    expect(status).toBe(200)
    expect(body).toEqual({ data: wire(expected) })
  })
})

describe.skipIf(!USES_POSTGRES)('servers sharing one PostgreSQL database', () => {
  it('two servers starting together on an empty database seed it once', async () => {
    const dataDir = await newDataDir()
    const env = { ...FAST_CHECKS, DATABASE_URL: databaseUrlFor(dataDir) ?? '' }
    const [one, two] = await Promise.all([startServer({ env }), startServer({ env })])
    try {
      const seededBy = [one, two].filter((each) => each.output().includes('site content seeded'))
      expect(seededBy).toHaveLength(1)
      for (const each of [one, two]) {
        const { body } = await getJson(`${each.url}/api/services`)
        expect((body.data as { id: number }[]).map(({ id }) => id)).toEqual(
          SERVICES.map(({ id }) => id),
        )
      }
    } finally {
      await Promise.all([one.stop(), two.stop()])
      await Promise.all([
        removeDataDir(one.dataDir),
        removeDataDir(two.dataDir),
        removeDataDir(dataDir),
      ])
    }
  })

  it('a publish on one shows on the other within the check interval; a schedule runs once', async () => {
    const other = await startServer({
      env: { ...FAST_CHECKS, DATABASE_URL: databaseUrlFor(server.dataDir) ?? '' },
    })
    try {
      const id = 6
      expect((await publicService(id, other)).title).toBe(SERVICES[5]?.title)
      const draft = await saveServiceTitle(id, `AIR-AIR ${RUN}`)
      await ok(
        call(editor, 'POST', `/api/staff/content/services/${id}/publish`, {
          revision: draft.revision,
        }),
      )
      await expect
        .poll(async () => (await publicService(id, other)).title, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe(`AIR-AIR ${RUN}`)

      const next = await saveServiceTitle(id, `AIR-AIR again ${RUN}`)
      const at = toDhakaIso(new Date(Date.now() + 2000)).slice(0, 19)
      await ok(
        call(editor, 'PUT', `/api/staff/content/services/${id}/schedule`, {
          revision: next.revision,
          publishAt: at,
          unpublishAt: null,
        }),
      )
      for (const each of [server, other]) {
        await expect
          .poll(async () => (await publicService(id, each)).title, {
            timeout: 30_000,
            interval: 250,
          })
          .toBe(`AIR-AIR again ${RUN}`)
      }
      const { body } = await call(editor, 'GET', `/api/staff/content/services/${id}/versions`)
      const titles = (body?.data as { data: { title: { en: string } } }[]).map(
        (version) => version.data.title.en,
      )
      expect(titles.filter((title) => title === `AIR-AIR again ${RUN}`)).toHaveLength(1)
    } finally {
      await other.stop()
      await removeDataDir(other.dataDir)
    }
  })
})
