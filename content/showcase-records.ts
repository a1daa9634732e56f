/**
 * The seed's industry categories, trade lanes and portfolio items (content/records.ts holds the
 * home page's records; content/story-records.ts the case studies, projects and gallery).
 * Image paths point under public/images/.
 */
import type { SERVICES } from './services.ts'
import type { CategorySchema } from '#schemas/content/categories.ts'
import type { PortfolioSchema } from '#schemas/content/portfolio.ts'
import type { WorkingAreaSchema } from '#schemas/content/working-areas.ts'
import type { z } from '#schemas/zod.ts'

// Written as the public API answers them (each view's schema, in its collection's definition).
type Category = z.output<typeof CategorySchema>
type WorkingArea = z.output<typeof WorkingAreaSchema>
type Portfolio = z.output<typeof PortfolioSchema>

/* ---------------------------------------------------------- Categories ---- */

/** Industry categories shared by case studies, projects and portfolios. */
export const CATEGORIES = [
  { id: 1, slug: 'garments-and-textiles', name: 'Garments & Textiles' },
  { id: 2, slug: 'pharmaceuticals', name: 'Pharmaceuticals' },
  { id: 3, slug: 'energy-and-power', name: 'Energy & Power' },
  { id: 4, slug: 'perishables', name: 'Perishables' },
  { id: 5, slug: 'machinery', name: 'Machinery' },
  { id: 6, slug: 'leather-and-footwear', name: 'Leather & Footwear' },
] as const satisfies readonly Category[]

type CategorySlug = (typeof CATEGORIES)[number]['slug']

export function categoryId(slug: CategorySlug): number {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug)
  if (!category) throw new Error(`content/records.ts: no category with slug "${slug}"`)
  return category.id
}

/* ------------------------------------------------------- Working areas ---- */

export const WORKING_AREAS = [
  {
    id: 1,
    slug: 'europe',
    title: 'Europe',
    description:
      'Europe is the largest market for Bangladeshi garments. We run weekly air consolidations to Frankfurt and Amsterdam and LCL services to Hamburg, Rotterdam and Antwerp, with road feeder services and partner agents delivering to consignees across the EU and the United Kingdom.',
    region: 'Europe',
    ports: [
      'Frankfurt (FRA)',
      'Amsterdam (AMS)',
      'London Heathrow (LHR)',
      'Hamburg (DEHAM)',
      'Rotterdam (NLRTM)',
      'Antwerp (BEANR)',
    ],
    image: '/images/working-areas/europe.svg',
  },
  {
    id: 2,
    slug: 'north-america',
    title: 'North America',
    description:
      'Apparel, home textiles and footwear for retailers in the United States and Canada, shipped by sea via transshipment hubs to both coasts or by air and sea-air to the main gateways. Our partners handle customs entry, drayage and delivery to distribution centres.',
    region: 'North America',
    ports: [
      'New York JFK (JFK)',
      'Los Angeles (LAX)',
      'Toronto (YYZ)',
      'New York and New Jersey (USNYC)',
      'Los Angeles (USLAX)',
      'Montreal (CAMTR)',
    ],
    image: '/images/working-areas/north-america.svg',
  },
  {
    id: 3,
    slug: 'middle-east',
    title: 'Middle East',
    description:
      'Fresh vegetables, fruit and processed food fly daily to Gulf markets with large Bangladeshi communities, while Dubai and Doha serve as hubs for our sea-air and air-air routings onward to Europe and Africa.',
    region: 'Middle East',
    ports: ['Dubai (DXB)', 'Doha (DOH)', 'Riyadh (RUH)', 'Jebel Ali (AEJEA)', 'Dammam (SADMM)'],
    image: '/images/working-areas/middle-east.svg',
  },
  {
    id: 4,
    slug: 'asia-pacific',
    title: 'Asia Pacific',
    description:
      'Most fabric, yarn, machinery and power equipment imported into Bangladesh comes from China and Southeast Asia. We consolidate inbound cargo at origin, book feeder connections via Singapore, Port Klang and Colombo, and move urgent parts by air or air-sea.',
    region: 'Asia Pacific',
    ports: [
      'Shanghai (PVG)',
      'Hong Kong (HKG)',
      'Singapore (SIN)',
      'Shanghai (CNSHA)',
      'Singapore (SGSIN)',
      'Port Klang (MYPKG)',
      'Colombo (LKCMB)',
    ],
    image: '/images/working-areas/asia-pacific.svg',
  },
  {
    id: 5,
    slug: 'africa',
    title: 'Africa',
    description:
      'Bangladeshi medicines, garments and jute goods reach East and West Africa through hub connections in Dubai and Doha by air, or via Colombo and Jebel Ali by sea, with partner agents clearing cargo at destination.',
    region: 'Africa',
    ports: ['Nairobi (NBO)', 'Lagos (LOS)', 'Mombasa (KEMBA)', 'Lagos Apapa (NGAPP)'],
    image: '/images/working-areas/africa.svg',
  },
  {
    id: 6,
    slug: 'bangladesh',
    title: 'Bangladesh Gateways',
    description:
      'At home we work at every main gateway: the Dhaka airport cargo village, Chattogram and Mongla seaports, the Pangaon inland container terminal and the Benapole land port, with trucking to factories and export processing zones nationwide.',
    region: 'South Asia',
    ports: [
      'Dhaka (DAC)',
      'Chattogram (BDCGP)',
      'Mongla (BDMGL)',
      'Pangaon inland container terminal',
      'Benapole land port',
    ],
    image: '/images/working-areas/bangladesh.svg',
  },
] as const satisfies readonly WorkingArea[]

/* ---------------------------------------------------------- Portfolios ---- */

type ServiceSlug = (typeof SERVICES)[number]['slug']
type WorkingAreaSlug = (typeof WORKING_AREAS)[number]['slug']

/** A portfolio item whose slugs must name an existing service and working area. */
type PortfolioRecord = Portfolio & {
  serviceSlug: ServiceSlug
  workingAreaSlug: WorkingAreaSlug
}

/** Portfolio items for the service and working-area filter endpoints. */
export const PORTFOLIOS = [
  {
    id: 1,
    slug: 'weekly-garment-consolidation-to-frankfurt',
    title: 'Weekly garment consolidation to Frankfurt',
    description:
      'A fixed weekly air consolidation from Dhaka to Frankfurt for six knitwear and woven exporters, with a Thursday cut-off and delivery to German retail warehouses by road feeder.',
    categoryId: categoryId('garments-and-textiles'),
    serviceSlug: 'air-freight',
    workingAreaSlug: 'europe',
    image: '/images/portfolios/weekly-garment-consolidation-to-frankfurt.svg',
  },
  {
    id: 2,
    slug: 'knitwear-lcl-to-hamburg',
    title: 'Knitwear LCL to Hamburg',
    description:
      'Small knitwear orders consolidated every week at our Chattogram partner depot and shipped in shared 40ft containers to Hamburg via Colombo, with a fixed transit schedule.',
    categoryId: categoryId('garments-and-textiles'),
    serviceSlug: 'ocean-freight',
    workingAreaSlug: 'europe',
    image: '/images/portfolios/knitwear-lcl-to-hamburg.svg',
  },
  {
    id: 3,
    slug: 'denim-sea-air-via-dubai-to-new-york',
    title: 'Denim sea-air via Dubai to New York',
    description:
      'Seasonal denim orders shipped by sea to Jebel Ali and flown from Dubai to New York JFK, arriving in 18 days door to door when the original vessel could not meet the in-store date.',
    categoryId: categoryId('garments-and-textiles'),
    serviceSlug: 'sea-air',
    workingAreaSlug: 'north-america',
    image: '/images/portfolios/denim-sea-air-via-dubai-to-new-york.svg',
  },
  {
    id: 4,
    slug: 'bonded-storage-for-pharmaceutical-raw-materials',
    title: 'Bonded storage for pharmaceutical raw materials',
    description:
      'Imported active ingredients and packaging held in temperature-monitored bonded space near Dhaka airport and released batch by batch as the factory schedules production.',
    categoryId: categoryId('pharmaceuticals'),
    serviceSlug: 'warehousing',
    workingAreaSlug: 'bangladesh',
    image: '/images/portfolios/bonded-storage-for-pharmaceutical-raw-materials.svg',
  },
  {
    id: 5,
    slug: 'footwear-trucked-from-chattogram-epz-to-dhaka-airport',
    title: 'Footwear trucked from Chattogram EPZ to Dhaka airport',
    description:
      'Leather footwear collected from an export processing zone factory in Chattogram, trucked overnight in sealed vehicles to the Dhaka cargo village and flown to Amsterdam on the same air waybill.',
    categoryId: categoryId('leather-and-footwear'),
    serviceSlug: 'road-air',
    workingAreaSlug: 'bangladesh',
    image: '/images/portfolios/footwear-trucked-from-chattogram-epz-to-dhaka-airport.svg',
  },
  {
    id: 6,
    slug: 'medicines-air-air-via-dubai-to-nairobi',
    title: 'Medicines via Dubai to Nairobi',
    description:
      'Finished medicines flown from Dhaka to Dubai and transferred to a connecting flight to Nairobi, with temperature-controlled handling at the hub and clearance by our Kenyan partner.',
    categoryId: categoryId('pharmaceuticals'),
    serviceSlug: 'air-air',
    workingAreaSlug: 'africa',
    image: '/images/portfolios/medicines-air-air-via-dubai-to-nairobi.svg',
  },
  {
    id: 7,
    slug: 'spinning-parts-air-sea-via-singapore',
    title: 'Spinning machine parts via Singapore',
    description:
      'Urgent spindles and drafting parts from German suppliers flown to Singapore and loaded on the next feeder to Chattogram, reaching the mill three weeks sooner than all-water shipping.',
    categoryId: categoryId('machinery'),
    serviceSlug: 'air-sea',
    workingAreaSlug: 'asia-pacific',
    image: '/images/portfolios/spinning-parts-air-sea-via-singapore.svg',
  },
  {
    id: 8,
    slug: 'substation-transformers-to-mongla',
    title: 'Substation transformers to Mongla',
    description:
      'Four 120-tonne power transformers shipped breakbulk from Shanghai to Mongla, discharged with ship’s gear onto barges and moved by river and escorted road to the substation site.',
    categoryId: categoryId('energy-and-power'),
    serviceSlug: 'projects-and-charters',
    workingAreaSlug: 'asia-pacific',
    image: '/images/portfolios/substation-transformers-to-mongla.svg',
  },
  {
    id: 9,
    slug: 'garment-freighter-charter-to-los-angeles',
    title: 'Garment freighter charter to Los Angeles',
    description:
      'A full freighter chartered from Dhaka to Los Angeles to recover a holiday-season garment programme after production delays, carrying more than 90 tonnes in a single rotation.',
    categoryId: categoryId('garments-and-textiles'),
    serviceSlug: 'projects-and-charters',
    workingAreaSlug: 'north-america',
    image: '/images/portfolios/garment-freighter-charter-to-los-angeles.svg',
  },
  {
    id: 10,
    slug: 'fresh-vegetables-to-dubai',
    title: 'Fresh vegetables to Dubai',
    description:
      'Daily air shipments of vegetables and fruit from growers around Dhaka to importers in Dubai, packed and phytosanitary-certified overnight for morning departures.',
    categoryId: categoryId('perishables'),
    serviceSlug: 'air-freight',
    workingAreaSlug: 'middle-east',
    image: '/images/portfolios/fresh-vegetables-to-dubai.svg',
  },
  {
    id: 11,
    slug: 'frozen-shrimp-reefers-to-rotterdam',
    title: 'Frozen shrimp reefers to Rotterdam',
    description:
      'Weekly 40ft reefer containers of frozen shrimp from Khulna processors, trucked to Chattogram and shipped at minus 18 °C to Rotterdam with temperature records for every sailing.',
    categoryId: categoryId('perishables'),
    serviceSlug: 'ocean-freight',
    workingAreaSlug: 'europe',
    image: '/images/portfolios/frozen-shrimp-reefers-to-rotterdam.svg',
  },
] as const satisfies readonly PortfolioRecord[]
