// Issue 22: the public pages are rendered per request from the published content in the
// database: what an editor publishes is on the next page anyone opens, a draft never is, and a
// notice shows on every page while it is in force and is gone at its end by itself.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contentCall,
  publishNotice,
  setDhakaPhone,
  unusedPhone,
  type ContentEditor,
} from './support/content.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'
import { fetchPage, mainOf } from './support/rendered-pages.ts'

const SITE_URL = 'http://dbl.example'
const RUN = randomUUID().slice(0, 8)

let server: RunningServer
let editor: ContentEditor

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const who = await signedInStaff(server, { role: 'editor', origin: SITE_URL })
  editor = { server, who, origin: SITE_URL }
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const page = (path: string) => fetchPage(server.url, path)

function footerOf(html: string): string {
  const start = html.indexOf('<footer')
  expect(start).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</footer>', start))
}

describe('pages read the published content', () => {
  it('a Dhaka phone an editor publishes is on /contact and in the footer of other pages; its draft never shows', async () => {
    const phone = unusedPhone()
    const { before, item } = await setDhakaPhone(editor, phone, { publish: false })

    for (const path of ['/contact', '/services', '/about']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html, path).not.toContain(phone)
      expect(footerOf(html), path).toContain(`>${before}</a>`)
    }

    await contentCall(editor, 'POST', `/api/staff/content/offices/${item.id}/publish`, {
      revision: item.revision,
    })

    const contact = await page('/contact')
    expect(mainOf(contact.html)).toContain(`href="tel:${phone.replace(/ /g, '')}"`)
    expect(mainOf(contact.html)).toContain(`>${phone}</a>`)
    // One record holds the number (issue 39): the header's strip, the footer, the mobile menu and
    // the structured data all show the new one, and the old one is nowhere, in either language.
    for (const path of ['/', '/services', '/about', '/no-such-page', '/bn', '/bn/contact']) {
      const { html } = await page(path)
      expect(footerOf(html), path).toContain(`>${phone}</a>`)
      expect(html, path).not.toContain(before)
      expect(html, path).not.toContain(`tel:${before.replace(/ /g, '')}`)
    }
    // The structured data for search engines says the same.
    expect(contact.html).toContain(`"telephone":"${phone}"`)
    // And the API the site's clients read: the company's phones are its headquarters'.
    const settings = (await (await fetch(`${server.url}/api/home/settings`)).json()) as {
      data: { phones: string[] }
    }
    expect(settings.data.phones[0]).toBe(phone)
    expect(JSON.stringify(settings)).not.toContain(before)
  })

  it('a service page is titled with its service’s name, in the page’s language', async () => {
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
    expect(titleOf((await page('/service-detail/1')).html)).toBe(
      'Air Freight | Delta Bridge Logistics',
    )
    expect(titleOf((await page('/service-detail/3')).html)).toBe('Sea-Air | Delta Bridge Logistics')
    expect(titleOf((await page('/service-detail/8')).html)).toBe(
      'Projects &amp; Charters | Delta Bridge Logistics',
    )
    expect(titleOf((await page('/bn/service-detail/1')).html)).toBe(
      'এয়ার ফ্রেইট | Delta Bridge Logistics',
    )
  })

  it('the sitemap and the services pages list the services as published', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}/service-detail/1</loc>`)
    expect(sitemap).toContain(`<loc>${SITE_URL}/notices</loc>`)
    // Both languages, each naming both addresses and English for everyone else.
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/service-detail/1"/>` +
      `<xhtml:link rel="alternate" hreflang="bn" href="${SITE_URL}/bn/service-detail/1"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/service-detail/1"/>`
    expect(sitemap).toContain(`<loc>${SITE_URL}/service-detail/1</loc>${alternates}</url>`)
    expect(sitemap).toContain(`<loc>${SITE_URL}/bn/service-detail/1</loc>${alternates}</url>`)
    expect(sitemap).toContain(`<loc>${SITE_URL}/bn</loc>`)
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const service = await contentCall(editor, 'GET', '/api/staff/content/services/1')
    await contentCall(editor, 'POST', '/api/staff/content/services/1/unpublish', {
      revision: service.revision,
    })
    const after = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(after).not.toContain(`<loc>${SITE_URL}/service-detail/1</loc>`)
    expect(after).not.toContain(`<loc>${SITE_URL}/bn/service-detail/1</loc>`)
    expect((await page('/service-detail/1')).status).toBe(404)
    expect(mainOf((await page('/services')).html)).not.toContain('href="/service-detail/1"')
  })
})

describe('notices', () => {
  it('show on every page and on /notices while in force, never before their start, and are gone at their end by themselves', async () => {
    const now = Date.now()
    const current = `Port congestion ${RUN}`
    const future = `Eid closure ${RUN}`
    const past = `Strike ${RUN}`
    // Long enough for three publishes and six pages on a loaded machine (three workers on two
    // cores stretch them several times); checked again once it has ended.
    const endsAt = now + 20_000
    await publishNotice(editor, {
      title: current,
      severity: 'disruption',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(endsAt),
    })
    await publishNotice(editor, {
      title: future,
      severity: 'information',
      startsAt: new Date(now + 86_400_000),
      endsAt: new Date(now + 2 * 86_400_000),
    })
    await publishNotice(editor, {
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
      expect(html, path).toContain('class="notice-banner notice-banner--disruption"')
    }
    const notices = await page('/notices')
    expect(notices.status).toBe(200)
    expect(notices.html).toContain('<title>Notices | Delta Bridge Logistics</title>')
    expect(mainOf(notices.html)).toContain(`<h3>${current}</h3>`)
    expect(notices.html).toContain('aria-label="Breadcrumb"')

    // Nothing is published in between: the server keeps its copy of the content, and the
    // notice goes because its time is over.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt + 500 - Date.now())))
    for (const path of ['/', '/notices']) {
      expect((await page(path)).html, path).not.toContain(current)
    }
    expect(mainOf((await page('/notices')).html)).toContain('There are no notices in force')
  })

  it('announced ahead, a notice shows from its "show from" day saying from which day it applies, in the page’s language', async () => {
    const day = 86_400_000
    // Dhaka's midnight ten days from now: 18:00 UTC the day before.
    const dhakaMidnight = Math.floor((Date.now() + 6 * 3_600_000) / day) * day - 6 * 3_600_000
    const startsAt = new Date(dhakaMidnight + 10 * day)
    const title = `Eid holidays ${RUN}`
    await publishNotice(editor, {
      title,
      severity: 'disruption',
      showFrom: new Date(Date.now() - 60_000),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * day),
    })
    // The day written out from the calendar of the runtime, not from the site's own tables.
    const part = (locale: string, type: Intl.DateTimeFormatPartTypes) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Dhaka',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
        .formatToParts(startsAt)
        .find((piece) => piece.type === type)?.value
    const english = `From ${part('en-GB', 'weekday')}, ${part('en-GB', 'day')} ${part('en-GB', 'month')} ${part('en-GB', 'year')}`
    const bn = 'bn-BD-u-nu-beng'
    const bangla = `${part(bn, 'weekday')}, ${part(bn, 'day')} ${part(bn, 'month')}, ${part(bn, 'year')} থেকে`

    for (const path of ['/', '/quote', '/notices']) {
      const { html } = await page(path)
      const banner = html.slice(html.indexOf('class="notice-banners"'), html.indexOf('<main'))
      expect(banner, path).toContain(title)
      expect(banner, path).toContain(`<p class="notice-banner__from">${english}</p>`)
    }
    const bnHome = (await page('/bn')).html
    expect(
      bnHome.slice(bnHome.indexOf('class="notice-banners"'), bnHome.indexOf('<main')),
    ).toContain(`<p class="notice-banner__from">${bangla}</p>`)
    // /notices lists it apart from those in force.
    const notices = mainOf((await page('/notices')).html)
    const upcoming = notices.slice(notices.indexOf('Announced ahead'))
    expect(upcoming).toContain(title)
    expect(notices.slice(0, notices.indexOf('Announced ahead'))).not.toContain(title)
  })

  it('refuses a "show from" after the start, and changes nothing', async () => {
    const now = Date.now()
    const answer = await staffFetch(server, '/api/staff/content/notices', {
      method: 'POST',
      jar: editor.who.jar,
      origin: SITE_URL,
      body: {
        data: {
          title: { en: `Late announcement ${RUN}`, bn: '' },
          text: { en: 'Closed.', bn: '' },
          severity: 'information',
          officeIds: [],
          startsAt: new Date(now + 86_400_000).toISOString(),
          endsAt: new Date(now + 2 * 86_400_000).toISOString(),
          showFrom: new Date(now + 1.5 * 86_400_000).toISOString(),
        },
      },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('Show from must be at or before the start.')
    const list = await staffFetch(server, '/api/staff/content/notices', { jar: editor.who.jar })
    expect(JSON.stringify(list.body)).not.toContain(`Late announcement ${RUN}`)
  })
})
