// Issue 22: staff with content rights open a public page with `?preview` and see the drafts as
// the page will show them once published; anyone else at the same address gets the published
// page, and nothing of a draft reaches the API, the sitemap or a search engine.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contentCall,
  setDhakaPhone,
  unusedPhone,
  type ContentEditor,
  type ContentItem,
} from './support/content.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, type SignedInStaff } from './support/staff.ts'
import { mainOf } from './support/rendered-pages.ts'

const SITE_URL = 'http://dbl.example'
const RUN = randomUUID().slice(0, 8)
const DRAFT_TITLE = `Cold chain ${RUN}`
const DRAFT_TITLE_BN = `কোল্ড চেইন ${RUN}`
const NEW_SERVICE_TITLE = `River barges ${RUN}`
const DRAFT_STATISTIC = `Reefer boxes ${RUN}`

let server: RunningServer
let editor: ContentEditor
let sales: SignedInStaff
let newService: ContentItem
let phone: string

interface Page {
  status: number
  headers: Headers
  html: string
}

async function page(path: string, cookie?: string): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, {
    headers: cookie ? { cookie } : {},
  })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

const asEditor = (path: string) => page(path, editor.who.jar.header())
const asVisitor = (path: string) => page(path)

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'))
}

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const [who, salesWho] = await Promise.all([
    signedInStaff(server, { role: 'editor', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
  ])
  editor = { server, who, origin: SITE_URL }
  sales = salesWho

  // A draft beside the published service 1, in both languages.
  const service = await contentCall(editor, 'GET', '/api/staff/content/services/1')
  const data = structuredClone(service.published) as { title: { en: string; bn: string } }
  data.title = { en: DRAFT_TITLE, bn: DRAFT_TITLE_BN }
  await contentCall(editor, 'PUT', '/api/staff/content/services/1', {
    revision: service.revision,
    data,
  })
  // A service that exists only as a draft.
  newService = await contentCall(editor, 'POST', '/api/staff/content/services', {
    data: { ...structuredClone(service.published), title: { en: NEW_SERVICE_TITLE, bn: '' } },
  })
  // A draft of a statistic (home page) and of the Dhaka phone (contact page, every footer).
  const statistics = (await contentCall(
    editor,
    'GET',
    '/api/staff/content/statistics',
  )) as unknown as {
    items: ContentItem[]
  }
  const first = statistics.items[0]
  if (!first) throw new Error('no seeded statistic')
  const statistic = await contentCall(editor, 'GET', `/api/staff/content/statistics/${first.id}`)
  const statisticData = structuredClone(statistic.published) as { label: { en: string } }
  statisticData.label.en = DRAFT_STATISTIC
  await contentCall(editor, 'PUT', `/api/staff/content/statistics/${first.id}`, {
    revision: statistic.revision,
    data: statisticData,
  })
  phone = unusedPhone()
  await setDhakaPhone(editor, phone, { publish: false })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('a preview of the drafts', () => {
  it('shows an editor the draft of a single item at its real address, marked and never indexed', async () => {
    const preview = await asEditor('/service-detail/1?preview')
    expect(preview.status).toBe(200)
    expect(mainOf(preview.html)).toContain(DRAFT_TITLE)
    expect(preview.html).toContain('Preview of a draft')
    expect(preview.headers.get('cache-control')).toBe('no-store')
    expect(preview.headers.get('x-robots-tag')).toBe('noindex')
    expect(headOf(preview.html)).toMatch(/<meta name="robots" content="noindex"\/?>/)

    const bangla = await asEditor('/bn/service-detail/1?preview')
    expect(bangla.status).toBe(200)
    expect(mainOf(bangla.html)).toContain(DRAFT_TITLE_BN)
    expect(bangla.html).toContain('খসড়ার প্রিভিউ')
  })

  it('shows an item that exists only as a draft, which visitors cannot open', async () => {
    const path = `/service-detail/${newService.id}`
    const preview = await asEditor(`${path}?preview`)
    expect(preview.status).toBe(200)
    expect(mainOf(preview.html)).toContain(NEW_SERVICE_TITLE)
    expect((await asVisitor(`${path}?preview`)).status).toBe(404)
    expect((await asVisitor(path)).status).toBe(404)
    // The list of services shows it in the preview only.
    expect(mainOf((await asEditor('/services?preview')).html)).toContain(NEW_SERVICE_TITLE)
    expect(mainOf((await asVisitor('/services')).html)).not.toContain(NEW_SERVICE_TITLE)
  })

  it('overlays the drafts on the pages that show collections: home, contact and every footer', async () => {
    const home = await asEditor('/?preview')
    expect(mainOf(home.html)).toContain(DRAFT_STATISTIC)
    expect(home.html).toContain(`>${phone}</a>`)
    const contact = await asEditor('/contact?preview')
    expect(mainOf(contact.html)).toContain(`>${phone}</a>`)

    expect(mainOf((await asVisitor('/')).html)).not.toContain(DRAFT_STATISTIC)
    expect((await asVisitor('/contact')).html).not.toContain(phone)
  })

  it('gives a visitor, staff without content rights and an editor who did not ask for it the published page', async () => {
    for (const [who, cookie] of [
      ['a visitor', undefined],
      ['sales', sales.jar.header()],
    ] as const) {
      const answer = await page('/service-detail/1?preview', cookie)
      expect(answer.status, who).toBe(200)
      expect(answer.html, who).not.toContain(DRAFT_TITLE)
      expect(answer.html, who).not.toContain('Preview of a draft')
      expect(answer.headers.get('cache-control'), who).toBe('no-store')
      // The address itself is a preview's: never indexed, whoever opens it.
      expect(answer.headers.get('x-robots-tag'), who).toBe('noindex')
    }
    const plain = await asEditor('/service-detail/1')
    expect(plain.html).not.toContain(DRAFT_TITLE)
    expect(plain.html).not.toContain('Preview of a draft')
    expect(plain.headers.get('x-robots-tag')).toBeNull()
  })

  it('leaves the public API, the sitemap and the published copy as they were', async () => {
    // A preview first, so that a copy it had left behind would show below.
    await asEditor('/services?preview')
    const api = await fetch(`${server.url}/api/services`)
    const body = await api.text()
    expect(api.status).toBe(200)
    expect(body).not.toContain(DRAFT_TITLE)
    expect(body).not.toContain(NEW_SERVICE_TITLE)
    const previewAsked = await fetch(`${server.url}/api/services?preview`, {
      headers: { cookie: editor.who.jar.header() },
    })
    expect(await previewAsked.text()).not.toContain(DRAFT_TITLE)
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(sitemap).not.toContain(`/service-detail/${newService.id}<`)
    expect(mainOf((await asVisitor('/services')).html)).not.toContain(DRAFT_TITLE)
  })
})
