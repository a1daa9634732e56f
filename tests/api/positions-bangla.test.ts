// Issue 24: the vacancies in Bangla. Each text of a position has its Bangla beside it, seeded for
// the five original vacancies, written by hr in the workspace, shown on /bn/careers (per field,
// in English marked lang="en" while missing); a database seeded before the Bangla gets the
// seed's once, where hr left the English alone.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import { PositionInputSchema, type StaffPosition } from '#schemas/positions.ts'
import { openDatabase } from '#server/db/client.ts'
import { contentSeeds, jobPositions } from '#server/db/schema.ts'
import { SAMPLE_PDF } from './support/files.ts'
import type { operations } from './support/api-types.ts'
import { apiClient, ok } from './support/client.ts'
import { getJson } from './support/http.ts'
import { positionInput, jobPostingOf } from './support/positions.ts'
import { databaseUrlFor, removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)
const SITE_URL = 'http://dbl.example'
const FILLED = 'seeded job positions given their Bangla'

let server: RunningServer
let hr: SignedInStaff
let admin: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  ;[hr, admin] = await Promise.all([
    signedInStaff(server, { role: 'hr', name: 'Nusrat HR', origin: SITE_URL }),
    signedInStaff(server, { role: 'admin', origin: SITE_URL }),
  ])
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

type PositionInput = operations['createStaffPosition']['requestBody']['content']['application/json']

const BANGLA = {
  titleBn: `সি ফ্রেইট এক্সিকিউটিভ ${RUN}`,
  departmentBn: 'সি ফ্রেইট',
  summaryBn: 'চট্টগ্রাম বন্দর থেকে FCL রপ্তানির বুকিং ও ফলো-আপ।',
  descriptionBn: ['আমাদের আগ্রাবাদ টিম বড় হচ্ছে।'],
  responsibilitiesBn: ['ক্যারিয়ারের সঙ্গে স্পেস বুকিং করা', 'হাউস B/L ইস্যু করা'],
  requirementsBn: ['সি ফ্রেইটে কমপক্ষে ২ বছরের অভিজ্ঞতা'],
} satisfies Partial<PositionInput>

const as = (who: SignedInStaff) => apiClient(server, { jar: who.jar, origin: SITE_URL })
const byId = (id: number) => ({ params: { path: { id } } })

async function create(overrides: Partial<PositionInput> = {}, publish = true) {
  const body = {
    ...positionInput({ title: `Sea Freight Executive ${randomUUID().slice(0, 8)}` }),
    ...overrides,
    publish,
  }
  return ok(await as(hr).POST('/api/staff/positions', { body })).data
}

const staffPosition = async (id: number) =>
  ok(await as(hr).GET('/api/staff/positions/{id}', byId(id))).data

const publicPosition = async (id: number) =>
  ok(
    await apiClient(server).GET('/api/jobs/position/{id}', {
      params: { path: { id: String(id) } },
    }),
  ).data

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status, path).toBe(200)
  // React's text separators (<!-- -->) left out, so assertions read as the visitor does.
  return (await response.text()).replaceAll('<!-- -->', '')
}

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

function apply(positionId: number, email: string, language: 'en' | 'bn') {
  const form = new FormData()
  form.append('position_id', String(positionId))
  form.append('name', 'Rafiq Islam')
  form.append('email', email)
  form.append('phone', '01711-000103')
  form.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'cv.pdf')
  return getJson(`${server.url}/api/jobs/applications/create`, {
    method: 'POST',
    body: form,
    headers: { 'Content-Language': language },
  })
}

/** What hr's form sends for `position` as it is (the schema drops the rest). */
const inputOf = (position: StaffPosition) => PositionInputSchema.parse(position)

const escaped = (text: string) => text.replaceAll('&', '&amp;')

describe('a fresh database', () => {
  it('seeds every position with its Bangla: none needs translation, /bn/careers shows it', async () => {
    const listed = ok(await as(hr).GET('/api/staff/positions')).data
    for (const seed of SEED_JOB_POSITIONS) {
      const position = listed.find(({ id }) => id === seed.id)
      expect(position, `position ${seed.id}`).toMatchObject({
        titleBn: seed.bn.title,
        departmentBn: seed.bn.department,
        summaryBn: seed.bn.summary,
        descriptionBn: seed.bn.description,
        responsibilitiesBn: seed.bn.responsibilities,
        requirementsBn: seed.bn.requirements,
        untranslated: false,
      })
      // Whether open or closed, its page names it in Bangla, and nothing of it in English.
      const main = mainOf(await page(`/bn/careers/${seed.id}`))
      expect(main).toContain(`<h1>${seed.bn.title}</h1>`)
      expect(main).not.toContain(seed.title)
    }
  })
})

describe('hr writes the Bangla', () => {
  it('beside the English; the Bangla pages show it, the English pages and API stay English', async () => {
    const position = await create(BANGLA)
    expect(position).toMatchObject({ ...BANGLA, untranslated: false })
    expect(await publicPosition(position.id)).toMatchObject(BANGLA)

    const bangla = await page(`/bn/careers/${position.id}`)
    const main = mainOf(bangla)
    expect(main).toContain(`<h1>${BANGLA.titleBn}</h1>`)
    expect(main).toContain(`<p class="page-header__eyebrow">${BANGLA.departmentBn}</p>`)
    expect(main).toContain(`<p>${BANGLA.summaryBn}</p>`)
    expect(main).toContain(`<p>${BANGLA.descriptionBn[0]}</p>`)
    for (const item of [...BANGLA.responsibilitiesBn, ...BANGLA.requirementsBn]) {
      expect(main).toContain(`${escaped(item)}</li>`)
    }
    // The form names the position in Bangla, and nothing of hr's English reaches the page.
    expect(main).toContain(`<strong>${BANGLA.titleBn}</strong>`)
    for (const english of [position.title, position.summary, ...position.responsibilities]) {
      expect(bangla).not.toContain(english)
    }
    expect(bangla).toMatch(
      new RegExp(
        `<meta name="description" content="[^"]*-এ ${BANGLA.titleBn} \\(পূর্ণকালীন, চট্টগ্রাম\\)`,
      ),
    )
    expect(bangla).toContain(`<meta property="og:title" content="${BANGLA.titleBn}`)
    const posting = jobPostingOf(bangla)
    // The address is the Bangla page's (its origin is the build's SITE_URL).
    expect(posting).toMatchObject({
      title: BANGLA.titleBn,
      url: expect.stringMatching(new RegExp(`/bn/careers/${position.id}$`)),
    })
    expect(posting?.description).toContain(`<p>${BANGLA.summaryBn}</p>`)
    expect(posting?.description).toContain('<strong>দায়িত্বসমূহ</strong>')

    const list = mainOf(await page('/bn/careers'))
    expect(list).toContain(`>${BANGLA.titleBn}</a></h3>`)
    expect(list).toContain(`<p>${BANGLA.summaryBn}</p>`)

    // The English pages do not change, and carry no Bangla of the position.
    const english = await page(`/careers/${position.id}`)
    expect(mainOf(english)).toContain(`<h1>${position.title}</h1>`)
    expect(jobPostingOf(english)).toMatchObject({
      title: position.title,
      url: expect.stringMatching(new RegExp(`[^n]/careers/${position.id}$`)),
    })
    for (const text of [BANGLA.titleBn, BANGLA.summaryBn, ...BANGLA.responsibilitiesBn]) {
      expect(english).not.toContain(text)
    }
    expect(await page('/careers')).not.toContain(BANGLA.titleBn)
  })

  it('an edit changes the Bangla, in the history; a save that leaves the Bangla out keeps it', async () => {
    const position = await create(BANGLA)
    const id = position.id
    const input = inputOf(await staffPosition(id))
    const retitled = `সি ফ্রেইট সিনিয়র এক্সিকিউটিভ ${RUN}`
    const edited = ok(
      await as(hr).PUT('/api/staff/positions/{id}', {
        ...byId(id),
        body: { ...input, titleBn: retitled },
      }),
    ).data
    expect(edited.titleBn).toBe(retitled)
    expect(edited.history[0]).toMatchObject({
      action: 'edited',
      actorName: 'Nusrat HR',
      changes: { titleBn: { from: BANGLA.titleBn, to: retitled } },
    })
    expect(mainOf(await page(`/bn/careers/${id}`))).toContain(`<h1>${retitled}</h1>`)

    // A client that knows only the English fields changes the English and keeps the Bangla.
    const englishOnly = positionInput({ title: `Renamed ${RUN}` })
    const kept = ok(
      await as(hr).PUT('/api/staff/positions/{id}', { ...byId(id), body: englishOnly }),
    ).data
    expect(kept).toMatchObject({
      title: englishOnly.title,
      titleBn: retitled,
      requirementsBn: BANGLA.requirementsBn,
    })
  })

  it('bad Bangla is refused field by field, and nothing changes', async () => {
    const position = await create(BANGLA)
    const answer = await staffFetch(server, `/api/staff/positions/${position.id}`, {
      method: 'PUT',
      origin: SITE_URL,
      jar: hr.jar,
      body: {
        ...positionInput(),
        titleBn: 'ক'.repeat(121),
        departmentBn: 'সি\u0007ফ্রেইট',
        summaryBn: 42,
        descriptionBn: 'একটি অনুচ্ছেদ',
        responsibilitiesBn: ['ক'.repeat(301)],
        requirementsBn: Array.from({ length: 21 }, (_, index) => `শর্ত ${index}`),
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body?.errors).toEqual({
      titleBn: 'The Bangla title must be at most 120 characters',
      departmentBn: 'Please remove the special characters from the Bangla department or service',
      summaryBn: 'The Bangla summary must be text',
      descriptionBn: 'The Bangla description must be a list',
      'responsibilitiesBn.0': 'Each Bangla responsibilities entry must be at most 300 characters',
      requirementsBn: 'Please enter at most 20 Bangla requirements entries',
    })
    const after = await staffPosition(position.id)
    expect(after).toMatchObject({ ...BANGLA, title: position.title })
    expect(after.history.map(({ action }) => action)).toEqual(['published', 'created'])
  })
})

describe('a position without Bangla', () => {
  it('shows its English on the Bangla pages, marked lang="en" field by field, and needs translation', async () => {
    const position = await create()
    expect(position).toMatchObject({ titleBn: '', responsibilitiesBn: [], untranslated: true })
    const listed = ok(await as(hr).GET('/api/staff/positions')).data
    expect(listed.find(({ id }) => id === position.id)?.untranslated).toBe(true)

    const main = mainOf(await page(`/bn/careers/${position.id}`))
    expect(main).toContain(`<h1 lang="en">${position.title}</h1>`)
    expect(main).toContain(`<p class="page-header__eyebrow" lang="en">${position.department}</p>`)
    expect(main).toContain(`<p lang="en">${position.summary}</p>`)
    const englishItems = position.responsibilities.length + position.requirements.length
    expect(main.split('<li lang="en">').length - 1).toBe(englishItems)
    expect(main).toContain(`<strong lang="en">${position.title}</strong>`)
    // The page's own texts are Bangla around it.
    expect(main).toContain('দায়িত্বসমূহ')
    const list = mainOf(await page('/bn/careers'))
    expect(list).toContain(`<h3 lang="en">`)

    // Translated in part: each field in its own language.
    const partly = await create({ titleBn: `আংশিক অনুবাদ ${RUN}` })
    expect(partly.untranslated).toBe(true)
    const mixed = mainOf(await page(`/bn/careers/${partly.id}`))
    expect(mixed).toContain(`<h1>আংশিক অনুবাদ ${RUN}</h1>`)
    expect(mixed).toContain(`<p lang="en">${partly.summary}</p>`)
  })
})

describe('applications from the Bangla page', () => {
  it('reach the inbox under the English title; a refusal names the Bangla title when there is one', async () => {
    const position = await create(BANGLA)
    const email = `bn-${RUN}@example.com`
    expect((await apply(position.id, email, 'bn')).status).toBe(200)
    const { data } = ok(
      await as(hr).GET('/api/staff/inbox/job-applications', { params: { query: { q: email } } }),
    )
    expect(data.items.map(({ title }) => title)).toEqual([position.title])

    ok(await as(hr).POST('/api/staff/positions/{id}/close', byId(position.id)))
    const refused = await apply(position.id, `late-${RUN}@example.com`, 'bn')
    expect(refused.status).toBe(400)
    expect(refused.body?.message).toBe(
      `${BANGLA.titleBn} পদে আবেদন নেওয়া বন্ধ হয়ে গেছে: পদটি আর খোলা নেই`,
    )
    expect((await apply(position.id, `late-en-${RUN}@example.com`, 'en')).body?.message).toBe(
      `Applications for ${position.title} are closed: the position is no longer open`,
    )

    // Without a Bangla title, the Bangla refusal does not name the position.
    const untitled = await create()
    ok(await as(hr).POST('/api/staff/positions/{id}/close', byId(untitled.id)))
    const plain = await apply(untitled.id, `untitled-${RUN}@example.com`, 'bn')
    expect(plain.body?.message).toBe('এই পদে আবেদন নেওয়া বন্ধ হয়ে গেছে: পদটি আর খোলা নেই')
    expect(plain.body?.message).not.toContain(untitled.title)
  })

  it('the application-sent page names the position in Bangla', async () => {
    const position = await create(BANGLA)
    const html = await page(`/bn/careers/${position.id}/applied`)
    expect(mainOf(html)).toContain(BANGLA.titleBn)
    expect(html).not.toContain(position.title)
  })
})

/** The positions as a database seeded before the Bangla holds them, with hr's changes since. */
async function makeSeededWithoutBangla(dataDir: string) {
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(dataDir) })
  try {
    const { db } = handle
    await db.update(jobPositions).set({
      titleBn: '',
      departmentBn: '',
      summaryBn: '',
      descriptionBn: [],
      responsibilitiesBn: [],
      requirementsBn: [],
    })
    // hr rewrote position 1's English title, and wrote position 2's Bangla title their own way.
    await db
      .update(jobPositions)
      .set({ title: `Air Export Lead ${RUN}` })
      .where(eq(jobPositions.id, 1))
    await db
      .update(jobPositions)
      .set({ titleBn: `হর-এর শিরোনাম ${RUN}` })
      .where(eq(jobPositions.id, 2))
    await db.delete(contentSeeds).where(eq(contentSeeds.name, 'job-positions-bangla'))
  } finally {
    await handle.close()
  }
}

describe('a database seeded before the Bangla', () => {
  it('gets the seed’s Bangla once, where hr left the English alone, by the system', async () => {
    await server.stop()
    await makeSeededWithoutBangla(server.dataDir)
    server = await startServer({ dataDir: server.dataDir, env: { SITE_URL } })
    expect(server.output()).toContain(FILLED)
    const [seed1, seed2, seed3] = SEED_JOB_POSITIONS

    // Position 1: its rewritten title gets no Bangla; its other texts get the seed's.
    const first = await staffPosition(seed1.id)
    expect(first).toMatchObject({
      title: `Air Export Lead ${RUN}`,
      titleBn: '',
      summaryBn: seed1.bn.summary,
      responsibilitiesBn: seed1.bn.responsibilities,
      untranslated: true,
    })
    expect(first.history[0]).toMatchObject({ action: 'translated', actorName: null })
    expect(first.history[0]?.changes).not.toHaveProperty('titleBn')
    expect(first.history[0]?.changes).toHaveProperty('summaryBn', {
      from: '',
      to: seed1.bn.summary,
    })
    // Position 2: hr's own Bangla title is kept.
    expect(await staffPosition(seed2.id)).toMatchObject({
      titleBn: `হর-এর শিরোনাম ${RUN}`,
      departmentBn: seed2.bn.department,
      untranslated: false,
    })
    // Position 3: everything.
    expect(await staffPosition(seed3.id)).toMatchObject({
      titleBn: seed3.bn.title,
      descriptionBn: seed3.bn.description,
      requirementsBn: seed3.bn.requirements,
      untranslated: false,
    })
    expect(mainOf(await page(`/bn/careers/${seed3.id}`))).toContain(`<h1>${seed3.bn.title}</h1>`)

    const audit = ok(await as(admin).GET('/api/staff/audit')).data
    const translated = audit.filter(({ action }) => action === 'position.translated')
    expect(translated.map(({ target }) => target)).toContain(`position:${seed3.id}`)
    expect(translated.every(({ actor }) => actor === null)).toBe(true)

    // Once: a Bangla text hr then empties is not filled again at the next start.
    const input = inputOf(await staffPosition(seed3.id))
    ok(
      await as(hr).PUT('/api/staff/positions/{id}', {
        ...byId(seed3.id),
        body: { ...input, summaryBn: '' },
      }),
    )
    await server.stop()
    server = await startServer({ dataDir: server.dataDir, env: { SITE_URL } })
    expect(server.output()).not.toContain(FILLED)
    expect((await staffPosition(seed3.id)).summaryBn).toBe('')
  }, 120_000)
})
