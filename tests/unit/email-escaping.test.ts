import { describe, expect, it } from 'vitest'
import { contactEmail, escapeHtml, headerSafe } from '#server/notifications/emails.ts'
import { retryDelay } from '#server/background/lease-loop.ts'
import { bookingSalesEmail } from '#server/portal/bookings/sales-email.ts'

describe('notification emails', () => {
  it('escape HTML', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('keep a subject on one line, whatever the visitor typed', () => {
    expect(headerSafe('Evil\r\nBcc: x@example.com\u0000\t!')).toBe('Evil Bcc: x@example.com !')
    expect(headerSafe('x'.repeat(500))).toHaveLength(120)
  })

  it('put every visitor value through escaping', () => {
    const email = contactEmail({
      id: 7,
      name: '<b>Name</b>',
      email: 'a@example.com',
      phone: '0123456',
      message: '<script>x</script>\nline 2',
      clientIp: '127.0.0.1',
    })
    expect(email.subject).toBe('New contact message from <b>Name</b> (#7)')
    expect(email.bodyHtml).not.toMatch(/<b>Name|<script>/)
    expect(email.bodyHtml).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(email.bodyText).toContain('<script>x</script>\nline 2')
  })
})

describe("the sales desk's email of a booking request", () => {
  const notice = {
    id: 12,
    reference: 'DBL-BK-0012',
    company: 'Rahman <Knit> Ltd',
    person: { name: 'Nadia "N" Rahman', email: 'nadia@example.com' },
    language: 'bn' as const,
    mode: 'Sea freight (LCL)',
    origin: 'Chattogram',
    destination: 'Hamburg',
    readyDate: '2026-12-20',
    pickupPlace: 'Factory gate\u0007, Gazipur',
    commodity: '<img src=x onerror=alert(1)>',
    cargoLines: ['4 cartons <fragile>'],
    estimateTotalUsd: null,
    notes: null,
  }

  it('escapes every value the customer typed, and leaves out a row without one', () => {
    const email = bookingSalesEmail(notice, 'https://www.example.com')
    expect(email.bodyHtml).not.toMatch(/<img|<Knit>|<fragile>/)
    expect(email.bodyHtml).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(email.bodyHtml).toContain('<li>4 cartons &lt;fragile&gt;</li>')
    expect(email.bodyHtml).toContain('href="https://www.example.com/staff/bookings/12"')
    expect(email.bodyText).toContain('Pickup place: Factory gate, Gazipur')
    expect(email.bodyText).toContain('Ready date: 20 December 2026')
    expect(email.bodyText).toContain('Estimate: None: no rate card')
    expect(email.bodyText).not.toContain('Notes:')
    expect(bookingSalesEmail({ ...notice, notes: 'Call first' }, '').bodyText).toContain(
      'Notes: Call first',
    )
  })
})

describe('retry backoff', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 5000, 3_600_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000,
    ])
    expect(retryDelay(30, 5000, 3_600_000)).toBe(3_600_000)
    expect(retryDelay(10_000, 5000, 3_600_000)).toBe(3_600_000)
  })
})
