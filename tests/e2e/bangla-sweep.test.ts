// Issue 24: every Bangla page of the sitemap, and the error states a visitor reaches without
// staff (a 404, a closed position, an unknown tracking reference, a refused form), read by the
// checker of tests/e2e/support/bangla.ts at 1280 px and at 375 px with the mobile menu open:
// nothing left in English outside the glossary's kept terms and proper names.
import { beforeAll, describe, expect, test } from 'vitest'
import { CLIENTS, REVIEWS } from '#content/records.ts'
import { NOT_FOUND_PATH } from '#content/site-map.ts'
import { TEAM } from '#content/team.ts'
import type { TestPosition as StaffPosition } from '../api/support/positions.ts'
import { closePosition, publishPosition } from '../api/support/positions.ts'
import { signedInStaff } from '../api/support/staff.ts'
import { englishLeftIn } from './support/bangla.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'
import { openMobileMenu } from './quality/support.ts'

const site = setupSite()

/**
 * Latin on Bangla pages on purpose: the company, its cities, people and clients as they write
 * their names, hr's positions (marked lang="en" where they are hr's text).
 */
const NAMES = [
  'Delta Bridge Logistics Ltd.',
  'Delta Bridge Logistics',
  ...TEAM.map((member) => member.name),
  ...CLIENTS.map((client) => client.name),
  ...REVIEWS.flatMap((review) => [review.author, review.company]),
]

let closed: StaffPosition
let bangla: string[] = []

beforeAll(async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  bangla = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path === '/bn' || path.startsWith('/bn/'))
  const hr = await signedInStaff(site, { role: 'hr' })
  closed = await publishPosition(site, { hr })
  await closePosition(site, hr, closed.id)
})

describe('every Bangla page of the sitemap', () => {
  test('lists the Bangla pages', () => {
    expect(bangla.length).toBeGreaterThan(15)
  })

  test('at 1280 px: nothing left in English', { timeout: 600_000 }, async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    const found: Record<string, string[]> = {}
    for (const path of bangla) {
      await visit(page, path)
      const words = await englishLeftIn(page, { allow: NAMES })
      if (words.length > 0) found[path] = words
    }
    expect(found).toEqual({})
  })

  test('at 375 px with the menu open: nothing left in English', { timeout: 600_000 }, async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    const found: Record<string, string[]> = {}
    for (const path of bangla) {
      await visit(page, path)
      await openMobileMenu(page)
      const words = await englishLeftIn(page, { allow: NAMES })
      if (words.length > 0) found[path] = words
    }
    expect(found).toEqual({})
  })
})

describe('the Bangla error states a visitor can reach', () => {
  test(
    'a 404, a closed position, an unknown reference, a carrier number, a refused form',
    { timeout: 120_000 },
    async () => {
      const { page } = await site.newPage({ viewport: DESKTOP })
      const found: Record<string, string[]> = {}
      const check = async (label: string, allow: readonly string[] = []) => {
        const words = await englishLeftIn(page, { allow: [...NAMES, ...allow] })
        if (words.length > 0) found[label] = words
      }
      await visit(page, `/bn${NOT_FOUND_PATH}`)
      await check('404')
      await visit(page, '/bn/careers/999999')
      await check('unknown position')
      await visit(page, `/bn/careers/${closed.id}`)
      await check('closed position')
      await visit(page, '/bn/track/DBL-22222222')
      await page.getByRole('link', { name: 'আমাদের সাথে যোগাযোগ করুন' }).waitFor()
      await check('unknown reference')
      await visit(page, '/bn/track/CSQU3054384')
      await page.getByRole('heading', { name: /কন্টেইনার নম্বর/ }).waitFor()
      // The number without its check digit, as the explanation quotes it.
      await check('wrong check digit', ['CSQU'])
      await visit(page, '/bn/track/MSKU1234565')
      await page.getByRole('heading', { name: /কন্টেইনার নম্বর/ }).waitFor()
      // The carrier's name, and the owner code and category the explanation takes apart.
      await check('valid container', ['Maersk', 'MSK', 'U'])
      await visit(page, '/bn/contact')
      await page.getByRole('main').getByRole('button', { name: /পাঠান/ }).click()
      await page.getByRole('main').getByText('অনুগ্রহ করে আপনার নাম লিখুন').first().waitFor()
      await check('refused contact form')
      expect(found).toEqual({})
    },
  )
})
