import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { PARTIAL_SUFFIX } from './atomic-file.ts'

/** backup-2026-11-25T18-00-00Z.backup: sorts by time, and has no colon for other systems. */
export function backupFileName(time: Date): string {
  const stamp = time
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')
  return `backup-${stamp}.backup`
}

const BACKUP_FILE_PATTERN = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup$/

/** The start of the period `time` falls in: periods are counted from the Unix epoch. */
export function periodStart(time: number, everyMs: number): number {
  return Math.floor(time / everyMs) * everyMs
}

/**
 * Deletes the oldest backups in `dir` beyond the newest `keep`, and temporary files left by a
 * backup that died half-written (older than `staleAfterMs`, so never one being written now).
 * Only files named as backups are touched. Resolves with the names deleted.
 */
export async function pruneBackups(
  dir: string,
  keep: number,
  staleAfterMs: number,
): Promise<string[]> {
  const names = await readdir(dir)
  const backups = names.filter((name) => BACKUP_FILE_PATTERN.test(name)).sort()
  const doomed = backups.slice(0, Math.max(0, backups.length - keep))
  for (const name of names) {
    if (!name.startsWith('.backup-') || !name.endsWith(PARTIAL_SUFFIX)) continue
    const info = await stat(path.join(dir, name)).catch(() => undefined)
    if (info && Date.now() - info.mtimeMs > staleAfterMs) doomed.push(name)
  }
  for (const name of doomed) await rm(path.join(dir, name), { force: true })
  return doomed
}
