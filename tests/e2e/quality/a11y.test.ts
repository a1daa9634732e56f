// Issue 4, "Accessibility": axe-core (WCAG 2.0–2.2 A and AA, target-size and the experimental
// rules such as label-content-name-mismatch included) finds nothing with the mobile menu open,
// form errors shown or a toast up. Every page as a visit leaves it (scrolled through, back at the
// top) is checked by the console sweeps, in the same visit as their other checks
// (tests/e2e/support/console-sweep.ts): every page at 320 px, one per route at 1280 px.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { TOAST_LIFE_MS } from '#app/components/toast.tsx'
import { DESKTOP, MOBILE, setupSite, visit } from '../support/browser.ts'
import { backToTop, expectNoAxeViolations, openMobileMenu } from './support.ts'

const site = setupSite()

const WIDTHS = [MOBILE, DESKTOP] as const

/** Reveal animations would leave content at opacity 0 mid-fade; the sweeps check the animated state. */
async function reducedMotionPage(viewport: { width: number; height: number }, path: string) {
  const { page } = await site.newPage({ viewport, reducedMotion: 'reduce' })
  await visit(page, path)
  return page
}

async function fillValidForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Name').fill('Rahim Uddin')
  await form.getByLabel('Email').fill('rahim@example.com')
  await form.getByLabel('Phone').fill('+880 1711 000000')
  await form.getByLabel('Message').fill('Please quote for two 40ft containers to Hamburg.')
  return form
}

describe('axe finds no WCAG A/AA violation', () => {
  test.each(['/', '/services', '/bn', '/bn/services'])(
    '%s with the mobile menu open at 375 px',
    async (path) => {
      const page = await reducedMotionPage(MOBILE, path)
      await openMobileMenu(page)
      await expectNoAxeViolations(page, `${path} at 375 px, menu open`)
    },
  )

  for (const viewport of WIDTHS) {
    test(`/contact with the form's validation errors showing at ${viewport.width} px`, async () => {
      const page = await reducedMotionPage(viewport, '/contact')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect
        .poll(() => page.locator('[aria-invalid="true"]').count(), { timeout: 5000 })
        .toBe(4)
      // Focus goes to the first field in error, and the sticky header must not cover it
      // (WCAG 2.4.11, Focus Not Obscured, which axe does not check).
      const name = page.getByRole('textbox', { name: 'Name' })
      await expect
        .poll(() => name.evaluate((element) => element === document.activeElement))
        .toBe(true)
      const field = await name.boundingBox()
      const header = await page.getByRole('banner').boundingBox()
      if (!field || !header) throw new Error('the Name field or the header has no box')
      const headerBottom = Math.max(0, header.y + header.height)
      expect(
        field.y,
        `the focused Name field is clear of the header (bottom ${headerBottom})`,
      ).toBeGreaterThanOrEqual(headerBottom - 0.5)

      await backToTop(page)
      await expectNoAxeViolations(page, `/contact at ${viewport.width} px, validation errors`)
    })

    test(`/contact with an error toast on screen at ${viewport.width} px`, async () => {
      const { page } = await site.newPage({ viewport, reducedMotion: 'reduce' })
      // Toasts close after TOAST_LIFE_MS; on a busy machine axe can take longer than that, so the
      // page's timers of exactly that length are stretched to keep the toast up while it runs.
      await page.addInitScript((toastLife) => {
        const setTimeoutOriginal = window.setTimeout
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
          setTimeoutOriginal(
            handler,
            delay === toastLife ? 10 * 60_000 : delay,
            ...rest,
          )) as typeof window.setTimeout
      }, TOAST_LIFE_MS)
      await visit(page, '/contact')
      await page.route('**/api/contact/create**', (route) =>
        route.fulfill({ status: 500, json: { code: 500, message: 'Test failure' } }),
      )
      await fillValidForm(page)
      await page.getByRole('button', { name: 'Send' }).click()
      const toast = page.getByRole('alert').filter({ hasText: 'Test failure' })
      await toast.waitFor({ state: 'visible' })
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      )
      await backToTop(page)
      await expectNoAxeViolations(page, `/contact at ${viewport.width} px, error toast`)
      await expect
        .poll(() => toast.isVisible(), { message: 'the toast was still up when axe finished' })
        .toBe(true)
    })
  }
})

describe('the axe check itself', () => {
  test('fails on a page with a violation, naming the rule and the element', async () => {
    const { page } = await site.newPage()
    await page.setContent(
      '<!doctype html><html lang="en"><title>Broken</title><main><img src="/favicon.ico"></main></html>',
    )
    await expect(
      expectNoAxeViolations(page, 'a page with an image without alt'),
    ).rejects.toMatchObject({ actual: [expect.stringMatching(/^image-alt \(critical\): img /)] })
  })

  test('refuses a page with a frame, which it would leave unchecked', async () => {
    const { page } = await site.newPage()
    await page.setContent(
      '<!doctype html><html lang="en"><title>Framed</title><main><iframe title="Inner" srcdoc="<p>Inner</p>"></iframe></main></html>',
    )
    await expect(expectNoAxeViolations(page, 'a page with a frame')).rejects.toThrow(/frames on/)
  })
})
