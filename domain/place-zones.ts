/**
 * Which clock a milestone's place keeps, so that /track shows each milestone in the local time
 * of where it happened. A milestone's place is free text typed by staff ("Frankfurt (FRA)",
 * "Port of Rotterdam", "DEHAM", "Jebel Ali, UAE"), so it is matched against the airports, ports
 * and cities our lanes use: by IATA airport code, UN/LOCODE, or name; then by the country of a
 * UN/LOCODE or a country's name where the country keeps one time. A place we cannot place is
 * shown in Dhaka time, and says so.
 */

interface KnownPlace {
  /** What the zone is called on the page: "Frankfurt time". */
  name: string
  zone: string
  /** Names, IATA airport codes and UN/LOCODEs, upper case. */
  keys: readonly string[]
}

const PLACES: readonly KnownPlace[] = [
  {
    name: 'Dhaka',
    zone: 'Asia/Dhaka',
    keys: ['DHAKA', 'DAC', 'BDDAC', 'KAMALAPUR', 'ICD KAMALAPUR'],
  },
  {
    name: 'Chattogram',
    zone: 'Asia/Dhaka',
    keys: ['CHATTOGRAM', 'CHITTAGONG', 'CGP', 'BDCGP'],
  },
  { name: 'Mongla', zone: 'Asia/Dhaka', keys: ['MONGLA', 'BDMGL'] },
  { name: 'Benapole', zone: 'Asia/Dhaka', keys: ['BENAPOLE', 'BDBEN'] },
  { name: 'Frankfurt', zone: 'Europe/Berlin', keys: ['FRANKFURT', 'FRA', 'DEFRA'] },
  { name: 'Hamburg', zone: 'Europe/Berlin', keys: ['HAMBURG', 'HAM', 'DEHAM'] },
  { name: 'Bremerhaven', zone: 'Europe/Berlin', keys: ['BREMERHAVEN', 'DEBRV'] },
  { name: 'Leipzig', zone: 'Europe/Berlin', keys: ['LEIPZIG', 'LEJ', 'DELEJ'] },
  { name: 'Munich', zone: 'Europe/Berlin', keys: ['MUNICH', 'MÜNCHEN', 'MUC', 'DEMUC'] },
  { name: 'Rotterdam', zone: 'Europe/Amsterdam', keys: ['ROTTERDAM', 'RTM', 'NLRTM'] },
  { name: 'Amsterdam', zone: 'Europe/Amsterdam', keys: ['AMSTERDAM', 'SCHIPHOL', 'AMS', 'NLAMS'] },
  { name: 'Antwerp', zone: 'Europe/Brussels', keys: ['ANTWERP', 'ANTWERPEN', 'BEANR'] },
  { name: 'Brussels', zone: 'Europe/Brussels', keys: ['BRUSSELS', 'BRU', 'BEBRU'] },
  { name: 'Liège', zone: 'Europe/Brussels', keys: ['LIEGE', 'LIÈGE', 'LGG', 'BELGG'] },
  { name: 'Le Havre', zone: 'Europe/Paris', keys: ['LE HAVRE', 'FRLEH'] },
  { name: 'Paris', zone: 'Europe/Paris', keys: ['PARIS', 'CDG', 'ORY', 'FRCDG', 'FRPAR'] },
  { name: 'London', zone: 'Europe/London', keys: ['LONDON', 'HEATHROW', 'LHR', 'GBLHR', 'GBLON'] },
  { name: 'Felixstowe', zone: 'Europe/London', keys: ['FELIXSTOWE', 'GBFXT'] },
  { name: 'Southampton', zone: 'Europe/London', keys: ['SOUTHAMPTON', 'GBSOU'] },
  { name: 'Barcelona', zone: 'Europe/Madrid', keys: ['BARCELONA', 'BCN', 'ESBCN'] },
  { name: 'Valencia', zone: 'Europe/Madrid', keys: ['VALENCIA', 'VLC', 'ESVLC'] },
  { name: 'Madrid', zone: 'Europe/Madrid', keys: ['MADRID', 'MAD', 'ESMAD'] },
  { name: 'Genoa', zone: 'Europe/Rome', keys: ['GENOA', 'GENOVA', 'ITGOA'] },
  { name: 'Milan', zone: 'Europe/Rome', keys: ['MILAN', 'MILANO', 'MXP', 'ITMXP', 'ITMIL'] },
  { name: 'Istanbul', zone: 'Europe/Istanbul', keys: ['ISTANBUL', 'IST', 'TRIST'] },
  { name: 'Dubai', zone: 'Asia/Dubai', keys: ['DUBAI', 'DXB', 'DWC', 'AEDXB'] },
  { name: 'Jebel Ali', zone: 'Asia/Dubai', keys: ['JEBEL ALI', 'AEJEA'] },
  { name: 'Sharjah', zone: 'Asia/Dubai', keys: ['SHARJAH', 'SHJ', 'AESHJ'] },
  { name: 'Abu Dhabi', zone: 'Asia/Dubai', keys: ['ABU DHABI', 'AUH', 'AEAUH'] },
  { name: 'Doha', zone: 'Asia/Qatar', keys: ['DOHA', 'DOH', 'QADOH'] },
  { name: 'Jeddah', zone: 'Asia/Riyadh', keys: ['JEDDAH', 'JED', 'SAJED'] },
  { name: 'Colombo', zone: 'Asia/Colombo', keys: ['COLOMBO', 'CMB', 'LKCMB'] },
  { name: 'Kolkata', zone: 'Asia/Kolkata', keys: ['KOLKATA', 'CALCUTTA', 'CCU', 'INCCU'] },
  { name: 'Delhi', zone: 'Asia/Kolkata', keys: ['DELHI', 'NEW DELHI', 'DEL', 'INDEL'] },
  {
    name: 'Mumbai',
    zone: 'Asia/Kolkata',
    keys: ['MUMBAI', 'BOM', 'INBOM', 'NHAVA SHEVA', 'INNSA'],
  },
  { name: 'Singapore', zone: 'Asia/Singapore', keys: ['SINGAPORE', 'SIN', 'SGSIN'] },
  { name: 'Port Klang', zone: 'Asia/Kuala_Lumpur', keys: ['PORT KLANG', 'MYPKG'] },
  { name: 'Kuala Lumpur', zone: 'Asia/Kuala_Lumpur', keys: ['KUALA LUMPUR', 'KUL', 'MYKUL'] },
  {
    name: 'Tanjung Pelepas',
    zone: 'Asia/Kuala_Lumpur',
    keys: ['TANJUNG PELEPAS', 'MYTPP'],
  },
  {
    name: 'Bangkok',
    zone: 'Asia/Bangkok',
    keys: ['BANGKOK', 'BKK', 'THBKK', 'LAEM CHABANG', 'THLCH'],
  },
  { name: 'Hong Kong', zone: 'Asia/Hong_Kong', keys: ['HONG KONG', 'HKG', 'HKHKG'] },
  { name: 'Shanghai', zone: 'Asia/Shanghai', keys: ['SHANGHAI', 'PVG', 'CNSHA', 'CNPVG'] },
  {
    name: 'Shenzhen',
    zone: 'Asia/Shanghai',
    keys: ['SHENZHEN', 'YANTIAN', 'SZX', 'CNSZX', 'CNYTN'],
  },
  { name: 'Guangzhou', zone: 'Asia/Shanghai', keys: ['GUANGZHOU', 'CAN', 'CNCAN'] },
  { name: 'Ningbo', zone: 'Asia/Shanghai', keys: ['NINGBO', 'CNNGB'] },
  { name: 'Busan', zone: 'Asia/Seoul', keys: ['BUSAN', 'PUSAN', 'KRPUS'] },
  { name: 'Seoul', zone: 'Asia/Seoul', keys: ['SEOUL', 'INCHEON', 'ICN', 'KRICN', 'KRSEL'] },
  { name: 'Tokyo', zone: 'Asia/Tokyo', keys: ['TOKYO', 'NARITA', 'NRT', 'HND', 'JPTYO', 'JPNRT'] },
  { name: 'New York', zone: 'America/New_York', keys: ['NEW YORK', 'JFK', 'EWR', 'USNYC'] },
  { name: 'Savannah', zone: 'America/New_York', keys: ['SAVANNAH', 'USSAV'] },
  { name: 'Chicago', zone: 'America/Chicago', keys: ['CHICAGO', 'ORD', 'USCHI', 'USORD'] },
  { name: 'Los Angeles', zone: 'America/Los_Angeles', keys: ['LOS ANGELES', 'LAX', 'USLAX'] },
  { name: 'Long Beach', zone: 'America/Los_Angeles', keys: ['LONG BEACH', 'USLGB'] },
  { name: 'Toronto', zone: 'America/Toronto', keys: ['TORONTO', 'YYZ', 'CATOR'] },
  { name: 'Montreal', zone: 'America/Toronto', keys: ['MONTREAL', 'YUL', 'CAMTR'] },
  { name: 'Sydney', zone: 'Australia/Sydney', keys: ['SYDNEY', 'SYD', 'AUSYD'] },
  { name: 'Melbourne', zone: 'Australia/Melbourne', keys: ['MELBOURNE', 'MEL', 'AUMEL'] },
]

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
  const text = ` ${place
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
  const has = (key: string) => text.includes(` ${key} `)
  // Codes and names of places first: "Frankfurt (FRA), Germany" is Frankfurt.
  const known = PLACES.find((entry) => entry.keys.some(has))
  if (known) return { zone: known.zone, name: known.name }
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
