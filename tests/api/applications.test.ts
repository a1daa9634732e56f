import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadCv } from '#server/cv-files.ts'
import { openDatabase } from '#server/db/client.ts'
import { COVER_LETTER_MAX, CV_MAX_BYTES } from '#schemas/job-application.ts'
import { SAMPLE_DOC, SAMPLE_DOCX, SAMPLE_EXE, SAMPLE_PDF, SAMPLE_ZIP } from './support/files.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { getJson } from './support/http.ts'
import { publishPosition } from './support/positions.ts'
import { readCv, readInbox } from './support/inbox.ts'
import {
  databaseUrlFor,
  newDataDir,
  removeDataDir,
  startServer,
  type RunningServer,
} from './support/server.ts'
import { SEEDED_POSITIONS } from '../support/seeded-positions.ts'

const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`

const CLOSED = SEEDED_POSITIONS.find((position) => !position.open)

let server: RunningServer
/** Published for this file: the seeded positions' apply-by dates run out. */
let openPosition: StaffPosition
/** The server's TMPDIR, where it keeps its own folder for uploads in progress. */
let tempDir: string

interface Cv {
  bytes: Buffer
  name: string
  type?: string
}

const pdf = (name = 'cv.pdf'): Cv => ({ bytes: SAMPLE_PDF, name, type: 'application/pdf' })

function form(fields: Record<string, string>, files: Cv[], fileField = 'cv'): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const file of files) {
    body.append(
      fileField,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    )
  }
  return body
}

function validFields(label: string): Record<string, string> {
  return {
    position_id: String(openPosition.id),
    name: 'Tanjila Ahmed',
    email: email(label),
    phone: '01711-000102',
    cover_letter: 'Three years of air export documentation at a Dhaka forwarder.',
  }
}

function apply(body: FormData) {
  return getJson(`${server.url}/api/jobs/applications/create`, { method: 'POST', body })
}

/** Every file under the server's temp folder and its DATA_DIR, bar the embedded database. */
async function uploadedFiles(): Promise<string[]> {
  const temp = await readdir(tempDir, { recursive: true, withFileTypes: true })
  const data = await readdir(server.dataDir, { recursive: true, withFileTypes: true })
  return [...temp, ...data]
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}pglite`))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('pglite.lock'))
    .sort()
}

const accepted: { id: number; email: string; cv: Cv; mime: string }[] = []
const rejectedEmails: string[] = []
let filesBefore: string[] = []

beforeAll(async () => {
  expect(CLOSED).toBeDefined()
  const dataDir = await newDataDir()
  tempDir = path.join(dataDir, 'tmp')
  await mkdir(tempDir)
  // Node reads TMPDIR from the process's environment: so the server is a process of its own.
  server = await startServer({ dataDir, env: { TMPDIR: tempDir }, process: true })
  // The server made its own folder for uploads, and nothing else.
  const [own, ...others] = await readdir(tempDir)
  expect(own).toMatch(/^dbl-uploads-/)
  expect(others).toEqual([])
  openPosition = await publishPosition(server)
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('POST /api/jobs/applications/create accepts', () => {
  it.each([
    ['a PDF', pdf(), 'application/pdf'],
    [
      'a DOCX',
      { bytes: SAMPLE_DOCX, name: 'cv.docx' },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'a DOC',
      { bytes: SAMPLE_DOC, name: 'cv.doc', type: 'application/msword' },
      'application/msword',
    ],
    [
      'a PDF whatever its name and declared type',
      { bytes: SAMPLE_PDF, name: 'cv.txt', type: 'text/plain' },
      'application/pdf',
    ],
  ] as const)('%s', async (label, cv, mime) => {
    const fields = validFields(`ok-${accepted.length}`)
    const { status, body } = await apply(form(fields, [cv]))
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({
      code: 200,
      message: expect.any(String),
      data: { id: expect.any(Number) },
    })
    // The CV is in the database, not on this server's disk; its upload file is gone.
    expect(await uploadedFiles(), label).toEqual([])
    accepted.push({ id: (body.data as { id: number }).id, email: fields.email ?? '', cv, mime })
  })

  it('without the optional cover letter', async () => {
    const fields = validFields('no-letter')
    delete fields.cover_letter
    const { status, body } = await apply(form(fields, [pdf()]))
    expect(status).toBe(200)
    accepted.push({
      id: (body.data as { id: number }).id,
      email: fields.email ?? '',
      cv: pdf(),
      mime: 'application/pdf',
    })
  })
})

describe('POST /api/jobs/applications/create rejects, leaving no file and no row', () => {
  beforeEach(async () => {
    filesBefore = await uploadedFiles()
  })

  async function expectRejected(body: FormData, status: number, field?: string) {
    const answer = await apply(body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(answer.body).toMatchObject({ code: status, message: expect.any(String) })
    if (field) {
      expect(Object.keys(answer.body.errors as object)).toContain(field)
    }
    expect(await uploadedFiles()).toEqual(filesBefore)
    return answer.body
  }

  function rejectedFields(label: string, change: Record<string, string | undefined> = {}) {
    // An undefined change leaves the field out, as the browser form does with empty fields.
    const fields = Object.fromEntries(
      Object.entries({ ...validFields(`rejected-${label}`), ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    )
    rejectedEmails.push(fields.email ?? '')
    return fields
  }

  it('an executable renamed to .pdf', async () => {
    const body = await expectRejected(
      form(rejectedFields('exe'), [{ bytes: SAMPLE_EXE, name: 'cv.pdf', type: 'application/pdf' }]),
      400,
      'cv',
    )
    expect(body.message).toMatch(/PDF, DOC or DOCX/)
  })

  it.each(['../../../etc/passwd.pdf', '..\\..\\boot.ini.pdf', '/etc/cv.pdf'])(
    'a path-traversal file name (%s)',
    async (name) => {
      const body = await expectRejected(form(rejectedFields('traversal'), [pdf(name)]), 400, 'cv')
      expect(body.message).toMatch(/folders/)
    },
  )

  it('a zip that is not a Word document', async () => {
    await expectRejected(
      form(rejectedFields('zip'), [{ bytes: SAMPLE_ZIP, name: 'cv.docx' }]),
      400,
      'cv',
    )
  })

  it('a zero-byte file', async () => {
    await expectRejected(
      form(rejectedFields('empty'), [{ bytes: Buffer.alloc(0), name: 'cv.pdf' }]),
      400,
      'cv',
    )
  })

  it('a file one byte over 5 MB', async () => {
    const bytes = Buffer.concat([
      SAMPLE_PDF,
      Buffer.alloc(CV_MAX_BYTES + 1 - SAMPLE_PDF.length, 0x20),
    ])
    const body = await expectRejected(form(rejectedFields('big'), [{ bytes, name: 'cv.pdf' }]), 413)
    expect(body.message).toMatch(/5 MB/)
  })

  it('a file of exactly 5 MB is not too large (but still must be valid)', async () => {
    const bytes = Buffer.concat([SAMPLE_EXE, Buffer.alloc(CV_MAX_BYTES - SAMPLE_EXE.length)])
    await expectRejected(form(rejectedFields('exact'), [{ bytes, name: 'cv.pdf' }]), 400, 'cv')
  })

  it('two files', async () => {
    await expectRejected(form(rejectedFields('two'), [pdf(), pdf('second.pdf')]), 400, 'cv')
  })

  it('a missing CV', async () => {
    await expectRejected(form(rejectedFields('missing'), []), 400, 'cv')
  })

  it('a file under another field name', async () => {
    await expectRejected(form(rejectedFields('other-field'), [pdf()], 'resume'), 400, 'cv')
  })

  it('an unknown position', async () => {
    const body = await expectRejected(
      form(rejectedFields('unknown', { position_id: '9999' }), [pdf()]),
      400,
      'position_id',
    )
    expect(body.message).toMatch(/does not exist/)
  })

  it('a closed position', async () => {
    const body = await expectRejected(
      form(rejectedFields('closed', { position_id: String(CLOSED?.id) }), [pdf()]),
      400,
      'position_id',
    )
    expect(body.message).toMatch(/closed/)
  })

  it.each([
    ['position_id', { position_id: undefined }],
    ['position_id', { position_id: 'abc' }],
    ['name', { name: undefined }],
    ['name', { name: '' }],
    ['email', { email: 'nope' }],
    ['phone', { phone: undefined }],
    ['phone', { phone: 'call me' }],
    ['cover_letter', { cover_letter: 'x'.repeat(COVER_LETTER_MAX + 1) }],
  ])('a bad or missing %s (%j)', async (field, change) => {
    const body = await expectRejected(
      form(rejectedFields(`field-${field}`, change), [pdf()]),
      400,
      field,
    )
    expect(body.message).toBe((body.errors as Record<string, string>)[field])
  })

  it('names the first problem in form order', async () => {
    const body = await expectRejected(form({}, []), 400)
    expect(Object.keys(body.errors as object)).toEqual([
      'position_id',
      'name',
      'email',
      'phone',
      'cv',
    ])
  })

  it('a JSON body', async () => {
    const answer = await getJson(`${server.url}/api/jobs/applications/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validFields('json')),
    })
    expect(answer.status).toBe(415)
    expect(answer.body).toEqual({ code: 415, message: expect.any(String) })
  })
})

describe('storage', () => {
  it(
    'keeps each accepted CV byte for byte, with its row; rejected ones left nothing',
    { timeout: 60_000 },
    async () => {
      expect(await server.stop()).toBe(0)
      const rows = (await readInbox(server.dataDir)).filter(
        (row) => row.type === 'application' && row.email?.includes(RUN),
      )
      expect(rows).toHaveLength(accepted.length)
      for (const { id, email: address, cv, mime } of accepted) {
        const row = rows.find((candidate) => Number(candidate.id) === id)
        expect(row).toMatchObject({
          email: address,
          position_id: String(openPosition.id),
          cv_original_name: cv.name,
          cv_size: String(cv.bytes.length),
          cv_sha256: createHash('sha256').update(cv.bytes).digest('hex'),
          cv_mime: mime,
          cv_file: '',
          client_ip: '127.0.0.1',
        })
      }
      // Staff get the very bytes that were uploaded, from the database.
      const docx = accepted.find(({ cv }) => cv.bytes === SAMPLE_DOCX)
      expect(docx).toBeDefined()
      expect((await readCv(server.dataDir, docx?.id ?? 0)).equals(SAMPLE_DOCX)).toBe(true)
      const handle = await openDatabase({
        DATA_DIR: server.dataDir,
        DATABASE_URL: databaseUrlFor(server.dataDir),
      })
      try {
        for (const { id, cv } of accepted) {
          expect((await loadCv(handle.db, id)).content.equals(cv.bytes), String(id)).toBe(true)
        }
      } finally {
        await handle.close()
      }
      for (const address of rejectedEmails) {
        expect(rows.some((row) => row.email === address)).toBe(false)
      }
      // Closing removed the server's upload folder.
      expect(await readdir(tempDir)).toEqual([])
      await removeDataDir(tempDir)
    },
  )
})
