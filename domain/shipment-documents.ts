/**
 * The documents a shipment needs, by its direction and mode (issue 42, Documents): the one
 * definition the portal, the workspace and the API read. Plain TypeScript, so pages can use it
 * without the validation library. Facts from docs/research (shipper platform notes, Bangladesh):
 * export customs takes a bill of export with the commercial invoice, packing list, the EXP form
 * certified by the AD bank and a certificate of origin (EPB or a chamber); garments need the
 * Utilization Declaration (UD) from BGMEA or BKMEA; the sea B/L is issued to the order of the
 * exporter's bank after the customer approves its draft.
 */
import { addDays } from './calendar.ts'
import { dhakaToday, toDhakaParts } from './dhaka-time.ts'
import type { Language, Localized } from './languages.ts'
import type { ShipmentMode } from './tracking.ts'

/** Whether the shipment leaves Bangladesh or arrives in it. */
export const SHIPMENT_DIRECTIONS = ['export', 'import'] as const
export type ShipmentDirection = (typeof SHIPMENT_DIRECTIONS)[number]

/** What the goods are, as far as the paperwork cares: garments need a UD. Staff set it. */
export const SHIPMENT_GOODS = ['general', 'garments'] as const
export type ShipmentGoods = (typeof SHIPMENT_GOODS)[number]

/** Who provides a document. */
export const DOCUMENT_PROVIDERS = ['shipper', 'forwarder', 'buyer', 'agent'] as const
export type DocumentProvider = (typeof DOCUMENT_PROVIDERS)[number]

export const DOCUMENT_PROVIDER_LABELS: Record<DocumentProvider, Localized> = {
  shipper: { en: 'Shipper', bn: 'শিপার' },
  forwarder: { en: 'Delta Bridge (forwarder)', bn: 'ডেল্টা ব্রিজ (ফরোয়ার্ডার)' },
  buyer: { en: 'Buyer or importer', bn: 'ক্রেতা বা আমদানিকারক' },
  agent: { en: 'C&F agent', bn: 'সিএন্ডএফ এজেন্ট' },
}

/**
 * The state kept for a document: 'requested' until a file comes, 'uploaded' until staff (or,
 * for a draft B/L, the customer) decide, then 'accepted' or 'refused' (with a reason; a draft
 * B/L sent back carries the corrections); 'not-needed' when staff say so.
 */
export const DOCUMENT_STATES = [
  'requested',
  'uploaded',
  'accepted',
  'refused',
  'not-needed',
] as const
export type DocumentState = (typeof DOCUMENT_STATES)[number]

/** What a person sees: the kept state, or 'overdue' when it is still awaited past its due date. */
export type DocumentStatus = DocumentState | 'overdue'

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, Localized> = {
  requested: { en: 'Requested', bn: 'চাওয়া হয়েছে' },
  uploaded: { en: 'Uploaded', bn: 'আপলোড হয়েছে' },
  accepted: { en: 'Accepted', bn: 'গৃহীত' },
  refused: { en: 'Refused', bn: 'ফেরত দেওয়া হয়েছে' },
  'not-needed': { en: 'Not needed', bn: 'প্রয়োজন নেই' },
  overdue: { en: 'Overdue', bn: 'সময় পেরিয়ে গেছে' },
}

export interface DocumentDefinition {
  label: Localized
  provider: DocumentProvider
  /**
   * Due this many days before the ETD (negative: after it). Export documents are due before the
   * cut-off, which at Chattogram is a day or two before the vessel sails, so their rule counts
   * from the ETD with that margin; import documents are due before the cargo leaves origin.
   */
  daysBeforeEtd: number
}

export const DOCUMENT_KINDS = {
  'commercial-invoice': {
    label: { en: 'Commercial invoice', bn: 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস)' },
    provider: 'shipper',
    daysBeforeEtd: 5,
  },
  'packing-list': {
    label: { en: 'Packing list', bn: 'প্যাকিং লিস্ট' },
    provider: 'shipper',
    daysBeforeEtd: 5,
  },
  exp: {
    label: { en: 'EXP form (certified by the AD bank)', bn: 'ইএক্সপি ফরম (এডি ব্যাংক প্রত্যয়িত)' },
    provider: 'shipper',
    daysBeforeEtd: 4,
  },
  ud: {
    label: {
      en: 'Utilization Declaration (UD) from BGMEA or BKMEA',
      bn: 'বিজিএমইএ বা বিকেএমইএ-র ইউটিলাইজেশন ডিক্লারেশন (ইউডি)',
    },
    provider: 'shipper',
    daysBeforeEtd: 4,
  },
  'certificate-of-origin': {
    label: { en: 'Certificate of origin', bn: 'উৎস সনদ (সার্টিফিকেট অব অরিজিন)' },
    provider: 'shipper',
    daysBeforeEtd: 3,
  },
  'bill-of-export': {
    label: { en: 'Bill of export', bn: 'বিল অব এক্সপোর্ট' },
    provider: 'agent',
    daysBeforeEtd: 2,
  },
  'booking-confirmation': {
    label: { en: 'Booking confirmation', bn: 'বুকিং নিশ্চিতকরণ' },
    provider: 'forwarder',
    daysBeforeEtd: 7,
  },
  'draft-bl': {
    label: { en: 'Draft bill of lading', bn: 'খসড়া বিল অব লেডিং' },
    provider: 'forwarder',
    daysBeforeEtd: 1,
  },
  'final-bl': {
    label: { en: 'Final bill of lading', bn: 'চূড়ান্ত বিল অব লেডিং' },
    provider: 'forwarder',
    daysBeforeEtd: -3,
  },
  awb: {
    label: { en: 'Air waybill', bn: 'এয়ার ওয়েবিল' },
    provider: 'forwarder',
    daysBeforeEtd: 0,
  },
  'import-invoice': {
    label: { en: 'Commercial invoice', bn: 'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস)' },
    provider: 'buyer',
    daysBeforeEtd: 0,
  },
  'import-packing-list': {
    label: { en: 'Packing list', bn: 'প্যাকিং লিস্ট' },
    provider: 'buyer',
    daysBeforeEtd: 0,
  },
  'lc-copy': {
    label: { en: 'Letter of credit (copy)', bn: 'ঋণপত্রের (এলসি) কপি' },
    provider: 'buyer',
    daysBeforeEtd: 3,
  },
  'imp-form': {
    label: { en: 'IMP form and LCA', bn: 'আইএমপি ফরম ও এলসিএ' },
    provider: 'buyer',
    daysBeforeEtd: 3,
  },
  'insurance-certificate': {
    label: { en: 'Insurance certificate', bn: 'বিমা সনদ' },
    provider: 'buyer',
    daysBeforeEtd: 0,
  },
  'import-certificate-of-origin': {
    label: { en: 'Certificate of origin', bn: 'উৎস সনদ (সার্টিফিকেট অব অরিজিন)' },
    provider: 'shipper',
    daysBeforeEtd: 0,
  },
  'import-bl': {
    label: { en: 'Bill of lading', bn: 'বিল অব লেডিং' },
    provider: 'agent',
    daysBeforeEtd: -2,
  },
  'import-awb': {
    label: { en: 'Air waybill', bn: 'এয়ার ওয়েবিল' },
    provider: 'agent',
    daysBeforeEtd: 0,
  },
} as const satisfies Record<string, DocumentDefinition>

export type DocumentKind = keyof typeof DOCUMENT_KINDS
export const DOCUMENT_KIND_IDS = Object.keys(DOCUMENT_KINDS) as [DocumentKind, ...DocumentKind[]]

/** How a mode carries its main leg, which sets the transport document: a B/L or an AWB. */
function carriage(mode: ShipmentMode): 'sea' | 'air' | 'road' {
  if (mode === 'sea' || mode === 'sea-air') return 'sea'
  if (mode === 'air' || mode === 'road-air') return 'air'
  return 'road'
}

/** The checklist of a shipment, in the order its documents are usually ready. */
export function checklistFor(
  direction: ShipmentDirection,
  mode: ShipmentMode,
  goods: ShipmentGoods,
): DocumentKind[] {
  const by = carriage(mode)
  if (direction === 'import') {
    const transport: DocumentKind[] =
      by === 'sea' ? ['import-bl'] : by === 'air' ? ['import-awb'] : []
    return [
      'import-invoice',
      'import-packing-list',
      'lc-copy',
      'imp-form',
      'insurance-certificate',
      'import-certificate-of-origin',
      ...transport,
    ]
  }
  const garments: DocumentKind[] = goods === 'garments' ? ['ud'] : []
  if (by === 'air') return ['commercial-invoice', 'packing-list', 'exp', ...garments, 'awb']
  if (by === 'road') return ['commercial-invoice', 'packing-list', 'exp', ...garments]
  return [
    'booking-confirmation',
    'commercial-invoice',
    'packing-list',
    'exp',
    ...garments,
    'certificate-of-origin',
    'bill-of-export',
    'draft-bl',
    'final-bl',
  ]
}

/** The Dhaka date a document is due ("2026-11-15"), or null while the shipment has no ETD. */
export function dueDate(kind: DocumentKind, etd: string | Date | null): string | null {
  if (etd === null) return null
  return addDays(toDhakaParts(etd).date, -DOCUMENT_KINDS[kind].daysBeforeEtd)
}

/** Still awaited (requested, or refused and not sent again) after its due date, in Dhaka. */
export function documentStatus(
  state: DocumentState,
  due: string | null,
  now = new Date(),
): DocumentStatus {
  const awaited = state === 'requested' || state === 'refused'
  return awaited && due !== null && due < dhakaToday(now) ? 'overdue' : state
}

/** Whether the customer's side provides it (everything but the forwarder's own papers). */
export function customerProvides(kind: DocumentKind): boolean {
  return DOCUMENT_KINDS[kind].provider !== 'forwarder'
}

export function documentLabel(kind: DocumentKind, language: Language): string {
  return DOCUMENT_KINDS[kind].label[language]
}
