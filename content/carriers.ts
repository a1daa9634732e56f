/**
 * The ocean carriers and airlines that serve Bangladesh (Chattogram and Mongla by sea, Dhaka
 * by air), with the codes that make their numbers recognisable:
 *
 * - container owner codes (the first three letters plus the category letter U) as registered
 *   with the Bureau International des Containers (BIC, https://www.bic-code.org/), and the SCAC
 *   codes the lines put at the start of their bills of lading (NMFTA);
 * - three-digit airline prefixes as assigned by IATA (the first digits of every air waybill).
 *
 * Tracking pages are the carriers' own public pages. `{number}` in a URL is replaced by the
 * number being tracked; a URL without it opens the carrier's search form. Reviewed 2026-11;
 * carriers move their pages, so staff should recheck a link when a customer reports it broken.
 */

export type CarrierMode = 'sea' | 'air'

export interface Carrier {
  /** Stable id for the API, e.g. "maersk". */
  id: string
  name: string
  mode: CarrierMode
  /** Sea: BIC owner codes with their category letter, e.g. "MSKU". */
  ownerCodes: readonly string[]
  /** Sea: SCAC codes, the usual prefix of the line's bill of lading numbers. */
  scacCodes: readonly string[]
  /** Air: IATA airline prefix, e.g. "176". */
  airlinePrefix?: string
  /** The carrier's public tracking page; `{number}` is replaced by the number. */
  trackingUrl: string
}

export const CARRIERS_SOURCE =
  'Owner codes: BIC container prefix register (bic-code.org); SCAC: NMFTA; airline prefixes: IATA; tracking pages: the carriers’ own websites (reviewed November 2026).'

export const CARRIERS: readonly Carrier[] = [
  {
    id: 'maersk',
    name: 'Maersk',
    mode: 'sea',
    ownerCodes: ['MAEU', 'MSKU', 'MRKU', 'MRSU', 'MSAU', 'SUDU'],
    scacCodes: ['MAEU', 'SUDU'],
    trackingUrl: 'https://www.maersk.com/tracking/{number}',
  },
  {
    id: 'msc',
    name: 'MSC Mediterranean Shipping Company',
    mode: 'sea',
    ownerCodes: ['MSCU', 'MEDU', 'MSDU', 'MSMU'],
    scacCodes: ['MEDU'],
    trackingUrl: 'https://www.msc.com/en/track-a-shipment?trackingNumber={number}',
  },
  {
    id: 'cma-cgm',
    name: 'CMA CGM',
    mode: 'sea',
    ownerCodes: ['CMAU', 'CGMU', 'ECMU', 'APZU', 'APHU'],
    scacCodes: ['CMDU', 'APLU'],
    trackingUrl:
      'https://www.cma-cgm.com/ebusiness/tracking/search?SearchBy=Container&Reference={number}',
  },
  {
    id: 'hapag-lloyd',
    name: 'Hapag-Lloyd',
    mode: 'sea',
    ownerCodes: ['HLCU', 'HLXU', 'HLBU', 'UACU'],
    scacCodes: ['HLCU'],
    trackingUrl:
      'https://www.hapag-lloyd.com/en/online-business/track/track-by-container-solution.html?container={number}',
  },
  {
    id: 'one',
    name: 'Ocean Network Express (ONE)',
    mode: 'sea',
    ownerCodes: ['ONEU', 'NYKU', 'MOLU', 'KKFU'],
    scacCodes: ['ONEY'],
    trackingUrl: 'https://ecomm.one-line.com/one-ecom/manage-shipment/cargo-tracking',
  },
  {
    id: 'evergreen',
    name: 'Evergreen Line',
    mode: 'sea',
    ownerCodes: ['EGHU', 'EGSU', 'EMCU', 'EISU'],
    scacCodes: ['EGLV'],
    trackingUrl: 'https://ct.shipmentlink.com/servlet/TDB1_CargoTracking.do',
  },
  {
    id: 'cosco',
    name: 'COSCO Shipping Lines',
    mode: 'sea',
    ownerCodes: ['CSNU', 'CBHU', 'CCLU', 'CSLU'],
    scacCodes: ['COSU'],
    trackingUrl: 'https://elines.coscoshipping.com/ebusiness/cargoTracking',
  },
  {
    id: 'yang-ming',
    name: 'Yang Ming',
    mode: 'sea',
    ownerCodes: ['YMLU', 'YMMU'],
    scacCodes: ['YMLU'],
    trackingUrl: 'https://www.yangming.com/e-service/track_trace/track_trace_cargo_tracking.aspx',
  },
  {
    id: 'hmm',
    name: 'HMM',
    mode: 'sea',
    ownerCodes: ['HDMU', 'HMMU'],
    scacCodes: ['HDMU'],
    trackingUrl: 'https://www.hmm21.com/e-service/general/trackNTrace/TrackNTrace.do',
  },
  {
    id: 'zim',
    name: 'ZIM',
    mode: 'sea',
    ownerCodes: ['ZIMU', 'ZCSU'],
    scacCodes: ['ZIMU'],
    trackingUrl: 'https://www.zim.com/tools/track-a-shipment?consnumber={number}',
  },
  {
    id: 'pil',
    name: 'PIL Pacific International Lines',
    mode: 'sea',
    ownerCodes: ['PCIU'],
    scacCodes: ['PCIU'],
    trackingUrl: 'https://www.pilship.com/digital-solutions/?tab=customer&id=track-trace',
  },
  {
    id: 'emirates',
    name: 'Emirates SkyCargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '176',
    trackingUrl: 'https://www.skycargo.com/track-shipments',
  },
  {
    id: 'qatar-airways',
    name: 'Qatar Airways Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '157',
    trackingUrl: 'https://www.qrcargo.com/s/track-your-shipment',
  },
  {
    id: 'turkish',
    name: 'Turkish Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '235',
    trackingUrl: 'https://www.turkishcargo.com/en/online-services/shipment-tracking',
  },
  {
    id: 'singapore-airlines',
    name: 'Singapore Airlines Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '618',
    trackingUrl: 'https://www.siacargo.com/',
  },
  {
    id: 'cathay',
    name: 'Cathay Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '160',
    trackingUrl: 'https://www.cathaycargo.com/en-us/track-and-trace.html',
  },
  {
    id: 'etihad',
    name: 'Etihad Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '607',
    trackingUrl: 'https://www.etihadcargo.com/en/e-services/shipment-tracking',
  },
  {
    id: 'saudia',
    name: 'Saudia Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '065',
    trackingUrl: 'https://www.saudiacargo.com/',
  },
  {
    id: 'biman',
    name: 'Biman Bangladesh Airlines',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '997',
    trackingUrl: 'https://www.biman-airlines.com/',
  },
]

/** The carrier owning a container's owner code (its first four letters), if in the table. */
export function carrierByOwnerCode(ownerCodeWithCategory: string): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.ownerCodes.includes(ownerCodeWithCategory))
}

export function carrierByAirlinePrefix(prefix: string): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.airlinePrefix === prefix)
}

/** The line whose SCAC starts a bill of lading number, e.g. "MAEU123456789". */
export function carrierBySCAC(billOfLading: string): Carrier | undefined {
  const prefix = billOfLading.slice(0, 4)
  return CARRIERS.find((carrier) => carrier.scacCodes.includes(prefix))
}

/** The carrier's tracking page for a number (its search form when it takes no number). */
export function carrierTrackingUrl(carrier: Carrier, number: string): string {
  return carrier.trackingUrl.replace('{number}', encodeURIComponent(number))
}
