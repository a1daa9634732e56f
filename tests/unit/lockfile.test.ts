import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/*
 * `npm ci` refuses a lock file that lacks an optional dependency of any locked
 * package, even one for another platform, while `npm install` on this machine
 * writes such a lock without complaint when the registry lacks a platform build.
 * CI runs `npm ci`, so the gap must be caught here, before a push.
 */
interface LockedPackage {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(
  readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'),
) as {
  packages: Record<string, LockedPackage>
}

function resolvesFrom(location: string, name: string): boolean {
  let base = location
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`
    if (candidate in lock.packages) return true
    if (base === '') return false
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

describe('package-lock.json', () => {
  it('locks every optional dependency of every locked package, for every platform', () => {
    const missing: string[] = []
    for (const [location, locked] of Object.entries(lock.packages)) {
      for (const name of Object.keys(locked.optionalDependencies ?? {})) {
        if (!resolvesFrom(location, name))
          missing.push(`${name} (wanted by ${location || 'the root'})`)
      }
    }
    expect(missing).toEqual([])
  })
})
