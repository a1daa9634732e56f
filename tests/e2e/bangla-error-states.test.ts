// Issue 24: the error states a visitor reaches in Bangla without staff (a 404, a closed position,
// an unknown tracking reference, a refused form), read by the checker of
// tests/e2e/support/bangla.ts: nothing left in English outside the glossary's kept terms and
// proper names. Every Bangla page of the sitemap is read by the console sweeps, at 320 px with the
// menu open and at 1280 px (tests/e2e/support/console-sweep.ts).
import { beforeAll, describe, expect, test } from 'vitest'
import { NOT_FOUND_PATH } from '#content/site-map.ts'
import type { TestPosition as StaffPosition } from '../api/support/positions.ts'
import { closePosition, publishPosition } from '../api/support/positions.ts'
import { signedInStaff } from '../api/support/staff.ts'
import { englishLeftIn, SEEDED_LATIN_NAMES } from './support/bangla.ts'
import { DESKTOP, setupSite, visit } from './support/browser.ts'

const site = setupSite()

let closed: StaffPosition

beforeAll(async () => {
  const hr = await signedInStaff(site, { role: 'hr' })
  closed = await publishPosition(site, { hr })
  await closePosition(site, hr, closed.id)
})

describe('the Bangla error states a visitor can reach', () => {
  test(
    'a 404, a closed position, an unknown reference, a carrier number, a refused form',
    { timeout: 120_000 },
    async () => {
      const { page } = await site.newPage({ viewport: DESKTOP })
      const found: Record<string, string[]> = {}
      const check = async (label: string, allow: readonly string[] = []) => {
        const words = await englishLeftIn(page, { allow: [...SEEDED_LATIN_NAMES, ...allow] })
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
