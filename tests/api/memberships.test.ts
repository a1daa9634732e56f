// Issue 40: the About page and the footer show the company's memberships and trade licence from
// the site settings, in both languages, once an editor has filled and published them; while they
// are empty, neither shows an empty heading or label.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentCall, setupEditorSite } from './support/content.ts'
import { fetchPage, mainOf } from './support/rendered-pages.ts'

const SITE_URL = 'http://dbl.example'
const LICENCE = `TRAD/DNCC/${randomUUID().slice(0, 6).toUpperCase()}/2026`
const MEMBERSHIPS = ['IATA', 'BAFFA', 'FIATA']

const site = setupEditorSite(SITE_URL)

/** The About page of a language: its main part and its footer, as a visitor receives them. */
async function aboutPage(path: '/about' | '/bn/about') {
  const { status, html } = await fetchPage(site.server().url, path)
  expect(status).toBe(200)
  return {
    main: mainOf(html),
    footer: html.slice(html.indexOf('<footer'), html.indexOf('</footer>')),
  }
}

const PAGES = [
  {
    path: '/about',
    heading: 'Memberships and licences',
    licence: 'Trade licence',
    member: 'Member of',
  },
  { path: '/bn/about', heading: 'সদস্যপদ ও লাইসেন্স', licence: 'ট্রেড লাইসেন্স', member: 'সদস্য' },
] as const

describe('memberships and the trade licence', () => {
  it('show nothing while the site settings leave them empty', async () => {
    for (const { path, heading, licence, member } of PAGES) {
      const { main, footer } = await aboutPage(path)
      expect(main, path).not.toContain(heading)
      expect(main, path).not.toContain(licence)
      expect(footer, path).not.toContain(licence)
      expect(footer, path).not.toContain(member)
    }
  })

  it('show on the About page and in the footer, in both languages, once published', async () => {
    const settings = await contentCall(site.editor(), 'GET', '/api/staff/content/site-settings/1')
    const draft = await contentCall(site.editor(), 'PUT', '/api/staff/content/site-settings/1', {
      revision: settings.revision,
      data: { ...settings.published, memberships: MEMBERSHIPS, tradeLicence: LICENCE },
    })
    // A draft is not public yet.
    expect((await aboutPage('/about')).main).not.toContain(LICENCE)
    await contentCall(site.editor(), 'POST', '/api/staff/content/site-settings/1/publish', {
      revision: draft.revision,
    })

    for (const { path, heading, licence, member } of PAGES) {
      const { main, footer } = await aboutPage(path)
      expect(main, path).toContain(heading)
      // React marks where its two texts meet with an empty comment.
      expect(main, path).toMatch(
        new RegExp(`${licence}(<!-- -->)? <span lang="en">${LICENCE}</span>`),
      )
      for (const membership of MEMBERSHIPS) {
        expect(main, path).toContain(`<li lang="en">${membership}</li>`)
      }
      expect(footer, path).toContain(LICENCE)
      expect(footer, path).toContain(MEMBERSHIPS.join(', '))
      expect(footer, path).toContain(member)
    }
  })
})
