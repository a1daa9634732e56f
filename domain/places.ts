import type { Language, Localized } from './languages.ts'

/**
 * The airports, ports and cities our lanes use: one list, read by the tracking page's clocks
 * (place-zones.ts) and by the instant estimate, which prices rate cards written in UN/LOCODEs
 * (docs/decisions/0020-exact-money.md) from what a visitor typed in the quote form's free-text
 * city. Bangla names as Bangla newspapers write them (docs/bangla-glossary.md, Places and names).
 */
export interface KnownPlace {
  /** The UN/LOCODE rate cards name it by. */
  code: string
  name: Localized
  /** IANA time zone of its clock. */
  zone: string
  /**
   * Other ways of writing it, upper case: IATA airport codes, other UN/LOCODEs of the same city,
   * older or local names, other Bangla spellings.
   */
  aliases: readonly string[]
}

const place = (
  code: string,
  en: string,
  bn: string,
  zone: string,
  aliases: readonly string[] = [],
): KnownPlace => ({ code, name: { en, bn }, zone, aliases })

export const KNOWN_PLACES: readonly KnownPlace[] = [
  place('BDDAC', 'Dhaka', 'ঢাকা', 'Asia/Dhaka', [
    'DAC',
    'HSIA',
    'HAZRAT SHAHJALAL',
    'HAZRAT SHAHJALAL INTERNATIONAL AIRPORT',
    'হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর',
    'KAMALAPUR',
    'ICD KAMALAPUR',
  ]),
  place('BDCGP', 'Chattogram', 'চট্টগ্রাম', 'Asia/Dhaka', ['CHITTAGONG', 'CGP', 'চিটাগাং']),
  place('BDMGL', 'Mongla', 'মোংলা', 'Asia/Dhaka'),
  place('BDBEN', 'Benapole', 'বেনাপোল', 'Asia/Dhaka'),
  place('DEFRA', 'Frankfurt', 'ফ্রাঙ্কফুর্ট', 'Europe/Berlin', ['FRA', 'ফ্রাংকফুর্ট']),
  place('DEHAM', 'Hamburg', 'হামবুর্গ', 'Europe/Berlin', ['HAM']),
  place('DEBRV', 'Bremerhaven', 'ব্রেমারহাফেন', 'Europe/Berlin'),
  place('DELEJ', 'Leipzig', 'লাইপজিগ', 'Europe/Berlin', ['LEJ']),
  place('DEMUC', 'Munich', 'মিউনিখ', 'Europe/Berlin', ['MÜNCHEN', 'MUC']),
  place('NLRTM', 'Rotterdam', 'রটারড্যাম', 'Europe/Amsterdam', ['RTM', 'রটারডাম']),
  place('NLAMS', 'Amsterdam', 'আমস্টারডাম', 'Europe/Amsterdam', ['SCHIPHOL', 'AMS']),
  place('BEANR', 'Antwerp', 'অ্যান্টওয়ার্প', 'Europe/Brussels', ['ANTWERPEN']),
  place('BEBRU', 'Brussels', 'ব্রাসেলস', 'Europe/Brussels', ['BRU']),
  place('BELGG', 'Liège', 'লিয়েজ', 'Europe/Brussels', ['LIEGE', 'LGG']),
  place('FRLEH', 'Le Havre', 'লে আভ্র', 'Europe/Paris'),
  place('FRPAR', 'Paris', 'প্যারিস', 'Europe/Paris', ['CDG', 'ORY', 'FRCDG']),
  place('GBLON', 'London', 'লন্ডন', 'Europe/London', ['HEATHROW', 'LHR', 'GBLHR']),
  place('GBFXT', 'Felixstowe', 'ফেলিক্সস্টো', 'Europe/London'),
  place('GBSOU', 'Southampton', 'সাউদাম্পটন', 'Europe/London'),
  place('ESBCN', 'Barcelona', 'বার্সেলোনা', 'Europe/Madrid', ['BCN']),
  place('ESVLC', 'Valencia', 'ভালেন্সিয়া', 'Europe/Madrid', ['VLC']),
  place('ESMAD', 'Madrid', 'মাদ্রিদ', 'Europe/Madrid', ['MAD']),
  place('ITGOA', 'Genoa', 'জেনোয়া', 'Europe/Rome', ['GENOVA']),
  place('ITMIL', 'Milan', 'মিলান', 'Europe/Rome', ['MILANO', 'MXP', 'ITMXP']),
  place('TRIST', 'Istanbul', 'ইস্তাম্বুল', 'Europe/Istanbul', ['IST']),
  place('AEDXB', 'Dubai', 'দুবাই', 'Asia/Dubai', ['DXB', 'DWC']),
  place('AEJEA', 'Jebel Ali', 'জেবেল আলী', 'Asia/Dubai'),
  place('AESHJ', 'Sharjah', 'শারজাহ', 'Asia/Dubai', ['SHJ']),
  place('AEAUH', 'Abu Dhabi', 'আবুধাবি', 'Asia/Dubai', ['AUH']),
  place('QADOH', 'Doha', 'দোহা', 'Asia/Qatar', ['DOH']),
  place('SAJED', 'Jeddah', 'জেদ্দা', 'Asia/Riyadh', ['JED']),
  place('LKCMB', 'Colombo', 'কলম্বো', 'Asia/Colombo', ['CMB']),
  place('INCCU', 'Kolkata', 'কলকাতা', 'Asia/Kolkata', ['CALCUTTA', 'CCU']),
  place('INDEL', 'Delhi', 'দিল্লি', 'Asia/Kolkata', ['NEW DELHI', 'DEL']),
  place('INBOM', 'Mumbai', 'মুম্বাই', 'Asia/Kolkata', ['BOM']),
  place('INNSA', 'Nhava Sheva', 'নাভা শেভা', 'Asia/Kolkata'),
  place('SGSIN', 'Singapore', 'সিঙ্গাপুর', 'Asia/Singapore', ['SIN']),
  place('MYPKG', 'Port Klang', 'পোর্ট কেলাং', 'Asia/Kuala_Lumpur', ['পোর্ট ক্লাং']),
  place('MYKUL', 'Kuala Lumpur', 'কুয়ালালামপুর', 'Asia/Kuala_Lumpur', ['KUL']),
  place('MYTPP', 'Tanjung Pelepas', 'তানজুং পেলেপাস', 'Asia/Kuala_Lumpur'),
  place('THBKK', 'Bangkok', 'ব্যাংকক', 'Asia/Bangkok', ['BKK']),
  place('THLCH', 'Laem Chabang', 'লেম চাবাং', 'Asia/Bangkok'),
  place('HKHKG', 'Hong Kong', 'হংকং', 'Asia/Hong_Kong', ['HKG']),
  place('CNSHA', 'Shanghai', 'সাংহাই', 'Asia/Shanghai', ['PVG', 'CNPVG']),
  place('CNSZX', 'Shenzhen', 'শেনজেন', 'Asia/Shanghai', ['SZX']),
  place('CNYTN', 'Yantian', 'ইয়ানতিয়ান', 'Asia/Shanghai'),
  place('CNCAN', 'Guangzhou', 'গুয়াংজু', 'Asia/Shanghai', ['CAN']),
  place('CNNGB', 'Ningbo', 'নিংবো', 'Asia/Shanghai'),
  place('KRPUS', 'Busan', 'বুসান', 'Asia/Seoul', ['PUSAN']),
  place('KRSEL', 'Seoul', 'সিউল', 'Asia/Seoul', ['INCHEON', 'ICN', 'KRICN']),
  place('JPTYO', 'Tokyo', 'টোকিও', 'Asia/Tokyo', ['NARITA', 'NRT', 'HND', 'JPNRT']),
  place('USNYC', 'New York', 'নিউইয়র্ক', 'America/New_York', ['JFK', 'EWR', 'নিউ ইয়র্ক']),
  place('USSAV', 'Savannah', 'সাভানা', 'America/New_York'),
  place('USCHI', 'Chicago', 'শিকাগো', 'America/Chicago', ['ORD', 'USORD']),
  place('USLAX', 'Los Angeles', 'লস অ্যাঞ্জেলেস', 'America/Los_Angeles', ['LAX']),
  place('USLGB', 'Long Beach', 'লং বিচ', 'America/Los_Angeles'),
  place('CATOR', 'Toronto', 'টরন্টো', 'America/Toronto', ['YYZ']),
  place('CAMTR', 'Montreal', 'মন্ট্রিয়ল', 'America/Toronto', ['YUL']),
  place('AUSYD', 'Sydney', 'সিডনি', 'Australia/Sydney', ['SYD']),
  place('AUMEL', 'Melbourne', 'মেলবোর্ন', 'Australia/Melbourne', ['MEL']),
]

/**
 * Text as places are compared: upper case, Bengali vowel signs kept, every run of other
 * characters (spaces, commas, brackets, the joiners a Bangla keyboard types) one space.
 */
export function placeKeyOf(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\u200c\u200d]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
}

/** Every name, code and alias of a known place, as placeKeyOf writes it. */
export function placeKeys(known: KnownPlace): string[] {
  return [known.code, known.name.en, known.name.bn, ...known.aliases].map(placeKeyOf)
}

const BY_KEY = new Map(KNOWN_PLACES.flatMap((known) => placeKeys(known).map((key) => [key, known])))

const BY_CODE = new Map(KNOWN_PLACES.map((known) => [known.code, known]))

/**
 * A UN/LOCODE's name in `language` ("BDCGP" → "Chattogram", "চট্টগ্রাম"), for pages that list
 * lanes; the code itself for a place we do not list, never a guess.
 */
export function placeName(code: string, language: Language): string {
  return BY_CODE.get(code)?.name[language] ?? code
}

/** Country codes a UN/LOCODE we do not list may start with: the countries of our lanes. */
const LANE_COUNTRIES = new Set(KNOWN_PLACES.map((known) => known.code.slice(0, 2)))

const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/

/** A place as the estimate names it: its UN/LOCODE and, when we list it, its names. */
export interface ResolvedPlace {
  code: string
  name: Localized
}

/**
 * The UN/LOCODE of what a visitor typed: a code, an English or Bangla name, an alias, in any
 * case and spacing ("chittagong", "চট্টগ্রাম", "Hamburg, Germany", "Dhaka (HSIA)"). A
 * well-formed code we do not list is taken as it is when its country is one of our lanes' (a
 * rate card may name it); anything else is undefined, never a guess.
 */
export function resolvePlace(typed: string): ResolvedPlace | undefined {
  const whole = placeKeyOf(typed)
  // "Hamburg, Germany" and "Dhaka (HSIA)": the city before the country or the airport.
  const head = placeKeyOf(typed.split(/[,(]/u)[0] ?? '')
  for (const key of [whole, head]) {
    const known = BY_KEY.get(key)
    if (known) return { code: known.code, name: known.name }
  }
  if (UN_LOCODE.test(whole) && LANE_COUNTRIES.has(whole.slice(0, 2))) {
    return { code: whole, name: { en: whole, bn: whole } }
  }
  return undefined
}
