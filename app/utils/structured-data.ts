import { COMPANY } from '#content/company.ts'
import { OFFICES } from '#content/offices.ts'
import type { Office } from '#content/types.ts'

const siteUrl = () => import.meta.env.SITE_URL
const organizationId = () => `${siteUrl()}/#organization`

function postalAddress(office: Office) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address.street,
    addressLocality: office.address.locality,
    addressRegion: office.address.region,
    postalCode: office.address.postalCode,
    addressCountry: office.address.country,
  }
}

function localBusiness(office: Office) {
  return {
    '@type': 'LocalBusiness',
    '@id': `${siteUrl()}/#office-${office.id}`,
    name: `${COMPANY.name}, ${office.name}`,
    url: `${siteUrl()}/contact`,
    image: `${siteUrl()}/images/logo-mark.svg`,
    address: postalAddress(office),
    geo: { '@type': 'GeoCoordinates', ...office.geo },
    telephone: office.phones[0],
    email: office.email,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: COMPANY.openingHours.days,
      opens: COMPANY.openingHours.opens,
      closes: COMPANY.openingHours.closes,
    },
    branchOf: { '@id': organizationId() },
  }
}

/** The company and each of its offices, for search engines; on every page. */
export function organizationGraph() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId(),
        name: COMPANY.name,
        legalName: COMPANY.legalName,
        url: `${siteUrl()}/`,
        logo: `${siteUrl()}/icons/icon-512.png`,
        description: COMPANY.blurb,
        foundingDate: String(COMPANY.foundedYear),
        email: COMPANY.email,
        telephone: COMPANY.phones[0],
        address: postalAddress(OFFICES[0]),
        contactPoint: OFFICES.map((office) => ({
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: office.phones[0],
          email: office.email,
          areaServed: 'Worldwide',
          availableLanguage: ['English', 'Bengali'],
        })),
      },
      ...OFFICES.map(localBusiness),
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
