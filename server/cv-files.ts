import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CV_TYPES, type CvType } from '#schemas/job-application.ts'

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

  await pipeline(source, inspect, createWriteStream(tempPath, { flags: 'wx' }))
  return { tempPath, size, sha256: hash.digest('hex'), type: detectCvType(head, hasWordEntry) }
}

/** The visitor's file name without any directory part or control characters, for staff only. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .replace(/^\.+/, '')
  return cleaned.slice(0, 200) || 'cv'
}
