import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { and, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { CV_TYPES, type CvType } from '#schemas/job-application.ts'
import type { Database } from './db/client.ts'
import { jobApplications } from './db/schema.ts'
import { deleteStoredFiles, readStoredFile, writeStoredFile } from './files/stored-files.ts'
import { assertOwnFolder, PRIVATE_FILE_MODE, UntrustedPathError } from './private-files.ts'

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1')
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1')
/** Every Word document zip names its parts "word/…"; entry names are stored uncompressed. */
const WORD_ENTRY = Buffer.from('word/', 'latin1')
const HEAD_BYTES = OLE2_MAGIC.length

export interface ReceivedFile {
  tempPath: string
  size: number
  sha256: string
  /** Undefined when the content is not one of the accepted CV formats. */
  type: CvType | undefined
}

function cvType(kind: CvType['kind']): CvType {
  const type = CV_TYPES.find((candidate) => candidate.kind === kind)
  if (!type) throw new Error(`unknown CV kind ${kind}`)
  return type
}

/**
 * Decides the format from the content alone: "%PDF-" for PDF, the OLE2 compound-file signature
 * for DOC, and for DOCX a zip signature plus a "word/" entry name somewhere in the file, which
 * tells a Word document apart from any other zip.
 */
export function detectCvType(head: Buffer, hasWordEntry: boolean): CvType | undefined {
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return cvType('pdf')
  if (head.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return cvType('doc')
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) && hasWordEntry) return cvType('docx')
  return undefined
}

/**
 * Streams an upload to a new file in tempDir while hashing it, counting its bytes and keeping
 * what type detection needs, so the whole file is never held in memory. The caller deletes or
 * moves the temp file.
 */
export async function receiveFile(source: Readable, tempDir: string): Promise<ReceivedFile> {
  const tempPath = path.join(tempDir, `${randomUUID()}.part`)
  const hash = createHash('sha256')
  let size = 0
  let head = Buffer.alloc(0)
  let tail = Buffer.alloc(0)
  let hasWordEntry = false

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk)
      size += chunk.length
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
      }
      if (!hasWordEntry) {
        // The previous chunk's last bytes catch a name split across two chunks.
        const window = Buffer.concat([tail, chunk])
        hasWordEntry = window.includes(WORD_ENTRY)
        tail = window.subarray(Math.max(0, window.length - WORD_ENTRY.length + 1))
      }
      callback(null, chunk)
    },
  })

  await pipeline(
    source,
    inspect,
    createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
  )
  return { tempPath, size, sha256: hash.digest('hex'), type: detectCvType(head, hasWordEntry) }
}

/**
 * The visitor's file name as staff see it (lists, downloads, the media library), or `fallback`
 * ("cv", with the extension if there was one) when nothing of it is left. No directory part, and none of the characters that hide or
 * reorder text, so that "invoice\u202Efdp.exe" cannot pass for "invoiceexe.pdf": controls,
 * bidirectional controls and marks, and the other invisible ones (zero-width spaces, soft
 * hyphens, variation selectors), save the joiners Bangla spelling needs between its letters.
 * A long name is cut in the middle of its stem, so that it keeps its extension: the media
 * library takes a picture by what its name says it is.
 */
export function sanitizeFileName(name: string, fallback: string): string {
  const maxLength = 200
  const extensionPattern = /\.[\p{L}\p{N}]{1,10}$/u
  // The lookarounds keep a joiner between two Bengali letters (র, U+200D, ্, য); the rest goes.
  const invisible =
    /(?<=\p{Script=Bengali})([\u200C\u200D])(?=\p{Script=Bengali})|[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu
  const graphemes = (text: string) =>
    Array.from(
      new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text),
      (part) => part.segment,
    )

  const base = name.split(/[\\/]/).pop() ?? ''
  const visible = base
    .normalize('NFC')
    .replace(invisible, (_, joiner: string | undefined) => joiner ?? '')
    .replace(/\s+/gu, ' ')
    .trim()
  const extension = extensionPattern.exec(visible)?.[0] ?? ''
  // A leading dot would hide the file on the computer it is saved to.
  const stem = graphemes(visible.slice(0, visible.length - extension.length).replace(/^[. ]+/, ''))
  if (stem.length === 0) return extension === '' ? fallback : `${fallback}${extension}`

  const room = maxLength - graphemes(extension).length
  if (stem.length <= room) return `${stem.join('')}${extension}`
  const tail = Math.floor((room - 1) / 3)
  const head = room - 1 - tail
  return `${stem.slice(0, head).join('')}…${stem.slice(stem.length - tail).join('')}${extension}`
}

export interface StoredCv {
  content: Buffer
  originalName: string
  mime: string
}

/** Raised when a CV cannot be read from the database; the message says why, for staff. */
/**
 * Every column of a job application but the CV's bytes: what lists, exports and the item view
 * select, so that reading many applications never reads their CVs.
 */
export const APPLICATION_COLUMNS_WITHOUT_CV = Object.fromEntries(
  Object.entries(getTableColumns(jobApplications)).filter(([name]) => name !== 'cvFileId'),
) as Omit<ReturnType<typeof getTableColumns<typeof jobApplications>>, 'cvFileId'>

export class CvUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CvUnavailableError'
  }
}

/**
 * The CV of a job application, from the database: what the outbox attaches and what
 * `npm run inbox -- --cv ID` writes out.
 */
export async function loadCv(db: Database, applicationId: number): Promise<StoredCv> {
  const [row] = await db
    .select({
      fileId: jobApplications.cvFileId,
      originalName: jobApplications.cvOriginalName,
      mime: jobApplications.cvMime,
      path: jobApplications.cvPath,
    })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId))
  if (!row) throw new CvUnavailableError(`There is no job application #${applicationId}`)
  if (!row.fileId) {
    throw new CvUnavailableError(
      `The CV of job application #${applicationId} is still in ${row.path ?? 'a file'} on the ` +
        'server that received it; it moves into the database when that server starts',
    )
  }
  return {
    content: await readStoredFile(db, row.fileId),
    originalName: row.originalName,
    mime: row.mime,
  }
}

/**
 * CVs received before they lived in the database are files under DATA_DIR. Each one found here
 * is checked against its SHA-256, written into its row, and only then deleted. A file that is
 * missing (it is on another server's disk) or does not match is left alone and logged. So is
 * every file when DATA_DIR, or anything in it, is another user's: with PostgreSQL the server
 * keeps nothing else there, and whoever owns it could have changed the files or the folders on
 * their path (the embedded database refuses such a DATA_DIR before this runs).
 */
export async function moveCvsIntoDatabase(
  db: Database,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const root = path.resolve(dataDir)
  const waiting = await db
    .select({
      id: jobApplications.id,
      path: jobApplications.cvPath,
      sha256: jobApplications.cvSha256,
    })
    .from(jobApplications)
    .where(and(isNull(jobApplications.cvFileId), isNotNull(jobApplications.cvPath)))
  if (waiting.length === 0) return 0
  try {
    await assertOwnFolder(root, 'DATA_DIR')
  } catch (error) {
    if (error instanceof UntrustedPathError) {
      log.error({ waiting: waiting.length }, `CVs in DATA_DIR left alone: ${error.message}`)
      return 0
    }
    // A DATA_DIR that is not there: each CV is reported below as on another server's disk.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  let moved = 0
  for (const { id, path: relative, sha256 } of waiting) {
    const file = path.resolve(root, relative ?? '')
    if (!file.startsWith(root + path.sep)) {
      log.error({ jobApplicationId: id, path: relative }, 'CV path is outside DATA_DIR: left alone')
      continue
    }
    let content: Buffer
    try {
      content = await readFile(file)
    } catch (error) {
      log.warn(
        { jobApplicationId: id, file, err: error },
        'CV not on this server: the server that received it moves it into the database',
      )
      continue
    }
    if (createHash('sha256').update(content).digest('hex') !== sha256) {
      log.error({ jobApplicationId: id, file }, 'CV file does not match its SHA-256: left alone')
      continue
    }
    const fileId = await writeStoredFile(db, content)
    const updated = await db
      .update(jobApplications)
      .set({ cvFileId: fileId, cvPath: null })
      .where(and(eq(jobApplications.id, id), isNull(jobApplications.cvFileId)))
      .returning({ id: jobApplications.id })
    // Moved by another start meanwhile: this copy is nobody's.
    if (updated.length === 0) await deleteStoredFiles(db, [fileId])
    // Committed (or already moved by another start): the file is no longer needed.
    await rm(file, { force: true })
    if (updated.length > 0) moved++
  }
  if (moved > 0) log.info({ moved }, 'CVs moved from DATA_DIR into the database')
  return moved
}
