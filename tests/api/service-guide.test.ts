// Issue 40, "Service pages": each service carries what shippers look for (typical transit times,
// the documents needed, a short FAQ, related case studies), editable in the workspace like the
// rest of its content, in the public API and on its page in both languages.
import { describe, expect, it } from 'vitest'
import { contentCall, publishContent, setupEditorSite } from './support/content.ts'
import { fetchPage, mainOf } from './support/rendered-pages.ts'
import { staffFetch } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const OCEAN_FREIGHT = 2

const site = setupEditorSite(SITE_URL)

interface Localized {
  en: string
  bn: string
}

interface ServiceData {
  faq: { question: Localized; answer: Localized }[]
  transitTimes: { lane: Localized; fastestDays: number; slowestDays: number; note: Localized }[]
}

const page = async (path: string) => {
  const { status, html } = await fetchPage(site.server().url, path)
  expect(status, path).toBe(200)
  return mainOf(html).replaceAll('<!-- -->', '')
}

async function publicService(slug: string) {
  const answer = await fetch(`${site.server().url}/api/services/detail/${slug}`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: Record<string, unknown> }).data
}

describe('a service’s guide for shippers', () => {
  it('is in the service’s detail on the public API', async () => {
    const service = await publicService('ocean-freight')
    expect(service.transitTimes).toContainEqual({
      lane: 'Chattogram → Hamburg',
      fastestDays: 28,
      slowestDays: 35,
      note: 'Port to port, via Colombo or Singapore',
    })
    expect(service.documents).toContainEqual({
      name: 'EXP form, certified',
      providedBy: 'Your bank (AD branch)',
    })
    expect(service.documents).toContainEqual({
      name: 'Utilization declaration (UD), for garments',
      providedBy: 'BGMEA or BKMEA',
    })
    expect(service.faq).toContainEqual(
      expect.objectContaining({ question: 'Should I ship FCL or LCL?' }),
    )
    expect(service.caseStudies).toEqual([
      {
        id: 4,
        slug: 'weekly-shrimp-reefers-without-a-missed-sailing',
        title: 'Weekly shrimp reefers without a missed sailing',
      },
      {
        id: 5,
        slug: 'spinning-mill-relocated-from-europe',
        title: 'A spinning mill relocated from Europe',
      },
    ])
  })

  it('is on the service’s page in English and in Bangla', async () => {
    const english = await page(`/service-detail/${OCEAN_FREIGHT}`)
    expect(english).toContain('<h2 id="transit-title">Typical transit times</h2>')
    expect(english).toMatch(/Chattogram → Hamburg<\/span>.*?28–35 days<\/td>/s)
    expect(english).toMatch(/<th scope="row">EXP form, certified<\/th><td>Your bank \(AD branch\)/)
    expect(english).toContain('<summary>Should I ship FCL or LCL?</summary>')
    expect(english).toMatch(
      /<a href="\/case-studies\/4"[^>]*><span>Weekly shrimp reefers without a missed sailing</,
    )

    const bangla = await page(`/bn/service-detail/${OCEAN_FREIGHT}`)
    expect(bangla).toContain('<h2 id="transit-title">সাধারণ ট্রানজিট সময়</h2>')
    expect(bangla).toMatch(/চট্টগ্রাম → হামবুর্গ<\/span>.*?২৮–৩৫ দিন<\/td>/s)
    expect(bangla).toContain('<summary>FCL নেব, না LCL?</summary>')
    expect(bangla).toMatch(/<a href="\/bn\/case-studies\/4"[^>]*><span>একটি সেইলিংও মিস না করে/)
  })

  it('refuses a transit time whose most days are fewer than its fewest, and changes nothing', async () => {
    const item = await contentCall(
      site.editor(),
      'GET',
      `/api/staff/content/services/${OCEAN_FREIGHT}`,
    )
    const data = structuredClone(item.published) as unknown as ServiceData
    const [first] = data.transitTimes
    if (!first) throw new Error('ocean freight has no transit times')
    first.slowestDays = first.fastestDays - 1
    const answer = await staffFetch(site.server(), `/api/staff/content/services/${OCEAN_FREIGHT}`, {
      method: 'PUT',
      body: { revision: item.revision, data },
      jar: site.editor().who.jar,
      origin: SITE_URL,
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('Most days cannot be fewer than fewest days.')
    const after = await contentCall(
      site.editor(),
      'GET',
      `/api/staff/content/services/${OCEAN_FREIGHT}`,
    )
    expect(after.revision).toBe(item.revision)
  })

  it('shows an editor’s new answer once published, never while it is a draft', async () => {
    const answer = {
      en: 'From about 14 cubic metres a 20ft container is cheaper; ask us to compare.',
      bn: 'মোটামুটি ১৪ ঘনমিটারের বেশি হলে ২০ ফুট কন্টেইনার সস্তা; তুলনা করে দিতে বলুন।',
    }
    const item = await contentCall(
      site.editor(),
      'GET',
      `/api/staff/content/services/${OCEAN_FREIGHT}`,
    )
    const data = structuredClone(item.published) as unknown as ServiceData
    const entry = data.faq.find((one) => one.question.en === 'Should I ship FCL or LCL?')
    if (!entry) throw new Error('ocean freight has no FCL or LCL question')
    entry.answer = answer
    const draft = await contentCall(
      site.editor(),
      'PUT',
      `/api/staff/content/services/${OCEAN_FREIGHT}`,
      { revision: item.revision, data },
    )
    expect(await page(`/service-detail/${OCEAN_FREIGHT}`)).not.toContain(answer.en)

    await publishContent(site.editor(), 'services', draft)
    expect(await page(`/service-detail/${OCEAN_FREIGHT}`)).toContain(`<p>${answer.en}</p>`)
    expect(await page(`/bn/service-detail/${OCEAN_FREIGHT}`)).toContain(`<p>${answer.bn}</p>`)
    expect((await publicService('ocean-freight')).faq).toContainEqual({
      question: 'Should I ship FCL or LCL?',
      answer: answer.en,
    })
  })
})
