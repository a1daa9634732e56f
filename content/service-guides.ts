/**
 * What shippers look for on each service's page, by service id: typical transit times, the
 * documents a shipment needs and who provides each, common questions, and the case studies that
 * show the service at work. Days are typical, not promised: vessels roll, flights are offloaded,
 * and Chattogram's berthing queue varies. The Bangla is in bn/service-guides.ts.
 */
import type { ServiceGuide } from './types.ts'
import type { SERVICES } from './services.ts'

type ServiceId = (typeof SERVICES)[number]['id']

/** A lane and the days a shipment typically takes on it, fewest to most. */
const typical = (lane: string, fastestDays: number, slowestDays: number, note: string) => ({
  lane,
  fastestDays,
  slowestDays,
  note,
})

/** The papers every export out of Bangladesh needs, as the Bill of Export lists them. */
const INVOICE = { name: 'Commercial invoice', providedBy: 'You, the exporter' }
const PACKING_LIST = { name: 'Packing list, carton by carton', providedBy: 'You, the exporter' }
const EXP = { name: 'EXP form, certified', providedBy: 'Your bank (AD branch)' }
const UD = { name: 'Utilization declaration (UD), for garments', providedBy: 'BGMEA or BKMEA' }
const ORIGIN = { name: 'Certificate of origin', providedBy: 'EPB or a chamber of commerce' }
const BILL_OF_EXPORT = { name: 'Bill of export', providedBy: 'We lodge it with customs' }
const HAWB = { name: 'House air waybill (HAWB)', providedBy: 'We issue it' }

const CUT_OFF_QUESTION = {
  question: 'When must my cargo reach you?',
  answer:
    'By the cut-off we confirm with your booking: for air, usually 24 to 48 hours before the flight, so the cargo can be screened, built on pallets and lodged with customs in time. Documents can follow by email a few hours later.',
}

export const SERVICE_GUIDES = {
  1: {
    transitTimes: [
      typical('Dhaka → Frankfurt', 2, 4, 'On our weekly consolidation'),
      typical('Dhaka → London', 2, 4, 'Via a Gulf hub'),
      typical('Dhaka → New York', 3, 5, 'Via a Gulf or European hub'),
      typical('Dhaka → Dubai', 1, 2, 'Direct flights'),
    ],
    documents: [INVOICE, PACKING_LIST, EXP, UD, ORIGIN, BILL_OF_EXPORT, HAWB],
    faq: [
      CUT_OFF_QUESTION,
      {
        question: 'How is the chargeable weight worked out?',
        answer:
          'Airlines charge the greater of the actual weight and the volume weight, at 6,000 cm³ to the kilogram (about 167 kg per cubic metre). Light, bulky cartons such as garments are usually charged by volume.',
      },
      {
        question: 'Can you fly medicines that must stay at 2–8 °C?',
        answer:
          'Yes: on carriers with certified pharma handling, in temperature-controlled packaging, with a data logger in every consignment. Book a week ahead in the busy months.',
      },
    ],
    caseStudies: ['cold-chain-medicines-to-east-africa'],
  },
  2: {
    transitTimes: [
      typical('Chattogram → Hamburg', 28, 35, 'Port to port, via Colombo or Singapore'),
      typical('Chattogram → Rotterdam', 27, 34, 'Port to port, via Colombo or Singapore'),
      typical('Chattogram → New York', 35, 45, 'Port to port, via Colombo'),
      typical('Chattogram → Los Angeles', 30, 38, 'Port to port, via Singapore'),
    ],
    documents: [
      INVOICE,
      PACKING_LIST,
      EXP,
      UD,
      ORIGIN,
      BILL_OF_EXPORT,
      {
        name: 'Verified gross mass of each container',
        providedBy: 'You, or the off-dock weighs it',
      },
      { name: 'House bill of lading (B/L), to the order of your bank', providedBy: 'We issue it' },
    ],
    faq: [
      {
        question: 'Where are export containers stuffed?',
        answer:
          'Almost every export container leaving Chattogram is stuffed at a private off-dock near the port. We book the off-dock, truck your cartons there and send the cargo loading plan before the vessel’s cut-off.',
      },
      {
        question: 'Should I ship FCL or LCL?',
        answer:
          'LCL is charged per cubic metre or tonne, whichever is greater (W/M). From about 13 to 15 cubic metres a 20ft container usually costs less, and no one else’s cargo shares it. We quote both when the volume is close.',
      },
      {
        question: 'Why is the B/L made out to the order of my bank?',
        answer:
          'Bangladesh’s foreign-exchange rules require the sea B/L of an export to be issued to the order of the exporter’s bank, which keeps the original until the buyer pays. Other documents can go to the buyer directly.',
      },
    ],
    caseStudies: [
      'weekly-shrimp-reefers-without-a-missed-sailing',
      'spinning-mill-relocated-from-europe',
    ],
  },
  3: {
    transitTimes: [
      typical('Chattogram → Frankfurt', 14, 18, 'Door to door, via Colombo'),
      typical('Chattogram → Amsterdam', 15, 20, 'Door to door, via Dubai'),
      typical('Chattogram → Los Angeles', 16, 22, 'Door to door, via Singapore'),
    ],
    documents: [
      INVOICE,
      PACKING_LIST,
      EXP,
      UD,
      ORIGIN,
      BILL_OF_EXPORT,
      { name: 'Through bill covering the sea and air legs', providedBy: 'We issue it' },
    ],
    faq: [
      {
        question: 'When does sea-air make sense?',
        answer:
          'When an order has missed its vessel or its in-store date has moved forward, and full air rates would wipe out its margin. Sea-air takes about half the time of all-water shipping at well under the cost of direct air.',
      },
      {
        question: 'How is sea-air charged?',
        answer:
          'As one rate per kilogram of chargeable weight from Chattogram to the destination airport, covering the feeder, the transfer under bond at the hub and the flight.',
      },
      {
        question: 'Can dangerous goods go sea-air?',
        answer:
          'Only those that both the vessel and the airline accept under the IMDG Code and the IATA DGR. Send us the safety data sheet and we will confirm before booking.',
      },
    ],
    caseStudies: ['peak-season-knitwear-rescued-by-sea-air'],
  },
  4: {
    transitTimes: [
      typical('Our Dhaka warehouse → Dhaka airport', 1, 1, 'In time for the flight cut-off'),
      typical('Our Chattogram warehouse → off-dock', 1, 2, 'Before the vessel’s cut-off'),
      typical('Dhaka → Chattogram by road', 1, 2, 'Overnight trucking, about 250 km'),
    ],
    documents: [
      PACKING_LIST,
      { name: 'Purchase order list or advance shipping notice', providedBy: 'You or your buyer' },
      {
        name: 'Customs bond licence, for bonded storage',
        providedBy: 'You, from the Customs Bond Commissionerate',
      },
      { name: 'Bill of entry, for bonded imports', providedBy: 'We lodge it with customs' },
      { name: 'Receiving report and stock report', providedBy: 'We send them' },
    ],
    faq: [
      {
        question: 'How do I know what is in stock?',
        answer:
          'We measure and weigh every carton as it arrives and send a receiving report the same day, then a stock report by purchase order every week, or whenever you ask.',
      },
      {
        question: 'Can you relabel cartons for another buyer?',
        answer:
          'Yes: relabelling, price ticketing and pick and pack are done in our warehouse, to the buyer’s labelling manual, before the cargo leaves for the port or airport.',
      },
      {
        question: 'When is duty paid on bonded stock?',
        answer:
          'When the goods leave the bond for local use. Raw materials used for export under a bond licence are accounted for against the exports instead.',
      },
    ],
    caseStudies: [],
  },
  5: {
    transitTimes: [
      typical('Chattogram EPZ → Dhaka airport', 1, 1, 'Sealed truck, overnight'),
      typical('Dhaka → Frankfurt → inland Germany', 4, 6, 'Flight, then road feeder'),
      typical('Dhaka → Liège → France and Benelux', 4, 6, 'Flight, then road feeder'),
    ],
    documents: [
      INVOICE,
      PACKING_LIST,
      EXP,
      { name: 'Export permit, for EPZ factories', providedBy: 'BEPZA' },
      BILL_OF_EXPORT,
      { name: 'House air waybill (HAWB), for the truck and the flight', providedBy: 'We issue it' },
    ],
    faq: [
      {
        question: 'Is the truck leg covered by the air waybill?',
        answer:
          'Yes. The road feeder runs under the same air waybill as the flight, so the cargo is cleared once, at the first airport of the destination country, or at the consignee’s door.',
      },
      {
        question: 'Why not fly to the airport nearest the consignee?',
        answer:
          'Few airlines fly from Dhaka to secondary airports, and those that do often cost more. A main hub with a road feeder is usually cheaper and no slower door to door.',
      },
      {
        question: 'Can the truck collect from an EPZ?',
        answer:
          'Yes, once BEPZA has issued the export permit. Our sealed, GPS-tracked trucks collect from the zones in Chattogram, Karnaphuli, Dhaka and Adamjee.',
      },
    ],
    caseStudies: [],
  },
  6: {
    transitTimes: [
      typical('Dhaka → Nairobi', 2, 4, 'Via Dubai'),
      typical('Dhaka → São Paulo', 4, 6, 'Via Doha or Dubai'),
      typical('Dhaka → Lagos', 3, 5, 'Via Istanbul'),
    ],
    documents: [
      INVOICE,
      PACKING_LIST,
      EXP,
      ORIGIN,
      BILL_OF_EXPORT,
      { name: 'House air waybill (HAWB), through to destination', providedBy: 'We issue it' },
    ],
    faq: [
      {
        question: 'Who looks after my cargo at the hub?',
        answer:
          'Our agent at the hub meets the flight, checks the pieces and the documents, rebuilds pallets when the connecting aircraft needs it, and tells us when the cargo has left.',
      },
      {
        question: 'What happens if the connection is missed?',
        answer:
          'The cargo waits in the airline’s warehouse at the hub for the next flight, and our agent books it on. We tell you the new arrival time as soon as it is confirmed.',
      },
      CUT_OFF_QUESTION,
    ],
    caseStudies: ['cold-chain-medicines-to-east-africa'],
  },
  7: {
    transitTimes: [
      typical('Frankfurt → Chattogram', 10, 14, 'Flight to Singapore, then feeder'),
      typical('Istanbul → Chattogram', 10, 14, 'Flight to Colombo, then feeder'),
      typical('New York → Chattogram', 12, 16, 'Flight to Singapore, then feeder'),
    ],
    documents: [
      { name: 'Commercial invoice and packing list', providedBy: 'Your supplier' },
      { name: 'Import letter of credit or contract', providedBy: 'Your bank' },
      { name: 'Air waybill and feeder B/L', providedBy: 'Our hub agent and we' },
      { name: 'Bill of entry', providedBy: 'We lodge it with customs' },
      { name: 'Import registration certificate', providedBy: 'You' },
    ],
    faq: [
      {
        question: 'Where is the cargo cleared?',
        answer:
          'At Chattogram port, where the feeder arrives. We lodge the bill of entry before the vessel berths, so the cargo can leave the port soon after it is discharged.',
      },
      {
        question: 'How much faster is air-sea than all-water?',
        answer:
          'From Europe, about three weeks faster: the cargo skips the main-line voyage and waits only for the feeder from the hub.',
      },
      {
        question: 'What suits air-sea?',
        answer:
          'Fabrics, trims, spare parts and machinery parts that a factory needs before all-water shipping could bring them, but not so urgently that air freight to Dhaka is worth its price.',
      },
    ],
    caseStudies: [],
  },
  8: {
    transitTimes: [
      typical('Shanghai → Chattogram', 18, 25, 'Heavy-lift vessel or breakbulk'),
      typical('Chattogram → inland site by barge', 3, 7, 'Depending on the river and the site'),
      typical('Europe → Dhaka by charter', 1, 2, 'From the aircraft’s confirmation'),
    ],
    documents: [
      { name: 'Packing list with each piece’s size and weight', providedBy: 'Your supplier' },
      {
        name: 'Drawings with lifting points, for out-of-gauge pieces',
        providedBy: 'Your supplier',
      },
      { name: 'Duty-exemption or capital machinery papers', providedBy: 'You, with our help' },
      { name: 'Route survey report', providedBy: 'We prepare it' },
      { name: 'Permits for escorted road moves', providedBy: 'We obtain them' },
      { name: 'Bill of entry', providedBy: 'We lodge it with customs' },
    ],
    faq: [
      {
        question: 'How early should a project shipment be planned?',
        answer:
          'Three to six months before the cargo is ready, for heavy-lift pieces: the vessel, the route survey and the road permits all take time. Containerised parts of a project need far less notice.',
      },
      {
        question: 'Can you charter part of an aircraft?',
        answer:
          'Yes. For a few tonnes we book part charters or space on scheduled freighters; for more, a whole freighter from Dhaka or to it.',
      },
      {
        question: 'Who arranges the duty exemption?',
        answer:
          'You hold it, as the importer; we prepare the papers customs asks for and lodge them before the cargo arrives, so it is not held at the port.',
      },
    ],
    caseStudies: [
      'transformers-delivered-by-river-to-a-substation',
      'spinning-mill-relocated-from-europe',
    ],
  },
} as const satisfies Record<ServiceId, ServiceGuide>
