// Issue 24: the forms in Bangla, with JavaScript and without: Bangla labels, Bangla messages
// (from the page's own checks and from the server), focus on the first problem, and the Bangla
// confirmation.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { setupSite, visit } from './support/browser.ts'

const site = setupSite()

const main = (page: Page) => page.getByRole('main')

const CONTACT = {
  নাম: 'রহিম উদ্দিন',
  ইমেইল: 'rahim.bangla@example.com',
  ফোন: '+8801711000000',
  বার্তা: 'ঢাকা থেকে হামবুর্গে দুই প্যালেট পাঠাতে চাই।',
}

async function fillContact(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await main(page).getByLabel(label, { exact: true }).fill(value)
  }
}

const isFocused = (page: Page, label: string) =>
  main(page)
    .getByLabel(label, { exact: true })
    .evaluate((element) => element === document.activeElement)

describe('the contact form in Bangla, with JavaScript', () => {
  test('refuses in Bangla beside the fields, focusing the first problem', async () => {
    const { page } = await site.newPage()
    await visit(page, '/bn/contact')
    await expect
      .poll(() => main(page).getByRole('heading', { name: 'আমাদের বার্তা পাঠান' }).count())
      .toBe(1)
    await fillContact(page, { ...CONTACT, ইমেইল: 'not-an-email', নাম: '' })
    await main(page).getByRole('button', { name: 'পাঠান' }).click()
    await expect.poll(() => isFocused(page, 'নাম')).toBe(true)
    await expect.poll(() => main(page).textContent()).toContain('অনুগ্রহ করে আপনার নাম লিখুন')
    await expect
      .poll(() => main(page).textContent())
      .toContain('অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন')
    await expect
      .poll(() => main(page).getByLabel('ইমেইল', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true')
  })

  test('sends its language with the message, and confirms it in Bangla with a toast and in the page', async () => {
    const { page } = await site.newPage()
    await visit(page, '/bn/contact')
    const languages: (string | undefined)[] = []
    page.on('request', (request) => {
      if (/\/api\/contact\/create\/?$/.test(request.url())) {
        languages.push(request.headers()['content-language'])
      }
    })
    await fillContact(page, CONTACT)
    await main(page).getByRole('button', { name: 'পাঠান' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'সফল!' }).textContent())
      .toContain('যোগাযোগ করার জন্য ধন্যবাদ')
    await expect
      .poll(() => main(page).getByRole('status').filter({ hasText: 'বার্তা পাঠানো হয়েছে' }).count())
      .toBe(1)
    await expect.poll(() => main(page).textContent()).toContain('এরপর কী হবে')
    expect(languages).toEqual(['bn'])
  })
})

describe('the contact form in Bangla, without JavaScript', () => {
  test('refuses with a Bangla summary that takes focus and links to the fields', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false })
    await page.goto('/bn/contact')
    await fillContact(page, { ...CONTACT, ইমেইল: 'not-an-email' })
    await main(page).getByRole('button', { name: 'পাঠান' }).click()
    await page.waitForURL('**/bn/contact')
    const summary = main(page).getByRole('alert').filter({ hasText: 'আপনার বার্তা পাঠানো যায়নি' })
    await expect
      .poll(() => summary.evaluate((element) => element === document.activeElement))
      .toBe(true)
    await summary.getByRole('link', { name: 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন' }).click()
    await expect.poll(() => isFocused(page, 'ইমেইল')).toBe(true)
    await expect
      .poll(() => main(page).getByLabel('নাম', { exact: true }).inputValue())
      .toBe(CONTACT.নাম)
  })

  test('a sent message lands on the Bangla confirmation page', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false })
    await page.goto('/bn/contact')
    await fillContact(page, CONTACT)
    await main(page).getByRole('button', { name: 'পাঠান' }).click()
    await page.waitForURL('**/bn/contact/sent')
    await expect
      .poll(() => main(page).getByRole('heading', { level: 1 }).textContent())
      .toBe('বার্তা পাঠানো হয়েছে')
    await expect
      .poll(() => main(page).getByRole('status').innerText())
      .toMatch(/এরপর কী হবে[\s\S]*এক কর্মদিবসের মধ্যে/)
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn')
  })
})

describe('a phone typed on a Bangla keyboard (issue 40)', () => {
  const bengaliPhone = { ...CONTACT, ফোন: '০১৭১১-২২৩৩৪৪' }

  test('with JavaScript, the Bengali-digit phone passes the page’s checks and is sent', async () => {
    const { page } = await site.newPage()
    await visit(page, '/bn/contact')
    const sentPhones: unknown[] = []
    page.on('request', (request) => {
      if (/\/api\/contact\/create\/?$/.test(request.url())) {
        sentPhones.push((request.postDataJSON() as { phone?: unknown }).phone)
      }
    })
    await fillContact(page, { ...bengaliPhone, ইমেইল: 'rahim.digits@example.com' })
    await main(page).getByRole('button', { name: 'পাঠান' }).click()
    await expect
      .poll(() => main(page).getByRole('status').filter({ hasText: 'বার্তা পাঠানো হয়েছে' }).count())
      .toBe(1)
    expect(sentPhones).toHaveLength(1)
    await expect.poll(() => main(page).getByText('ফোন নম্বরে শুধু অঙ্ক').count()).toBe(0)
  })

  test('without JavaScript, the page takes it and confirms in Bangla', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false })
    await page.goto('/bn/contact')
    await fillContact(page, { ...bengaliPhone, ইমেইল: 'rahim.digits.nojs@example.com' })
    await main(page).getByRole('button', { name: 'পাঠান' }).click()
    await page.waitForURL('**/bn/contact/sent')
    await expect.poll(() => main(page).textContent()).toContain('যোগাযোগ করার জন্য ধন্যবাদ')
  })
})
