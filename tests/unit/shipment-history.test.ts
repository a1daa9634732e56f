import { describe, expect, it } from 'vitest'
import { describeShipmentChange } from '#schemas/shipments.ts'

describe('describeShipmentChange, for the shipment history and the audit log', () => {
  it('says which fields an edit changed, old → new, instants in Dhaka time', () => {
    expect(
      describeShipmentChange('shipment.edit', {
        shipmentId: 1,
        emailsQueued: 2,
        changes: {
          eta: { from: '2026-12-24T02:30:00.000Z', to: '2026-12-27T04:00:00.000Z' },
          carrier: { from: 'Maersk', to: null },
          containers: { from: [], to: ['MSKU1234565', 'CSQU3054383'] },
        },
      }),
    ).toBe(
      'Changed ETA: 24 Dec 2026, 08:30 Dhaka time, UTC+6 → 27 Dec 2026, 10:00 Dhaka time, UTC+6; ' +
        'carrier: Maersk → (blank); containers: (none) → MSKU1234565, CSQU3054383 ' +
        '(2 subscriber emails queued)',
    )
  })

  it('names a milestone by its label, place and time', () => {
    const milestone = {
      label: 'Departed',
      place: 'Chattogram port',
      occurredAt: '2026-11-21T03:15:00.000Z',
    }
    expect(
      describeShipmentChange('shipment.milestone.add', { ...milestone, emailsQueued: 1 }),
    ).toBe(
      'Added milestone Departed at Chattogram port, 21 Nov 2026, 09:15 Dhaka time, UTC+6 (1 subscriber email queued)',
    )
    expect(describeShipmentChange('shipment.milestone.remove', milestone)).toBe(
      'Removed milestone Departed at Chattogram port, 21 Nov 2026, 09:15 Dhaka time, UTC+6',
    )
    expect(describeShipmentChange('shipment.create', null)).toBe('Created the shipment')
  })

  it('leaves other actions to the audit page', () => {
    expect(describeShipmentChange('sign-in', { step: '/sign-in/email' })).toBeNull()
  })
})
