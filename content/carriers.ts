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
 * number being tracked, `{prefix}` and `{serial}` by an air waybill's airline prefix and its
 * 8 digits after it; a URL without any opens the carrier's search form.
 *
 * Checked 2026-11-23 against these public references (each entry says which it matched):
 * - [BIC-list] the owner-code table in freight-trust/documentation (docs/platform/vessel-carriers.md),
 *   which lists the BIC register's owner codes by operator;
 * - [T49] Terminal49's carrier table (SCAC and bill of lading prefix per line);
 * - [P44] project44's ocean carrier SCAC appendix (developers.project44.com);
 * - [IATA-list] published airline prefix tables (IATA Airline Coding Directory numbers), as
 *   reproduced in forwarders' AWB prefix lists;
 * - [links] the carriers' tracking URLs as used by several independent public tracking tools.
 * Nothing here was fetched live from the carriers' sites; carriers move their pages, so staff
 * should recheck a link when a customer reports it broken.
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
  /** The carrier's public tracking page; see above for `{number}`, `{prefix}` and `{serial}`. */
  trackingUrl: string
}

export const CARRIERS_SOURCE =
  'Owner codes: BIC container prefix register (bic-code.org); SCAC: NMFTA; airline prefixes: IATA; tracking pages: the carriers’ own websites (checked November 2026).'

export const CARRIERS: readonly Carrier[] = [
  {
    // Owner codes [BIC-list]; SCAC MAEU [T49], SUDU is Hamburg Süd's, a Maersk line [T49, BIC-list].
    id: 'maersk',
    name: 'Maersk',
    mode: 'sea',
    ownerCodes: [
      'MAEU',
      'MSKU',
      'MRKU',
      'MRSU',
      'MSAU',
      'MNBU',
      'MMAU',
      'MCAU',
      'MWCU',
      'MIEU',
      'PONU',
      'SUDU',
    ],
    scacCodes: ['MAEU', 'SUDU'],
    // [links]: the number in the path, as maersk.com's own tracking addresses have it.
    trackingUrl: 'https://www.maersk.com/tracking/{number}',
  },
  {
    // Owner codes [BIC-list]; SCAC MSCU, bills of lading start MEDU [T49].
    id: 'msc',
    name: 'MSC Mediterranean Shipping Company',
    mode: 'sea',
    ownerCodes: ['MSCU', 'MEDU', 'MSDU', 'MSMU', 'MSNU', 'MSZU'],
    scacCodes: ['MEDU', 'MSCU'],
    trackingUrl: 'https://www.msc.com/en/track-a-shipment?trackingNumber={number}',
  },
  {
    // Owner codes [BIC-list] (APZU, APHU: APL, a CMA CGM line); SCAC CMDU, APLU [T49, P44].
    id: 'cma-cgm',
    name: 'CMA CGM',
    mode: 'sea',
    ownerCodes: ['CMAU', 'CGMU', 'ECMU', 'APZU', 'APHU'],
    scacCodes: ['CMDU', 'APLU'],
    trackingUrl:
      'https://www.cma-cgm.com/ebusiness/tracking/search?SearchBy=Container&Reference={number}',
  },
  {
    // Owner codes [BIC-list] (UACU: UASC, merged into Hapag-Lloyd); SCAC HLCU [T49].
    id: 'hapag-lloyd',
    name: 'Hapag-Lloyd',
    mode: 'sea',
    ownerCodes: ['HLCU', 'HLXU', 'HLBU', 'UACU'],
    scacCodes: ['HLCU'],
    trackingUrl:
      'https://www.hapag-lloyd.com/en/online-business/track/track-by-container-solution.html?container={number}',
  },
  {
    // Owner codes [BIC-list] (NYKU, MOLU, KKFU, KKTU: the NYK, MOL and K Line boxes ONE took
    // over); SCAC ONEY [T49]. The tracking form is confirmed [links]; its parameters differ
    // between tools, so the link opens the form.
    id: 'one',
    name: 'Ocean Network Express (ONE)',
    mode: 'sea',
    ownerCodes: ['ONEU', 'NYKU', 'MOLU', 'KKFU', 'KKTU'],
    scacCodes: ['ONEY'],
    trackingUrl: 'https://ecomm.one-line.com/one-ecom/manage-shipment/cargo-tracking',
  },
  {
    // Owner codes [BIC-list]; SCAC EGLV [T49, P44]. ShipmentLink is Evergreen's own tracking site.
    id: 'evergreen',
    name: 'Evergreen Line',
    mode: 'sea',
    ownerCodes: ['EGHU', 'EGSU', 'EMCU', 'EISU', 'EITU'],
    scacCodes: ['EGLV'],
    trackingUrl: 'https://ct.shipmentlink.com/servlet/TDB1_CargoTracking.do',
  },
  {
    // Owner codes [BIC-list]; SCAC COSU [P44].
    id: 'cosco',
    name: 'COSCO Shipping Lines',
    mode: 'sea',
    ownerCodes: ['CSNU', 'CBHU', 'CCLU', 'CSLU'],
    scacCodes: ['COSU'],
    trackingUrl: 'https://elines.coscoshipping.com/ebusiness/cargoTracking',
  },
  {
    // Owner codes [BIC-list]; SCAC YMLU [T49].
    id: 'yang-ming',
    name: 'Yang Ming',
    mode: 'sea',
    ownerCodes: ['YMLU', 'YMMU'],
    scacCodes: ['YMLU'],
    trackingUrl: 'https://www.yangming.com/e-service/track_trace/track_trace_cargo_tracking.aspx',
  },
  {
    // Owner codes [BIC-list]; SCAC HDMU [T49].
    id: 'hmm',
    name: 'HMM',
    mode: 'sea',
    ownerCodes: ['HDMU', 'HMMU'],
    scacCodes: ['HDMU'],
    trackingUrl: 'https://www.hmm21.com/e-service/general/trackNTrace/TrackNTrace.do',
  },
  {
    // Owner codes [BIC-list]; SCAC ZIMU [T49].
    id: 'zim',
    name: 'ZIM',
    mode: 'sea',
    ownerCodes: ['ZIMU', 'ZCSU'],
    scacCodes: ['ZIMU'],
    trackingUrl: 'https://www.zim.com/tools/track-a-shipment?consnumber={number}',
  },
  {
    // Owner codes [BIC-list]; SCAC PCIU [T49].
    id: 'pil',
    name: 'PIL Pacific International Lines',
    mode: 'sea',
    ownerCodes: ['PCIU', 'PILU'],
    scacCodes: ['PCIU'],
    trackingUrl: 'https://www.pilship.com/digital-solutions/?tab=customer&id=track-trace',
  },
  {
    // Prefix 176 [IATA-list]. e-SkyCargo is Emirates SkyCargo's own tracking application [links].
    id: 'emirates',
    name: 'Emirates SkyCargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '176',
    trackingUrl:
      'https://eskycargo.emirates.com/app/offerandorder/#/shipments/list?type=D&values={number}',
  },
  {
    // Prefix 157 [IATA-list]; the page takes the prefix and the serial apart [links].
    id: 'qatar-airways',
    name: 'Qatar Airways Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '157',
    trackingUrl:
      'https://www.qrcargo.com/s/track-your-shipment?documentType=MAWB&documentPrefix={prefix}&documentNumber={serial}',
  },
  {
    // Prefix 235 [IATA-list]; tracking page [links].
    id: 'turkish',
    name: 'Turkish Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '235',
    trackingUrl: 'https://www.turkishcargo.com/en/online-services/shipment-tracking',
  },
  {
    // Prefix 618 [IATA-list]. The tools disagree on the tracking page's address, so the link
    // is the home page, where tracking is offered.
    id: 'singapore-airlines',
    name: 'Singapore Airlines Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '618',
    trackingUrl: 'https://www.siacargo.com/',
  },
  {
    // Prefix 160 [IATA-list]; tracking page [links].
    id: 'cathay',
    name: 'Cathay Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '160',
    trackingUrl: 'https://www.cathaycargo.com/en-us/track-and-trace.html',
  },
  {
    // Prefix 607 [IATA-list]; tracking page [links].
    id: 'etihad',
    name: 'Etihad Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '607',
    trackingUrl: 'https://www.etihadcargo.com/en/e-services/shipment-tracking',
  },
  {
    // Prefix 065 [IATA-list]. No tracking page could be confirmed: the home page.
    id: 'saudia',
    name: 'Saudia Cargo',
    mode: 'air',
    ownerCodes: [],
    scacCodes: [],
    airlinePrefix: '065',
    trackingUrl: 'https://www.saudiacargo.com/',
  },
  {
    // Prefix 997 [IATA-list]. Biman's own cargo tracking page could not be confirmed (the
    // tools use a third-party portal): the home page.
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
  const awb = /^(\d{3})(\d{8})$/.exec(number)
  return carrier.trackingUrl
    .replace('{number}', encodeURIComponent(number))
    .replace('{prefix}', awb?.[1] ?? '')
    .replace('{serial}', awb?.[2] ?? '')
}
