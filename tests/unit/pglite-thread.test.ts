// Decision 0018: the embedded database runs in a thread of its own, reached through node-postgres.
// What must hold: its work never holds the main thread; PGlite's one session is shared as a
// PostgreSQL server's sessions would be (a transaction's statements are its own, an error is
// its connection's alone).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openPglite, type DatabaseHandle } from '#server/db/client.ts'

let dataDir: string
let handle: Omit<DatabaseHandle, 'madePrivate'>

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-thread-'))
  handle = await openPglite(path.join(dataDir, 'pglite'))
  await handle.db.execute(sql`create table probe (n integer)`)
}, 120_000)
afterAll(async () => {
  await handle?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** The rows of a statement: node-postgres's result, which the common database type leaves open. */
async function rowsOf(query: SQL): Promise<Record<string, unknown>[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
}

async function count(): Promise<number> {
  return Number((await rowsOf(sql`select count(*)::int as n from probe`))[0]?.n)
}

it('leaves the main thread free while a statement runs', async () => {
  let longest = 0
  let last = performance.now()
  const ticker = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 10)
  try {
    await handle.db.execute(sql`select pg_sleep(1.5)`)
  } finally {
    clearInterval(ticker)
  }
  // On the main thread the sleep held every timer for 1.5 s.
  expect(longest).toBeLessThan(300)
})

it("runs a transaction's statements as its own, and other connections after it", async () => {
  await handle.db.execute(sql`delete from probe`)
  let committed = false
  const transaction = handle.db.transaction(async (tx) => {
    await tx.execute(sql`insert into probe values (1)`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await tx.execute(sql`insert into probe values (2)`)
    committed = true
  })
  // Asked while the transaction is open, on another connection of the pool.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const seen = await count()
  expect(committed).toBe(true)
  expect(seen).toBe(2)
  await transaction
})

it("keeps an error to its connection, and a rolled-back transaction's rows out", async () => {
  await handle.db.execute(sql`delete from probe`)
  const failing = handle.db.transaction(async (tx) => {
    await tx.execute(sql`insert into probe values (3)`)
    await tx.execute(sql`select * from no_such_table`)
  })
  const others = Promise.all(
    Array.from({ length: 20 }, async (_, n) => {
      return (await rowsOf(sql`select ${n}::int as n`))[0]?.n
    }),
  )
  await expect(failing).rejects.toThrow(/no_such_table/)
  expect(await others).toEqual(Array.from({ length: 20 }, (_, n) => n))
  expect(await count()).toBe(0)
})
