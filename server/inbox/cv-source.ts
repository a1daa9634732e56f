import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** What the inbox knows of a stored CV. */
export interface StoredCv {
  /** Relative to DATA_DIR, e.g. "uploads/3f2c….pdf". */
  cvPath: string
}

/**
 * The one place the workspace reads a CV's bytes. Today they are files under DATA_DIR/uploads;
 * when they move into the database, only this function changes.
 */
export async function openStoredCv(dataDir: string, cv: StoredCv): Promise<Readable> {
  const root = path.resolve(dataDir)
  const file = path.resolve(root, cv.cvPath)
  if (!file.startsWith(root + path.sep)) throw new Error('CV path is outside DATA_DIR')
  // Fails here, before any header is sent, when the file is missing.
  await stat(file)
  return createReadStream(file)
}
