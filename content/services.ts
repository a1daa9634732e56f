import { SERVICE_NAMES } from './service-names.ts'
import type { Service } from './types.ts'

const [
  AIR_FREIGHT,
  OCEAN_FREIGHT,
  SEA_AIR,
  WAREHOUSING,
  ROAD_AIR,
  AIR_AIR,
  AIR_SEA,
  PROJECTS_AND_CHARTERS,
] = SERVICE_NAMES

/** The eight services, in the order the services grid shows them. */
export const SERVICES = [
  {
    ...AIR_FREIGHT,
    image: 'air-freight',
    summary:
      'Export and import air cargo through Dhaka airport (DAC): weekly consolidations, direct shipments, customs clearance and door-to-door delivery.',
    description:
      'We move export and import air cargo through Hazrat Shahjalal International Airport (DAC) on scheduled passenger and freighter services. Garment orders with tight ship dates, samples, pharmaceuticals and spare parts travel on our weekly consolidations to Europe, North America and the Middle East, or as direct shipments when speed matters most. We book space, build and screen pallets, issue the air waybill and clear customs at both ends.',
    highlights: [
      'Weekly consolidations from DAC',
      'Direct and back-to-back air waybills',
      'Dangerous goods and cool-chain handling',
      'Customs clearance at origin and destination',
    ],
  },
  {
    ...OCEAN_FREIGHT,
    image: 'ocean-freight',
    summary:
      'FCL and LCL sea freight through Chattogram port (CGP), with weekly consolidations, our own house bills of lading and door-to-door service.',
    description:
      'We ship full container loads (FCL) and less-than-container loads (LCL) through Chattogram port (CGP) on every major trade lane. Feeder vessels link Chattogram with main-line services at Colombo, Singapore and Port Klang, and we cover the whole routing on one house bill of lading. Our weekly LCL consolidations to Europe and the United States let small garment and home-textile orders sail on fixed cut-offs instead of waiting to fill a container.',
    highlights: [
      'FCL in 20ft, 40ft and 40ft high cube',
      'Weekly LCL consolidations',
      'House bills of lading as an NVOCC',
      'Reefer, flat rack and open top on request',
    ],
  },
  {
    ...SEA_AIR,
    image: 'sea-air',
    summary:
      'By sea from Chattogram to Colombo, Singapore or Dubai, then onward by air: quicker than all-water shipping and far cheaper than air all the way.',
    description:
      'Sea-air combines an ocean leg out of Chattogram port with an onward flight from a transshipment hub. Cargo sails by feeder to Colombo, Singapore or Dubai (Jebel Ali), moves under bond to the airport and flies on to Europe, the Americas or Africa. Door-to-door transit is typically 14 to 20 days, about half that of all-water routing, at a fraction of the cost of direct air freight. It suits seasonal orders that have missed their vessel but cannot carry full air rates.',
    highlights: [
      'Hubs in Colombo, Singapore and Dubai',
      'About half the transit time of all-water',
      'Well below the cost of direct air',
      'One bill covering both legs',
    ],
  },
  {
    ...WAREHOUSING,
    image: 'warehousing',
    summary:
      'Bonded and general warehousing near Dhaka airport and in Chattogram, with pick and pack, labelling, cross-docking and stock reports.',
    description:
      'Our warehouses near Dhaka airport and in Chattogram hold export cargo waiting for consolidation and import cargo waiting for clearance or delivery. Bonded space lets importers store raw materials with duty deferred until release, which suits export-oriented factories working under bonded warehouse licences. We receive, measure and weigh every carton and offer pick and pack, price ticketing, relabelling and cross-docking, with stock reports by purchase order.',
    highlights: [
      'Bonded and general storage',
      'Receiving with carton-level measurement',
      'Pick and pack, ticketing and relabelling',
      'Stock reports by purchase order',
    ],
  },
  {
    ...ROAD_AIR,
    image: 'road-air',
    summary:
      'A truck leg and a flight on one air waybill: from factory or EPZ to Dhaka airport, or from a hub airport on to the consignee.',
    description:
      'Road-air pairs a truck leg with a flight. Cargo from factories in Chattogram, the export processing zones and outlying industrial districts is trucked in sealed, GPS-tracked vehicles to the Dhaka airport cargo village in time for its flight cut-off. At destination, road feeder services from hubs such as Frankfurt, Amsterdam and Liège carry the shipment on to inland consignees under the same air waybill, often for less than a direct flight to a secondary airport.',
    highlights: [
      'Sealed, GPS-tracked trucks to DAC',
      'Pickup from EPZs and industrial districts',
      'Road feeder services from European hubs',
      'One air waybill from origin to consignee',
    ],
  },
  {
    ...AIR_AIR,
    image: 'air-air',
    summary:
      'Flown to a hub such as Dubai, Doha or Istanbul and transferred to a connecting flight, for destinations without a direct service from Dhaka.',
    description:
      'Air-air routes cargo on two or more flights through a hub such as Dubai (DXB), Doha (DOH), Istanbul (IST) or Singapore (SIN). Few carriers fly direct from Dhaka to Latin America, Africa or smaller European airports, so we book the first leg out of DAC and the onward connection with partner airlines, and our hub agents supervise the transfer, rebuild pallets where needed and check the documents. Combining carriers this way often finds space when direct flights are full.',
    highlights: [
      'Connections via DXB, DOH, IST and SIN',
      'Reaches airports without direct service',
      'Hub agents supervise every transfer',
      'Extra capacity in peak season',
    ],
  },
  {
    ...AIR_SEA,
    image: 'air-sea',
    summary:
      'Imports flown to Singapore or Colombo and shipped on by feeder to Chattogram, for materials needed sooner than all-water shipping allows.',
    description:
      'Air-sea flies cargo to a hub with strong sea connections and ships it on from there. Urgent fabrics, trims and machinery parts bought in Europe or the Americas are flown to Singapore or Colombo, consolidated by our hub agents and loaded on the next feeder vessel to Chattogram. Transit is weeks shorter than all-water shipping from origin, while the ocean leg keeps the cost well below air freight all the way to Dhaka. We manage both legs, the transfer and import clearance at CGP.',
    highlights: [
      'Flights into Singapore or Colombo',
      'Feeder connection to Chattogram',
      'Weeks faster than all-water imports',
      'Import clearance at Chattogram port',
    ],
  },
  {
    ...PROJECTS_AND_CHARTERS,
    image: 'projects-and-charters',
    summary:
      'Project cargo, breakbulk, out-of-gauge lifts and full or part air charters, planned from route survey to delivery on site.',
    description:
      'Power plant components, transformers, gantry cranes and factory lines rarely fit a standard container. Our projects team plans breakbulk, flat rack and open top shipments into Chattogram and Mongla, books heavy-lift vessels, runs route surveys, police escorts and barge transfers inland, and works with customs on duty-exempt project imports. When time is critical we charter a whole freighter or part of one for urgent garment orders, emergency spare parts and relief cargo.',
    highlights: [
      'Breakbulk and out-of-gauge (OOG) cargo',
      'Heavy-lift vessels and inland barges',
      'Route surveys and escorted road moves',
      'Full and part air charters',
    ],
  },
] as const satisfies readonly Service[]
