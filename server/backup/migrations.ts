import { readFileSync } from 'node:fs'
import path from 'node:path'
import { MIGRATIONS_FOLDER } from '#server/db/client.ts'

interface JournalEntry {
  tag: string
  when: number
}

/** The migrations this version of the application knows, oldest first (drizzle's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] }
  return journal.entries
}

/**
 * The database's migration level: how many migrations drizzle has applied, and the newest one's
 * tag (drizzle records each by its journal time, `created_at`).
 */
export async function appliedMigrations(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<{ applied: number; latest: string }> {
  const [row] = await query(
    'SELECT count(*)::int AS applied, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations',
  )
  const latestWhen = Number(row?.latest)
  const latest = knownMigrations().find((entry) => entry.when === latestWhen)?.tag
  return {
    applied: Number(row?.applied ?? 0),
    latest: latest ?? `unknown (${String(row?.latest)})`,
  }
}

/**
 * Why this version of the application cannot take a database at the backup's level, or
 * undefined when it can (the server applies any newer migrations when it starts).
 */
export function migrationProblem(backup: { applied: number; latest: string }): string | undefined {
  const known = knownMigrations()
  const newest = known.at(-1)?.tag
  if (backup.applied > known.length || !known.some((entry) => entry.tag === backup.latest)) {
    return (
      `it was made by a newer version of the application (its database is at migration ` +
      `${backup.latest}; this version knows up to ${newest}). Restore it with that version.`
    )
  }
  return undefined
}
