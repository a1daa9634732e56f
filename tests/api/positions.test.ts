// Issue 12: vacancies live in the database, hr edits them in the workspace, and the public
// careers pages, the API and the sitemap follow without a rebuild; closed or expired positions
// refuse applications and store nothing. Issue 39: they are a collection of the site content,
// edited through the generic content API (their set-up below goes through it).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { SEEDED_OPEN_POSITIONS, SEEDED_POSITIONS } from '../support/seeded-positions.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { apiClient, ok } from './support/client.ts'
import { getJson } from './support/http.ts'
import {
  closePosition,
  createPosition,
  jobPostingOf,
  positionData,
  positionInput,
  republishPosition,
  type PositionInput,
} from './support/positions.ts'
import {
  databaseUrlFor,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)
const SITE_URL = 'http://dbl.example'

let server: RunningServer
let hr: SignedInStaff
let admin: SignedInStaff
let sales: SignedInStaff

beforeAll(async () => {
  // On an empty database: 'seeded from content once' is about what the first start seeds.
  server = await startServer({ env: { SITE_URL }, emptyDatabase: true })
  ;[hr, admin, sales] = await Promise.all([
    signedInStaff(server, { role: 'hr', name: 'Nusrat HR', origin: SITE_URL }),
    signedInStaff(server, { role: 'admin', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
  ])
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function input(overrides: Partial<PositionInput> = {}): PositionInput {
  return { ...positionInput({ title: `Sea Freight Executive ${RUN}` }), ...overrides }
}

/** The API as a visitor calls it, through the client generated from the OpenAPI document. */
const visitor = () => apiClient(server)
/** The API as the workspace calls it for this staff member. */
const as = (who: SignedInStaff) => apiClient(server, { jar: who.jar, origin: SITE_URL })

function staffCall(who: SignedInStaff, method: string, path: string, body?: unknown) {
  return staffFetch(server, path, { method, body, jar: who.jar, origin: SITE_URL })
}

async function create(overrides: Partial<PositionInput> = {}, publish = false) {
  return createPosition(server, hr, input(overrides), { origin: SITE_URL, publish })
}

function close(id: number, by: SignedInStaff = hr) {
  return closePosition(server, by, id, SITE_URL)
}

/** The positions in the content editor's list, as hr sees them. */
async function staffList() {
  const answer = await staffCall(hr, 'GET', '/api/staff/content/positions')
  expect(answer.status).toBe(200)
  return (answer.body?.data as { items: { id: number; name: string; status: string }[] }).items
}

async function publicList() {
  return ok(await visitor().GET('/api/jobs/position')).data
}

function publicPosition(id: number) {
  return visitor().GET('/api/jobs/position/{id}', { params: { path: { id: String(id) } } })
}

function applicationForm(positionId: number, email: string) {
  const form = new FormData()
  form.append('position_id', String(positionId))
  form.append('name', 'Rafiq Islam')
  form.append('email', email)
  form.append('phone', '01711-000103')
  form.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'cv.pdf')
  return form
}

function apply(positionId: number, email = `rafiq-${randomUUID().slice(0, 8)}@example.com`) {
  return getJson(`${server.url}/api/jobs/applications/create`, {
    method: 'POST',
    body: applicationForm(positionId, email),
  })
}

async function inboxTitles(email: string): Promise<string[]> {
  const { data } = ok(
    await as(hr).GET('/api/staff/inbox/job-applications', { params: { query: { q: email } } }),
  )
  return data.items.filter((item) => item.email === email).map((item) => item.title)
}

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`)
  // React's text separators (<!-- -->) left out, so assertions read as the visitor does.
  const html = (await response.text()).replaceAll('<!-- -->', '')
  return { status: response.status, html, headers: response.headers }
}

async function sitemap(): Promise<string> {
  const response = await fetch(`${server.url}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
  return response.text()
}

describe('seeded from content once', () => {
  it('an empty database starts with the content positions, ids kept, each a published version', async () => {
    // This file's server started on an empty database: the seed is its own first start's.
    expect(server.output()).toContain('site content seeded')
    const listed = await publicList()
    expect(listed.map((position) => position.id)).toEqual(SEEDED_OPEN_POSITIONS.map(({ id }) => id))
    for (const seeded of SEEDED_POSITIONS) {
      const { data } = ok(await publicPosition(seeded.id))
      expect(data).toMatchObject({ id: seeded.id, title: seeded.title, slug: seeded.slug })
    }
    const ids = (await staffList()).map((position) => position.id)
    for (const seeded of SEEDED_POSITIONS) expect(ids).toContain(seeded.id)
    const versions = await staffCall(
      hr,
      'GET',
      `/api/staff/content/positions/${SEEDED_POSITIONS[0].id}/versions`,
    )
    expect(versions.body?.data).toEqual([expect.objectContaining({ publishedBy: null })])
  })
})

describe('who may edit positions', () => {
  it('hr and admin may; sales gets 403 and nobody signed out gets in', async () => {
    const path = '/api/staff/content/positions'
    expect((await staffFetch(server, path)).status).toBe(401)
    expect((await staffCall(sales, 'GET', path)).status).toBe(403)
    const refused = await staffCall(sales, 'POST', path, { data: positionData(input()) })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 403, message: expect.any(String) })
    const closing = await staffCall(sales, 'PUT', `${path}/1`, {
      revision: 1,
      data: positionData(input(), true),
    })
    expect(closing.status).toBe(403)
    expect((await staffCall(hr, 'GET', path)).status).toBe(200)
    expect((await staffCall(admin, 'GET', path)).status).toBe(200)
    // Nothing was created by the refused call.
    const titles = (await staffList()).map((position) => position.name)
    expect(titles).not.toContain(input().title)
  })

  it('bad input is a 400 naming each field, and nothing is created', async () => {
    const before = await staffList()
    // Sent past the client's types (Sylhet is no office): the point is what the server does.
    const answer = await staffCall(hr, 'POST', '/api/staff/content/positions', {
      data: {
        ...positionData(input({ title: '  ', applyBy: '2026-02-30', responsibilities: [] })),
        location: 'Sylhet',
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body?.errors).toEqual({
      'data.title.en': 'Title (English) is required.',
      'data.applyBy': 'Apply by must be a date (YYYY-MM-DD).',
      'data.location': 'Office: choose one of dhaka, chattogram.',
      'data.responsibilities': 'Responsibilities: enter at least 1',
    })
    const after = await staffList()
    expect(after.length).toBe(before.length)
  })
})

describe('a position through its life', () => {
  it('draft → published → edited → closed → reopened, each on the public side at the next request', async () => {
    const draft = await create()
    expect(draft).toMatchObject({ publishedAt: null, open: false })
    // A draft is not public anywhere.
    expect((await publicList()).map(({ id }) => id)).not.toContain(draft.id)
    expect((await publicPosition(draft.id)).response.status).toBe(404)
    expect((await page(`/careers/${draft.id}`)).status).toBe(404)
    expect((await apply(draft.id)).status).toBe(400)

    const { revision } = (await staffCall(hr, 'GET', `/api/staff/content/positions/${draft.id}`))
      .body?.data as { revision: number }
    const publishPath = `/api/staff/content/positions/${draft.id}/publish`
    const published = await staffCall(hr, 'POST', publishPath, { revision })
    expect(published.body?.data).toMatchObject({ status: 'published' })
    expect(ok(await publicPosition(draft.id)).data).toMatchObject({ open: true })
    expect((await publicList()).map(({ title }) => title)).toContain(draft.title)
    const list = await page('/careers')
    expect(list.status).toBe(200)
    expect(list.html).toContain(`href="/careers/${draft.id}"`)
    expect(list.html).toContain(draft.title)
    const detail = await page(`/careers/${draft.id}`)
    expect(detail.status).toBe(200)
    expect(detail.html).toContain('Issue house bills of lading')
    expect(await sitemap()).toContain(
      `<loc>${SITE_URL}/careers/${draft.id}</loc><lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`,
    )
    // Publishing twice is refused with a reason.
    const again = await staffCall(hr, 'POST', publishPath, {
      revision: (published.body?.data as { revision: number }).revision,
    })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 409,
      message: 'Nothing to publish: there are no unpublished changes',
    })

    const renamed = `Senior Sea Freight Executive ${RUN}`
    await republishPosition(
      server,
      hr,
      draft.id,
      () => positionData(input({ title: renamed })),
      SITE_URL,
    )
    expect((await page(`/careers/${draft.id}`)).html).toContain(renamed)
    expect((await publicList()).map(({ title }) => title)).toContain(renamed)

    await close(draft.id, admin)
    expect((await publicList()).map(({ id }) => id)).not.toContain(draft.id)
    expect(ok(await publicPosition(draft.id)).data).toMatchObject({ id: draft.id, open: false })
    const closedPage = await page(`/careers/${draft.id}`)
    expect(closedPage.status).toBe(200)
    expect(closedPage.html).toContain('This position is no longer open')
    expect(closedPage.html).toContain('href="/careers"')
    expect(jobPostingOf(closedPage.html)).toBeUndefined()
    expect(await sitemap()).not.toContain(`/careers/${draft.id}<`)
    expect((await page('/careers')).html).not.toContain(`href="/careers/${draft.id}"`)

    await republishPosition(server, hr, draft.id, (data) => ({ ...data, closed: false }), SITE_URL)
    expect(ok(await publicPosition(draft.id)).data).toMatchObject({ title: renamed, open: true })

    // Each publication is a version, by whom it was made, newest first.
    const versions = await staffCall(hr, 'GET', `/api/staff/content/positions/${draft.id}/versions`)
    const publications = versions.body?.data as {
      publishedBy: string | null
      data: { closed: boolean }
    }[]
    expect(publications.map(({ data }) => data.closed)).toEqual([false, true, false, false])
    expect(publications[1]?.publishedBy).toBe(admin.name)
    // And the audit log has each publication (drafts are hr's own until published).
    const audit = ok(await as(admin).GET('/api/staff/audit'))
    const entries = audit.data.filter((entry) => entry.target === `content:positions:${draft.id}`)
    expect(entries.map(({ action }) => action).sort()).toEqual([
      'content.create',
      'content.publish',
      'content.publish',
      'content.publish',
      'content.publish',
    ])
  })
})

describe('applications', () => {
  it('keep the title the position had when they were made, after edits and closing', async () => {
    const position = await create({ title: `Customs Officer ${RUN}` }, true)
    const email = `title-${RUN}@example.com`
    expect((await apply(position.id, email)).status).toBe(200)
    await republishPosition(
      server,
      hr,
      position.id,
      () => positionData(input({ title: `Customs Manager ${RUN}` })),
      SITE_URL,
    )
    await close(position.id)
    expect(await inboxTitles(email)).toEqual([`Customs Officer ${RUN}`])
  })

  it('to a closed position: 400 with a clear message, nothing stored', async () => {
    const position = await create({ title: `Closed Role ${RUN}` }, true)
    await close(position.id)
    const email = `closed-${RUN}@example.com`
    const { status, body } = await apply(position.id, email)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      code: 400,
      message: `Applications for Closed Role ${RUN} are closed: the position is no longer open`,
      errors: { position_id: expect.any(String) },
    })
    expect(await inboxTitles(email)).toEqual([])
  })

  it('past its apply-by date in Dhaka: not listed, the page says so, 400 and nothing stored', async () => {
    const yesterday = addDays(dhakaToday(), -1)
    const expired = await create({ title: `Expired Role ${RUN}`, applyBy: yesterday }, true)
    expect(expired).toMatchObject({ publishedAt: expect.any(String), open: false })
    expect((await publicList()).map(({ id }) => id)).not.toContain(expired.id)
    const detail = await page(`/careers/${expired.id}`)
    expect(detail.html).toContain('This position is no longer open')
    expect(detail.html).toContain(`closed on <time dateTime="${yesterday}">`)
    expect(detail.html).toContain(formatDate(yesterday))
    expect(jobPostingOf(detail.html)).toBeUndefined()
    expect(await sitemap()).not.toContain(`/careers/${expired.id}<`)
    const email = `expired-${RUN}@example.com`
    const { status, body } = await apply(expired.id, email)
    expect(status).toBe(400)
    expect(body.message).toBe(
      `Applications for Expired Role ${RUN} closed on ${formatDate(yesterday)}`,
    )
    expect(await inboxTitles(email)).toEqual([])

    // The apply-by day itself still takes applications.
    const lastDay = await create({ title: `Last Day Role ${RUN}`, applyBy: dhakaToday() }, true)
    expect(lastDay.open).toBe(true)
    expect((await apply(lastDay.id)).status).toBe(200)
  })

  it('the form posted without JavaScript to a closed position shows why it was refused', async () => {
    const position = await create({ title: `No Script Role ${RUN}` }, true)
    await close(position.id)
    const email = `noscript-${RUN}@example.com`
    const response = await fetch(`${server.url}/careers/${position.id}`, {
      method: 'POST',
      // React Router refuses a page's form posted from another origin than its own.
      headers: { origin: server.url },
      body: applicationForm(position.id, email),
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain(`Applications for No Script Role ${RUN} are closed`)
    expect(await inboxTitles(email)).toEqual([])
  })
})

describe('the public pages', () => {
  it('an open position carries JobPosting JSON-LD as Google documents it', async () => {
    const position = await create(
      { title: `JSON-LD Role ${RUN}`, location: 'Dhaka', type: 'Internship' },
      true,
    )
    const { html } = await page(`/careers/${position.id}`)
    const posting = jobPostingOf(html)
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: `JSON-LD Role ${RUN}`,
      datePosted: new Date().toISOString().slice(0, 10),
      validThrough: `${input().applyBy}T23:59:59+06:00`,
      employmentType: 'INTERN',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'House 12, Road 7, Sector 4, Uttara',
          addressLocality: 'Dhaka',
          postalCode: '1230',
          addressCountry: 'BD',
        },
      },
    })
    const description = String(posting?.description)
    expect(description).toContain('<p>Book and follow FCL exports from Chittagong port.</p>')
    expect(description).toContain('<li>Issue house bills of lading</li>')
    expect(description).toContain('<li>Good written English</li>')
  })

  it('are rendered per request with the CSP nonce, compressed, never cached', async () => {
    const response = await fetch(`${server.url}/careers/1`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-encoding')).toBe('br')
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    // Hydration waits for the first paint, as on the prerendered pages.
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain(`<script nonce="${nonce}">(function(){`)
  })

  it('an unknown or malformed number is the 404 page with status 404', async () => {
    for (const path of ['/careers/999999', '/careers/abc', '/careers/0']) {
      const answer = await page(path)
      expect(answer.status, path).toBe(404)
      expect(answer.html).toContain('Position not found')
    }
  })

  it('client-side navigation reads the same data (/careers.data)', async () => {
    const position = await create({ title: `Client Side Role ${RUN}` }, true)
    const response = await fetch(`${server.url}/careers.data`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(position.title)
  })

  it('the sitemap lists every fixed page and the open positions only; robots.txt names it', async () => {
    const open = await create({ title: `Sitemap Role ${RUN}` }, true)
    const xml = await sitemap()
    for (const path of ['/', '/services', '/careers', '/track']) {
      expect(xml).toContain(`<loc>${SITE_URL}${path === '/' ? '/' : path}</loc>`)
    }
    for (const position of [...SEEDED_OPEN_POSITIONS, open]) {
      expect(xml).toMatch(
        new RegExp(
          `<loc>${SITE_URL}/careers/${position.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
        ),
      )
    }
    for (const position of SEEDED_POSITIONS.filter(({ open }) => !open)) {
      expect(xml).not.toContain(`/careers/${position.id}<`)
    }
    const robots = await (await fetch(`${server.url}/robots.txt`)).text()
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m)
  })
})

describe('kept across restarts', () => {
  it('seeding happens once: a restart keeps hr’s changes and adds nothing', async () => {
    const dataDir = server.dataDir
    // Published by the seed; whether its apply-by date has passed does not matter here.
    const first = SEEDED_POSITIONS.find(({ open }) => open)
    if (!first) throw new Error('no published seeded position')
    await close(first.id)
    const open = await create({ title: `Restart Role ${RUN}` }, true)
    const before = await staffList()
    await server.stop()
    server = await startServer({ dataDir, env: { SITE_URL } })
    expect(server.output()).not.toContain('site content seeded')
    const after = await staffList()
    expect(after.map(({ id, status }) => [id, status])).toEqual(
      before.map(({ id, status }) => [id, status]),
    )
    expect(ok(await publicPosition(first.id)).data).toMatchObject({ open: false })
    const listed = (await publicList()).map(({ id }) => id)
    expect(listed).toContain(open.id)
    expect(listed).not.toContain(first.id)
  })
})

describe.skipIf(!USES_POSTGRES)('two servers sharing one database', () => {
  it('a change made on one shows on the other within CONTENT_CHECK_SECONDS', async () => {
    const other = await startServer({
      env: {
        SITE_URL,
        CONTENT_CHECK_SECONDS: '1',
        DATABASE_URL: databaseUrlFor(server.dataDir) ?? '',
      },
    })
    try {
      const position = await create({ title: `Shared Role ${RUN}` }, true)
      await expect
        .poll(
          async () => (await (await fetch(`${other.url}/careers`)).text()).includes(position.title),
          // One check of a second and a page's render, stretched by a loaded test machine; a
          // server that never looked again would still fail.
          { timeout: 30_000, interval: 250 },
        )
        .toBe(true)
      await close(position.id)
      await expect
        .poll(
          async () =>
            (await (await fetch(`${other.url}/careers/${position.id}`)).text()).includes(
              'no longer open',
            ),
          { timeout: 30_000, interval: 250 },
        )
        .toBe(true)
    } finally {
      await other.stop()
      await removeDataDir(other.dataDir)
    }
  })
})
