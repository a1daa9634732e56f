import type { MetaDescriptor } from 'react-router'
import type { ShareImage } from './page-pictures.ts'
import { siteOfMatches, type SiteCompany } from './site-content.ts'
import { breadcrumbList, type Crumb } from './structured-data.ts'

/** The share image generated at build time (scripts/post-build.ts). */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const

type MetaMatches = Parameters<typeof siteOfMatches>[0]

/** The company as published, from the public layout's data among a meta function's matches. */
export function companyOf(matches: MetaMatches): SiteCompany {
  const site = siteOfMatches(matches)
  if (!site) throw new Error('Page meta is for pages inside the public layout')
  return site.company
}

/** "<route title> | <company>", the document title of every page. */
export function documentTitle(company: Pick<SiteCompany, 'name'>, routeTitle: string): string {
  return `${routeTitle} | ${company.name}`
}

export interface PageMetaInput {
  title: string
  description: string
  path: string
  /** The trail after Home, for pages that show a breadcrumb. */
  breadcrumb?: readonly Crumb[]
  /** The page's own photo to share it with, instead of the site's share image. */
  image?: ShareImage | undefined
}

/** Title, description, canonical URL, share tags and breadcrumb data for one page. */
export function pageMeta(
  company: Pick<SiteCompany, 'name' | 'tagline'>,
  { title, description, path, breadcrumb, image: photo }: PageMetaInput,
): MetaDescriptor[] {
  const url = `${import.meta.env.SITE_URL}${path}`
  const fullTitle = documentTitle(company, title)
  const share = photo ?? {
    url: SHARE_IMAGE.path,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: `${company.name}: ${company.tagline}`,
  }
  const image = `${import.meta.env.SITE_URL}${share.url}`
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(share.width) },
    { property: 'og:image:height', content: String(share.height) },
    { property: 'og:image:alt', content: share.alt || `${company.name}: ${company.tagline}` },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
  if (breadcrumb) {
    meta.push({ 'script:ld+json': breadcrumbList([{ name: 'Home', path: '/' }, ...breadcrumb]) })
  }
  return meta
}
