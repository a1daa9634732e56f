// Job applications sent the way /careers/:id sends them: multipart, empty fields left out, the
// position id as text, one CV file. And the careers pages list what the API serves.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DOCX, SAMPLE_PDF } from './support/files.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { getJson } from './support/http.ts'
import { publishPosition } from './support/positions.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import {
  SEEDED_NOT_OPEN_POSITIONS,
  SEEDED_OPEN_POSITIONS,
  SEEDED_POSITIONS,
} from '../support/seeded-positions.ts'

const RUN = randomUUID().slice(0, 8)
const CLOSED = SEEDED_POSITIONS.find((position) => !position.open)

let server: RunningServer
/** Published for this file: the seeded positions' apply-by dates run out. */
let openPosition: StaffPosition

beforeAll(async () => {
  server = await startServer()
  openPosition = await publishPosition(server)
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** What application-form.tsx builds: only the fields that are not empty, then the CV. */
function pageForm(
  values: Record<string, string>,
  cv?: { bytes: Buffer; name: string; type: string },
): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() !== '') body.append(name, value.trim())
  }
  if (cv) body.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name)
  return body
}

const pdf = { bytes: SAMPLE_PDF, name: 'Tanjila CV.pdf', type: 'application/pdf' }

function apply(body: FormData) {
  return getJson(`${server.url}/api/jobs/applications/create`, { method: 'POST', body })
}

describe('applications as the careers page sends them', () => {
  it('accepts one without a cover letter (the empty field is left out)', async () => {
    const { status, body } = await apply(
      pageForm(
        {
          position_id: String(openPosition.id),
          name: 'Tanjila Ahmed',
          email: `tanjila-${RUN}@example.com`,
          phone: '01711-000102',
          cover_letter: '   ',
        },
        pdf,
      ),
    )
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({ code: 200, message: expect.any(String) })
  })

  it('accepts a DOCX with a cover letter', async () => {
    const { status } = await apply(
      pageForm(
        {
          position_id: String(openPosition.id),
          name: 'Arif Hossain',
          email: `arif-${RUN}@example.com`,
          phone: '+880 1811 222333',
          cover_letter: 'Two years at the DAC cargo village.',
        },
        {
          bytes: SAMPLE_DOCX,
          name: 'cv.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ),
    )
    expect(status).toBe(200)
  })

  it('answers 400 naming the field when a required field is left out', async () => {
    const { status, body } = await apply(
      pageForm(
        {
          position_id: String(openPosition.id),
          name: '',
          email: `x-${RUN}@example.com`,
          phone: '0171',
        },
        pdf,
      ),
    )
    expect(status).toBe(400)
    expect(body.errors).toHaveProperty('name')
    expect(body.errors).toHaveProperty('phone')
  })

  it('answers 400 for a missing CV', async () => {
    const { status, body } = await apply(
      pageForm({
        position_id: String(openPosition.id),
        name: 'No CV',
        email: `nocv-${RUN}@example.com`,
        phone: '01711000000',
      }),
    )
    expect(status).toBe(400)
    expect(body.errors).toHaveProperty('cv')
  })

  it('refuses applications for a closed position', async () => {
    expect(CLOSED).toBeDefined()
    const { status, body } = await apply(
      pageForm(
        {
          position_id: String(CLOSED?.id),
          name: 'Late Applicant',
          email: `late-${RUN}@example.com`,
          phone: '01711000000',
        },
        pdf,
      ),
    )
    expect(status).toBe(400)
    expect(body.errors).toHaveProperty('position_id')
  })
})

describe('the careers pages and the API agree', () => {
  it('/careers lists exactly the open positions the API serves, from the database', async () => {
    const { body } = await getJson(`${server.url}/api/jobs/position`)
    const served = body.data as { id: number; title: string; open: boolean }[]
    expect(served.every((position) => position.open)).toBe(true)
    expect(served.map((position) => position.id)).toEqual([
      ...SEEDED_OPEN_POSITIONS.map(({ id }) => id),
      openPosition.id,
    ])
    const html = await (await fetch(`${server.url}/careers`)).text()
    for (const position of served) expect(html).toContain(`href="/careers/${position.id}"`)
    for (const position of SEEDED_NOT_OPEN_POSITIONS) {
      expect(html).not.toContain(`href="/careers/${position.id}"`)
    }
  })

  it('every position has its page, served with 200; an unknown one is 404', async () => {
    for (const position of [...SEEDED_POSITIONS, openPosition]) {
      const response = await fetch(`${server.url}/careers/${position.id}`)
      expect(response.status, `/careers/${position.id}`).toBe(200)
      const html = await response.text()
      expect(html).toContain(position.title.replaceAll('&', '&amp;'))
      // What the page shows: the loader's data, texts included, follows in a script.
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
      if (SEEDED_NOT_OPEN_POSITIONS.some(({ id }) => id === position.id)) {
        expect(main).toContain('no longer open')
      } else expect(main).not.toContain('no longer open')
    }
    expect((await fetch(`${server.url}/careers/999`)).status).toBe(404)
  })
})
