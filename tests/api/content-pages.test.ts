// Issue 22: the public pages are rendered per request from the published content in the
// database: what an editor publishes is on the next page anyone opens, a draft never is, and a
// notice shows on every page while it is in force and is gone at its end by itself.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const RUN = randomUUID().slice(0, 8)

let server: RunningServer
let editor: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  editor = await signedInStaff(server, { role: 'editor', origin: SITE_URL })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

interface Item {
  id: number
  slug: string | null
  revision: number
  draft: Record<string, unknown> | null
  published: Record<string, unknown> | null
}

async function call(method: string, path: string, body?: unknown): Promise<Item> {
  const answer = await staffFetch(server, path, { method, body, jar: editor.jar, origin: SITE_URL })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body?.data as Item
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, html: await response.text() }
}

function footerOf(html: string): string {
  const start = html.indexOf('<footer')
  expect(start).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</footer>', start))
}

/** The main content, without the header, banners and footer around it. */
function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}

async function dhakaOffice(): Promise<Item> {
  const list = await staffFetch(server, '/api/staff/content/offices', {
    jar: editor.jar,
    origin: SITE_URL,
  })
  const { items } = list.body?.data as { items: Item[] }
  const dhaka = items.find((item) => item.slug === 'dhaka')
  expect(dhaka).toBeDefined()
  return call('GET', `/api/staff/content/offices/${dhaka?.id}`)
}

describe('pages read the published content', () => {
  it('a Dhaka phone an editor publishes is on /contact and in the footer of other pages; its draft never shows', async () => {
    const office = await dhakaOffice()
    const data = structuredClone(office.published) as { phones: [string, string] }
    const before = data.phones[0]
    const phone = `+880 2 5505 ${String(Date.now() % 10_000).padStart(4, '0')}`
    data.phones[0] = phone
    const draft = await call('PUT', `/api/staff/content/offices/${office.id}`, {
      revision: office.revision,
      data,
    })

    for (const path of ['/contact', '/services', '/about']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html, path).not.toContain(phone)
      expect(footerOf(html), path).toContain(before)
    }

    await call('POST', `/api/staff/content/offices/${office.id}/publish`, {
      revision: draft.revision,
    })

    const contact = await page('/contact')
    expect(mainOf(contact.html)).toContain(`href="tel:${phone.replace(/ /g, '')}"`)
    expect(mainOf(contact.html)).toContain(`>${phone}</a>`)
    for (const path of ['/', '/services', '/about', '/no-such-page']) {
      // The footer's Dhaka office; the company's general numbers beside it are another record.
      const footer = footerOf((await page(path)).html)
      const dhaka = /<strong>Dhaka Headquarters<\/strong>.*?<\/address>/.exec(footer)?.[0]
      expect(dhaka, path).toContain(`>${phone}</a>`)
      expect(dhaka, path).not.toContain(before)
    }
    // The structured data for search engines says the same.
    expect(contact.html).toContain(`"telephone":"${phone}"`)
  })

  it('the sitemap lists the services as published', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}/service-detail/1</loc>`)
    expect(sitemap).toContain(`<loc>${SITE_URL}/notices</loc>`)
    const service = await call('GET', '/api/staff/content/services/1')
    await call('POST', '/api/staff/content/services/1/unpublish', { revision: service.revision })
    const after = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(after).not.toContain(`<loc>${SITE_URL}/service-detail/1</loc>`)
    expect((await page('/service-detail/1')).status).toBe(404)
    expect(mainOf((await page('/services')).html)).not.toContain('href="/service-detail/1"')
  })
})

describe('notices', () => {
  async function publishNotice(fields: {
    title: string
    severity: 'information' | 'disruption'
    startsAt: Date
    endsAt: Date
  }): Promise<Item> {
    const created = await call('POST', '/api/staff/content/notices', {
      data: {
        title: { en: fields.title, bn: '' },
        text: { en: `Cut-off times change for ${fields.title}.`, bn: '' },
        severity: fields.severity,
        officeIds: [],
        startsAt: fields.startsAt.toISOString(),
        endsAt: fields.endsAt.toISOString(),
      },
    })
    return call('POST', `/api/staff/content/notices/${created.id}/publish`, {
      revision: created.revision,
    })
  }

  it('shows on every page and on /notices while in force, never before its start, and is gone at its end by itself', async () => {
    const now = Date.now()
    const current = `Port congestion ${RUN}`
    const future = `Eid closure ${RUN}`
    const past = `Strike ${RUN}`
    await publishNotice({
      title: current,
      severity: 'disruption',
      startsAt: new Date(now - 60_000),
      // Long enough for the pages below on a busy machine; checked again after it ends.
      endsAt: new Date(now + 8_000),
    })
    await publishNotice({
      title: future,
      severity: 'information',
      startsAt: new Date(now + 86_400_000),
      endsAt: new Date(now + 2 * 86_400_000),
    })
    await publishNotice({
      title: past,
      severity: 'information',
      startsAt: new Date(now - 2 * 86_400_000),
      endsAt: new Date(now - 86_400_000),
    })

    for (const path of ['/', '/contact', '/quote', '/careers', '/notices']) {
      const { html } = await page(path)
      expect(html, path).toContain(current)
      expect(html, path).not.toContain(future)
      expect(html, path).not.toContain(past)
      expect(html, path).toMatch(/class="notice-banner notice-banner--disruption"/)
    }
    const notices = await page('/notices')
    expect(notices.status).toBe(200)
    expect(notices.html).toContain('<title>Notices | Delta Bridge Logistics</title>')
    expect(mainOf(notices.html)).toContain(`<h3>${current}</h3>`)
    expect(notices.html).toContain('aria-label="Breadcrumb"')

    // Nothing is published in between: the server's copy of the content stays as it is, and the
    // notice goes because its time is over.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, now + 8_500 - Date.now())))
    for (const path of ['/', '/notices']) {
      expect((await page(path)).html, path).not.toContain(current)
    }
    expect(mainOf((await page('/notices')).html)).toContain('There are no notices in force')
  })
})
