import { randomUUID } from 'node:crypto'
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import {
  jobApplications,
  media,
  mediaDerivatives,
  shipmentDocuments,
  storedFilePieces,
  storedFiles,
} from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/**
 * The most one statement carries: writing or reading 256 KiB holds the embedded database's
 * thread about 10 ms and the main thread's parsing a few, where a 10 MB value held them 500 and
 * 270 ms (decision 0018).
 */
export const PIECE_BYTES = 256 * 1024

/** Every column that names a stored file: a file none of them names is no one's. */
const OWNERS = [
  { table: media, column: media.originalFileId },
  { table: mediaDerivatives, column: mediaDerivatives.fileId },
  { table: jobApplications, column: jobApplications.cvFileId },
  { table: shipmentDocuments, column: shipmentDocuments.fileId },
] as const

/** How long a file nobody names is kept: an upload may still be writing the row that will. */
export const UNCLAIMED_FILE_GRACE = '1 hour'

/**
 * Writes `bytes` as a stored file, a piece per statement and outside any transaction, so that
 * other queries run between the pieces; resolves with its id once every piece is written. The
 * caller names the id in a row of its own (committing that row is what keeps the file).
 */
export async function writeStoredFile(db: Database, bytes: Uint8Array): Promise<string> {
  const id = randomUUID()
  const pieces = Math.max(1, Math.ceil(bytes.length / PIECE_BYTES))
  await db.insert(storedFiles).values({ id, byteSize: bytes.length, pieces })
  for (let seq = 0; seq < pieces; seq++) {
    const piece = bytes.subarray(seq * PIECE_BYTES, (seq + 1) * PIECE_BYTES)
    await db.insert(storedFilePieces).values({
      fileId: id,
      seq,
      bytes: Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength),
    })
  }
  await db.update(storedFiles).set({ complete: true }).where(eq(storedFiles.id, id))
  return id
}

/** The pieces of a stored file in order, each read by a statement of its own. */
export async function* storedFilePiecesOf(db: Database, id: string): AsyncGenerator<Buffer> {
  const [file] = await db
    .select({ pieces: storedFiles.pieces, complete: storedFiles.complete })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
  if (!file?.complete) throw new Error(`stored file ${id} is missing or incomplete`)
  for (let seq = 0; seq < file.pieces; seq++) {
    const [piece] = await db
      .select({ bytes: storedFilePieces.bytes })
      .from(storedFilePieces)
      .where(and(eq(storedFilePieces.fileId, id), eq(storedFilePieces.seq, seq)))
    if (!piece) throw new Error(`stored file ${id} lacks its piece ${seq}`)
    yield piece.bytes
  }
}

/** A stored file whole, in memory (a picture to decode, a CV to attach). */
export async function readStoredFile(db: Database, id: string): Promise<Buffer> {
  const pieces: Buffer[] = []
  for await (const piece of storedFilePiecesOf(db, id)) pieces.push(piece)
  return Buffer.concat(pieces)
}

/** A stored file as a stream, for an answer that should not hold it all in memory. */
export function storedFileStream(db: Database, id: string): Readable {
  return Readable.from(storedFilePiecesOf(db, id), { objectMode: false })
}

/**
 * Deletes stored files once no row names them any more (call it in the transaction that removed
 * the last row naming them); one that is still named elsewhere is left alone.
 */
export async function deleteStoredFiles(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await tx.delete(storedFiles).where(and(inArray(storedFiles.id, ids), unnamed))
}

const unnamed = sql.join(
  OWNERS.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${table} where ${column} = ${storedFiles.id})`,
  ),
  sql` and `,
)

/**
 * Removes, a few at a time, the files that no row names and that were written more than
 * UNCLAIMED_FILE_GRACE ago: uploads cut short by a refusal or a crash between their pieces and
 * their row. Resolves with how many went.
 */
export async function sweepUnclaimedFiles(db: Database, batch = 20): Promise<number> {
  const old = db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(sql`${storedFiles.createdAt} < now() - ${UNCLAIMED_FILE_GRACE}::interval`, unnamed))
    .orderBy(asc(storedFiles.createdAt))
    .limit(batch)
  const removed = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, old))
    .returning({ id: storedFiles.id })
  return removed.length
}

/**
 * Writes the file at `filePath` as a stored file, reading it a piece at a time, so that an
 * upload of 20 MB is never held whole in memory; resolves with its id (see writeStoredFile).
 */
export async function writeStoredFileFrom(db: Database, filePath: string): Promise<string> {
  const file = await open(filePath, 'r')
  try {
    const { size } = await file.stat()
    const id = randomUUID()
    const pieces = Math.max(1, Math.ceil(size / PIECE_BYTES))
    await db.insert(storedFiles).values({ id, byteSize: size, pieces })
    for (let seq = 0; seq < pieces; seq++) {
      const piece = Buffer.alloc(Math.min(PIECE_BYTES, size - seq * PIECE_BYTES))
      await file.read(piece, 0, piece.length, seq * PIECE_BYTES)
      await db.insert(storedFilePieces).values({ fileId: id, seq, bytes: piece })
    }
    await db.update(storedFiles).set({ complete: true }).where(eq(storedFiles.id, id))
    return id
  } finally {
    await file.close()
  }
}
