import type { Office, OfficeId } from './types.ts'

/** The two offices, headquarters first. Contact blocks, footer and schema.org data read this. */
export const OFFICES = [
  {
    id: 'dhaka',
    kind: 'headquarters',
    name: 'Dhaka Headquarters',
    address: {
      street: 'House 12, Road 7, Sector 4, Uttara',
      locality: 'Dhaka',
      region: 'Dhaka',
      postalCode: '1230',
      country: 'BD',
    },
    phones: ['+880 2 5505 0101', '+880 1711 000101'],
    email: 'dhaka@example.com',
    whatsapp: '8801711000101',
    geo: { latitude: 23.8636, longitude: 90.4003 },
  },
  {
    id: 'chattogram',
    kind: 'branch',
    name: 'Chattogram Branch',
    address: {
      street: 'Level 5, Plot 27, Agrabad Commercial Area',
      locality: 'Chattogram',
      region: 'Chattogram',
      postalCode: '4100',
      country: 'BD',
    },
    phones: ['+880 31 2550 0102', '+880 1711 000102'],
    email: 'chattogram@example.com',
    whatsapp: '8801711000102',
    geo: { latitude: 22.3245, longitude: 91.8115 },
  },
] as const satisfies readonly Office[]

function officeById(id: OfficeId): Office {
  const office = OFFICES.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`content/offices.ts: no office with id "${id}"`)
  return office
}

/** The Dhaka headquarters near Hazrat Shahjalal International Airport. */
export const HEADQUARTERS: Office = officeById('dhaka')

/** The Chattogram branch near the port. */
export const BRANCH: Office = officeById('chattogram')

/** An address on one line, e.g. for the footer: "House 12, …, Dhaka 1230, Bangladesh". */
export function formatAddress(office: Office): string {
  const { street, locality, postalCode } = office.address
  return `${street}, ${locality} ${postalCode}, Bangladesh`
}
