import type { Site, SiteCompany, SiteOffice } from './site-content.ts'
import { applyByEnd, type EmploymentType } from '#domain/position-rules.ts'
import type { ShownPosition } from '#schemas/positions.ts'

const siteUrl = () => import.meta.env.SITE_URL
const organizationId = () => `${siteUrl()}/#organization`

function postalAddress(office: SiteOffice) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address.street,
    addressLocality: office.address.locality,
    addressRegion: office.address.region,
    postalCode: office.address.postalCode,
    addressCountry: office.address.country,
  }
}

function localBusiness(company: SiteCompany, office: SiteOffice) {
  return {
    '@type': 'LocalBusiness',
    '@id': `${siteUrl()}/#office-${office.slug}`,
    name: `${company.name}, ${office.name}`,
    url: `${siteUrl()}/contact`,
    image: `${siteUrl()}/images/logo-mark.svg`,
    address: postalAddress(office),
    geo: { '@type': 'GeoCoordinates', ...office.geo },
    telephone: office.phones[0],
    email: office.email,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: company.openingHours.days,
      opens: company.openingHours.opens,
      closes: company.openingHours.closes,
    },
    branchOf: { '@id': organizationId() },
  }
}

/** The company and each of its offices, for search engines, on the pages that present the company. */
export function organizationGraph({ company, offices }: Pick<Site, 'company' | 'offices'>) {
  const [headquarters] = offices
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId(),
        name: company.name,
        legalName: company.legalName,
        url: `${siteUrl()}/`,
        logo: `${siteUrl()}/icons/icon-512.png`,
        description: company.blurb,
        foundingDate: String(company.foundedYear),
        email: company.email,
        telephone: company.phones[0],
        ...(headquarters ? { address: postalAddress(headquarters) } : {}),
        contactPoint: offices.map((office) => ({
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: office.phones[0],
          email: office.email,
          areaServed: 'Worldwide',
          availableLanguage: ['English', 'Bengali'],
        })),
      },
      ...offices.map((office) => localBusiness(company, office)),
    ],
  }
}

export interface Crumb {
  name: string
  path: string
}

export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl()}${crumb.path}`,
    })),
  }
}

/** schema.org's employmentType values, as Google's job search reads them. */
const EMPLOYMENT_TYPE_CODES: Record<EmploymentType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** How a posting reads in the page's language: its lists' headings and its office's town. */
export interface PostingTexts {
  responsibilities: string
  requirements: string
  /** The office's town as the site's offices name it in the page's language. */
  locality: string
  /** The page's own address, /careers/1 or /bn/careers/1. */
  path: string
}

/** The whole posting as the HTML Google's job search shows: summary, paragraphs, both lists. */
function postingDescription(position: ShownPosition, texts: PostingTexts): string {
  const paragraphs = [position.summary, ...position.description].map(
    (text) => `<p>${escapeHtml(text)}</p>`,
  )
  const list = (heading: string, items: readonly string[]) =>
    items.length === 0
      ? ''
      : `<p><strong>${heading}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  return (
    paragraphs.join('') +
    list(texts.responsibilities, position.responsibilities) +
    list(texts.requirements, position.requirements)
  )
}

/**
 * An open vacancy as schema.org JobPosting, with what Google's job search requires (title,
 * description, datePosted, validThrough, hiringOrganization, jobLocation) and recommends
 * (employmentType, identifier, directApply: the form is on the page).
 */
export function jobPosting(
  position: ShownPosition,
  { company, offices }: Pick<Site, 'company' | 'offices'>,
  texts: PostingTexts,
) {
  const office = offices.find((candidate) => candidate.address.locality === texts.locality)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: postingDescription(position, texts),
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(position.id) },
    datePosted: position.datePosted,
    validThrough: applyByEnd(position.closingDate),
    employmentType: EMPLOYMENT_TYPE_CODES[position.type],
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: company.name,
      sameAs: `${siteUrl()}/`,
      logo: `${siteUrl()}/icons/icon-512.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: office
        ? postalAddress(office)
        : { '@type': 'PostalAddress', addressLocality: texts.locality, addressCountry: 'BD' },
    },
    url: `${siteUrl()}${texts.path}`,
  }
}

/** A list page (projects, case studies, the working areas): the page and the items it lists. */
export function collectionPage({
  name,
  path,
  items,
  type = 'CollectionPage',
}: {
  name: string
  path: string
  items: readonly Crumb[]
  type?: 'CollectionPage' | 'ImageGallery'
}) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    url: `${siteUrl()}${path}`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: `${siteUrl()}${item.path}`,
      })),
    },
  }
}

/** A project or a case study: a piece of the company's work, credited to it. */
export function creativeWork({
  name,
  description,
  path,
  date,
  image,
  about,
}: {
  name: string
  description: string
  path: string
  /** The day it was completed or published (YYYY-MM-DD). */
  date: string
  image?: string
  /** The category it is filed under. */
  about?: string
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name,
    description,
    url: `${siteUrl()}${path}`,
    datePublished: date,
    ...(image ? { image: new URL(image, siteUrl()).href } : {}),
    ...(about ? { about } : {}),
    creator: { '@id': organizationId() },
  }
}
