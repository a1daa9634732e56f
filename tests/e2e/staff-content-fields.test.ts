// Issue 39 and 40 in Chromium: the workspace's form is drawn from the registry's field kinds. A
// notice's start and end are picked as a day (day first, typed or from the calendar) and a time
// in Dhaka; its severity offers labelled choices; every field says what it wants in a hint. A
// service's lists of groups (its questions, its transit times) and its case studies are fields too.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { addDays, formatDayFirst } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from '../api/support/staff.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const RUN = randomUUID().slice(0, 8)
const { site, server } = setupStaffStateSite()
let editor: SignedInStaff | undefined

async function editorPage(viewport: { width: number; height: number } = DESKTOP) {
  editor ??= await signedInStaff(server(), { role: 'editor', origin: site.url })
  return signedInPage(site, editor, viewport)
}

describe('a notice made in the workspace', () => {
  test('its dates are typed day first and its times read on a clock in Dhaka', async () => {
    const { page } = await editorPage()
    await page.goto('/staff/content/notices/new')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Save draft' }).waitFor()
    const title = main.getByRole('group', { name: 'Title', exact: true })
    await title.getByLabel('English').fill(`Eid closure ${RUN}`)
    const text = main.getByRole('group', { name: 'Text', exact: true })
    await text.getByLabel('English').fill('Both offices are closed.')

    const severity = main.getByLabel('Severity')
    await expect
      .poll(() => severity.locator('option').allTextContents())
      .toEqual(['Choose…', 'Information', 'Disruption'])
    await severity.selectOption({ label: 'Disruption' })

    const start = main.getByRole('group', { name: 'Start (Dhaka time, UTC+6)' })
    const end = main.getByRole('group', { name: 'End (Dhaka time, UTC+6)' })
    const firstDay = addDays(dhakaToday(), 10)
    const lastDay = addDays(dhakaToday(), 12)
    // Day first, as Bangladesh writes it; the field says back the date it read.
    await start.getByRole('textbox', { name: 'Day', exact: true }).fill(formatDayFirst(firstDay))
    await start.getByText(/^Read as /).waitFor()
    await start.getByLabel('Time in Dhaka').fill('9.30')
    await end.getByRole('textbox', { name: 'Day', exact: true }).fill(formatDayFirst(lastDay))
    // A time that is no time of day is named as the field's problem, and nothing is saved.
    await end.getByLabel('Time in Dhaka').fill('25:00')
    await main.getByRole('button', { name: 'Save draft' }).click()
    await main
      .getByRole('alert')
      .getByRole('link', { name: 'End must be a date and time.' })
      .waitFor()

    await end.getByLabel('Time in Dhaka').fill('18:00')
    await main.getByRole('button', { name: 'Save draft' }).click()
    await page.waitForURL(/\/staff\/content\/notices\/\d+$/)
    const id = new URL(page.url()).pathname.split('/').at(-1)
    const saved = await staffFetch(server(), `/api/staff/content/notices/${id}`, {
      jar: editor?.jar,
      origin: site.url,
    })
    const draft = (saved.body?.data as { draft: Record<string, unknown> }).draft
    expect(draft).toMatchObject({
      severity: 'disruption',
      startsAt: `${firstDay}T09:30:00+06:00`,
      endsAt: `${lastDay}T18:00:00+06:00`,
    })

    // Opened again, the instants read as they were picked: day first, Dhaka's clock.
    await page.reload()
    await expect
      .poll(() => start.getByRole('textbox', { name: 'Day', exact: true }).inputValue())
      .toBe(formatDayFirst(firstDay))
    await expect.poll(() => start.getByLabel('Time in Dhaka').inputValue()).toBe('09:30')
    await expect.poll(() => end.getByLabel('Time in Dhaka').inputValue()).toBe('18:00')
  })

  test('the calendar picks a day with the keyboard at 375 px', async () => {
    const { page } = await editorPage(MOBILE)
    await page.goto('/staff/content/notices/new')
    const start = page.getByRole('group', { name: 'Start (Dhaka time, UTC+6)' })
    await start.getByRole('button', { name: 'Choose date' }).click()
    const calendar = page.getByRole('dialog')
    await calendar.waitFor()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect.poll(() => calendar.isVisible()).toBe(false)
    // The calendar opens at today in Dhaka; one day on is tomorrow.
    await expect
      .poll(() => start.getByRole('textbox', { name: 'Day', exact: true }).inputValue())
      .toBe(formatDayFirst(addDays(dhakaToday(), 1)))
  })
})

describe('a service in the workspace', () => {
  test('its questions, transit times and case studies are fields of its form', async () => {
    const { page } = await editorPage()
    await page.goto('/staff/content/services/2')
    const main = page.getByRole('main')
    const faq = main.getByRole('group', { name: 'Questions and answers', exact: true })
    const first = faq.getByRole('group', { name: 'Questions and answers 1', exact: true })
    await expect
      .poll(() =>
        first
          .getByRole('group', { name: 'Question', exact: true })
          .getByLabel('English')
          .inputValue(),
      )
      .toBe('Where are export containers stuffed?')
    await expect
      .poll(() =>
        first.getByRole('group', { name: 'Answer', exact: true }).getByLabel('Bangla').inputValue(),
      )
      .toMatch(/^চট্টগ্রাম থেকে প্রায় সব রপ্তানি কন্টেইনার/)

    const lane = main
      .getByRole('group', { name: 'Typical transit times', exact: true })
      .getByRole('group', { name: 'Typical transit times 1', exact: true })
    await expect.poll(() => lane.getByLabel('Fewest days').inputValue()).toBe('28')
    await expect.poll(() => lane.getByLabel('Most days').inputValue()).toBe('35')

    const studies = main.getByRole('group', { name: 'Related case studies', exact: true })
    await expect
      .poll(() =>
        studies
          .getByRole('checkbox', { name: 'Weekly shrimp reefers without a missed sailing' })
          .isChecked(),
      )
      .toBe(true)
  })
})
