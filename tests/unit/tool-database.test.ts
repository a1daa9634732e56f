import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeToolDatabase, POSTGRES_CLOSE_MS } from '../../scripts/support/tool-database.ts'

/** A handle whose close() settles only when the test says so. */
function handle(kind: 'pglite' | 'postgresql') {
  let finish = () => {}
  const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
  const source =
    kind === 'pglite'
      ? ({ kind, client: {} } as never)
      : ({ kind, url: 'postgres://tool@127.0.0.1/db' } as const)
  return { close, source, finish: () => finish() }
}

/** Whether the promise has settled once the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('npm run staff and npm run backup close their database', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('PostgreSQL: a pool that never finishes closing keeps the tool at most a few seconds', async () => {
    const stuck = handle('postgresql')
    const closing = closeToolDatabase(stuck)
    expect(stuck.close).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(POSTGRES_CLOSE_MS - 1)
    expect(await settled(closing)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(closing)).toBe(true)
  })

  it('PostgreSQL: a pool that closes at once leaves no timer behind', async () => {
    const quick = handle('postgresql')
    const closing = closeToolDatabase(quick)
    quick.finish()
    expect(await settled(closing)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('the embedded database is closed whatever it takes: its files must be complete', async () => {
    const slow = handle('pglite')
    const closing = closeToolDatabase(slow)
    await vi.advanceTimersByTimeAsync(POSTGRES_CLOSE_MS * 10)
    expect(await settled(closing)).toBe(false)
    slow.finish()
    expect(await settled(closing)).toBe(true)
  })
})
