// Issue 42, documents: the checklist each shipment gets, when each document is due, and when
// one still awaited counts as overdue (Dhaka's date, not the server's).
import { describe, expect, it } from 'vitest'
import {
  checklistFor,
  DOCUMENT_KINDS,
  documentStatus,
  dueDate,
} from '#domain/shipment-documents.ts'
import { detectDocumentType } from '#server/portal/documents/files.ts'

describe('the checklist', () => {
  it('asks a sea export of garments for the UD, and general cargo not', () => {
    expect(checklistFor('export', 'sea', 'garments')).toContain('ud')
    expect(checklistFor('export', 'sea', 'general')).toEqual([
      'booking-confirmation',
      'commercial-invoice',
      'packing-list',
      'exp',
      'certificate-of-origin',
      'bill-of-export',
      'draft-bl',
      'final-bl',
    ])
  })

  it('gives an air export its waybill instead of bills of lading', () => {
    expect(checklistFor('export', 'air', 'general')).toEqual([
      'commercial-invoice',
      'packing-list',
      'exp',
      'awb',
    ])
    expect(checklistFor('export', 'road-air', 'general')).toContain('awb')
    expect(checklistFor('export', 'sea-air', 'general')).toContain('draft-bl')
  })

  it('gives imports their own papers, the transport document by mode', () => {
    expect(checklistFor('import', 'sea', 'general')).toContain('import-bl')
    expect(checklistFor('import', 'air', 'general')).toContain('import-awb')
    expect(checklistFor('import', 'air', 'general')).toContain('imp-form')
    expect(checklistFor('import', 'sea', 'garments')).not.toContain('ud')
  })

  it('names every document in Bangla', () => {
    for (const definition of Object.values(DOCUMENT_KINDS)) {
      expect(definition.label.bn).toMatch(/[\u0980-\u09FF]/)
    }
  })
})

describe('due dates and overdue', () => {
  it('counts days before the ETD on the Dhaka calendar', () => {
    // 20 Nov, 01:00 in Dhaka is still 19 Nov in UTC.
    const etd = '2026-11-19T19:00:00Z'
    expect(dueDate('commercial-invoice', etd)).toBe('2026-11-15')
    expect(dueDate('final-bl', etd)).toBe('2026-11-23')
    expect(dueDate('commercial-invoice', null)).toBeNull()
  })

  it('is overdue from the day after the due date in Dhaka, while still awaited', () => {
    // 19:00 UTC on 15 Nov is already 16 Nov in Dhaka.
    const now = new Date('2026-11-15T19:00:00Z')
    expect(documentStatus('requested', '2026-11-15', now)).toBe('overdue')
    expect(documentStatus('refused', '2026-11-15', now)).toBe('overdue')
    expect(documentStatus('requested', '2026-11-16', now)).toBe('requested')
    expect(documentStatus('uploaded', '2026-11-01', now)).toBe('uploaded')
    expect(documentStatus('not-needed', '2026-11-01', now)).toBe('not-needed')
    expect(documentStatus('requested', null, now)).toBe('requested')
  })
})

describe('file types', () => {
  it('are told by the content, not the name', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf')
    expect(detectDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(detectDocumentType(Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'))).toBe('image/webp')
    expect(detectDocumentType(Buffer.from('MZ\x90\0', 'latin1'))).toBeUndefined()
  })
})
