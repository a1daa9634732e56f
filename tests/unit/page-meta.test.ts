import { documentTitle, pageMeta, type MetaSite } from '#app/utils/page-meta.ts'
import { shellMessages } from '#app/routes/site-layout.messages.ts'
import type { Language } from '#app/i18n/language.ts'
import type { SiteCompany } from '#app/utils/site-content.ts'
import { describe, expect, it } from 'vitest'

const COMPANY = { name: 'Delta Bridge Logistics', tagline: 'Freight forwarders' }
const ORIGIN = 'https://www.test.example.com'

function siteIn(language: Language): MetaSite {
  return {
    company: COMPANY as SiteCompany,
    language,
    messages: shellMessages[language],
  }
}

describe('documentTitle', () => {
  it('is the route title, a bar, then the company name', () => {
    expect(documentTitle(COMPANY, 'Services')).toBe(`Services | ${COMPANY.name}`)
    expect(documentTitle(COMPANY, 'Home')).toBe('Home | Delta Bridge Logistics')
  })
})

describe('pageMeta', () => {
  it('gives the title, a description and a canonical URL on the site origin', () => {
    const meta = pageMeta(siteIn('en'), {
      title: 'About',
      description: 'About us.',
      path: '/about',
    })
    expect(meta).toContainEqual({ title: `About | ${COMPANY.name}` })
    expect(meta).toContainEqual({ name: 'description', content: 'About us.' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/about` })
  })

  it('names the page in both languages, English for everyone else, from either language', () => {
    for (const language of ['en', 'bn'] as const) {
      const meta = pageMeta(siteIn(language), {
        title: 'T',
        description: 'D',
        path: '/service-detail/3',
      })
      const alternates = meta.filter((tag) => 'rel' in tag && tag.rel === 'alternate')
      expect(alternates).toEqual([
        { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${ORIGIN}/service-detail/3` },
        {
          tagName: 'link',
          rel: 'alternate',
          hrefLang: 'bn',
          href: `${ORIGIN}/bn/service-detail/3`,
        },
        {
          tagName: 'link',
          rel: 'alternate',
          hrefLang: 'x-default',
          href: `${ORIGIN}/service-detail/3`,
        },
      ])
    }
  })

  it('gives a Bangla page its own canonical, locale, title rule and breadcrumb', () => {
    const meta = pageMeta(siteIn('bn'), {
      title: 'সেবাসমূহ',
      description: 'বিবরণ',
      path: '/',
      breadcrumb: [{ name: 'সেবাসমূহ', path: '/services' }],
    })
    expect(meta).toContainEqual({ title: `সেবাসমূহ | ${COMPANY.name}` })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/bn` })
    expect(meta).toContainEqual({ property: 'og:url', content: `${ORIGIN}/bn` })
    expect(meta).toContainEqual({ property: 'og:locale', content: 'bn_BD' })
    expect(meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_GB' })
    const breadcrumbTag = meta.find((tag) => 'script:ld+json' in tag) as
      { 'script:ld+json': { itemListElement: { name: string; item: string }[] } } | undefined
    const breadcrumb = breadcrumbTag?.['script:ld+json']
    expect(breadcrumb?.itemListElement).toEqual([
      expect.objectContaining({ name: 'হোম', item: `${ORIGIN}/bn` }),
      expect.objectContaining({ name: 'সেবাসমূহ', item: `${ORIGIN}/bn/services` }),
    ])
  })
})
