/**
 * The database counters behind the limits every server shares (server/shared-limits.ts), used
 * directly as sign-in throttling will use them. Runs on PGlite (api) and PostgreSQL
 * (api-postgres); the scale-out test checks a route limit across two servers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { SharedLimitStore } from '#server/shared-limits.ts'
import { databaseUrlFor, newDataDir, removeDataDir } from './support/server.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('SharedLimitStore', () => {
  let dataDir = ''
  let handle: DatabaseHandle
  let store: SharedLimitStore

  beforeAll(async () => {
    dataDir = await newDataDir()
    handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(dataDir) })
    store = new SharedLimitStore(handle.db)
  })
  afterAll(async () => {
    await handle?.close()
    if (dataDir) await removeDataDir(dataDir)
  })

  it('counts hits per bucket and key within the window', async () => {
    expect(await store.hit('sign-in', 'a@example.com', 60_000)).toMatchObject({ count: 1 })
    expect(await store.hit('sign-in', 'a@example.com', 60_000)).toMatchObject({ count: 2 })
    expect(await store.hit('sign-in', 'b@example.com', 60_000)).toMatchObject({ count: 1 })
    expect(await store.hit('contact', 'a@example.com', 60_000)).toMatchObject({ count: 1 })
    const { ttlMs } = await store.hit('sign-in', 'a@example.com', 60_000)
    expect(ttlMs).toBeGreaterThan(50_000)
    expect(ttlMs).toBeLessThanOrEqual(60_000)
    expect(await store.peek('sign-in', 'a@example.com')).toMatchObject({ count: 3 })
    expect(await store.peek('sign-in', 'nobody@example.com')).toEqual({ count: 0, ttlMs: 0 })
  })

  it('counts every one of many concurrent hits once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => store.hit('burst', '192.0.2.1', 60_000)),
    )
    expect(hits.map(({ count }) => count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
  })

  it('starts over after the window, and forgets a counter on reset', async () => {
    // A window of two seconds: the second hit lands in it even on a loaded machine.
    await store.hit('short', 'k', 2_000)
    expect(await store.hit('short', 'k', 2_000)).toMatchObject({ count: 2 })
    await sleep(2_100)
    expect(await store.peek('short', 'k')).toEqual({ count: 0, ttlMs: 0 })
    expect(await store.hit('short', 'k', 2_000)).toMatchObject({ count: 1 })

    await store.reset('sign-in', 'a@example.com')
    expect(await store.peek('sign-in', 'a@example.com')).toEqual({ count: 0, ttlMs: 0 })
    expect(await store.peek('sign-in', 'b@example.com')).toMatchObject({ count: 1 })
  })

  it('prunes only counters whose window is over', async () => {
    await store.hit('gone', 'k', 100)
    await sleep(200)
    expect(await store.prune()).toBeGreaterThanOrEqual(1)
    expect(await store.peek('sign-in', 'b@example.com')).toMatchObject({ count: 1 })
  })
})
