import { LANGUAGES, localizedPath, type Language } from '#app/i18n/language.ts'
import type { MetaDescriptor } from 'react-router'
import type { ShareImage } from './page-pictures.ts'
import { siteOfMatches, type Site, type SiteCompany } from './site-content.ts'
import { breadcrumbList, type Crumb } from './structured-data.ts'

/** The share image generated at build time (scripts/post-build.ts). */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const

type MetaMatches = Parameters<typeof siteOfMatches>[0]

/** What a page's tags need of the site around it: the company, the language, the shell's texts. */
export type MetaSite = Pick<Site, 'company' | 'language' | 'messages'>

/** The public layout's data among a meta function's matches. */
export function siteOf(matches: MetaMatches): MetaSite {
  const site = siteOfMatches(matches)
  if (!site) throw new Error('Page meta is for pages inside the public layout')
  return site
}

/** The company as published, from the public layout's data among a meta function's matches. */
export function companyOf(matches: MetaMatches): SiteCompany {
  return siteOf(matches).company
}

/** "<route title> | <company>", the document title of every page. */
export function documentTitle(company: Pick<SiteCompany, 'name'>, routeTitle: string): string {
  return `${routeTitle} | ${company.name}`
}

/** Open Graph's names of the languages. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', bn: 'bn_BD' }

/**
 * The page's address in each language, for search engines: every version names itself and the
 * other, and English answers visitors whose language is neither (x-default).
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  const url = (language: Language) => `${import.meta.env.SITE_URL}${localizedPath(path, language)}`
  return [
    ...LANGUAGES.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: url(language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ]
}

export interface PageMetaInput {
  title: string
  description: string
  /** The page's English path; the page's own language is added to it. */
  path: string
  /** The trail after Home (English paths), for pages that show a breadcrumb. */
  breadcrumb?: readonly Crumb[]
  /** The page's own photo to share it with, instead of the site's share image. */
  image?: ShareImage | undefined
}

/**
 * Title, description, canonical URL (the page in its own language), the addresses of both
 * languages, share tags and breadcrumb data for one page.
 */
export function pageMeta(
  { company, language, messages }: MetaSite,
  { title, description, path, breadcrumb, image: photo }: PageMetaInput,
): MetaDescriptor[] {
  const url = `${import.meta.env.SITE_URL}${localizedPath(path, language)}`
  const fullTitle = documentTitle(company, title)
  const share = photo ?? {
    url: SHARE_IMAGE.path,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: `${company.name}: ${company.tagline}`,
  }
  const image = `${import.meta.env.SITE_URL}${share.url}`
  const otherLanguages = LANGUAGES.filter((other) => other !== language)
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(path),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(share.width) },
    { property: 'og:image:height', content: String(share.height) },
    { property: 'og:image:alt', content: share.alt || `${company.name}: ${company.tagline}` },
    { property: 'og:locale', content: OG_LOCALES[language] },
    ...otherLanguages.map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[other],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
  if (breadcrumb) {
    const trail = [{ name: messages.breadcrumbHome, path: '/' }, ...breadcrumb]
    meta.push({
      'script:ld+json': breadcrumbList(
        trail.map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, language) })),
      ),
    })
  }
  return meta
}
