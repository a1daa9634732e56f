/**
 * Which clock a milestone's place keeps, so that /track shows each milestone in the local time
 * of where it happened. A milestone's place is free text typed by staff ("Frankfurt (FRA)",
 * "Port of Rotterdam", "DEHAM", "Jebel Ali, UAE"), so it is matched against the airports, ports
 * and cities our lanes use (places.ts): by IATA airport code, UN/LOCODE, or name; then by the country of a
 * UN/LOCODE or a country's name where the country keeps one time. A place we cannot place is
 * shown in Dhaka time, and says so.
 */
import { KNOWN_PLACES, placeKeyOf, placeKeys } from './places.ts'

/** Each known place's keys (names in both languages, codes, aliases), as placeKeyOf writes them. */
const PLACES = KNOWN_PLACES.map((known) => ({ known, keys: placeKeys(known) }))

/** Countries that keep one clock: by ISO code (as UN/LOCODEs start) and by name. */
const COUNTRIES: readonly { codes: readonly string[]; names: readonly string[]; zone: string }[] = [
  { codes: ['BD'], names: ['BANGLADESH'], zone: 'Asia/Dhaka' },
  { codes: ['DE'], names: ['GERMANY'], zone: 'Europe/Berlin' },
  { codes: ['NL'], names: ['NETHERLANDS', 'HOLLAND'], zone: 'Europe/Amsterdam' },
  { codes: ['BE'], names: ['BELGIUM'], zone: 'Europe/Brussels' },
  { codes: ['FR'], names: ['FRANCE'], zone: 'Europe/Paris' },
  { codes: ['GB'], names: ['UNITED KINGDOM', 'UK', 'ENGLAND'], zone: 'Europe/London' },
  { codes: ['IT'], names: ['ITALY'], zone: 'Europe/Rome' },
  { codes: ['ES'], names: ['SPAIN'], zone: 'Europe/Madrid' },
  { codes: ['PL'], names: ['POLAND'], zone: 'Europe/Warsaw' },
  { codes: ['DK'], names: ['DENMARK'], zone: 'Europe/Copenhagen' },
  { codes: ['SE'], names: ['SWEDEN'], zone: 'Europe/Stockholm' },
  { codes: ['TR'], names: ['TURKEY', 'TÜRKIYE', 'TURKIYE'], zone: 'Europe/Istanbul' },
  { codes: ['AE'], names: ['UNITED ARAB EMIRATES', 'UAE'], zone: 'Asia/Dubai' },
  { codes: ['QA'], names: ['QATAR'], zone: 'Asia/Qatar' },
  { codes: ['SA'], names: ['SAUDI ARABIA'], zone: 'Asia/Riyadh' },
  { codes: ['LK'], names: ['SRI LANKA'], zone: 'Asia/Colombo' },
  { codes: ['IN'], names: ['INDIA'], zone: 'Asia/Kolkata' },
  { codes: ['SG'], names: [], zone: 'Asia/Singapore' },
  { codes: ['MY'], names: ['MALAYSIA'], zone: 'Asia/Kuala_Lumpur' },
  { codes: ['TH'], names: ['THAILAND'], zone: 'Asia/Bangkok' },
  { codes: ['VN'], names: ['VIETNAM', 'VIET NAM'], zone: 'Asia/Ho_Chi_Minh' },
  { codes: ['HK'], names: [], zone: 'Asia/Hong_Kong' },
  { codes: ['CN'], names: ['CHINA'], zone: 'Asia/Shanghai' },
  { codes: ['KR'], names: ['KOREA', 'SOUTH KOREA'], zone: 'Asia/Seoul' },
  { codes: ['JP'], names: ['JAPAN'], zone: 'Asia/Tokyo' },
]

export interface PlaceZone {
  /** IANA time zone, e.g. "Europe/Berlin". */
  zone: string
  /** The place whose clock it is, as the page names it: "Frankfurt", "Germany". */
  name: string
}

const titleCase = (words: string) =>
  words
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())

/** The clock a place keeps, or undefined when the place is not one we know. */
export function placeZone(place: string): PlaceZone | undefined {
  const text = ` ${placeKeyOf(place)} `
  const has = (key: string) => text.includes(` ${key} `)
  // Codes and names of places first: "Frankfurt (FRA), Germany" is Frankfurt.
  const known = PLACES.find((entry) => entry.keys.some(has))?.known
  if (known) return { zone: known.zone, name: known.name.en }
  const locode = /\s([A-Z]{2})[A-Z2-9]{3}\s/.exec(text)?.[1]
  const country = COUNTRIES.find(
    (entry) => (locode !== undefined && entry.codes.includes(locode)) || entry.names.some(has),
  )
  if (country) {
    const name = country.names[0] ?? country.codes[0] ?? ''
    return { zone: country.zone, name: titleCase(name) }
  }
  return undefined
}
