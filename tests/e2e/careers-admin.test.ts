// Issue 12 in Chromium: hr runs the vacancies from the workspace, and the public careers pages
// follow without a rebuild: a published position is listed and takes an application that lands
// in hr's inbox; closing it, or an apply-by date that has passed, takes it off the list and
// refuses the next application. Issue 39: hr does it in the workspace's content editor, where
// the positions are a collection like the site's other content.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { addDays, formatDate, formatDayFirst } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { freePort } from '../../scripts/support/free-port.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import type { RunningServer } from '../api/support/server.ts'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, setupSite, visit, type TrackedPage } from './support/browser.ts'

const RUN = randomUUID().slice(0, 8)

const site = setupSite({
  env: async () => {
    // The staff API takes state changes only from SITE_URL's origin: the server's own here.
    const port = await freePort()
    return { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
  },
})

let hr: SignedInStaff | undefined

/** A page signed in as hr (the cookie sent with every request, as in staff-inbox.test.ts). */
async function hrPage(viewport: { width: number; height: number } = DESKTOP): Promise<TrackedPage> {
  hr ??= await signedInStaff({ url: site.url, dataDir: site.dataDir } as RunningServer, {
    role: 'hr',
    origin: site.url,
    name: `Nusrat ${RUN}`,
  })
  const tracked = await site.newPage({ viewport, reducedMotion: 'reduce' })
  await tracked.context.setExtraHTTPHeaders({ cookie: hr.cookie })
  return tracked
}

const main = (page: Page) => page.getByRole('main')

/** The Bangla hr writes beside the English; "About the role" is left untranslated. */
const BANGLA = {
  title: `এয়ার ইমপোর্ট এক্সিকিউটিভ ${RUN}`,
  summary: 'কার্গো ভিলেজে আমদানি এয়ার শিপমেন্ট পরিচালনা।',
  responsibilities: ['আমদানি চালান খালাস করা', 'কনসাইনিদের নিয়মিত জানানো'],
  requirements: ['এয়ার ফ্রেইটে ২ বছরের অভিজ্ঞতা', 'ইংরেজিতে ভালো লেখার দক্ষতা'],
}

/** Fills a translated text of the content form: its English and, when given, its Bangla. */
async function fillText(page: Page, group: string, english: string, bangla?: string) {
  const texts = main(page).getByRole('group', { name: group, exact: true })
  await texts.getByLabel('English').fill(english)
  if (bangla !== undefined) await texts.getByLabel('Bangla').fill(bangla)
}

/** Saves the content form's draft and publishes it, as hr does on the position's page. */
async function saveAndPublish(page: Page) {
  await main(page).getByRole('button', { name: 'Save draft' }).click()
  await page.waitForURL(/\/staff\/content\/positions\/\d+$/)
  const publish = main(page).getByRole('button', { name: 'Publish', exact: true })
  await publish.waitFor()
  // The careers pages show only what is published: a draft offers no preview there.
  await expect
    .poll(() =>
      main(page)
        .getByText(/^Preview the draft/)
        .count(),
    )
    .toBe(0)
  await publish.click()
  await main(page).getByText('Published: visitors see it now.').waitFor()
}

/** hr fills the content editor's form for a new position and publishes it; resolves with its id. */
async function publishPosition(page: Page, title: string, applyBy: string): Promise<number> {
  await page.goto('/staff/content/positions')
  await main(page).getByRole('link', { name: 'New item' }).click()
  await main(page).getByRole('button', { name: 'Save draft' }).waitFor()
  await fillText(page, 'Title', title, BANGLA.title)
  await expect
    .poll(() =>
      main(page)
        .getByRole('group', { name: 'Title', exact: true })
        .getByLabel('Bangla')
        .getAttribute('lang'),
    )
    .toBe('bn')
  await fillText(page, 'Department or service', 'Air Freight', 'এয়ার ফ্রেইট')
  await main(page).getByLabel('Office', { exact: true }).selectOption({ label: 'Dhaka' })
  await main(page).getByLabel('Employment type').selectOption({ label: 'Full-time' })
  await main(page).getByLabel('Apply by', { exact: true }).fill(formatDayFirst(applyBy))
  await fillText(
    page,
    'Summary',
    'Handle import air shipments at the cargo village.',
    BANGLA.summary,
  )
  for (const paragraph of [
    'Our import desk is growing.',
    'You will report to the Head of Air Freight.',
  ]) {
    await main(page).getByRole('button', { name: 'Add to description' }).click()
    const count = await main(page)
      .getByRole('group', { name: /^Description \d+$/ })
      .count()
    await fillText(page, `Description ${count}`, paragraph)
  }
  await fillText(
    page,
    'Responsibilities 1',
    'Clear import consignments',
    BANGLA.responsibilities[0],
  )
  await main(page).getByRole('button', { name: 'Add to responsibilities' }).click()
  await fillText(page, 'Responsibilities 2', 'Keep consignees informed', BANGLA.responsibilities[1])
  await fillText(page, 'Requirements 1', 'Two years in air freight', BANGLA.requirements[0])
  await main(page).getByRole('button', { name: 'Add to requirements' }).click()
  await fillText(page, 'Requirements 2', 'Good written English', BANGLA.requirements[1])
  await saveAndPublish(page)
  return Number(new URL(page.url()).pathname.split('/').at(-1))
}

/** A visitor's application form, filled but not sent. */
async function fillApplication(page: Page, id: number, email: string) {
  await visit(page, `/careers/${id}`)
  const field = (label: string) => main(page).getByLabel(label, { exact: true })
  await field('Name').fill('Sadia Rahman')
  await field('Email').fill(email)
  await field('Phone').fill('01711-000104')
  await field('CV').setInputFiles({
    name: 'Sadia CV.pdf',
    mimeType: 'application/pdf',
    buffer: SAMPLE_PDF,
  })
}

const send = (page: Page) => main(page).getByRole('button', { name: 'Send application' }).click()

async function listedTitles(page: Page): Promise<string[]> {
  await visit(page, '/careers')
  return main(page).locator('.position-card h3').allInnerTexts()
}

describe('hr runs the vacancies; the careers pages follow without a rebuild', () => {
  test('published → listed → applied → in the inbox; closed → off the list, the next application refused', async () => {
    const title = `Air Import Executive ${RUN}`
    const staff = await hrPage()
    const id = await publishPosition(staff.page, title, addDays(dhakaToday(), 20))

    const visitor = await site.newPage({ viewport: MOBILE })
    await expect.poll(() => listedTitles(visitor.page)).toContain(title)
    await main(visitor.page).getByRole('link', { name: title }).click()
    await visitor.page.waitForURL(`**/careers/${id}`)
    await main(visitor.page).getByRole('heading', { name: title, level: 1 }).waitFor()
    await expect
      .poll(() => main(visitor.page).getByText('Clear import consignments').count())
      .toBe(1)

    // The Bangla page shows hr's Bangla, and the paragraphs hr left untranslated in English,
    // marked so; the workspace's list says the position needs translation.
    await visit(visitor.page, `/bn/careers/${id}`)
    await main(visitor.page).getByRole('heading', { name: BANGLA.title, level: 1 }).waitFor()
    await expect.poll(() => main(visitor.page).getByText('আমদানি চালান খালাস করা').count()).toBe(1)
    await expect
      .poll(() => main(visitor.page).getByText('Our import desk is growing.').getAttribute('lang'))
      .toBe('en')
    await staff.page.goto('/staff/content/positions')
    const listed = staff.page.getByRole('row').filter({ hasText: title })
    await expect.poll(() => listed.innerText()).toContain('Needs translation')

    const email = `sadia-${RUN}@example.com`
    await fillApplication(visitor.page, id, email)
    await send(visitor.page)
    await visitor.page.getByRole('status').filter({ hasText: 'Success!' }).waitFor()

    // The application is in hr's inbox, under the position's title.
    await staff.page.goto(`/staff/inbox/job-applications?q=${encodeURIComponent(email)}`)
    const row = staff.page.getByRole('listitem').filter({ hasText: 'Sadia Rahman' })
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => row.innerText()).toContain(title)

    // A second visitor has the form open when hr closes the position.
    const late = await site.newPage({ viewport: DESKTOP })
    await fillApplication(late.page, id, `late-${RUN}@example.com`)

    await staff.page.goto(`/staff/content/positions/${id}`)
    await main(staff.page).getByLabel('Closed early').check()
    await saveAndPublish(staff.page)
    // Both publications are versions, each by hr.
    const restore = main(staff.page).getByRole('button', { name: /^Restore the version of/ })
    await expect.poll(() => restore.count()).toBe(2)

    await send(late.page)
    const refusal = main(late.page).getByText(`Applications for ${title} are closed`)
    await expect.poll(() => refusal.count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await expect.poll(() => listedTitles(visitor.page)).not.toContain(title)
    await visit(visitor.page, `/careers/${id}`)
    await main(visitor.page)
      .getByRole('heading', { name: 'This position is no longer open' })
      .waitFor()
    await expect
      .poll(() =>
        main(visitor.page).getByRole('link', { name: 'See open positions' }).getAttribute('href'),
      )
      .toBe('/careers')
    expect(visitor.pageErrors).toEqual([])
  })

  test('an apply-by date that has passed in Dhaka closes the position the same way', async () => {
    const title = `Sea Export Officer ${RUN}`
    const staff = await hrPage(MOBILE)
    const id = await publishPosition(staff.page, title, addDays(dhakaToday(), 5))
    const visitor = await site.newPage({ viewport: MOBILE })
    await fillApplication(visitor.page, id, `expired-${RUN}@example.com`)

    // hr moves the apply-by date to yesterday.
    const yesterday = addDays(dhakaToday(), -1)
    await main(staff.page).getByLabel('Apply by', { exact: true }).fill(formatDayFirst(yesterday))
    await saveAndPublish(staff.page)

    await send(visitor.page)
    const refusal = main(visitor.page).getByText(
      `Applications for ${title} closed on ${formatDate(yesterday)}`,
    )
    await expect.poll(() => refusal.count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await expect.poll(() => listedTitles(visitor.page)).not.toContain(title)
    await visit(visitor.page, `/careers/${id}`)
    await expect
      .poll(() => main(visitor.page).innerText())
      .toContain(`Applications for ${title} closed on ${formatDate(yesterday)}`)
  })

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`the workspace's position pages pass axe at ${viewport.width} px`, async () => {
      const { page } = await hrPage(viewport)
      await page.goto('/staff')
      await page.getByRole('link', { name: 'Job positions' }).first().click()
      await page.waitForURL('**/staff/content/positions')
      await page.getByRole('table').waitFor()
      await expectNoAxeViolations(page, `positions list at ${viewport.width} px`)
      await page.goto('/staff/content/positions/new')
      await main(page).getByRole('button', { name: 'Save draft' }).click()
      await main(page).getByRole('alert').waitFor()
      await expectNoAxeViolations(page, `new position with errors at ${viewport.width} px`)
      await page.goto('/staff/content/positions/1')
      await main(page).getByRole('button', { name: 'Save draft' }).waitFor()
      await expectNoAxeViolations(page, `position page at ${viewport.width} px`)
    })
  }
})
