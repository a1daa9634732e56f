/**
 * The shared "what changed, and write it to the audit log" helper (server/audit/changes.ts),
 * used directly on PGlite (api) and PostgreSQL (api-postgres). The routes that use it are
 * covered by the shipments, positions and staff accounts tests.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditChanges } from '#server/audit/changes.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { auditLog } from '#server/db/schema.ts'
import { databaseUrlFor, newDataDir, removeDataDir } from './support/server.ts'

interface Route {
  origin: string
  destination: string
  containers: string[]
}

const before: Route = { origin: 'Chattogram', destination: 'Hamburg', containers: ['MSKU1234565'] }

describe('auditChanges', () => {
  let dataDir = ''
  let handle: DatabaseHandle

  beforeAll(async () => {
    dataDir = await newDataDir()
    handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(dataDir) })
  })
  afterAll(async () => {
    await handle?.close()
    if (dataDir) await removeDataDir(dataDir)
  })

  const rowsAbout = (target: string) =>
    handle.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id))

  it('writes one row naming who, what action and target, with the changed fields', async () => {
    const changes = await auditChanges(handle.db, {
      actorId: null,
      ip: '192.0.2.7',
      action: 'route.edit',
      target: 'route:1',
      before,
      after: { ...before, destination: 'Rotterdam' },
      fields: ['origin', 'destination', 'containers'],
    })
    expect(changes).toEqual({ destination: { from: 'Hamburg', to: 'Rotterdam' } })
    const rows = await rowsAbout('route:1')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorId: null,
      ip: '192.0.2.7',
      action: 'route.edit',
      detail: { changes: { destination: { from: 'Hamburg', to: 'Rotterdam' } } },
    })
  })

  it('writes nothing for a change that changes none of the fields', async () => {
    const changes = await auditChanges(handle.db, {
      actorId: null,
      action: 'route.edit',
      target: 'route:2',
      before,
      after: { ...before, containers: ['MSKU1234565'] },
      fields: ['origin', 'destination', 'containers'],
    })
    expect(changes).toEqual({})
    expect(await rowsAbout('route:2')).toHaveLength(0)
  })

  it('records what the caller makes of the changes, for a new record', async () => {
    await auditChanges(handle.db, {
      actorId: null,
      action: 'route.create',
      target: 'route:3',
      after: before,
      fields: ['origin', 'destination', 'containers'],
      detail: (changes) => ({ fields: Object.keys(changes), via: 'test' }),
    })
    const [row] = await rowsAbout('route:3')
    expect(row?.detail).toEqual({ fields: ['origin', 'destination', 'containers'], via: 'test' })
  })

  it('is undone with the transaction that made the change', async () => {
    const refused = handle.db.transaction(async (tx) => {
      await auditChanges(tx, {
        actorId: null,
        action: 'route.edit',
        target: 'route:4',
        before,
        after: { ...before, origin: 'Dhaka' },
        fields: ['origin'],
      })
      throw new Error('the change itself failed')
    })
    await expect(refused).rejects.toThrow('the change itself failed')
    expect(await rowsAbout('route:4')).toHaveLength(0)
  })
})
