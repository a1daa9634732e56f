/**
 * The seed's case studies, projects and gallery (content/records.ts holds the home page's
 * records). Image paths point under public/images/.
 */
import { clientName } from './records.ts'
import { categoryId } from './showcase-records.ts'
import type { CaseStudySchema } from '#schemas/content/case-studies.ts'
import type { CategorySchema } from '#schemas/content/categories.ts'
import type { GalleryItemSchema } from '#schemas/content/gallery.ts'
import type { ProjectSchema } from '#schemas/content/projects.ts'
import type { z } from '#schemas/zod.ts'

// Written as the public API answers them (each view's schema, in its collection's definition).
type CaseStudy = z.output<typeof CaseStudySchema>
type Project = z.output<typeof ProjectSchema>
type GalleryCategory = z.output<typeof CategorySchema>
type GalleryItem = z.output<typeof GalleryItemSchema>

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
