// Issue 42: the customer's own shipment history says what happened at each step, in English and
// Bangla, naming the document as the checklist does, never "Updated" or the event's kind.
import { describe, expect, it } from 'vitest'
import { describeShipmentEvent } from '#app/components/account/shipment-events.ts'
import { plainTextOf } from '#app/i18n/messages.ts'
import { SHIPMENT_EVENT_KINDS, type ShipmentEventKind } from '#schemas/portal/shipment-events.ts'

const EVENTS: Record<ShipmentEventKind, [Record<string, unknown>, string, string]> = {
  'company-assigned': [
    { companyId: 3, companyName: 'Padma Knit Ltd' },
    'Put in Padma Knit Ltd’s account',
    'Padma Knit Ltd-এর অ্যাকাউন্টে যোগ করা হয়েছে',
  ],
  shared: [
    { companyId: 7, companyName: 'Elbe Mode GmbH', role: 'upload' },
    'Shared with Elbe Mode GmbH (View and upload documents)',
    'Elbe Mode GmbH-এর সাথে শেয়ার করা হয়েছে (দেখতে ও কাগজপত্র আপলোড করতে)',
  ],
  unshared: [
    { companyId: 7, companyName: 'Elbe Mode GmbH', role: 'view' },
    'No longer shared with Elbe Mode GmbH',
    'Elbe Mode GmbH-এর সাথে আর শেয়ার করা নেই',
  ],
  'milestone-added': [
    { kind: 'departed', label: 'Departed', place: 'Chattogram, Bangladesh' },
    'Milestone: Departed at Chattogram, Bangladesh',
    'ধাপ: ছেড়ে গেছে, Chattogram, Bangladesh',
  ],
  'document-requested': [
    { document: 'exp' },
    'EXP form (certified by the AD bank) asked for',
    'ইএক্সপি ফরম (এডি ব্যাংক প্রত্যয়িত) চাওয়া হয়েছে',
  ],
  'document-uploaded': [
    { document: 'commercial-invoice', file: 'invoice-0042.pdf' },
    'Commercial invoice uploaded: invoice-0042.pdf',
    'বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস) আপলোড করা হয়েছে: invoice-0042.pdf',
  ],
  'document-accepted': [
    { document: 'packing-list' },
    'Packing list accepted',
    'প্যাকিং লিস্ট গ্রহণ করা হয়েছে',
  ],
  'document-refused': [
    { document: 'packing-list', reason: 'Unsigned' },
    'Packing list refused: Unsigned',
    'প্যাকিং লিস্ট ফেরত দেওয়া হয়েছে: Unsigned',
  ],
  'document-overdue': [
    { document: 'certificate-of-origin' },
    'Certificate of origin overdue',
    'উৎস সনদ (সার্টিফিকেট অব অরিজিন) দেওয়ার সময় পেরিয়ে গেছে',
  ],
  'document-not-needed': [
    { document: 'bill-of-export' },
    'Bill of export not needed for this shipment',
    'এই শিপমেন্টে বিল অব এক্সপোর্ট লাগবে না',
  ],
  'draft-bl-sent': [
    { document: 'draft-bl', file: 'draft-bl.pdf' },
    'Draft bill of lading sent to you to approve: draft-bl.pdf',
    'খসড়া বিল অব লেডিং আপনার অনুমোদনের জন্য পাঠানো হয়েছে: draft-bl.pdf',
  ],
  'draft-bl-approved': [
    { document: 'draft-bl' },
    'Draft bill of lading approved',
    'খসড়া বিল অব লেডিং অনুমোদন করা হয়েছে',
  ],
  'draft-bl-corrections': [
    { document: 'draft-bl', corrections: 'Consignee: add the VAT number' },
    'Draft bill of lading sent back with corrections: Consignee: add the VAT number',
    'খসড়া বিল অব লেডিং সংশোধনসহ ফেরত পাঠানো হয়েছে: Consignee: add the VAT number',
  ],
  'booking-confirmed': [
    { booking: 'B-7K2Q9' },
    'Booking B-7K2Q9 confirmed: this shipment was made from it',
    'বুকিং B-7K2Q9 নিশ্চিত করা হয়েছে: এই শিপমেন্টটি তা থেকে তৈরি',
  ],
}

describe('describeShipmentEvent, the customer’s shipment history', () => {
  it.each(SHIPMENT_EVENT_KINDS)('says what %s means in English and Bangla', (kind) => {
    const [detail, english, bangla] = EVENTS[kind]
    expect(plainTextOf(describeShipmentEvent({ kind, detail }, 'en'))).toBe(english)
    expect(plainTextOf(describeShipmentEvent({ kind, detail }, 'bn'))).toBe(bangla)
  })

  it('words an event whose detail names nothing, without its kind or "Updated"', () => {
    for (const kind of SHIPMENT_EVENT_KINDS) {
      for (const language of ['en', 'bn'] as const) {
        const text = plainTextOf(describeShipmentEvent({ kind, detail: {} }, language))
        expect(text, `${kind} (${language})`).not.toContain(kind)
        expect(text, `${kind} (${language})`).not.toMatch(/Updated|হালনাগাদ|undefined|\{/)
      }
    }
  })
})

describe('what people typed, in the Bangla history', () => {
  const englishParts = (kind: ShipmentEventKind, detail: Record<string, unknown>) =>
    describeShipmentEvent({ kind, detail }, 'bn')
      .filter((part) => part.lang === 'en')
      .map((part) => part.text)

  it('marks a milestone staff named, its place and a reason in Latin letters as English', () => {
    expect(
      englishParts('milestone-added', {
        kind: 'other',
        label: 'Fumigation certificate issued',
        place: 'Chattogram',
      }),
    ).toEqual(['Fumigation certificate issued', 'Chattogram'])
    expect(
      englishParts('document-refused', { document: 'packing-list', reason: 'Unsigned' }),
    ).toEqual(['Unsigned'])
  })

  it('leaves Bangla words, and everything on an English page, unmarked', () => {
    expect(
      englishParts('document-refused', { document: 'packing-list', reason: 'সই নেই' }),
    ).toEqual([])
    expect(englishParts('milestone-added', { kind: 'departed', label: 'Departed' })).toEqual([])
    const english = describeShipmentEvent(
      { kind: 'milestone-added', detail: { kind: 'other', label: 'Fumigated', place: 'Dhaka' } },
      'en',
    )
    expect(english.some((part) => part.lang)).toBe(false)
  })
})
