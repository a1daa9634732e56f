/**
 * Shapes of the company's content. Pages and the API both read these, so a
 * change here changes what visitors see and what API clients receive.
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

export interface TeamMember {
  id: number
  slug: string
  name: string
  designation: string
  /** Path of the portrait under public/, e.g. "/images/team/karim.svg" */
  image: string
  imageAlt: string
}

export interface Statistic {
  /** The number that counts up. */
  value: number
  /** Text after the number: "+", "/7", "%". */
  suffix: string
  label: string
}

/* ------------------------------------------------------------------------ */
/* API record types. The original product loaded these without showing      */
/* their fields, so the shapes below are this project's own definitions.    */
/* ------------------------------------------------------------------------ */

/** A calendar date written as "YYYY-MM-DD". */
export type IsoDate = `${number}-${number}-${number}`

/** One slide of the home page hero slider. */
export interface Slide {
  id: number
  /** Large heading on the slide. */
  title: string
  /** One line under the heading. */
  subtitle: string
  /** Background image path under public/, e.g. "/images/slider/air.svg" */
  image: string
  /** Text of the call-to-action button. */
  ctaLabel: string
  /** Site-relative link the button opens, e.g. "/contact" */
  ctaHref: string
}

/** The "About us" block as served by the API. */
export interface AboutUs {
  /** Block heading. */
  title: string
  /** Paragraphs of the company introduction. */
  body: readonly string[]
  /** Mission statement, one sentence. */
  mission: string
  /** Vision statement, one sentence. */
  vision: string
}

/** A customer whose logo appears in the clients strip. */
export interface Client {
  id: number
  /** Also the logo's file name. */
  slug: string
  /** Company name as the client writes it. */
  name: string
  /** Logo path under public/, e.g. "/images/clients/<slug>.svg" */
  logo: string
  /** Absolute URL of the client's site; omitted when not linked. */
  website?: string
  /** Short sector label, e.g. "Knitwear exports". */
  industry: string
}

/** Background behind the clients strip on the home page. */
export interface ClientBackground {
  /** Image path under public/. */
  image: string
  /** Short line printed over the image. */
  overlayText: string
}

/** A company initiative (sustainability, training, community). */
export interface Initiative {
  id: number
  slug: string
  title: string
  /** Two to four sentences. */
  description: string
  /** Image path under public/. */
  image: string
}

/** Industry category shared by case studies, projects and portfolios. */
export interface Category {
  id: number
  slug: string
  name: string
}

/** A trade lane or region the company serves. */
export interface WorkingArea {
  id: number
  slug: string
  title: string
  /** Two to four sentences. */
  description: string
  /** Broad region name, e.g. "Europe". */
  region: string
  /** Main gateways served, airports with IATA codes or seaports with UN/LOCODEs. */
  ports: readonly string[]
  /** Image path under public/. */
  image: string
}

/** A portfolio entry, filterable by service, working area and category. */
export interface Portfolio {
  id: number
  slug: string
  title: string
  /** Two or three sentences. */
  description: string
  /** Id of an entry in CATEGORIES. */
  categoryId: number
  /** Slug of an entry in SERVICES. */
  serviceSlug: string
  /** Slug of an entry in WORKING_AREAS. */
  workingAreaSlug: string
  /** Image path under public/. */
  image: string
}

/** A customer testimonial. */
export interface Review {
  id: number
  /** Person quoted. */
  author: string
  /** Their company. */
  company: string
  /** Their job title. */
  role: string
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5
  /** The quote, without quotation marks. */
  text: string
}

/** A link to one of the company's social media profiles. */
export interface SocialLink {
  /** Network name, e.g. "LinkedIn". */
  label: string
  /** Absolute URL of the profile. */
  href: string
}

/** An office as summarised in site settings. */
export interface OfficeSummary {
  /** Office name, e.g. "Dhaka Headquarters". */
  name: string
  /** Address on one line. */
  address: string
}

/** Site-wide settings used by the header and footer. */
export interface SiteSettings {
  /** Company display name. */
  siteName: string
  tagline: string
  /** General enquiries address. */
  email: string
  /** Phone numbers shown in the footer. */
  phones: readonly string[]
  /** Opening hours as shown to visitors. */
  openingHours: string
  /** Offices with one-line addresses. */
  offices: readonly OfficeSummary[]
  /** Social profiles; empty when none are public. */
  social: readonly SocialLink[]
}

/** The company overview block on the home page. */
export interface CompanyOverview {
  headline: string
  /** One to three paragraphs. */
  paragraphs: readonly string[]
  /** Count-up tiles shown with the overview. */
  statistics: readonly Statistic[]
  foundedYear: number
}

/** A worked example of a shipment, told as challenge, solution and result. */
export interface CaseStudy {
  id: number
  slug: string
  title: string
  /** Id of an entry in CATEGORIES. */
  categoryId: number
  /** Client's name as it may be published. */
  client: string
  /** One or two sentences for cards. */
  summary: string
  /** What made the shipment hard. */
  challenge: string
  /** What the company did. */
  solution: string
  /** Measurable outcome. */
  result: string
  /** Date of publication. */
  publishedOn: IsoDate
}

/** A completed project shown in the projects list. */
export interface Project {
  id: number
  slug: string
  title: string
  /** Id of an entry in CATEGORIES. */
  categoryId: number
  /** Two to four sentences. */
  description: string
  /** Lower-case keywords used by project search. */
  tags: readonly string[]
  /** Year the project was completed; equals the year of completedOn. */
  year: number
  /** Shown first when featured projects are requested. */
  featured: boolean
  completedOn: IsoDate
  /** Image path under public/. */
  image: string
}

/** A grouping of gallery photographs. */
export interface GalleryCategory {
  id: number
  slug: string
  name: string
}

/** A photograph in the gallery. */
export interface GalleryItem {
  id: number
  slug: string
  title: string
  /** Id of an entry in GALLERY_CATEGORIES. */
  categoryId: number
  /** Image path under public/. */
  image: string
  /** One sentence shown under the photograph. */
  caption: string
  /** Date the photograph was taken. */
  takenOn: IsoDate
}

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
