// Issue 40, "Service pages" in Chromium: a service's page shows shippers its typical transit
// times (a table with a caption), the documents they will need, a short FAQ that opens question
// by question, and links to its case studies, in English and in Bangla, at 375 and 1280 px.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { SERVICE_GUIDES } from '#content/service-guides.ts'
import { SERVICE_GUIDES_BN } from '#content/bn/service-guides.ts'
import { CASE_STUDIES_BN } from '#content/bn/records.ts'
import { CASE_STUDIES } from '#content/story-records.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const OCEAN_FREIGHT = 2
const guide = SERVICE_GUIDES[OCEAN_FREIGHT]
const guideBn = SERVICE_GUIDES_BN[OCEAN_FREIGHT]
const studies = guide.caseStudies.map((slug) => {
  const study = CASE_STUDIES.find((candidate) => candidate.slug === slug)
  if (!study) throw new Error(`no case study ${slug}`)
  return study
})

interface Expected {
  path: string
  /** The article's second-level headings: Details, then the guide's four. */
  headings: string[]
  caption: RegExp
  lanes: string[]
  firstDays: string
  document: { name: string; providedBy: string }
  question: { question: string; answer: string }
  studyTitles: string[]
  studyPath: string
}

const ENGLISH: Expected = {
  path: `/service-detail/${OCEAN_FREIGHT}`,
  headings: [
    'Details',
    'Typical transit times',
    'Documents you will need',
    'Questions shippers ask',
    'Case studies',
  ],
  caption: /^Typical days on each lane/,
  lanes: guide.transitTimes.map((lane) => `${lane.lane} ${lane.note}`),
  firstDays: '28–35 days',
  document: guide.documents[2],
  question: guide.faq[1],
  studyTitles: studies.map((study) => study.title),
  studyPath: `/case-studies/${studies[0]?.id}`,
}

const BANGLA: Expected = {
  path: `/bn/service-detail/${OCEAN_FREIGHT}`,
  headings: [
    'বিস্তারিত',
    'সাধারণ ট্রানজিট সময়',
    'যে কাগজপত্র লাগবে',
    'শিপারদের সাধারণ প্রশ্ন',
    'কেস স্টাডি',
  ],
  caption: /^প্রতিটি রুটে সাধারণত যত দিন লাগে/,
  lanes: guideBn.transitTimes.map((lane) => `${lane.lane} ${lane.note}`),
  firstDays: '২৮–৩৫ দিন',
  document: guideBn.documents[2],
  question: guideBn.faq[1],
  studyTitles: studies.map((study) => CASE_STUDIES_BN[study.id].title),
  studyPath: `/bn/case-studies/${studies[0]?.id}`,
}

async function checkGuide(page: Page, expected: Expected, width: number) {
  await visit(page, expected.path)
  const main = page.getByRole('main')
  // The guide's sections follow Details, as headings of the same level.
  await expect
    .poll(() => main.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts())
    .toEqual(expected.headings)

  const transit = main.getByRole('table', { name: expected.caption })
  await expect.poll(() => transit.locator('caption').innerText()).toMatch(expected.caption)
  const lanes = transit.getByRole('rowheader')
  await expect
    .poll(async () => (await lanes.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ')))
    .toEqual(expected.lanes)
  await expect
    .poll(() => transit.getByRole('row').nth(1).getByRole('cell').innerText())
    .toBe(expected.firstDays)

  const documents = main.getByRole('table', { name: expected.headings[2] })
  const row = documents.getByRole('row', { name: expected.document.name })
  await expect.poll(() => row.getByRole('cell').innerText()).toBe(expected.document.providedBy)

  // An answer shows once its question is opened.
  const answer = main.getByText(expected.question.answer, { exact: true })
  await expect.poll(() => answer.isVisible()).toBe(false)
  await main.getByText(expected.question.question, { exact: true }).click()
  await expect.poll(() => answer.isVisible()).toBe(true)

  // Nothing of the guide makes the page wider than the screen.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)

  const related = main.getByRole('region', { name: expected.headings[4] }).getByRole('link')
  await expect.poll(() => related.allInnerTexts()).toEqual(expected.studyTitles)
  await related.first().click()
  await page.waitForURL((url) => url.pathname === expected.studyPath)
  await expect
    .poll(() => main.getByRole('heading', { level: 1 }).innerText())
    .toBe(expected.studyTitles[0])
}

describe('a service’s page for shippers', () => {
  test.each([
    { language: 'English', expected: ENGLISH, viewport: DESKTOP },
    { language: 'Bangla', expected: BANGLA, viewport: DESKTOP },
    { language: 'English', expected: ENGLISH, viewport: MOBILE },
    { language: 'Bangla', expected: BANGLA, viewport: MOBILE },
  ])(
    'in $language at $viewport.width px: transit times, documents, FAQ and case studies',
    async ({ expected, viewport }) => {
      const { page } = await site.newPage({ viewport })
      await checkGuide(page, expected, viewport.width)
    },
  )
})
