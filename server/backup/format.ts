import { createHash } from 'node:crypto'
import type { FileHandle } from 'node:fs/promises'
import { z } from '#schemas/zod.ts'

/**
 * A backup file is a fixed-size header, then the database's own dump: a gzipped tarball of
 * PGlite's data folder, or pg_dump's custom format. The header is a line naming the format, then
 * the manifest as JSON, padded with spaces; the manifest carries the payload's size and SHA-256,
 * so a truncated or damaged file is refused before anything is restored from it.
 */
export const BACKUP_MAGIC = 'DELTA-BRIDGE-BACKUP\n'
export const BACKUP_HEADER_BYTES = 4096
export const BACKUP_FORMAT_VERSION = 1

export const DatabaseKindSchema = z.enum(['pglite', 'postgresql'])
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT_VERSION),
  database: DatabaseKindSchema,
  createdAt: z.iso.datetime(),
  /** The application's migrations applied in the database: how many, and the newest one's tag. */
  migrations: z.object({ applied: z.number().int().min(0), latest: z.string() }),
  /** The database server's version (`SHOW server_version`), e.g. "17.5". */
  serverVersion: z.string(),
  /** What made the payload: "PGlite 0.5.16" or pg_dump's --version line. */
  dumpedWith: z.string(),
  payload: z.object({
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
})
export type BackupManifest = z.infer<typeof BackupManifestSchema>

/** A file that is not a backup, or a damaged one: the message says which and why. */
export class BackupFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file} cannot be restored: ${problem}`)
    this.name = 'BackupFileError'
  }
}

export function encodeHeader(manifest: BackupManifest): Buffer {
  const text = `${BACKUP_MAGIC}${JSON.stringify(manifest)}\n`
  const header = Buffer.alloc(BACKUP_HEADER_BYTES, ' ')
  if (Buffer.byteLength(text) > BACKUP_HEADER_BYTES) throw new Error('backup manifest too large')
  header.write(text, 0, 'utf8')
  return header
}

/**
 * Reads the header and checks the payload against it: every byte is read and hashed. Resolves
 * with the manifest, or rejects with a BackupFileError saying what is wrong.
 */
export async function inspectBackup(handle: FileHandle, file: string): Promise<BackupManifest> {
  const { size } = await handle.stat()
  const header = Buffer.alloc(BACKUP_HEADER_BYTES)
  const { bytesRead } = await handle.read(header, 0, BACKUP_HEADER_BYTES, 0)
  if (
    bytesRead < BACKUP_MAGIC.length ||
    header.subarray(0, BACKUP_MAGIC.length).toString('utf8') !== BACKUP_MAGIC
  ) {
    throw new BackupFileError(file, 'it is not a backup made by npm run backup')
  }
  if (bytesRead < BACKUP_HEADER_BYTES) throw new BackupFileError(file, 'it is cut short')
  const json = header.subarray(BACKUP_MAGIC.length).toString('utf8').trim()
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw new BackupFileError(file, 'its header is damaged')
  }
  const format = (parsed as { format?: unknown } | null)?.format
  if (typeof format === 'number' && format > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      file,
      `it is in backup format ${format}, made by a newer version of this application (this one reads format ${BACKUP_FORMAT_VERSION})`,
    )
  }
  const manifest = BackupManifestSchema.safeParse(parsed)
  if (!manifest.success) throw new BackupFileError(file, 'its header is damaged')
  const { bytes, sha256 } = manifest.data.payload
  if (size - BACKUP_HEADER_BYTES !== bytes) {
    throw new BackupFileError(
      file,
      `it should hold ${bytes} bytes of data after its header but holds ${size - BACKUP_HEADER_BYTES} (cut short or added to)`,
    )
  }
  const hash = createHash('sha256')
  for await (const chunk of handle.createReadStream({
    start: BACKUP_HEADER_BYTES,
    autoClose: false,
  })) {
    hash.update(chunk as Buffer)
  }
  if (hash.digest('hex') !== sha256) {
    throw new BackupFileError(file, 'its data is damaged (the checksum does not match)')
  }
  return manifest.data
}
