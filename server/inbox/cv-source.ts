import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { ApiError } from '#server/errors.ts'

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
  // Checked here, before any header is sent, so a lost file is a clear 404 and not a cut stream.
  try {
    await stat(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ApiError(404, 'The CV file of this application is missing from the server')
    }
    throw error
  }
  return createReadStream(file)
}
