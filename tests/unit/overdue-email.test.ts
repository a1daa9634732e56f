// The overdue-documents email of a run lists a readable number of shipments, and counts the rest
// with a link to the person's list of shipments, in their language.
import { describe, expect, it } from 'vitest'
import {
  OVERDUE_EMAIL_SHIPMENTS,
  overdueRunEmail,
  type OverdueShipment,
} from '#server/portal/notifications/overdue-email.ts'

const SITE = 'https://www.example.test'

/** `count` shipments DBL-00000001…, each with an invoice and a packing list due on 1 Dec 2026. */
function shipments(count: number): OverdueShipment[] {
  return Array.from({ length: count }, (_, index) => ({
    reference: `DBL-${String(index + 1).padStart(8, '0')}`,
    documents: [
      { kind: 'commercial-invoice', dueOn: '2026-12-01' },
      { kind: 'packing-list', dueOn: '2026-12-01' },
    ],
  }))
}

const recipient = (language: 'en' | 'bn') => ({
  email: 'owner@example.test',
  language,
  companyName: 'Meghna Knitwear',
})

describe('the overdue-documents email of a run', () => {
  it(`lists the first ${OVERDUE_EMAIL_SHIPMENTS} shipments and counts the rest, linking to all of them`, () => {
    const email = overdueRunEmail(SITE, 7, shipments(27), recipient('en'))
    // The subject counts every document of the run.
    expect(email.subject).toBe('Overdue documents: 54')
    const listed = [...email.bodyText.matchAll(/^DBL-\d{8}$/gm)].map((match) => match[0])
    expect(listed).toEqual(shipments(25).map((shipment) => shipment.reference))
    expect(email.bodyText).not.toContain('DBL-00000026')
    expect(email.bodyText).toContain(
      'And 2 more shipments with overdue documents.\nAll your shipments: ' +
        `${SITE}/account/shipments\n`,
    )
    expect(email.bodyHtml).toContain(
      '<p>And 2 more shipments with overdue documents. ' +
        `<a href="${SITE}/account/shipments">All your shipments</a></p>`,
    )
    expect(email.bodyHtml).not.toContain('DBL-00000026')
  })

  it('says one more shipment in the singular, and in Bangla with Bengali digits', () => {
    expect(overdueRunEmail(SITE, 7, shipments(26), recipient('en')).bodyText).toContain(
      'And 1 more shipment with overdue documents.',
    )
    const bangla = overdueRunEmail(SITE, 7, shipments(40), recipient('bn'))
    expect(bangla.subject).toBe('সময় পেরোনো ডকুমেন্ট: ৮০')
    expect(bangla.bodyText).toContain(
      'এবং আরও ১৫টি শিপমেন্টে সময় পেরোনো ডকুমেন্ট আছে।\nআপনার সব শিপমেন্ট: ' +
        `${SITE}/bn/account/shipments\n`,
    )
  })

  it(`lists all of ${OVERDUE_EMAIL_SHIPMENTS} shipments with no count of more`, () => {
    const email = overdueRunEmail(SITE, 7, shipments(25), recipient('en'))
    expect(email.bodyText).toContain('DBL-00000025')
    expect(email.bodyText).not.toContain('more shipment')
    expect(email.bodyHtml).not.toContain('/account/shipments"')
  })
})
