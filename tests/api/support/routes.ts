import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { StaffRole } from '../../../schemas/staff.ts'
import { childEnv, newDataDir, NODE, nodeScript, removeDataDir, ROOT } from './server.ts'

/** One route of the app, as list-routes.ts reports it. */
export interface AppRoute {
  method: string
  /** The pattern it was registered with: `/api/staff/positions/:id/close`. */
  url: string
  /** False only for a route that opts out of every limit (`config: { rateLimit: false }`). */
  rateLimited: boolean
  /** Its `config.staffAccess`, if any. */
  staffAccess: readonly StaffRole[] | 'signed-out' | null
  /** Its `config.accountAccess` (the customer portal's), if any. */
  accountAccess: 'owner' | 'signed-out' | null
  /** Whether it declares a body schema. */
  hasBody: boolean
}

/** Every route of the app, read from the app itself, built on a data folder of its own. */
export async function appRoutes(): Promise<AppRoute[]> {
  const dataDir = await newDataDir()
  try {
    const { stdout } = await promisify(execFile)(
      NODE,
      nodeScript('tests/api/support/list-routes.ts'),
      {
        cwd: ROOT,
        env: childEnv(dataDir, { LOG_LEVEL: 'silent' }),
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    return JSON.parse(stdout) as AppRoute[]
  } finally {
    await removeDataDir(dataDir)
  }
}
