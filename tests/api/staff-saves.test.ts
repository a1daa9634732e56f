// Issue 39: a staff save answers with the record as saved, in full, so the workspace shows that
// answer instead of reading the record again: the answer is what a read right after it gives.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)

let server: RunningServer
let editor: SignedInStaff
let sales: SignedInStaff

beforeAll(async () => {
  server = await startServer()
  ;[editor, sales] = await Promise.all([
    signedInStaff(server, { role: 'editor', name: `Esha Editor ${RUN}` }),
    signedInStaff(server, { role: 'sales' }),
  ])
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

async function call(who: SignedInStaff, method: string, path: string, body?: unknown) {
  const answer = await staffFetch(server, path, { method, body, jar: who.jar })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as { data: Record<string, unknown> } & Record<string, unknown>
}

describe('a save answers with the saved record', () => {
  it('a content draft: its new revision, its data, its status and who saved it', async () => {
    const path = '/api/staff/content/services/1'
    const before = (await call(editor, 'GET', path)).data as {
      revision: number
      status: string
      published: { title: { en: string; bn: string } } & Record<string, unknown>
    }
    expect(before.status).toBe('published')
    const data = structuredClone(before.published)
    data.title.en = `Air Freight ${RUN}`

    const saved = await call(editor, 'PUT', path, { revision: before.revision, data })
    expect(saved.data).toMatchObject({
      id: 1,
      revision: before.revision + 1,
      status: 'changed',
      draft: data,
      published: before.published,
      updatedBy: `Esha Editor ${RUN}`,
    })
    // In full: the same record a read gives afterwards, to the last field.
    expect(saved.data).toEqual((await call(editor, 'GET', path)).data)
  })

  it('a shipment: its fields, and its timeline after a milestone', async () => {
    const created = (await call(sales, 'POST', '/api/staff/shipments', SEA_SHIPMENT)).data as {
      id: number
    }
    const path = `/api/staff/shipments/${created.id}`
    const saved = await call(sales, 'PUT', path, { ...SEA_SHIPMENT, carrier: `Hapag ${RUN}` })
    expect(saved.data).toMatchObject({ id: created.id, carrier: `Hapag ${RUN}` })
    expect(saved.data).toEqual((await call(sales, 'GET', path)).data)

    const added = await call(sales, 'POST', `${path}/milestones`, {
      kind: 'departed',
      occurredAt: '2026-11-20T10:00:00+06:00',
      place: 'Chattogram',
    })
    expect((added.data.milestones as unknown[]).length).toBe(1)
    expect(added.data).toEqual((await call(sales, 'GET', path)).data)
  })

  it('an inbox item: its status, assignee, notes and reply in its history', async () => {
    const sent = await postJson(`${server.url}/api/contact/create`, {
      name: 'Saves Tester',
      email: `saves-${RUN}@example.com`,
      phone: '+880 1711-000001',
      message: `Please call me back ${RUN}`,
    })
    expect(sent.status).toBe(200)
    const path = `/api/staff/inbox/contact-messages/${(sent.body.data as { id: number }).id}`
    const latest = async () => (await call(sales, 'GET', path)).data

    const moved = await call(sales, 'POST', `${path}/status`, { status: 'in_progress' })
    expect(moved.message).toBe('Status changed')
    expect(moved.data).toMatchObject({ status: 'in_progress' })
    expect(moved.data).toEqual(await latest())

    const assigned = await call(sales, 'POST', `${path}/assignee`, { assigneeId: sales.id })
    expect(assigned.data).toMatchObject({ assignee: { id: sales.id } })
    expect(assigned.data).toEqual(await latest())

    const noted = await call(sales, 'POST', `${path}/notes`, { body: `Called twice ${RUN}` })
    const events = noted.data.events as { action: string; body: string | null }[]
    expect(events.filter((event) => event.action === 'note').map((event) => event.body)).toEqual([
      `Called twice ${RUN}`,
    ])
    expect(noted.data).toEqual(await latest())

    const replied = await call(sales, 'POST', `${path}/replies`, {
      body: `We will call you today ${RUN}`,
      key: randomUUID(),
    })
    expect(replied.message).toBe('Reply queued')
    expect(replied.data).toMatchObject({ status: 'answered' })
    // Not compared with a read: the outbox may have sent the email in between.
    expect(JSON.stringify(replied.data.events)).toContain(`We will call you today ${RUN}`)
  })
})
