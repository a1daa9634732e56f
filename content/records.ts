/**
 * Records served by the API whose fields the original product never showed.
 * Image paths point under public/images/ and are placeholders until artwork exists.
 */
import { MISSION, VISION } from './about.ts'
import { COMPANY } from './company.ts'
import { formatAddress, HEADQUARTERS, OFFICES } from './offices.ts'
import type { SERVICES } from './services.ts'
import { STATISTICS } from './statistics.ts'
import type {
  AboutUs,
  CaseStudy,
  Category,
  Client,
  ClientBackground,
  CompanyOverview,
  GalleryCategory,
  GalleryItem,
  Initiative,
  Portfolio,
  Project,
  Review,
  SiteSettings,
  Slide,
  WorkingArea,
} from './types.ts'

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

function clientName(slug: ClientSlug): string {
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

function categoryId(slug: CategorySlug): number {
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

/* -------------------------------------------------------- Case studies ---- */

export const CASE_STUDIES = [
  {
    id: 1,
    slug: 'peak-season-knitwear-rescued-by-sea-air',
    title: 'Peak-season knitwear rescued by sea-air',
    categoryId: categoryId('garments-and-textiles'),
    client: clientName('karnaphuli-knitwear'),
    summary:
      'A rolled vessel threatened a German retailer’s autumn launch; sea-air via Colombo delivered the order on time at well under the cost of direct air.',
    challenge:
      'Twelve hundred cartons of knitwear were rolled from their feeder vessel in Chattogram two weeks before the buyer’s in-store date. All-water routing would have missed the launch, and direct air freight would have wiped out the order’s margin.',
    solution:
      'We rebooked the cargo on the next feeder to Colombo, arranged bonded transfer from the port to Bandaranaike International Airport and secured freighter space to Frankfurt, with our German partner handling clearance and road delivery.',
    result:
      'The cartons reached the retailer’s warehouse in 16 days door to door, three days before the launch, at about 45 percent of the direct air quote.',
    publishedOn: '2025-03-12',
  },
  {
    id: 2,
    slug: 'cold-chain-medicines-to-east-africa',
    title: 'Cold-chain medicines to East Africa',
    categoryId: categoryId('pharmaceuticals'),
    client: clientName('surma-pharmaceuticals'),
    summary:
      'A tender supply of temperature-sensitive medicines reached Nairobi within the 2–8 °C range on every one of 14 shipments.',
    challenge:
      'The client had won a tender to supply biologic medicines that must stay between 2 and 8 °C, but there was no direct flight from Dhaka to Nairobi and no room for temperature excursions at a hot-weather transfer hub.',
    solution:
      'We routed each shipment via Dubai on carriers with certified pharma handling, used active temperature-controlled containers, pre-booked cool-room space at the hub and placed data loggers in every consignment.',
    result:
      'All 14 shipments arrived within range and on schedule, and the client has since extended the programme to Dar es Salaam and Kampala.',
    publishedOn: '2025-08-04',
  },
  {
    id: 3,
    slug: 'transformers-delivered-by-river-to-a-substation',
    title: 'Transformers delivered by river to a substation',
    categoryId: categoryId('energy-and-power'),
    client: clientName('gomti-power-solutions'),
    summary:
      'Four 120-tonne transformers travelled from Shanghai to an inland substation by heavy-lift vessel, river barge and escorted road move.',
    challenge:
      'The substation sat 40 km from the nearest navigable river, behind two weight-restricted bridges, and the transformers were too heavy for any crane at the port of discharge.',
    solution:
      'We chartered a heavy-lift vessel with its own cranes, discharged directly onto barges at Mongla anchorage, surveyed and reinforced the road route with local authorities, and moved each unit on a hydraulic modular trailer under police escort.',
    result:
      'All four transformers were set on their foundations within the planned window, with no damage and no claims.',
    publishedOn: '2024-11-20',
  },
  {
    id: 4,
    slug: 'weekly-shrimp-reefers-without-a-missed-sailing',
    title: 'Weekly shrimp reefers without a missed sailing',
    categoryId: categoryId('perishables'),
    client: clientName('sundarban-seafoods'),
    summary:
      'A reefer allocation agreement with two carriers kept frozen shrimp sailing from Chattogram every week through two export seasons.',
    challenge:
      'Reefer containers and plugs in Chattogram run short during the shrimp season, and the client had lost several sailings the year before while waiting for equipment.',
    solution:
      'We negotiated a weekly reefer allocation with two carriers, pre-tripped containers at the depot, and timed trucking from the Khulna processing plants to meet each vessel’s cut-off.',
    result:
      'The client shipped every planned week for two seasons, raising European volumes by 30 percent without a single temperature claim.',
    publishedOn: '2026-02-17',
  },
  {
    id: 5,
    slug: 'spinning-mill-relocated-from-europe',
    title: 'A spinning mill relocated from Europe',
    categoryId: categoryId('machinery'),
    client: clientName('padma-denim-mills'),
    summary:
      'A complete second-hand spinning line was dismantled in Europe, shipped in 46 containers and flat racks and cleared as capital machinery in Chattogram.',
    challenge:
      'The machinery was bought from a closing mill in Europe, had to be dismantled and packed to a tight deadline, and needed capital-machinery duty treatment on import into Bangladesh.',
    solution:
      'We coordinated packing at the mill with our partner, mixed standard containers with flat racks for the oversized frames, prepared a detailed packing list by machine, and lodged the duty-exemption documents with customs before arrival.',
    result:
      'All 46 units cleared Chattogram port in six working days and were delivered to the mill in the order the installation team needed them.',
    publishedOn: '2026-06-09',
  },
] as const satisfies readonly CaseStudy[]

/* ------------------------------------------------------------ Projects ---- */

export const PROJECTS = [
  {
    id: 1,
    slug: 'frankfurt-air-consolidation-launch',
    title: 'Launch of the weekly Frankfurt air consolidation',
    categoryId: categoryId('garments-and-textiles'),
    description:
      'We launched a fixed weekly consolidation from Dhaka to Frankfurt for garment exporters shipping small air orders, giving them a predictable cut-off and lower rates than shipping alone.',
    tags: ['air freight', 'consolidation', 'garments', 'europe'],
    year: 2019,
    featured: false,
    completedOn: '2019-09-30',
    image: '/images/projects/frankfurt-air-consolidation-launch.svg',
  },
  {
    id: 2,
    slug: 'protective-gowns-charter-to-new-york',
    title: 'Protective gown charters to New York',
    categoryId: categoryId('garments-and-textiles'),
    description:
      'Three full freighter charters carried disposable protective gowns made in Dhaka factories to New York within a month, with customs documents pre-lodged so every flight cleared on arrival.',
    tags: ['air charter', 'garments', 'north america'],
    year: 2020,
    featured: true,
    completedOn: '2020-06-18',
    image: '/images/projects/protective-gowns-charter-to-new-york.svg',
  },
  {
    id: 3,
    slug: 'insulin-cold-chain-imports',
    title: 'Cold-chain insulin imports from Europe',
    categoryId: categoryId('pharmaceuticals'),
    description:
      'Regular air imports of insulin and other biologics from Copenhagen to Dhaka in active containers, cleared as priority cargo and delivered to the importer’s cold store the same day.',
    tags: ['air freight', 'cold chain', 'pharmaceuticals', 'imports'],
    year: 2021,
    featured: false,
    completedOn: '2021-08-26',
    image: '/images/projects/insulin-cold-chain-imports.svg',
  },
  {
    id: 4,
    slug: 'combined-cycle-turbine-delivery',
    title: 'Gas turbine delivery for a combined-cycle plant',
    categoryId: categoryId('energy-and-power'),
    description:
      'A gas turbine, generator and heat-recovery modules shipped breakbulk into Chattogram and moved inland by barge and modular trailer to a combined-cycle power plant site.',
    tags: ['project cargo', 'breakbulk', 'heavy lift', 'power'],
    year: 2022,
    featured: true,
    completedOn: '2022-11-15',
    image: '/images/projects/combined-cycle-turbine-delivery.svg',
  },
  {
    id: 5,
    slug: 'ring-spinning-frames-import',
    title: 'Ring spinning frames for a yarn mill',
    categoryId: categoryId('machinery'),
    description:
      'Twenty-four ring spinning frames imported from China in FCL and flat rack containers, cleared under capital machinery concessions and delivered to a mill in Narayanganj.',
    tags: ['ocean freight', 'machinery', 'imports', 'fcl'],
    year: 2023,
    featured: false,
    completedOn: '2023-03-08',
    image: '/images/projects/ring-spinning-frames-import.svg',
  },
  {
    id: 6,
    slug: 'mango-season-air-programme',
    title: 'Mango season air programme',
    categoryId: categoryId('perishables'),
    description:
      'A six-week programme flying mangoes from growers in Rajshahi and Chapainawabganj to London and Dubai, with packhouse inspections and phytosanitary certificates arranged for each flight.',
    tags: ['air freight', 'perishables', 'europe', 'middle east'],
    year: 2023,
    featured: false,
    completedOn: '2023-07-20',
    image: '/images/projects/mango-season-air-programme.svg',
  },
  {
    id: 7,
    slug: 'solar-park-module-shipments',
    title: 'Solar park module shipments',
    categoryId: categoryId('energy-and-power'),
    description:
      'Photovoltaic modules, inverters and mounting structures for a 50 MW solar park shipped in 180 containers from China, with staged deliveries matched to the installation schedule.',
    tags: ['ocean freight', 'project cargo', 'solar', 'fcl'],
    year: 2024,
    featured: true,
    completedOn: '2024-05-29',
    image: '/images/projects/solar-park-module-shipments.svg',
  },
  {
    id: 8,
    slug: 'frozen-shrimp-reefer-programme',
    title: 'Frozen shrimp reefer programme',
    categoryId: categoryId('perishables'),
    description:
      'A season-long programme of weekly 40ft reefers from Khulna processors to Rotterdam and Antwerp, backed by carrier allocations and temperature records for every sailing.',
    tags: ['ocean freight', 'reefer', 'perishables', 'europe'],
    year: 2025,
    featured: false,
    completedOn: '2025-04-30',
    image: '/images/projects/frozen-shrimp-reefer-programme.svg',
  },
  {
    id: 9,
    slug: 'footwear-road-air-programme',
    title: 'Footwear road-air programme',
    categoryId: categoryId('leather-and-footwear'),
    description:
      'Twice-weekly sealed trucks from a Chattogram EPZ footwear factory to Dhaka airport, connecting with flights to Amsterdam and road feeder delivery to a distribution centre in the Netherlands.',
    tags: ['road-air', 'footwear', 'europe', 'epz'],
    year: 2025,
    featured: false,
    completedOn: '2025-10-14',
    image: '/images/projects/footwear-road-air-programme.svg',
  },
  {
    id: 10,
    slug: 'pharmaceutical-ingredients-air-imports',
    title: 'Air imports of pharmaceutical ingredients',
    categoryId: categoryId('pharmaceuticals'),
    description:
      'Weekly air imports of active pharmaceutical ingredients from India and Europe, with dangerous goods checks, priority clearance at Dhaka and bonded storage until release to production.',
    tags: ['air freight', 'pharmaceuticals', 'imports', 'bonded warehousing'],
    year: 2026,
    featured: true,
    completedOn: '2026-03-22',
    image: '/images/projects/pharmaceutical-ingredients-air-imports.svg',
  },
  {
    id: 11,
    slug: 'garment-sample-express-service',
    title: 'Garment sample express service',
    categoryId: categoryId('garments-and-textiles'),
    description:
      'A daily service collecting pre-production and shipment samples from factories around Dhaka and Gazipur and delivering them to buyers’ offices in Europe within three working days.',
    tags: ['air freight', 'samples', 'garments', 'europe'],
    year: 2026,
    featured: false,
    completedOn: '2026-09-10',
    image: '/images/projects/garment-sample-express-service.svg',
  },
] as const satisfies readonly Project[]

/* ------------------------------------------------------------- Gallery ---- */

export const GALLERY_CATEGORIES = [
  { id: 1, slug: 'cargo-operations', name: 'Cargo Operations' },
  { id: 2, slug: 'project-cargo', name: 'Project Cargo' },
  { id: 3, slug: 'facilities', name: 'Facilities' },
  { id: 4, slug: 'events', name: 'Events' },
] as const satisfies readonly GalleryCategory[]

type GalleryCategorySlug = (typeof GALLERY_CATEGORIES)[number]['slug']

function galleryCategoryId(slug: GalleryCategorySlug): number {
  const category = GALLERY_CATEGORIES.find((candidate) => candidate.slug === slug)
  if (!category) throw new Error(`content/records.ts: no gallery category with slug "${slug}"`)
  return category.id
}

export const GALLERY_ITEMS = [
  {
    id: 1,
    slug: 'pallet-build-up-at-dhaka-cargo-village',
    title: 'Pallet build-up at the Dhaka cargo village',
    categoryId: galleryCategoryId('cargo-operations'),
    image: '/images/gallery/pallet-build-up-at-dhaka-cargo-village.svg',
    caption: 'Garment cartons being built up on an air pallet for a Frankfurt consolidation.',
    takenOn: '2025-09-18',
  },
  {
    id: 2,
    slug: 'lcl-stuffing-in-chattogram',
    title: 'LCL stuffing in Chattogram',
    categoryId: galleryCategoryId('cargo-operations'),
    image: '/images/gallery/lcl-stuffing-in-chattogram.svg',
    caption: 'Cargo from four exporters loaded into one 40ft container bound for Hamburg.',
    takenOn: '2026-01-27',
  },
  {
    id: 3,
    slug: 'transformer-barge-transfer',
    title: 'Transformer barge transfer',
    categoryId: galleryCategoryId('project-cargo'),
    image: '/images/gallery/transformer-barge-transfer.svg',
    caption: 'A 120-tonne transformer lowered onto a river barge at Mongla anchorage.',
    takenOn: '2024-10-06',
  },
  {
    id: 4,
    slug: 'turbine-on-modular-trailer',
    title: 'Turbine on a modular trailer',
    categoryId: galleryCategoryId('project-cargo'),
    image: '/images/gallery/turbine-on-modular-trailer.svg',
    caption: 'A gas turbine on its final road move to the power plant site under escort.',
    takenOn: '2022-11-09',
  },
  {
    id: 5,
    slug: 'bonded-warehouse-racking',
    title: 'Bonded warehouse racking',
    categoryId: galleryCategoryId('facilities'),
    image: '/images/gallery/bonded-warehouse-racking.svg',
    caption:
      'Racked storage for imported raw materials in our bonded warehouse near Dhaka airport.',
    takenOn: '2026-04-14',
  },
  {
    id: 6,
    slug: 'freight-academy-graduation',
    title: 'Freight Academy graduation',
    categoryId: galleryCategoryId('events'),
    image: '/images/gallery/freight-academy-graduation.svg',
    caption: 'Trainees receive their certificates at the end of the six-month Freight Academy.',
    takenOn: '2026-08-20',
  },
] as const satisfies readonly GalleryItem[]
