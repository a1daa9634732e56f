// Issue 42: staff see each step of a shipment in the portal in its "Portal history" in words,
// not as the event's kind ("document-uploaded").
import { describe, expect, it } from 'vitest'
import { describePortalEvent } from '#app/components/staff/shipments/portal-events.ts'
import { SHIPMENT_EVENT_KINDS } from '#schemas/portal/shipment-events.ts'

describe('describePortalEvent, the workspace’s portal history', () => {
  it('says what happened at each step of the story, with its document, file and company', () => {
    const cases = [
      [
        { kind: 'booking-confirmed', detail: { booking: 'B-7K2Q9' } },
        'Booking B-7K2Q9 confirmed: the shipment was made from it',
      ],
      [
        {
          kind: 'document-uploaded',
          detail: { document: 'commercial-invoice', file: 'invoice-0042.pdf' },
        },
        'Commercial invoice uploaded: invoice-0042.pdf',
      ],
      [
        { kind: 'shared', detail: { companyId: 7, companyName: 'Elbe Mode GmbH', role: 'view' } },
        'Shared with Elbe Mode GmbH (view)',
      ],
      [
        { kind: 'draft-bl-sent', detail: { document: 'draft-bl', file: 'draft-bl.pdf' } },
        'Draft bill of lading sent to the customer to approve: draft-bl.pdf',
      ],
      [
        { kind: 'draft-bl-approved', detail: { document: 'draft-bl' } },
        'Draft bill of lading approved by the customer',
      ],
      [
        {
          kind: 'draft-bl-corrections',
          detail: { document: 'draft-bl', corrections: 'Consignee: add the VAT number' },
        },
        'Draft bill of lading sent back with corrections: Consignee: add the VAT number',
      ],
      [
        { kind: 'document-refused', detail: { document: 'packing-list', reason: 'Unsigned' } },
        'Packing list refused: Unsigned',
      ],
    ] as const
    for (const [event, text] of cases) expect(describePortalEvent(event)).toBe(text)
  })

  it('describes every kind of event in words, never by its identifier', () => {
    for (const kind of SHIPMENT_EVENT_KINDS) {
      const text = describePortalEvent({ kind, detail: { document: 'exp' } })
      expect(text, kind).not.toBe(kind)
      expect(text, kind).toMatch(/^[A-Z]/)
    }
  })
})
