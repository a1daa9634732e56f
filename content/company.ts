import type { Company } from './types.ts'

/** The company's display name. A placeholder: change it here and everywhere follows. */
const NAME = 'Delta Bridge Logistics'
const FOUNDED_YEAR = 2014

export const COMPANY = {
  name: NAME,
  legalName: `${NAME} Ltd.`,
  tagline: 'Air and sea freight from Bangladesh to the world',
  blurb: `${NAME} is a Dhaka-based air and sea freight forwarder with a branch in Chattogram, moving cargo between Bangladesh and the world since ${FOUNDED_YEAR}.`,
  introduction: [
    `${NAME} was founded in Dhaka in ${FOUNDED_YEAR} and has spent more than ten years moving export and import cargo for Bangladeshi manufacturers, traders and project owners: ready-made garments bound for Europe and North America, pharmaceuticals and fresh produce flown to the Middle East, and machinery, fabric and spare parts arriving for factories across the country.`,
    'As an IATA cargo agent we book, build up and tender air shipments at Hazrat Shahjalal International Airport (DAC). As a non-vessel operating common carrier (NVOCC) we issue our own house bills of lading and run weekly LCL consolidations out of Chattogram port (CGP). Our own customs brokerage team prepares the documents and clears cargo at both gateways, so one team answers for each shipment from factory gate to consignee.',
    'Our headquarters in Uttara is a short drive from the airport cargo village, and our Chattogram branch in Agrabad sits close to the port and the inland container depots. Backed by more than 150 partner agents worldwide, the two offices give customers a single point of contact for air, ocean, multimodal and project shipments.',
  ],
  foundedYear: FOUNDED_YEAR,
  email: 'info@example.com',
  openingHours: {
    label: 'Sunday to Thursday, 10:00 AM to 6:00 PM',
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    opens: '10:00',
    closes: '18:00',
  },
} as const satisfies Omit<Company, 'phones'>
