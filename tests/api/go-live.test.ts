// Issue 40: the workspace's "Before going live" list names every item still as seeded (example
// addresses, the seed's phone numbers, drawings where a photo belongs, the memberships and trade
// licence left empty, SITE_URL on localhost), each with its edit screen; an item an editor has
// changed and published leaves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GoLiveEntry } from '#schemas/staff-go-live.ts'
import { contentCall, dhakaOffice, unusedPhone, type ContentEditor } from './support/content.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://localhost:3000'

let server: RunningServer
let editor: ContentEditor
let sales: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const [who, salesPerson] = await Promise.all([
    signedInStaff(server, { role: 'editor', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
  ])
  editor = { server, who, origin: SITE_URL }
  sales = salesPerson
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

async function goLiveList(): Promise<GoLiveEntry[]> {
  const answer = await staffFetch(server, '/api/staff/go-live', { jar: editor.who.jar })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body?.data as GoLiveEntry[]
}

/** Edits an item's published data and publishes the change, as the workspace does. */
async function editAndPublish(
  collection: string,
  id: number,
  change: (data: Record<string, unknown>) => void,
) {
  const item = await contentCall(editor, 'GET', `/api/staff/content/${collection}/${id}`)
  const data = structuredClone(item.published) as Record<string, unknown>
  change(data)
  const draft = await contentCall(editor, 'PUT', `/api/staff/content/${collection}/${id}`, {
    revision: item.revision,
    data,
  })
  await contentCall(editor, 'POST', `/api/staff/content/${collection}/${id}/publish`, {
    revision: draft.revision,
  })
}

describe('Before going live', () => {
  it('lists every item still as seeded, each with its edit screen', async () => {
    const list = await goLiveList()
    const dhaka = await dhakaOffice(editor)
    const dhakaEdit = `/staff/content/offices/${dhaka.id}`

    expect(list).toContainEqual({
      reason: 'example-address',
      item: 'Dhaka Headquarters',
      collection: 'Offices',
      field: 'email',
      value: 'dhaka@example.com',
      editPath: dhakaEdit,
    })
    expect(list).toContainEqual(
      expect.objectContaining({
        reason: 'example-address',
        collection: 'Company',
        field: 'email',
        value: 'info@example.com',
        editPath: '/staff/content/company/1',
      }),
    )
    expect(list).toContainEqual({
      reason: 'seeded-phone',
      item: 'Dhaka Headquarters',
      collection: 'Offices',
      field: 'phones 1',
      value: '+880 2 5505 0101',
      editPath: dhakaEdit,
    })
    expect(list).toContainEqual(
      expect.objectContaining({
        reason: 'seeded-phone',
        field: 'whatsapp',
        value: '8801711000101',
      }),
    )
    expect(list).toContainEqual(
      expect.objectContaining({
        reason: 'drawing',
        item: 'Freight Academy graduation',
        collection: 'Gallery',
        field: 'image',
        value: '/images/gallery/freight-academy-graduation.svg',
      }),
    )
    for (const collection of ['Team', 'Projects', 'Gallery', 'Slider']) {
      expect(
        list.filter((entry) => entry.reason === 'drawing' && entry.collection === collection),
      ).not.toEqual([])
    }
    for (const field of ['trade licence', 'memberships']) {
      expect(list).toContainEqual({
        reason: 'not-filled',
        item: 'Site settings',
        collection: 'Site settings',
        field,
        value: '',
        editPath: '/staff/content/site-settings/1',
      })
    }
    expect(list).toContainEqual({
      reason: 'server-setting',
      item: 'The server',
      collection: null,
      field: 'SITE_URL',
      value: SITE_URL,
      editPath: null,
    })
    // What is not a placeholder stays off the list: the services' drawings, the offices' names.
    expect(list.filter((entry) => entry.collection === 'Services')).toEqual([])
  })

  it('drops what an editor changed and published, and keeps the rest', async () => {
    const dhaka = await dhakaOffice(editor)
    const newPhone = unusedPhone()
    await editAndPublish('offices', dhaka.id, (data) => {
      data.email = 'dhaka@deltabridge.com.bd'
      ;(data.phones as string[])[0] = newPhone
    })
    await editAndPublish('site-settings', 1, (data) => {
      data.memberships = ['IATA', 'BAFFA']
      data.tradeLicence = 'TRAD/DNCC/012345/2026'
    })

    const list = await goLiveList()
    const dhakaEntries = list.filter((entry) => entry.item === 'Dhaka Headquarters')
    expect(dhakaEntries.map((entry) => entry.value)).not.toContain('dhaka@example.com')
    expect(dhakaEntries.map((entry) => entry.value)).not.toContain('+880 2 5505 0101')
    expect(JSON.stringify(list)).not.toContain(newPhone)
    // The Dhaka office's second phone and WhatsApp were not changed: they are still listed.
    expect(dhakaEntries).toContainEqual(
      expect.objectContaining({ reason: 'seeded-phone', value: '+880 1711 000101' }),
    )
    expect(list).toContainEqual(
      expect.objectContaining({ item: 'Chattogram Branch', value: 'chattogram@example.com' }),
    )
    expect(list.filter((entry) => entry.reason === 'not-filled')).toEqual([])
  })

  it('a draft not yet published does not take an item off the list', async () => {
    const chattogram = (await contentCall(editor, 'GET', '/api/staff/content/offices')) as unknown
    const branch = (chattogram as { items: { id: number; slug: string }[] }).items.find(
      (item) => item.slug === 'chattogram',
    )
    const item = await contentCall(editor, 'GET', `/api/staff/content/offices/${branch?.id}`)
    await contentCall(editor, 'PUT', `/api/staff/content/offices/${branch?.id}`, {
      revision: item.revision,
      data: { ...item.published, email: 'chattogram@deltabridge.com.bd' },
    })
    expect(await goLiveList()).toContainEqual(
      expect.objectContaining({ item: 'Chattogram Branch', value: 'chattogram@example.com' }),
    )
  })

  it('is for editors and admins only', async () => {
    const answer = await staffFetch(server, '/api/staff/go-live', { jar: sales.jar })
    expect(answer.status).toBe(403)
    const anonymous = await fetch(`${server.url}/api/staff/go-live`)
    expect(anonymous.status).toBe(401)
  })
})
