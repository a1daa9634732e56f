import type { SeedJobPosition } from './types.ts'

/**
 * The vacancies an empty database starts with, copied in once on the server's first start
 * (server/careers/seed.ts), ids kept. After that the database is the only source: hr edits the
 * positions in the staff workspace, and nothing reads this list at run time.
 */
export const SEED_JOB_POSITIONS = [
  {
    id: 1,
    slug: 'air-export-executive',
    title: 'Air Export Executive',
    department: 'Air Freight',
    location: 'Dhaka',
    type: 'Full-time',
    closingDate: '2027-01-15',
    summary:
      'Book, document and tender export air shipments at Hazrat Shahjalal International Airport.',
    description: [
      'Our air freight team in Uttara handles export consolidations and direct shipments for garment, pharmaceutical and perishable exporters. We are looking for an executive to take ownership of a group of customer accounts from booking to departure.',
      'You will work closely with airlines, the cargo village and our customs team, and report to the Head of Air Freight.',
    ],
    responsibilities: [
      'Obtain rates and book space with airlines for export shipments',
      'Prepare house and master air waybills and cargo manifests',
      'Coordinate cargo receipt, screening and pallet build-up at the cargo village',
      'Send pre-alerts to overseas agents and keep customers updated until arrival',
    ],
    requirements: [
      'Bachelor’s degree in any discipline',
      'Two years or more in air export operations at a freight forwarder',
      'Working knowledge of IATA rules and air waybill completion',
      'Good written English and confident use of spreadsheets',
    ],
    open: true,
  },
  {
    id: 2,
    slug: 'ocean-documentation-officer',
    title: 'Ocean Documentation Officer',
    department: 'Ocean Freight',
    location: 'Chattogram',
    type: 'Full-time',
    closingDate: '2027-01-31',
    summary:
      'Prepare bills of lading and shipping documents for FCL and LCL exports from Chittagong port.',
    description: [
      'Our Chattogram branch issues house bills of lading for FCL shipments and our weekly LCL consolidations. We need a careful documentation officer to keep every shipment’s paperwork accurate and on time.',
      'The role is based in our Agrabad office, with regular visits to container depots and the port.',
    ],
    responsibilities: [
      'Draft and issue house bills of lading and check them against shipping instructions',
      'Submit shipping instructions and verified gross mass to carriers before cut-off',
      'Prepare LCL consolidation manifests and load plans',
      'Maintain shipment files and send documents to overseas agents',
    ],
    requirements: [
      'Bachelor’s degree, preferably in business or commerce',
      'One year or more in ocean freight documentation',
      'Strong attention to detail and good written English',
      'Familiarity with carrier booking portals is an advantage',
    ],
    open: true,
  },
  {
    id: 3,
    slug: 'customs-clearance-coordinator',
    title: 'Customs Clearance Coordinator',
    department: 'Customs & Compliance',
    location: 'Chattogram',
    type: 'Contract',
    closingDate: '2027-02-15',
    summary:
      'Coordinate import and export clearance at Chittagong port for a 12-month project contract.',
    description: [
      'A growing pipeline of project cargo and machinery imports calls for an experienced coordinator to manage clearance at Chittagong port for a fixed 12-month term, with the possibility of a permanent role.',
    ],
    responsibilities: [
      'Prepare and lodge bills of entry and export declarations in ASYCUDA World',
      'Classify goods under the Harmonized System and check duty calculations',
      'Arrange examinations and liaise with customs officers and port authorities',
      'Track exemption and concession documents for project imports',
    ],
    requirements: [
      'Three years or more in customs clearance at Chittagong port',
      'Sound knowledge of HS classification and Bangladesh customs procedures',
      'Experience with capital machinery or project imports',
      'Able to work under pressure to vessel and delivery deadlines',
    ],
    open: true,
  },
  {
    id: 4,
    slug: 'logistics-management-intern',
    title: 'Logistics Management Intern',
    department: 'Operations',
    location: 'Dhaka',
    type: 'Internship',
    closingDate: '2027-01-10',
    summary: 'A six-month paid internship rotating through air freight, ocean freight and customs.',
    description: [
      'Interns join our Freight Academy and spend two months each with the air freight, ocean freight and customs teams, learning how a shipment moves from quotation to delivery.',
      'Strong interns are offered a permanent role at the end of the programme.',
    ],
    responsibilities: [
      'Support operations staff with bookings, documents and shipment tracking',
      'Update shipment records and prepare simple reports',
      'Join cargo village and depot visits with experienced colleagues',
    ],
    requirements: [
      'Final-year student or recent graduate in business, supply chain or a related field',
      'Good spoken and written English and Bangla',
      'Curious, organised and comfortable with spreadsheets',
    ],
    open: true,
  },
  {
    id: 5,
    slug: 'warehouse-supervisor',
    title: 'Warehouse Supervisor',
    department: 'Warehousing',
    location: 'Dhaka',
    type: 'Full-time',
    closingDate: '2026-10-31',
    summary:
      'Supervise receiving, storage and dispatch at our bonded warehouse near Dhaka airport.',
    description: [
      'This vacancy has closed. It covered day-to-day supervision of our bonded warehouse near Dhaka airport, including a team of eight warehouse staff.',
    ],
    responsibilities: [
      'Plan daily receiving and dispatch and allocate staff',
      'Keep bonded stock records accurate and ready for customs audit',
      'Enforce safe handling and housekeeping standards',
    ],
    requirements: [
      'Three years or more supervising a warehouse, preferably bonded',
      'Experience with a warehouse management system',
      'Ability to lead a team and work in shifts',
    ],
    open: false,
  },
] as const satisfies readonly SeedJobPosition[]
