// Issues 22 and 23 together: a content item shows a photo of the media library only once the
// photo is fit for visitors, the public API then names the photo's file, and a photo that an
// item shows cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaItem } from '#schemas/media.ts'
import { toDhakaIso } from '#domain/dhaka-time.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { getJson } from './support/http.ts'
import { fetchFile, uploadMedia, waitForMedia } from './support/media.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

let server: RunningServer
let editor: SignedInStaff

beforeAll(async () => {
  // Due schedules are carried out every second, to keep the schedule test short.
  server = await startServer({ env: { CONTENT_CHECK_SECONDS: '1' } })
  editor = await signedInStaff(server, { role: 'editor' })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

interface TeamItem {
  revision: number
  publishAt: string | null
  scheduleRefusal: { at: string; reason: string } | null
  draft: Record<string, unknown> | null
  published: Record<string, unknown> | null
}

const call = (method: string, path: string, body?: unknown) =>
  staffFetch(server, path, { method, body, jar: editor.jar })

async function teamMember(id: number): Promise<TeamItem> {
  const answer = await call('GET', `/api/staff/content/team/${id}`)
  expect(answer.status).toBe(200)
  return answer.body?.data as TeamItem
}

async function saveImage(id: number, image: unknown) {
  const current = await teamMember(id)
  const data = { ...(current.draft ?? current.published), image }
  return call('PUT', `/api/staff/content/team/${id}`, { revision: current.revision, data })
}

const publish = async (id: number) =>
  call('POST', `/api/staff/content/team/${id}/publish`, {
    revision: (await teamMember(id)).revision,
  })

const publicTeam = async () =>
  (await getJson(`${server.url}/api/team`)).body.data as { id: number; image: string }[]

describe('a photo on a content item', () => {
  it('is refused while unknown or without alt text, then shown by its file, and cannot be deleted while shown', async () => {
    const [member] = await publicTeam()
    if (!member) throw new Error('the seed has a team')
    const { id } = member

    const unknown = await saveImage(id, { kind: 'media', id: crypto.randomUUID() })
    expect(unknown.status).toBe(400)
    expect(unknown.body?.errors).toEqual({
      'data.image': 'Choose an image from the media library.',
    })

    const upload = await uploadMedia(server, editor, [
      { name: 'portrait.jpg', bytes: await makeTestPhoto({ width: 1200, height: 1200, seed: 7 }) },
    ])
    expect(upload.status, JSON.stringify(upload.body)).toBe(200)
    const photo = upload.body.data?.[0] as MediaItem
    expect((await saveImage(id, { kind: 'media', id: photo.id })).status).toBe(200)

    // Ready, but with no alt text and not decorative: not fit for visitors yet.
    expect((await waitForMedia(server, editor, photo.id)).status).toBe('ready')
    const withoutAlt = await publish(id)
    expect(withoutAlt.status).toBe(409)
    expect(withoutAlt.body?.message).toMatch(/needs alt text/)
    expect((await publicTeam()).find((person) => person.id === id)?.image).toBe(member.image)

    const described = await call('PUT', `/api/staff/media/${photo.id}`, {
      version: photo.version,
      alt: { en: 'Our managing director at the Chattogram office', bn: '' },
    })
    expect(described.status).toBe(200)
    expect((await publish(id)).status).toBe(200)

    const shown = (await publicTeam()).find((person) => person.id === id)?.image ?? ''
    expect(shown).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/)
    // The API names the widest JPEG of the card crop (3:2), whatever else the photo has.
    const ready = await waitForMedia(server, editor, photo.id)
    const cardJpegs = ready.derivatives.filter(
      (file) => file.aspect === '3x2' && file.format === 'jpeg',
    )
    const widest = cardJpegs.reduce((best, file) => (file.width > best.width ? file : best))
    expect(cardJpegs.length).toBeGreaterThan(1)
    expect(shown).toBe(widest.url)
    const file = await fetchFile(server, shown)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')

    const refused = await call('DELETE', `/api/staff/media/${photo.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body?.message).toMatch(/used by Team “/)
  })
})

describe('a scheduled publish of an item whose photo is not fit for visitors', () => {
  it('is refused when due, with the reason on the item and in the audit log, and goes ahead once the photo is fixed', async () => {
    const [, member] = await publicTeam()
    if (!member) throw new Error('the seed has a team of two or more')
    const { id } = member
    const upload = await uploadMedia(server, editor, [
      { name: 'team.jpg', bytes: await makeTestPhoto({ width: 800, height: 800, seed: 11 }) },
    ])
    expect(upload.status, JSON.stringify(upload.body)).toBe(200)
    const photo = upload.body.data?.[0] as MediaItem
    expect((await waitForMedia(server, editor, photo.id)).status).toBe('ready')
    expect((await saveImage(id, { kind: 'media', id: photo.id })).status).toBe(200)

    const inSeconds = (seconds: number) =>
      toDhakaIso(new Date(Date.now() + seconds * 1000)).slice(0, 19)
    const schedule = async () =>
      call('PUT', `/api/staff/content/team/${id}/schedule`, {
        revision: (await teamMember(id)).revision,
        publishAt: inSeconds(2),
        unpublishAt: null,
      })
    expect((await schedule()).status).toBe(200)

    // No alt text and not decorative: refused at its time, and said so on the item.
    await expect
      .poll(async () => (await teamMember(id)).scheduleRefusal?.reason, {
        timeout: 30_000,
        interval: 250,
      })
      .toMatch(/needs alt text/)
    const refused = await teamMember(id)
    expect(refused.publishAt).toBeNull()
    expect(refused.draft).not.toBeNull()
    expect((await publicTeam()).find((person) => person.id === id)?.image).toBe(member.image)
    const admin = await signedInStaff(server, { role: 'admin' })
    const audit = await staffFetch(server, '/api/staff/audit', { jar: admin.jar })
    const entries = audit.body?.data as {
      action: string
      target: string | null
      actor: unknown
      detail: Record<string, unknown> | null
    }[]
    const entry = entries.find(
      (candidate) =>
        candidate.action === 'content.schedule-refused' &&
        candidate.target === `content:team:${id}`,
    )
    expect(entry?.detail?.reason).toMatch(/needs alt text/)
    expect(entry?.detail?.fields).toEqual({ 'data.image': expect.stringMatching(/alt text/) })

    // Described, and scheduled again: the refusal is no longer shown, and the publish happens.
    expect(
      (
        await call('PUT', `/api/staff/media/${photo.id}`, {
          version: photo.version,
          alt: { en: 'Our operations manager at the Dhaka office', bn: '' },
        })
      ).status,
    ).toBe(200)
    expect((await schedule()).status).toBe(200)
    expect((await teamMember(id)).scheduleRefusal).toBeNull()
    await expect
      .poll(async () => (await publicTeam()).find((person) => person.id === id)?.image, {
        timeout: 30_000,
        interval: 250,
      })
      .toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/)
    expect((await teamMember(id)).scheduleRefusal).toBeNull()
  })
})
