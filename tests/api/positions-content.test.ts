// Issue 39: job positions are a collection of the content registry. hr writes them in the
// generic content editor; what is published shows on /careers and in /api/jobs at once; an
// editor of the site content may not touch them.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson } from './support/http.ts'
import { createPosition, positionData, positionInput } from './support/positions.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)

let server: RunningServer
let hr: SignedInStaff
let editor: SignedInStaff

beforeAll(async () => {
  server = await startServer()
  ;[hr, editor] = await Promise.all([
    signedInStaff(server, { role: 'hr' }),
    signedInStaff(server, { role: 'editor' }),
  ])
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function apply(positionId: number) {
  const body = new FormData()
  body.append('position_id', String(positionId))
  body.append('name', 'Rafiq Hasan')
  body.append('email', `rafiq-${RUN}@example.com`)
  body.append('phone', '01711000000')
  body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'cv.pdf')
  return getJson(`${server.url}/api/jobs/applications/create`, { method: 'POST', body })
}

async function listedTitles(): Promise<string[]> {
  const { body } = await getJson(`${server.url}/api/jobs/position`)
  return (body.data as { title: string }[]).map((position) => position.title)
}

async function save(id: number, data: Record<string, unknown>) {
  const item = await staffFetch(server, `/api/staff/content/positions/${id}`, { jar: hr.jar })
  const { revision } = item.body?.data as { revision: number }
  const saved = await staffFetch(server, `/api/staff/content/positions/${id}`, {
    method: 'PUT',
    body: { revision, data },
    jar: hr.jar,
  })
  expect(saved.status).toBe(200)
  return (saved.body?.data as { revision: number }).revision
}

async function publish(id: number, revision: number) {
  const published = await staffFetch(server, `/api/staff/content/positions/${id}/publish`, {
    body: { revision },
    jar: hr.jar,
  })
  expect(published.status).toBe(200)
}

describe('hr edits a position in the generic content editor', () => {
  it('a draft is not public; published, edited and closed early, the careers side follows at once', async () => {
    const input = positionInput({ title: `Customs Officer ${RUN}` })
    const draft = await createPosition(server, hr, input, { publish: false })
    expect((await getJson(`${server.url}/api/jobs/position/${draft.id}`)).status).toBe(404)
    expect(await listedTitles()).not.toContain(input.title)
    expect((await apply(draft.id)).body.errors).toEqual({
      position_id: 'This position does not exist',
    })

    const item = await staffFetch(server, `/api/staff/content/positions/${draft.id}`, {
      jar: hr.jar,
    })
    await publish(draft.id, (item.body?.data as { revision: number }).revision)
    expect(await listedTitles()).toContain(input.title)
    const page = await fetch(`${server.url}/careers/${draft.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(input.title)

    const renamed = {
      ...input,
      title: `Senior Customs Officer ${RUN}`,
      titleBn: 'সিনিয়র কাস্টমস অফিসার',
    }
    const revision = await save(draft.id, positionData(renamed))
    // Saved, not yet published: visitors still see the published title.
    expect(await listedTitles()).toContain(input.title)
    await publish(draft.id, revision)
    const { body } = await getJson(`${server.url}/api/jobs/position/${draft.id}`)
    expect(body.data).toMatchObject({
      title: renamed.title,
      titleBn: 'সিনিয়র কাস্টমস অফিসার',
      closingDate: input.applyBy,
      responsibilities: input.responsibilities,
      open: true,
    })
    const bangla = await fetch(`${server.url}/bn/careers/${draft.id}`)
    expect(await bangla.text()).toContain('সিনিয়র কাস্টমস অফিসার')

    await publish(draft.id, await save(draft.id, positionData(renamed, true)))
    expect(await listedTitles()).not.toContain(renamed.title)
    const closed = await getJson(`${server.url}/api/jobs/position/${draft.id}`)
    expect(closed.status).toBe(200)
    expect(closed.body.data).toMatchObject({ title: renamed.title, open: false })
    const refused = await apply(draft.id)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({
      position_id: `Applications for ${renamed.title} are closed: the position is no longer open`,
    })
  })

  it('a position without its responsibilities is refused, naming the field, and nothing is made', async () => {
    const before = await staffFetch(server, '/api/staff/content/positions', { jar: hr.jar })
    const answer = await staffFetch(server, '/api/staff/content/positions', {
      body: { data: positionData(positionInput({ responsibilities: [] })) },
      jar: hr.jar,
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('Responsibilities: enter at least 1')
    const after = await staffFetch(server, '/api/staff/content/positions', { jar: hr.jar })
    expect(after.body).toEqual(before.body)
  })
})

describe('who may edit positions', () => {
  it('hr and admins; an editor of the site content gets 403 and changes nothing', async () => {
    expect((await staffFetch(server, '/api/staff/content/positions', { jar: hr.jar })).status).toBe(
      200,
    )
    const list = await staffFetch(server, '/api/staff/content/positions', { jar: editor.jar })
    expect(list.status).toBe(403)
    expect(list.body).toMatchObject({ message: 'Your role does not allow this' })
    const input = positionInput({ title: `Editor's Vacancy ${RUN}` })
    const create = await staffFetch(server, '/api/staff/content/positions', {
      body: { data: positionData(input) },
      jar: editor.jar,
    })
    expect(create.status).toBe(403)
    const close = await staffFetch(server, '/api/staff/content/positions/1', {
      method: 'PUT',
      body: { revision: 1, data: positionData(input, true) },
      jar: editor.jar,
    })
    expect(close.status).toBe(403)
    const titles = (
      (await staffFetch(server, '/api/staff/content/positions', { jar: hr.jar })).body?.data as {
        items: { name: string }[]
      }
    ).items.map((item) => item.name)
    expect(titles).not.toContain(input.title)
    // The editor still works on the rest of the site content.
    expect(
      (await staffFetch(server, '/api/staff/content/services', { jar: editor.jar })).status,
    ).toBe(200)
    expect((await staffFetch(server, '/api/staff/content/services', { jar: hr.jar })).status).toBe(
      403,
    )
  })
})
