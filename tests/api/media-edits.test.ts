// Two editors describing one picture: a save names the version of the picture it started from,
// and a save from a version someone else has since replaced is refused (409) and changes
// nothing, as for content items. The derivative jobs do not notice alt text being saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaItem } from '#schemas/media.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { getMedia, uploadMedia, waitForMedia } from './support/media.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

let server: RunningServer
let first: SignedInStaff
let second: SignedInStaff
let picture: MediaItem

beforeAll(async () => {
  server = await startServer()
  ;[first, second] = await Promise.all([
    signedInStaff(server, { role: 'editor', name: 'First Editor' }),
    signedInStaff(server, { role: 'editor', name: 'Second Editor' }),
  ])
  const bytes = await makeTestPhoto({ width: 800, height: 600, seed: 21 })
  const uploaded = await uploadMedia(server, first, [{ name: 'berth.jpg', bytes }])
  const [stored] = uploaded.body.data ?? []
  if (!stored) throw new Error(`no picture in ${JSON.stringify(uploaded.body)}`)
  picture = stored
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function save(editor: SignedInStaff, body: Record<string, unknown>) {
  return staffFetch(server, `/api/staff/media/${picture.id}`, {
    method: 'PUT',
    body,
    cookie: editor.cookie,
  })
}

describe('a picture edited by two editors', () => {
  it('refuses the second save, made from the version both read, and keeps the first', async () => {
    const readByFirst = await getMedia(server, first, picture.id)
    const readBySecond = await getMedia(server, second, picture.id)
    expect(readBySecond.version).toBe(readByFirst.version)

    const saved = await save(first, {
      version: readByFirst.version,
      alt: { en: 'Cranes over the container berth', bn: '' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body?.data).toMatchObject({
      version: readByFirst.version + 1,
      alt: { en: 'Cranes over the container berth', bn: '' },
    })

    const refused = await save(second, {
      version: readBySecond.version,
      alt: { en: 'A ship at the berth', bn: 'বার্থে একটি জাহাজ' },
      decorative: true,
      focalPoint: { x: 0.2, y: 0.3 },
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      code: 409,
      message:
        `Someone else changed this picture since you opened it (you started from version ` +
        `${readBySecond.version}; it is now at ${readBySecond.version + 1}). Your changes were ` +
        'not saved: reload the page to see theirs, then make yours again.',
    })
    // Nothing of the refused save was kept: alt text, flag and focal point are the first's.
    expect(await getMedia(server, second, picture.id)).toMatchObject({
      version: readByFirst.version + 1,
      alt: { en: 'Cranes over the container berth', bn: '' },
      decorative: false,
      focalPoint: { x: 0.5, y: 0.5 },
    })
  })

  it('takes a save from the current version, and a picture being remade still becomes ready', async () => {
    const current = await getMedia(server, second, picture.id)
    const moved = await save(second, {
      version: current.version,
      alt: { en: 'A ship at the berth', bn: 'বার্থে একটি জাহাজ' },
      focalPoint: { x: 0.2, y: 0.3 },
    })
    expect(moved.status).toBe(200)
    expect(moved.body?.data).toMatchObject({
      version: current.version + 1,
      status: 'processing',
      focalPoint: { x: 0.2, y: 0.3 },
    })
    // Alt text saved while the crops are being made again does not hold them up.
    const described = await save(first, {
      version: current.version + 1,
      alt: { en: 'A container ship at the berth', bn: 'বার্থে একটি কন্টেইনার জাহাজ' },
    })
    expect(described.status).toBe(200)
    expect(await waitForMedia(server, first, picture.id)).toMatchObject({
      status: 'ready',
      version: current.version + 2,
      alt: { en: 'A container ship at the berth', bn: 'বার্থে একটি কন্টেইনার জাহাজ' },
      focalPoint: { x: 0.2, y: 0.3 },
    })
  })

  it('refuses a save that does not say which version it started from', async () => {
    const before = await getMedia(server, first, picture.id)
    const unnamed = await save(first, { alt: { en: 'Anything', bn: '' } })
    expect(unnamed.status).toBe(400)
    expect(unnamed.body).toMatchObject({
      message: 'Name the version of the picture you started from',
      errors: { version: 'Name the version of the picture you started from' },
    })
    expect(await getMedia(server, first, picture.id)).toEqual(before)
  })
})
