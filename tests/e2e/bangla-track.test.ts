// Issue 24: the tracking page in Bangla, in Chromium: the lookup, the shipment's answer (milestone
// names, dates in Bangla with Bengali digits, references and container numbers in Latin), the
// email updates refused and accepted in Bangla, and the confirmation link from a Bangla email.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { signedInStaff, staffFetch } from '../api/support/staff.ts'
import { SEA_SHIPMENT } from '../api/support/shipments.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { englishLeftIn } from './support/bangla.ts'
import { DESKTOP, visit } from './support/browser.ts'
import { setupStaffStateSite } from './support/staff-state-site.ts'

const { site, smtp, server } = setupStaffStateSite({
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_RETRY_MAX_MS: '200',
})

const DAY = 24 * 60 * 60_000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** A milestone in Dhaka two days ago, and one abroad yesterday (the newest). */
const BOOKED_AT = daysFromNow(-2)
const ETA = daysFromNow(20)

/**
 * Latin on the Bangla answer on purpose: the company's name, places and the carrier as staff
 * wrote them, and numbers people copy (references, container and waybill numbers, the hint's
 * examples).
 */
const LATIN = [
  'Delta Bridge Logistics',
  ...['Chattogram', 'Bangladesh', 'Hamburg', 'Germany', 'Maersk', 'Singapore'],
  ...['DBL-', 'CSQU', SEA_SHIPMENT.masterNumber, SEA_SHIPMENT.containers],
]

let reference = ''

beforeAll(async () => {
  const sales = await signedInStaff(server(), { role: 'sales', origin: site.url })
  const staff = (path: string, body: unknown) =>
    staffFetch(server(), path, { jar: sales.jar, origin: site.url, body })
  const created = await staff('/api/staff/shipments', {
    ...SEA_SHIPMENT,
    etd: daysFromNow(-1),
    eta: ETA,
  })
  expect(created.status).toBe(200)
  const shipment = created.body?.data as { id: number; reference: string }
  reference = shipment.reference
  for (const milestone of [
    { kind: 'booked', occurredAt: BOOKED_AT, place: 'Chattogram' },
    { kind: 'transhipped', occurredAt: daysFromNow(-1), place: 'Singapore' },
  ]) {
    expect((await staff(`/api/staff/shipments/${shipment.id}/milestones`, milestone)).status).toBe(
      200,
    )
  }
})

const main = (page: Page) => page.getByRole('main')

/**
 * axe at a phone's and a desktop's width. In a page of its own, with JavaScript (axe runs in the
 * page); opening a link changes nothing.
 */
async function looked(path: string, name: string) {
  const { page } = await site.newPage({ viewport: DESKTOP })
  await visit(page, path)
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, `${name} at ${width} px`)
  }
}

async function lookUp(page: Page) {
  await visit(page, '/bn/track')
  await main(page).getByRole('textbox', { name: 'রেফারেন্স বা ক্যারিয়ার নম্বর' }).fill(reference)
  await main(page).getByRole('button', { name: 'ট্র্যাক করুন' }).click()
  await main(page)
    .getByRole('heading', { name: `শিপমেন্ট ${reference}` })
    .waitFor()
}

describe('/bn/track', () => {
  test('answers a reference in Bangla, on the Bangla shareable link, with nothing left in English', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await lookUp(page)
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/bn/track/${reference}`)
    const milestones = main(page)
      .getByRole('list', { name: `${reference}-এর ধাপসমূহ, নতুনটি আগে` })
      .getByRole('listitem')
    await expect
      .poll(() => milestones.allInnerTexts())
      .toEqual([
        // A place's own clock abroad in Bangla too: Bengali digits, the place named as it is.
        expect.stringMatching(
          /^ট্রান্সশিপমেন্ট হয়েছে\s+[০-৯]+ \S+, [০-৯]{4}, [০-৯]{2}:[০-৯]{2} Singapore-এর সময়, UTC\+৮/,
        ),
        expect.stringContaining(`${formatDhakaDateTime(BOOKED_AT, 'bn')} ঢাকার সময়, UTC+৬`),
      ])
    await expect.poll(() => milestones.last().innerText()).toMatch(/^বুকিং হয়েছে/)
    await expect.poll(() => milestones.locator('[lang="en"]').count()).toBe(0)
    const text = () => main(page).textContent()
    await expect.poll(text).toContain(formatDhakaDateTime(ETA, 'bn'))
    await expect.poll(text).toContain('সি ফ্রেইট')
    await expect.poll(text).toContain('MSKU1234565')
    await expect.poll(text).not.toMatch(/Booked|Sea freight|Timeline/)
    await expect.poll(() => englishLeftIn(page, { allow: [reference, ...LATIN] })).toEqual([])
  })

  test('an unknown reference is answered in Bangla, linking to the Bangla contact page', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/track')
    await main(page)
      .getByRole('textbox', { name: 'রেফারেন্স বা ক্যারিয়ার নম্বর' })
      .fill('DBL-22222222')
    await main(page).getByRole('button', { name: 'ট্র্যাক করুন' }).click()
    const contact = main(page).getByRole('link', { name: 'আমাদের সাথে যোগাযোগ করুন' })
    await contact.waitFor()
    await expect.poll(() => contact.getAttribute('href')).toBe('/bn/contact')
    await expect
      .poll(() => main(page).textContent())
      .toContain('এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি')
  })

  test('a carrier number is checked and explained in Bangla, the carrier’s link in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/track')
    await main(page).getByRole('textbox', { name: 'রেফারেন্স বা ক্যারিয়ার নম্বর' }).fill('CSQU3054384')
    await main(page).getByRole('button', { name: 'ট্র্যাক করুন' }).click()
    const answer = main(page).locator('.tracking-check')
    await expect
      .poll(() => answer.textContent())
      .toBe('CSQU 305438-এর চেক ডিজিট 3 হওয়ার কথা, 4 নয়: সম্ভবত কোনো একটি অক্ষর ভুল টাইপ হয়েছে।')
    await expect.poll(() => answer.locator('[lang="en"]').count()).toBe(0)

    await visit(page, '/bn/track/MSKU1234565')
    const link = main(page).getByRole('link', {
      name: 'Maersk-এর ওয়েবসাইটে MSKU 123456 5 ট্র্যাক করুন',
    })
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe('https://www.maersk.com/tracking/MSKU1234565')
    // A Bangla sentence ends with a daari, after the carrier's name too.
    await expect.poll(() => link.locator('xpath=..').textContent()).toMatch(/^ক্যারিয়ার: Maersk। /)
    await expect
      .poll(() => answer.textContent())
      .toMatch(/^MSKU 123456 5 একটি সঠিক ISO 6346 কন্টেইনার নম্বর/)
  })

  test('email updates: refused and accepted in Bangla, the confirmation link confirms in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await lookUp(page)
    const form = main(page).getByRole('form', { name: 'প্রতিটি ধাপে ইমেইল পান' })
    const address = form.getByLabel('আপনার ইমেইল ঠিকানা')
    await address.fill('not-an-email')
    await form.getByRole('button', { name: 'আমাকে আপডেট ইমেইল করুন' }).click()
    await expect.poll(() => form.textContent()).toContain('অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন')
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true')

    const email = `track-bn-${Date.now()}@example.com`
    await address.fill(email)
    await form.getByRole('button', { name: 'আমাকে আপডেট ইমেইল করুন' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'সফল!' }).count()).toBe(1)

    await expect
      .poll(() => smtp().messages.some((mail) => mail.to.includes(email)), { timeout: 20_000 })
      .toBe(true)
    const confirmation = smtp().messages.find((mail) => mail.to.includes(email))
    const link = new RegExp(`${site.url}(/bn/track/\\S+\\?confirm=[\\w-]+)`).exec(
      confirmation?.text ?? '',
    )?.[1]
    expect(link, confirmation?.text).toBeTruthy()
    await visit(page, link ?? '')
    // Opening the link asks; the button confirms.
    await main(page).getByRole('button', { name: 'ইমেইল আপডেট নিশ্চিত করুন' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'নিশ্চিত হয়েছে: এই শিপমেন্টের নতুন খবর হলেই' })
      .waitFor()
    await expect.poll(() => page.url()).toBe(`${site.url}/bn/track/${reference}`)
  })

  test(
    'the email’s confirm and unsubscribe links work without JavaScript, in Bangla and English',
    { timeout: 120_000 },
    async () => {
      for (const language of ['bn', 'en'] as const) {
        const prefix = language === 'bn' ? '/bn' : ''
        const email = `track-links-${language}-${Date.now()}@example.com`
        const subscribed = await fetch(`${site.url}/api/track/${reference}/subscriptions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-language': language },
          body: JSON.stringify({ email, website: '' }),
        })
        expect(subscribed.status).toBe(200)
        await expect
          .poll(() => smtp().messages.some((mail) => mail.to.includes(email)), { timeout: 20_000 })
          .toBe(true)
        const text = smtp().messages.find((mail) => mail.to.includes(email))?.text ?? ''
        const linkTo = (name: string) =>
          new RegExp(`${site.url}(${prefix}/track/${reference}\\?${name}=[\\w-]+)`).exec(text)?.[1]
        const [confirm, unsubscribe] = [linkTo('confirm'), linkTo('unsubscribe')]
        expect(confirm, text).toBeTruthy()
        expect(unsubscribe, text).toBeTruthy()
        const texts = {
          bn: {
            confirm: 'ইমেইল আপডেট নিশ্চিত করুন',
            confirmed: 'নিশ্চিত হয়েছে: এই শিপমেন্টের নতুন খবর হলেই',
            unsubscribe: 'আনসাবস্ক্রাইব করুন',
            unsubscribed: 'এই শিপমেন্ট নিয়ে আপনি আর কোনো ইমেইল পাবেন না।',
          },
          en: {
            confirm: 'Confirm email updates',
            confirmed: 'Confirmed: we will email you when there is news about this shipment.',
            unsubscribe: 'Unsubscribe',
            unsubscribed: 'You will get no more emails about this shipment.',
          },
        }[language]

        const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
        await page.goto(confirm ?? '')
        if (language === 'bn') await looked(confirm ?? '', 'bn-track-confirm')
        await main(page).getByRole('button', { name: texts.confirm }).click()
        await page.getByRole('status').filter({ hasText: texts.confirmed }).waitFor()
        // Posted to the page's own address: the token is not left in the address bar.
        await expect.poll(() => page.url()).toBe(`${site.url}${prefix}/track/${reference}`)
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language)

        await page.goto(unsubscribe ?? '')
        if (language === 'bn') await looked(unsubscribe ?? '', 'bn-track-unsubscribe')
        await main(page).getByRole('button', { name: texts.unsubscribe, exact: true }).click()
        await page.getByRole('status').filter({ hasText: texts.unsubscribed }).waitFor()
      }
    },
  )
})
