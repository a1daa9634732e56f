import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ContentEditor, ContentHost } from '#server/content/staff-content-change.ts'
import { createPublishedItems, deleteImportedItems } from '#server/content/staff-content-import.ts'
import { rateCardImports, staffUsers } from '#server/db/schema.ts'
import { ApiError, notFound } from '#server/errors.ts'
import type { SheetCheck } from './sheet-cards.ts'
import { quotesUsingCards } from './quote-use.ts'

/*
 * A checked sheet's cards stored as items of the rate-cards collection, published at once
 * (decision 0022), with the import's own row naming them; the list of past imports; and undoing
 * one while no quote has used its cards.
 */

/** How many past imports the workspace lists. */
const LIST_MAX = 50

export interface ImportSummary {
  id: number
  fileName: string
  cards: number
  rows: number
  refusedRows: number
  createdAt: string
  createdBy: string | null
  undoneAt: string | null
  undoneBy: string | null
}

/** Stores the sheet's good cards in one transaction; resolves with the import. */
export async function storeImport(
  host: ContentHost,
  editor: ContentEditor,
  fileName: string,
  check: SheetCheck,
): Promise<ImportSummary> {
  const id = await host.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rateCardImports)
      .values({
        fileName,
        cards: [],
        rows: check.goodRows,
        refusedRows: check.rows - check.goodRows,
        createdBy: editor.staffId,
      })
      .returning({ id: rateCardImports.id })
    if (!row) throw new Error('rate_card_imports insert returned no row')
    const detail = { import: row.id }
    const cards = await createPublishedItems(
      tx,
      editor,
      'rate-cards',
      check.cards.map(({ data }) => data),
      detail,
    )
    await tx.update(rateCardImports).set({ cards }).where(eq(rateCardImports.id, row.id))
    await host.audit(
      {
        actorId: editor.staffId,
        ip: editor.ip,
        action: 'rate-cards.import',
        target: `rate-card-import:${row.id}`,
        detail: {
          fileName,
          cards: cards.length,
          rows: check.goodRows,
          refusedRows: check.rows - check.goodRows,
        },
      },
      tx,
    )
    return row.id
  })
  return loadImport(host, id)
}

const undoer = alias(staffUsers, 'undoer')

function importsQuery(host: Pick<ContentHost, 'db'>) {
  return host.db
    .select({
      row: rateCardImports,
      createdBy: staffUsers.name,
      undoneBy: undoer.name,
    })
    .from(rateCardImports)
    .leftJoin(staffUsers, eq(staffUsers.id, rateCardImports.createdBy))
    .leftJoin(undoer, eq(undoer.id, rateCardImports.undoneBy))
}

function summary({
  row,
  createdBy,
  undoneBy,
}: Awaited<ReturnType<typeof importsQuery>>[number]): ImportSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    cards: row.cards.length,
    rows: row.rows,
    refusedRows: row.refusedRows,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoneBy: row.undoneAt ? undoneBy : null,
  }
}

async function loadImport(host: Pick<ContentHost, 'db'>, id: number): Promise<ImportSummary> {
  const [found] = await importsQuery(host).where(eq(rateCardImports.id, id))
  if (!found) throw notFound('Import')
  return summary(found)
}

/** The latest imports, newest first. */
export async function listImports(host: Pick<ContentHost, 'db'>): Promise<ImportSummary[]> {
  const rows = await importsQuery(host).orderBy(desc(rateCardImports.id)).limit(LIST_MAX)
  return rows.map(summary)
}

/**
 * Deletes the cards an import made, unless a quote request was priced from one of them or one
 * was changed since; resolves with the import, undone.
 */
export async function undoImport(
  host: ContentHost,
  editor: ContentEditor,
  id: number,
): Promise<ImportSummary> {
  await host.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(rateCardImports)
      .where(eq(rateCardImports.id, id))
      .for('update')
    if (!row) throw notFound('Import')
    if (row.undoneAt) throw new ApiError(409, 'This import was already undone.')
    const quotes = await quotesUsingCards(
      tx,
      row.cards.map((card) => card.id),
    )
    if (quotes.length > 0) {
      throw new ApiError(
        409,
        `A quote request was priced from a card of this import (${quotes.slice(0, 3).join(', ')}): ` +
          'it can no longer be undone.',
      )
    }
    const detail = { import: id }
    const deleted = await deleteImportedItems(tx, editor, 'rate-cards', row.cards, detail)
    await tx
      .update(rateCardImports)
      .set({ undoneAt: new Date(), undoneBy: editor.staffId })
      .where(eq(rateCardImports.id, id))
    await host.audit(
      {
        actorId: editor.staffId,
        ip: editor.ip,
        action: 'rate-cards.import-undo',
        target: `rate-card-import:${id}`,
        detail: { fileName: row.fileName, cards: deleted },
      },
      tx,
    )
  })
  return loadImport(host, id)
}
