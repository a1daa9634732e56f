import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { DocumentKind, DocumentState } from '#domain/shipment-documents.ts'
import { customerUsers } from './customer-accounts.ts'
import { staffUsers } from './staff-auth.ts'
import { storedFiles } from './stored-files.ts'
import { shipments } from './tracking.ts'

/**
 * Where a shipment's checklist stands, one row per document once something happened to it (a
 * file, a decision, "not needed"): a document of the checklist without a row is requested. The
 * checklist itself and the due dates come from domain/shipment-documents.ts, so a changed mode,
 * direction or ETD is reflected at once.
 */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    kind: text().$type<DocumentKind>().notNull(),
    state: text().$type<DocumentState>().notNull(),
    /** The latest file; the one it replaces is deleted in the same transaction. */
    fileId: text('file_id').references(() => storedFiles.id),
    /** The uploader's file name, cleaned (sanitizeFileName). */
    fileName: text('file_name'),
    /** application/pdf, image/jpeg, image/png or image/webp, from the content. */
    fileType: text('file_type'),
    fileBytes: integer('file_bytes'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    uploadedByStaff: text('uploaded_by_staff').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    uploadedByCustomer: text('uploaded_by_customer').references(() => customerUsers.id, {
      onDelete: 'set null',
    }),
    /** Why it was refused, or the corrections a customer wrote on a draft B/L. */
    reason: text(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipment_documents_shipment_kind_idx').on(table.shipmentId, table.kind),
    index('shipment_documents_file_idx').on(table.fileId),
    check(
      'shipment_documents_state_check',
      sql`${table.state} in ('requested', 'uploaded', 'accepted', 'refused', 'not-needed')`,
    ),
  ],
)
