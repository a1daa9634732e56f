/**
 * Records served by the API whose fields the original product never showed.
 * Image paths point under public/images/ and are placeholders until artwork exists.
 */
import { MISSION, VISION } from './about.ts'
import { COMPANY } from './company.ts'
import { formatAddress, HEADQUARTERS, OFFICES } from './offices.ts'
import { STATISTICS } from './statistics.ts'
import type { ClientBackgroundSchema } from '#schemas/content/client-background.ts'
import type { ClientSchema } from '#schemas/content/clients.ts'
import type {
  AboutUsSchema,
  CompanyOverviewSchema,
  SiteSettingsSchema,
} from '#schemas/content/company-blocks.ts'
import type { InitiativeSchema } from '#schemas/content/initiatives.ts'
import type { ReviewSchema } from '#schemas/content/reviews.ts'
import type { SlideSchema } from '#schemas/content/slides.ts'
import type { z } from '#schemas/zod.ts'

// Written as the public API answers them (each view's schema, in its collection's definition).
type Slide = z.output<typeof SlideSchema>
type AboutUs = z.output<typeof AboutUsSchema>
type CompanyOverview = z.output<typeof CompanyOverviewSchema>
type SiteSettings = z.output<typeof SiteSettingsSchema>
type Client = z.output<typeof ClientSchema>
type ClientBackground = z.output<typeof ClientBackgroundSchema>
type Review = z.output<typeof ReviewSchema>
type Initiative = z.output<typeof InitiativeSchema>

/* ---------------------------------------------------------------- Home ---- */

export const SLIDES = [
  {
    id: 1,
    title: 'We are the leading WORLDWIDE FREIGHT FORWARDER',
    subtitle: 'Air, ocean and multimodal freight from Dhaka and Chattogram to every continent.',
    image: '/images/slider/worldwide-freight.svg',
    ctaLabel: 'Get Quote',
    ctaHref: '/contact',
  },
  {
    id: 2,
    title: 'Ocean freight through Chattogram port',
    subtitle: 'FCL on every major trade lane and weekly LCL consolidations to Europe and the USA.',
    image: '/images/slider/ocean-freight.svg',
    ctaLabel: 'Our Services',
    ctaHref: '/services',
  },
  {
    id: 3,
    title: 'Project cargo and air charters',
    subtitle: 'Heavy lifts, out-of-gauge cargo and full freighter charters, planned end to end.',
    image: '/images/slider/projects-and-charters.svg',
    ctaLabel: 'Talk to Our Team',
    ctaHref: '/contact',
  },
  {
    id: 4,
    title: 'More than ten years of moving Bangladesh',
    subtitle: 'A Dhaka headquarters by the airport and a Chattogram branch by the port.',
    image: '/images/slider/offices.svg',
    ctaLabel: 'About Us',
    ctaHref: '/about',
  },
] as const satisfies readonly Slide[]

export const ABOUT_US = {
  title: `About ${COMPANY.name}`,
  body: COMPANY.introduction,
  mission: MISSION,
  vision: VISION,
} as const satisfies AboutUs

export const COMPANY_OVERVIEW = {
  headline: 'Your freight partner from factory gate to final destination',
  paragraphs: [
    'Most of our customers are exporters of ready-made garments, home textiles, footwear, pharmaceuticals and frozen food, and importers of the fabrics, machinery and materials that keep their factories running. We know their calendars, their buyers’ routing guides and the documents each market demands.',
    'Air shipments are booked and built up by our team beside the Dhaka airport cargo village; sea shipments are planned and cleared by our branch close to Chattogram port. Between them, and with partner agents across Europe, the Americas, the Middle East, Africa and Asia, we quote, book, track and clear every leg of the journey.',
  ],
  statistics: STATISTICS,
  foundedYear: COMPANY.foundedYear,
} as const satisfies CompanyOverview

export const SITE_SETTINGS = {
  siteName: COMPANY.name,
  tagline: COMPANY.tagline,
  email: COMPANY.email,
  phones: HEADQUARTERS.phones,
  openingHours: COMPANY.openingHours.label,
  offices: OFFICES.map((office) => ({ name: office.name, address: formatAddress(office) })),
  social: [],
} as const satisfies SiteSettings

/* ------------------------------------------------------------- Clients ---- */

export const CLIENTS = [
  {
    id: 1,
    slug: 'karnaphuli-knitwear',
    name: 'Karnaphuli Knitwear Ltd.',
    logo: '/images/clients/karnaphuli-knitwear.svg',
    industry: 'Knitwear exports',
  },
  {
    id: 2,
    slug: 'padma-denim-mills',
    name: 'Padma Denim Mills Ltd.',
    logo: '/images/clients/padma-denim-mills.svg',
    industry: 'Denim and woven garments',
  },
  {
    id: 3,
    slug: 'surma-pharmaceuticals',
    name: 'Surma Pharmaceuticals Ltd.',
    logo: '/images/clients/surma-pharmaceuticals.svg',
    industry: 'Pharmaceuticals',
  },
  {
    id: 4,
    slug: 'sundarban-seafoods',
    name: 'Sundarban Seafoods Ltd.',
    logo: '/images/clients/sundarban-seafoods.svg',
    industry: 'Frozen shrimp and fish exports',
  },
  {
    id: 5,
    slug: 'teesta-leather-and-footwear',
    name: 'Teesta Leather & Footwear Ltd.',
    logo: '/images/clients/teesta-leather-and-footwear.svg',
    industry: 'Leather goods and footwear',
  },
  {
    id: 6,
    slug: 'gomti-power-solutions',
    name: 'Gomti Power Solutions Ltd.',
    logo: '/images/clients/gomti-power-solutions.svg',
    industry: 'Power generation and transmission',
  },
  {
    id: 7,
    slug: 'rupsha-agro-exports',
    name: 'Rupsha Agro Exports Ltd.',
    logo: '/images/clients/rupsha-agro-exports.svg',
    industry: 'Fresh fruit and vegetables',
  },
] as const satisfies readonly Client[]

type ClientSlug = (typeof CLIENTS)[number]['slug']

export function clientName(slug: ClientSlug): string {
  const client = CLIENTS.find((candidate) => candidate.slug === slug)
  if (!client) throw new Error(`content/records.ts: no client with slug "${slug}"`)
  return client.name
}

export const CLIENT_BACKGROUND = {
  image: '/images/clients/background.svg',
  overlayText: 'Trusted by exporters and importers across Bangladesh',
} as const satisfies ClientBackground

export const REVIEWS = [
  {
    id: 1,
    author: 'Shafiqul Islam',
    company: clientName('karnaphuli-knitwear'),
    role: 'Head of Merchandising',
    rating: 5,
    text: 'When our vessel was rolled in peak season they had the cargo on a sea-air routing via Colombo within two days, and our buyer in Germany received it before the launch date.',
  },
  {
    id: 2,
    author: 'Dr. Nusrat Jahan',
    company: clientName('surma-pharmaceuticals'),
    role: 'Export Manager',
    rating: 5,
    text: 'Temperature-controlled shipments are unforgiving. Their team books the right containers, checks the data loggers and keeps us updated at every transfer.',
  },
  {
    id: 3,
    author: 'Md. Rezaul Karim',
    company: clientName('sundarban-seafoods'),
    role: 'Director, Operations',
    rating: 4,
    text: 'Reefer bookings out of Chattogram are always tight, yet our weekly shrimp programme to Rotterdam has not missed a sailing in two seasons.',
  },
  {
    id: 4,
    author: 'Anisur Rahman',
    company: clientName('gomti-power-solutions'),
    role: 'Project Manager',
    rating: 5,
    text: 'The route survey, barge plan and escort for our transformers were worked out weeks before the vessel arrived, so the site received each unit on the planned day.',
  },
] as const satisfies readonly Review[]

/* --------------------------------------------------------- Initiatives ---- */

export const INITIATIVES = [
  {
    id: 1,
    slug: 'fewer-boxes-lower-emissions',
    title: 'Fewer Boxes, Lower Emissions',
    description:
      'By combining small export orders into shared LCL containers and air consolidations, we ship the same cargo in fewer boxes and on fewer pallets. Every customer receives an estimate of the CO2 emitted by each shipment, so they can report it to their buyers.',
    image: '/images/initiatives/fewer-boxes-lower-emissions.svg',
  },
  {
    id: 2,
    slug: 'freight-academy',
    title: 'Freight Academy',
    description:
      'A six-month training programme for new graduates covering air and sea documentation, Incoterms, customs procedures and dangerous goods awareness. Trainees rotate between the Dhaka and Chattogram offices before joining an operations team.',
    image: '/images/initiatives/freight-academy.svg',
  },
  {
    id: 3,
    slug: 'women-in-logistics',
    title: 'Women in Logistics',
    description:
      'We recruit and mentor women for operations, warehouse and customs roles, where they remain under-represented in Bangladesh. The programme pairs each new joiner with a senior mentor and offers flexible hours for working parents.',
    image: '/images/initiatives/women-in-logistics.svg',
  },
  {
    id: 4,
    slug: 'paperless-documentation',
    title: 'Paperless Documentation',
    description:
      'We issue electronic air waybills wherever carriers accept them and lodge customs declarations through ASYCUDA World, cutting courier runs and printing. Customers receive scanned shipping documents the day their cargo departs.',
    image: '/images/initiatives/paperless-documentation.svg',
  },
] as const satisfies readonly Initiative[]
