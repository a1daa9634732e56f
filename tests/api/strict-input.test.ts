// Issue 38, "Smaller holes": control characters in the content's one-line fields, ids written
// other ways than plain digits, and uploaded file names that hide or reorder their text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaItem } from '#schemas/media.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson } from './support/http.ts'
import { uploadMedia } from './support/media.ts'
import { publishPosition } from './support/positions.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

let server: RunningServer
let editor: SignedInStaff
let hr: SignedInStaff
let position: StaffPosition

beforeAll(async () => {
  server = await startServer()
  ;[editor, hr] = await Promise.all([
    signedInStaff(server, { role: 'editor' }),
    signedInStaff(server, { role: 'hr' }),
  ])
  position = await publishPosition(server, { hr })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function call(who: SignedInStaff, method: string, path: string, body?: unknown) {
  return staffFetch(server, path, { method, body, jar: who.jar })
}

interface Item {
  revision: number
  draft: Record<string, unknown> | null
  published: Record<string, unknown> | null
}

async function contentItem(collection: string, id: number): Promise<Item> {
  const answer = await call(editor, 'GET', `/api/staff/content/${collection}/${id}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body?.data as Item
}

describe('a one-line content field with a control character', () => {
  it.each([
    ['site-settings', 'tradeLicence', 'TRAD/DNCC/012345\u0007', 'Trade licence'],
    ['statistics', 'suffix', '+\n', 'Suffix'],
  ])(
    '%s: %s is refused with 400, and the item is unchanged',
    async (collection, field, value, label) => {
      const before = await contentItem(collection, 1)
      const data = { ...(before.draft ?? before.published), [field]: value }
      const answer = await call(editor, 'PUT', `/api/staff/content/${collection}/1`, {
        revision: before.revision,
        data,
      })
      expect(answer.status).toBe(400)
      expect(answer.body?.errors).toEqual({
        [`data.${field}`]: `${label} must be one line without control characters.`,
      })
      expect(await contentItem(collection, 1)).toEqual(before)
    },
  )
})

describe('an id written other ways than plain digits', () => {
  // "%20" is a space; "+" is itself in a path. Leading zeros are refused too: one record, one
  // address.
  const SPELLINGS = ['0x1', '1e0', '%201', '1.0', '+1', '01']
  const ID_MESSAGE = 'The id must be a number written in digits, e.g. 12'

  it.each(SPELLINGS)('%s: a staff content item answers 400, saying how to write it', async (id) => {
    expect((await call(editor, 'GET', '/api/staff/content/projects/1')).status).toBe(200)
    const answer = await call(editor, 'GET', `/api/staff/content/projects/${id}`)
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { code: 400, message: ID_MESSAGE, errors: { id: ID_MESSAGE } },
    })
  })

  it.each(SPELLINGS)('%s: a staff position and job application answer 400', async (spelling) => {
    expect((await call(hr, 'GET', `/api/staff/content/positions/${position.id}`)).status).toBe(200)
    for (const path of [
      `/api/staff/content/positions/${spelling}`,
      `/api/staff/inbox/job-applications/${spelling}`,
    ]) {
      const answer = await call(hr, 'GET', path)
      expect({ status: answer.status, message: answer.body?.message }, path).toEqual({
        status: 400,
        message: ID_MESSAGE,
      })
    }
  })

  it.each(SPELLINGS)('%s: a public detail is not found, as an unknown slug', async (id) => {
    expect((await getJson(`${server.url}/api/projects/details/1`)).status).toBe(200)
    const answer = await getJson(`${server.url}/api/projects/details/${id}`)
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 404,
      body: { code: 404, message: 'Project not found' },
    })
  })

  it('a category_id with a leading zero answers 400', async () => {
    const answer = await getJson(`${server.url}/api/services/filter/portfolio?category_id=01`)
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: 'category_id must be a number written in digits, e.g. 12',
    })
  })
})

describe('an uploaded file’s name', () => {
  it('a picture is listed under its name without bidirectional controls, a long one with its extension', async () => {
    const bytes = await makeTestPhoto({ width: 800, height: 600, seed: 3 })
    const long = `${'harbour-crane-'.repeat(21)}dusk.jpg`
    const upload = await uploadMedia(server, editor, [
      { name: 'quay\u202Egpj.jpg', bytes, type: 'image/jpeg' },
      { name: long, bytes, type: 'image/jpeg' },
    ])
    expect(upload.status, JSON.stringify(upload.body)).toBe(200)
    const names = (upload.body.data as MediaItem[]).map((item) => item.originalName)
    expect(names[0]).toBe('quaygpj.jpg')
    expect(names[1]).toHaveLength(200)
    expect(names[1]).toMatch(/^harbour-crane-.*….*-dusk\.jpg$/)
  })

  it('a CV is shown to staff under its name without bidirectional controls', async () => {
    const body = new FormData()
    const fields = {
      position_id: String(position.id),
      name: 'Tanjila Ahmed',
      email: 'tanjila-strict-input@example.com',
      phone: '01711-000102',
      cover_letter: 'Three years of air export documentation at a Dhaka forwarder.',
    }
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    // Shown as "cvexe.pdf" where the override is kept.
    body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'cv\u202Efdp.exe')
    const sent = await getJson(`${server.url}/api/jobs/applications/create`, {
      method: 'POST',
      body,
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const { id } = sent.body.data as { id: number }
    const item = await call(hr, 'GET', `/api/staff/inbox/job-applications/${id}`)
    expect(item.status).toBe(200)
    expect((item.body?.data as { cv: { name: string } }).cv.name).toBe('cvfdp.exe')
  })
})
