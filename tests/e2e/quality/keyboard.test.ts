// Issue 4, "Keyboard": the contact form can be completed and sent with the keyboard alone, and
// focus is always visible.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { DESKTOP, setupSite, visit } from '../support/browser.ts'

const site = setupSite()

/** Enough for the header, the breadcrumb and the page's own links before the form. */
const MAX_TABS_TO_FORM = 40

interface Focused {
  /** A short description for messages, e.g. `input[name=email]` or `a "About"`. */
  label: string
  name: string | null
  id: string
  /** Why focus counts as visible, or null when nothing shows it. */
  indicator: string | null
}

/**
 * The focused element and how its focus shows: an outline (not none, wider than 0, not fully
 * transparent) or a box-shadow, on the element itself or on its ::before/::after.
 */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) {
      return { label: 'body', name: null, id: '', indicator: null }
    }
    const transparent = (color: string) =>
      color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color)
    let indicator: string | null = null
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo)
      const where = pseudo ?? 'element'
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)
      ) {
        indicator = `${where} outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        break
      }
      if (style.boxShadow !== 'none' && style.boxShadow !== '') {
        indicator = `${where} box-shadow ${style.boxShadow}`
        break
      }
    }
    const text = (element.textContent ?? '').trim().slice(0, 40)
    const name = element.getAttribute('name')
    const label = name
      ? `${element.tagName.toLowerCase()}[name=${name}]`
      : `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? text}"`
    return { label, name, id: element.id, indicator }
  })
}

/** Presses Tab and checks the new focus shows. */
async function tab(page: Page): Promise<Focused> {
  await page.keyboard.press('Tab')
  const now = await focused(page)
  expect(now.indicator, `focus is visible on ${now.label}`).not.toBeNull()
  return now
}

describe('keyboard', () => {
  test('the skip link is the first Tab stop and moves focus to the main content', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/contact')
    const first = await tab(page)
    expect(first.label).toMatch(/^a "Skip to/)
    const skipLink = page.getByRole('link', { name: /skip to/i })
    await expect
      .poll(() => skipLink.evaluate((element) => element === document.activeElement))
      .toBe(true)
    await expect
      .poll(() => skipLink.isVisible(), { message: 'the focused skip link is on screen' })
      .toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page)).id).toBe('main')
  })

  test('the contact form is completed and sent with the keyboard alone, focus always visible', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    const bodies: unknown[] = []
    await page.route('**/api/contact/create**', async (route) => {
      bodies.push(route.request().postDataJSON())
      await route.fulfill({ status: 200, json: { code: 200, message: 'Thanks' } })
    })
    await visit(page, '/contact')

    const stops: string[] = []
    let current: Focused | undefined
    for (let i = 0; i < MAX_TABS_TO_FORM && current?.name !== 'name'; i++) {
      current = await tab(page)
      stops.push(current.label)
    }
    expect(current?.name, `Tab reaches the Name field; stops: ${stops.join(', ')}`).toBe('name')

    const typed = {
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: '+880 1711 000000',
      message: 'Please quote for two 40ft containers from Chattogram to Hamburg.',
    }
    await page.keyboard.type(typed.name)
    expect((await tab(page)).name).toBe('email')
    await page.keyboard.type(typed.email)
    expect((await tab(page)).name).toBe('phone')
    await page.keyboard.type(typed.phone)
    expect((await tab(page)).name).toBe('message')
    await page.keyboard.type(typed.message)
    expect((await tab(page)).label).toMatch(/^button ".*Send/)
    await page.keyboard.press('Enter')

    await page.getByRole('status').filter({ hasText: 'Thanks' }).waitFor({ state: 'visible' })
    // What was typed, and the spam trap left empty: a keyboard user never reaches it.
    expect(bodies).toEqual([{ ...typed, [HONEYPOT_FIELD]: '' }])
  })
})
