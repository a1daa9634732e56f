/**
 * What every Bangla page must be (issue 24), for the tests of each page: in Bangla by its
 * <html lang>, its addresses for search engines, Bengali in <main>, and no English left outside
 * the words the trade writes in English, names, and text marked lang="en".
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { CLIENTS, REVIEWS } from '#content/records.ts'
import { TEAM } from '#content/team.ts'
import { localizedPath } from '#app/i18n/language.ts'
import { keptEnglishTerms } from '../../support/glossary.ts'

/**
 * Words written in Latin letters on Bangla pages on purpose: the glossary's English terms
 * (docs/bangla-glossary.md), names of bodies, of maps and of apps.
 */
export const LATIN_ON_BANGLA_PAGES: readonly string[] = [
  ...keptEnglishTerms(),
  ...['FCL', 'LCL', 'AWB', 'HAWB', 'MAWB', 'B/L', 'HBL', 'MBL', 'Incoterms', 'Incoterm'],
  ...['EXW', 'FOB', 'FCA', 'CFR', 'C&F', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'],
  ...['HS code', 'CBM', 'TEU', 'kg', 'cm', '°C', 'ETA', 'ETD', 'UTC'],
  // The airport codes the glossary names, written after the Bangla place name.
  ...['DAC', 'CGP', 'DXB', 'DOH', 'IST', 'SIN', 'JFK'],
  ...['IATA', 'BAFFA', 'FIATA', 'BGMEA', 'BKMEA', 'EPZ'],
  ...['OpenStreetMap', 'Google Maps', 'WhatsApp'],
]

/**
 * Names the seeded content writes in Latin letters inside Bangla sentences and attributes
 * (aria-labels, a portrait's or a logo's alt text): the company, its people, its clients and the
 * people quoted, as they write their own names.
 */
export const SEEDED_LATIN_NAMES: readonly string[] = [
  'Delta Bridge Logistics Ltd.',
  'Delta Bridge Logistics',
  ...TEAM.map((member) => member.name),
  ...CLIENTS.map((client) => client.name),
  ...REVIEWS.flatMap((review) => [review.author, review.company]),
]

export interface EnglishCheck {
  /** Further words or names allowed in Latin letters (a company's name, a place). */
  allow?: readonly string[]
}

/**
 * The Latin-letter words a visitor meets on the page, in text, aria-label, alt and title, outside
 * elements marked lang="en" (or any language but Bangla), with phone numbers, email addresses,
 * our references, container numbers and the allowed words taken out. An empty list means nothing is left in English.
 */
export async function englishLeftIn(page: Page, check: EnglishCheck = {}): Promise<string[]> {
  // Longest first, so that DOCX is taken out whole before DOC could leave its X.
  const allowed = [...LATIN_ON_BANGLA_PAGES, ...(check.allow ?? [])].sort(
    (a, b) => b.length - a.length,
  )
  return page.evaluate((allowed) => {
    const inBangla = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? ''
      return lang === 'bn' || lang.startsWith('bn-')
    }
    const skipped = (element: Element) =>
      element.closest('script, style, template, noscript') !== null
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && !skipped(parent) && inBangla(parent)) texts.push(node.textContent ?? '')
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title]')) {
      if (skipped(element)) continue
      // An attribute is read in the element's own language.
      if (!inBangla(element)) continue
      for (const name of ['aria-label', 'alt', 'title']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    const words: string[] = []
    for (let text of texts) {
      text = text
        .replace(/\S+@\S+/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        // Our references and container numbers, as people copy them (the glossary).
        .replace(/\bDBL-[A-Z0-9]*/g, ' ')
        .replace(/\b[A-Z]{4} ?\d{6} ?\d\b/g, ' ')
      for (const word of allowed) text = text.split(word).join(' ')
      words.push(...(text.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]|[A-Za-z]/g) ?? []))
    }
    return [...new Set(words)]
  }, allowed)
}

/** The path of the address a link in the page's head names, or null without one. */
async function pathIn(page: Page, selector: string): Promise<string | null> {
  const href = await page.locator(selector).getAttribute('href')
  return href === null ? null : new URL(href).pathname
}

/** The page's own address as search engines should index it; not on a noindex page. */
interface CanonicalCheck {
  canonical?: boolean
}

/**
 * Checks a Bangla page as loaded in `page` (its path is `path`, e.g. /bn/services): lang="bn",
 * a canonical to itself, alternates naming it and its English page (x-default English), and
 * Bengali in <main>.
 */
export async function expectBanglaPageAddresses(
  page: Page,
  path: string,
  { canonical = true }: CanonicalCheck = {},
): Promise<void> {
  const english = localizedPath(path, 'en')
  await expect.poll(() => page.locator('html').getAttribute('lang'), { message: path }).toBe('bn')
  const pathOf = (selector: string) => pathIn(page, selector)
  if (canonical) {
    await expect
      .poll(() => pathOf('head link[rel="canonical"]'), { message: `${path}: canonical` })
      .toBe(path)
  }
  await expect
    .poll(() => pathOf('head link[rel="alternate"][hreflang="bn"]'), { message: `${path}: bn` })
    .toBe(path)
  await expect
    .poll(() => pathOf('head link[rel="alternate"][hreflang="en"]'), { message: `${path}: en` })
    .toBe(english)
  await expect
    .poll(() => pathOf('head link[rel="alternate"][hreflang="x-default"]'), { message: path })
    .toBe(english)
  await expect
    .poll(() => page.locator('main').textContent(), { message: `${path}: Bengali in <main>` })
    .toMatch(/[\u0980-\u09FF]/)
}

/** The English page of `path` names the Bangla one back. */
export async function expectEnglishPageNamesBangla(
  page: Page,
  path: string,
  { canonical = true }: CanonicalCheck = {},
): Promise<void> {
  const english = localizedPath(path, 'en')
  await page.goto(english)
  await expect
    .poll(() => page.locator('html').getAttribute('lang'), { message: english })
    .toBe('en')
  await expect
    .poll(() => pathIn(page, 'head link[rel="alternate"][hreflang="bn"]'), {
      message: `${english}: bn`,
    })
    .toBe(path)
  if (canonical) {
    await expect
      .poll(() => pathIn(page, 'head link[rel="canonical"]'), { message: english })
      .toBe(english)
  }
}
