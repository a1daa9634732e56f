// Issue 24: the vacancies in Bangla. Each text of a position has its Bangla beside it, seeded for
// the five original vacancies, written by hr in the workspace, shown on /bn/careers (per field,
// in English marked lang="en" while missing). Issue 39: positions are a collection of the site
// content, written through the generic content API (their set-up below goes through it).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { apiClient, ok } from './support/client.ts'
import { getJson } from './support/http.ts'
import {
  closePosition,
  createPosition,
  jobPostingOf,
  positionInput,
  republishPosition,
  type PositionInput,
} from './support/positions.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)
const SITE_URL = 'http://dbl.example'

let server: RunningServer
let hr: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  hr = await signedInStaff(server, { role: 'hr', name: 'Nusrat HR', origin: SITE_URL })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const BANGLA = {
  titleBn: `সি ফ্রেইট এক্সিকিউটিভ ${RUN}`,
  departmentBn: 'সি ফ্রেইট',
  summaryBn: 'চট্টগ্রাম বন্দর থেকে FCL রপ্তানির বুকিং ও ফলো-আপ।',
  // An entry for each English one: lists are translated entry by entry, side by side.
  descriptionBn: [
    'আমাদের আগ্রাবাদ টিম বড় হচ্ছে।',
    'আপনি সি ফ্রেইট বিভাগের প্রধানের কাছে রিপোর্ট করবেন।',
  ],
  responsibilitiesBn: ['ক্যারিয়ারের সঙ্গে স্পেস বুকিং করা', 'হাউস B/L ইস্যু করা'],
  requirementsBn: ['সি ফ্রেইটে কমপক্ষে ২ বছরের অভিজ্ঞতা', 'ইংরেজিতে ভালো লেখার দক্ষতা'],
} satisfies Partial<PositionInput>

const as = (who: SignedInStaff) => apiClient(server, { jar: who.jar, origin: SITE_URL })

async function create(overrides: Partial<PositionInput> = {}) {
  const input = positionInput({
    title: `Sea Freight Executive ${randomUUID().slice(0, 8)}`,
    ...overrides,
  })
  return createPosition(server, hr, input, { origin: SITE_URL })
}

/** Whether the content editor's list marks the position as needing translation. */
async function untranslated(id: number): Promise<boolean | undefined> {
  const list = await staffFetch(server, '/api/staff/content/positions', { jar: hr.jar })
  const { items } = list.body?.data as { items: { id: number; untranslated: boolean }[] }
  return items.find((item) => item.id === id)?.untranslated
}

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

const escaped = (text: string) => text.replaceAll('&', '&amp;')

describe('a fresh database', () => {
  it('seeds every position with its Bangla: none needs translation, /bn/careers shows it', async () => {
    for (const seed of SEED_JOB_POSITIONS) {
      expect(await publicPosition(seed.id), `position ${seed.id}`).toMatchObject({
        titleBn: seed.bn.title,
        departmentBn: seed.bn.department,
        summaryBn: seed.bn.summary,
        descriptionBn: seed.bn.description,
        responsibilitiesBn: seed.bn.responsibilities,
        requirementsBn: seed.bn.requirements,
      })
      expect(await untranslated(seed.id), `position ${seed.id}`).toBe(false)
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
    expect(await untranslated(position.id)).toBe(false)
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

  it('an edit changes the Bangla, kept in the published versions', async () => {
    const position = await create(BANGLA)
    const id = position.id
    const retitled = `সি ফ্রেইট সিনিয়র এক্সিকিউটিভ ${RUN}`
    await republishPosition(
      server,
      hr,
      id,
      (data) => ({ ...data, title: { en: position.title, bn: retitled } }),
      SITE_URL,
    )
    expect(await publicPosition(id)).toMatchObject({ title: position.title, titleBn: retitled })
    expect(mainOf(await page(`/bn/careers/${id}`))).toContain(`<h1>${retitled}</h1>`)
    const versions = await staffFetch(server, `/api/staff/content/positions/${id}/versions`, {
      jar: hr.jar,
    })
    const titles = (versions.body?.data as { data: { title: { bn: string } } }[]).map(
      (version) => version.data.title.bn,
    )
    expect(titles).toEqual([retitled, BANGLA.titleBn])
  })

  it('bad Bangla is refused field by field, and nothing changes', async () => {
    const position = await create(BANGLA)
    const path = `/api/staff/content/positions/${position.id}`
    const before = await staffFetch(server, path, { jar: hr.jar })
    const { revision, published } = before.body?.data as {
      revision: number
      published: Record<string, unknown>
    }
    const answer = await staffFetch(server, path, {
      method: 'PUT',
      origin: SITE_URL,
      jar: hr.jar,
      body: {
        revision,
        data: {
          ...published,
          title: { en: position.title, bn: 'ক'.repeat(121) },
          department: { en: position.department, bn: 'সি\u0007ফ্রেইট' },
          responsibilities: [{ en: 'Book space', bn: 'ক'.repeat(301) }],
          requirements: Array.from({ length: 21 }, (_, index) => ({
            en: `Requirement ${index}`,
            bn: `শর্ত ${index}`,
          })),
        },
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body?.errors).toEqual({
      'data.title.bn': 'Title (Bangla) must be at most 120 characters.',
      'data.department.bn':
        'Department or service (Bangla) must be one line without control characters.',
      'data.responsibilities.0.bn': 'Responsibility (Bangla) must be at most 300 characters.',
      'data.requirements': 'Requirements: enter at most 20',
    })
    const after = await staffFetch(server, path, { jar: hr.jar })
    expect(after.body).toEqual(before.body)
  })
})

describe('a position without Bangla', () => {
  it('shows its English on the Bangla pages, marked lang="en" field by field, and needs translation', async () => {
    const position = await create()
    expect(await publicPosition(position.id)).toMatchObject({
      titleBn: '',
      responsibilitiesBn: [],
    })
    expect(await untranslated(position.id)).toBe(true)

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
    expect(await untranslated(partly.id)).toBe(true)
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

    await closePosition(server, hr, position.id, SITE_URL)
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
    await closePosition(server, hr, untitled.id, SITE_URL)
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
