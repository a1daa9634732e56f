/**
 * A document's file: received from a multipart upload (streamed to a temporary file, its type
 * told by its content, pictures re-encoded without their metadata), kept in the stored files,
 * and answered as a download that a browser never runs.
 */
import { open, rm, stat } from 'node:fs/promises'
import type { Multipart } from '@fastify/multipart'
import type { FastifyReply } from 'fastify'
import sharp from 'sharp'
import { fill } from '#domain/messages.ts'
import { formatInteger } from '#domain/numerals.ts'
import type { Language } from '#domain/languages.ts'
import { MEDIA_MAX_PIXELS } from '#schemas/media.ts'
import { DOCUMENT_MAX_BYTES, type DocumentFileType } from '#schemas/portal/shipment-documents.ts'
import { receiveFile, sanitizeFileName } from '#server/cv-files.ts'
import type { Database } from '#server/db/client.ts'
import { ApiError } from '#server/errors.ts'
import { storedFileStream, writeStoredFileFrom } from '#server/files/stored-files.ts'
import { documentAnswerMessages } from './documents.messages.ts'

/** @fastify/multipart's limits for a document upload: one file and a few short fields. */
export const DOCUMENT_MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 1024,
  fields: 5,
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  parts: 7,
  headerPairs: 100,
}

/** A document file written to the stored files; the caller names it in a row or deletes it. */
export interface StoredDocumentFile {
  fileId: string
  name: string
  type: DocumentFileType
  bytes: number
}

const HEAD_BYTES = 12

/** The type of a file from its first bytes: PDF, JPEG, PNG or WebP, or undefined. */
export function detectDocumentType(head: Buffer): DocumentFileType | undefined {
  const text = head.toString('latin1')
  if (text.startsWith('%PDF-')) return 'application/pdf'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png'
  }
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'image/webp'
  return undefined
}

async function headOf(filePath: string): Promise<Buffer> {
  const file = await open(filePath, 'r')
  try {
    const head = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

/**
 * The picture decoded and encoded again in its own format, upright, with none of its metadata
 * (sharp writes none unless told): EXIF and its GPS position, XMP, IPTC, comments. sharp reads
 * and writes the files on its own threads, not the server's.
 */
async function reencodePicture(
  source: string,
  type: Exclude<DocumentFileType, 'application/pdf'>,
  texts: (typeof documentAnswerMessages)[Language],
  language: Language,
): Promise<string> {
  const target = `${source}.clean`
  const picture = sharp(source, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate()
  const encoded =
    type === 'image/jpeg'
      ? picture.jpeg({ quality: 90 })
      : type === 'image/png'
        ? picture.png({ compressionLevel: 9 })
        : picture.webp({ quality: 90 })
  try {
    await encoded.toFile(target)
    return target
  } catch (error) {
    await rm(target, { force: true })
    if (String(error).includes('pixel limit')) {
      const megapixels = formatInteger(MEDIA_MAX_PIXELS / 1_000_000, language)
      throw new ApiError(413, fill(texts.pictureTooLarge, { megapixels }))
    }
    throw new ApiError(400, texts.pictureDamaged)
  }
}

export interface DocumentUploadOptions {
  db: Database
  parts: AsyncIterable<Multipart>
  tempDir: string
  language: Language
  /**
   * Called when the file part arrives, before a byte of it is read, with the fields so far:
   * throws to refuse the upload (no right to it, a document not in the checklist).
   */
  authorize(fields: Record<string, string>): Promise<void>
}

/**
 * Reads a document upload (the file field "file"): checked, cleaned and written to the stored
 * files. Refusals (400, 413, 415) speak `language`; nothing of a refused upload is kept.
 */
export async function receiveDocument(options: DocumentUploadOptions): Promise<StoredDocumentFile> {
  const { db, parts, tempDir, language } = options
  const texts = documentAnswerMessages[language]
  // The text fields that came before the file (a page's intent and document).
  const fields: Record<string, string> = {}
  const temporary: string[] = []
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] ??= part.value
        continue
      }
      if (part.fieldname !== 'file' || part.filename === '') {
        part.file.resume()
        continue
      }
      // Browsers send a bare file name; folders in it are a path-traversal attempt.
      if (/[\\/]/.test(part.filename)) {
        part.file.resume()
        throw new ApiError(400, texts.fileFolders)
      }
      await options.authorize(fields)
      const received = await receiveFile(part.file, tempDir)
      temporary.push(received.tempPath)
      if (part.file.truncated) {
        const megabytes = formatInteger(DOCUMENT_MAX_BYTES / 1024 / 1024, language)
        throw new ApiError(413, fill(texts.fileTooLarge, { megabytes }))
      }
      if (received.size === 0) throw new ApiError(400, texts.fileEmpty)
      const type = detectDocumentType(await headOf(received.tempPath))
      if (!type) throw new ApiError(415, texts.fileType)
      const clean =
        type === 'application/pdf'
          ? received.tempPath
          : await reencodePicture(received.tempPath, type, texts, language)
      if (clean !== received.tempPath) temporary.push(clean)
      const fileId = await writeStoredFileFrom(db, clean)
      const { size } = await stat(clean)
      return {
        fileId,
        name: sanitizeFileName(part.filename, 'document'),
        type,
        bytes: size,
      }
    }
    throw new ApiError(400, texts.fileRequired)
  } finally {
    await Promise.all(temporary.map((file) => rm(file, { force: true })))
  }
}

/**
 * Sends a stored document as a download: never shown inline, never sniffed into something a
 * browser runs, and sandboxed should a browser open it all the same.
 */
export function sendDocumentFile(
  reply: FastifyReply,
  db: Database,
  file: { fileId: string; name: string; type: string; bytes: number },
) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return reply
    .header('content-type', file.type)
    .header('content-length', String(file.bytes))
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(storedFileStream(db, file.fileId))
}
