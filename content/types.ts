/**
 * Shapes of the seed's records that are written otherwise than visitors see them (an office
 * named by its city, a service by its illustration's key, the About page's values and
 * commitment, the vacancies with their Bangla). What the pages and the public API show is each
 * collection's view, in its definition (schemas/content/); the seed's other records are typed by
 * those views.
 */

export type OfficeId = 'dhaka' | 'chattogram'

export interface PostalAddress {
  street: string
  locality: string
  region: string
  postalCode: string
  /** ISO 3166-1 alpha-2 */
  country: 'BD'
}

export interface Office {
  id: OfficeId
  kind: 'headquarters' | 'branch'
  /** e.g. "Dhaka Headquarters" */
  name: string
  address: PostalAddress
  /** Exactly two, in international format: "+880 2 5505 1234" */
  phones: readonly [string, string]
  email: string
  /** Digits only with country code, as wa.me expects: "8801711000000" */
  whatsapp: string
  geo: { latitude: number; longitude: number }
}

export interface OpeningHours {
  /** Shown to visitors verbatim. */
  label: string
  /** schema.org day names, in order. */
  days: readonly string[]
  /** 24-hour "HH:MM" */
  opens: string
  closes: string
}

export interface Company {
  name: string
  legalName: string
  tagline: string
  /** One or two sentences, used in the footer. */
  blurb: string
  /** Paragraphs for the home "About" block and the About page introduction. */
  introduction: readonly string[]
  foundedYear: number
  phones: readonly string[]
  email: string
  openingHours: OpeningHours
}

export type ServiceMode =
  'air' | 'sea' | 'sea-air' | 'warehousing' | 'road-air' | 'air-air' | 'air-sea' | 'project'

export interface Service {
  id: number
  slug: string
  title: string
  /** Which chargeable-weight rule applies to this mode. */
  mode: ServiceMode
  /** Key of the service's illustration in app/components/service-art.tsx */
  image: string
  /** One sentence for meta descriptions and cards' alt text. */
  summary: string
  /** At least 250 characters, specific and accurate. */
  description: string
  /** Three to five short bullet points. */
  highlights: readonly string[]
}

/** What shippers look for on a service's page, by service (content/service-guides.ts). */
export interface ServiceGuide {
  /** Typical days on the lanes shippers ask about; labelled "typical" wherever shown. */
  transitTimes: readonly { lane: string; fastestDays: number; slowestDays: number; note: string }[]
  documents: readonly { name: string; providedBy: string }[]
  faq: readonly { question: string; answer: string }[]
  /** Slugs of the case studies shown beside it (content/story-records.ts). */
  caseStudies: readonly string[]
}

/** What identifies a service, apart from its texts and art (content/service-names.ts). */
export type ServiceName = Pick<Service, 'id' | 'slug' | 'title' | 'mode'>

export interface Value {
  title: 'Reliability' | 'Customer Commitment' | 'Integrity' | 'Efficiency'
  text: string
}

export interface Commitment {
  statement: readonly string[]
  name: string
  role: string
}

/** A calendar date written as "YYYY-MM-DD". */
export type IsoDate = `${number}-${number}-${number}`

/** A vacancy the database is seeded with (content/job-positions-seed.ts). */
export interface SeedJobPosition {
  id: number
  slug: string
  title: string
  department: string
  /** Office the role is based in. */
  location: 'Dhaka' | 'Chattogram'
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship'
  /** Last day applications are accepted. */
  closingDate: IsoDate
  /** One sentence for the list. */
  summary: string
  /** Paragraphs for the detail page. */
  description: readonly string[]
  responsibilities: readonly string[]
  requirements: readonly string[]
  /** The Bangla of each text above, as /bn/careers shows it. */
  bn: {
    title: string
    department: string
    summary: string
    description: readonly string[]
    responsibilities: readonly string[]
    requirements: readonly string[]
  }
  /** False for a vacancy seeded as closed. */
  open: boolean
}
