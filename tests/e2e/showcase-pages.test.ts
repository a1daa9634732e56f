// Issue 22 in Chromium: projects, case studies, the gallery and the working areas are reached
// from the home page by the footer, filtered by category with and without JavaScript, and each
// project and case study opens on a page of its own; reviews and client logos are on the home
// page. All from the seeded content. Their Bangla editions are read by the console sweeps (axe,
// console errors) and the Bangla sweep (lang, English left), as every page of the sitemap is.
import { describe, expect, test } from 'vitest'
import { REVIEWS } from '#content/records.ts'
import { CATEGORIES } from '#content/showcase-records.ts'
import { CASE_STUDIES, GALLERY_ITEMS, PROJECTS } from '#content/story-records.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const pharmaceuticals = CATEGORIES.find((category) => category.slug === 'pharmaceuticals')
const pharmaProjects = PROJECTS.filter((project) => project.categoryId === pharmaceuticals?.id)
const otherProject = PROJECTS.find((project) => project.categoryId !== pharmaceuticals?.id)

describe('reaching the pages from the home page', () => {
  test.each([
    { link: 'Projects', path: '/projects', heading: 'Our projects' },
    { link: 'Case studies', path: '/case-studies', heading: 'Case studies' },
    { link: 'Gallery', path: '/gallery', heading: 'Gallery' },
    { link: 'Working areas', path: '/working-areas', heading: 'Where we work' },
  ])('the footer link $link opens $path', async ({ link, path, heading }) => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(path)
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
      .toBe(true)
  })

  test('a Bangla page’s footer opens the Bangla projects page', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/bn')
    await page.getByRole('contentinfo').getByRole('link', { name: 'প্রকল্প', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bn/projects')
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'আমাদের প্রকল্পসমূহ' }).isVisible())
      .toBe(true)
  })
})

describe('filtering by category and opening an item', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`projects filter by category ${javaScriptEnabled ? 'in the app' : 'without JavaScript'}, and one opens`, async () => {
      expect(pharmaProjects.length).toBeGreaterThan(0)
      const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled })
      if (javaScriptEnabled) await visit(page, '/projects')
      else await page.goto('/projects')
      const filter = page.getByRole('navigation', { name: 'Filter projects by category' })
      const list = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') })
      await expect.poll(() => list.count()).toBe(PROJECTS.length)

      await filter.getByRole('link', { name: 'Pharmaceuticals' }).click()
      await expect.poll(() => new URL(page.url()).search).toBe('?category=pharmaceuticals')
      await expect.poll(() => list.count()).toBe(pharmaProjects.length)
      await expect
        .poll(() =>
          filter.getByRole('link', { name: 'Pharmaceuticals' }).getAttribute('aria-current'),
        )
        .toBe('page')
      await expect.poll(() => page.getByRole('link', { name: otherProject?.title }).count()).toBe(0)

      const [first] = pharmaProjects
      await page.getByRole('link', { name: first?.title }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/projects/${first?.id}`)
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: first?.title }).isVisible())
        .toBe(true)
      await expect.poll(() => page.title()).toBe(`${first?.title} | Delta Bridge Logistics`)
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
      await breadcrumb.getByRole('link', { name: 'Projects' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/projects')
    })
  }

  test('case studies filter by category, and one opens with its challenge, solution and result', async () => {
    const study = CASE_STUDIES[0]
    const category = CATEGORIES.find((candidate) => candidate.id === study.categoryId)
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/case-studies')
    await page
      .getByRole('navigation', { name: 'Filter case studies by category' })
      .getByRole('link', { name: category?.name })
      .click()
    await expect.poll(() => new URL(page.url()).search).toBe(`?category=${category?.slug}`)
    const others = CASE_STUDIES.filter((candidate) => candidate.categoryId !== study.categoryId)
    for (const other of others) {
      await expect.poll(() => page.getByRole('link', { name: other.title }).count()).toBe(0)
    }
    await page.getByRole('link', { name: study.title }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: study.title }).isVisible())
      .toBe(true)
    for (const heading of ['The challenge', 'Our solution', 'The result']) {
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: heading }).isVisible())
        .toBe(true)
    }
  })

  test('the gallery filters by category without JavaScript', async () => {
    const { page } = await site.newPage({ viewport: MOBILE, javaScriptEnabled: false })
    await page.goto('/gallery')
    const figures = page.getByRole('main').getByRole('figure')
    await expect.poll(() => figures.count()).toBe(GALLERY_ITEMS.length)
    await page
      .getByRole('navigation', { name: 'Filter photographs by category' })
      .getByRole('link', { name: 'Events' })
      .click()
    await expect.poll(() => new URL(page.url()).search).toBe('?category=events')
    await expect.poll(() => figures.count()).toBe(1)
    await expect.poll(() => figures.first().textContent()).toContain('Freight Academy graduation')
  })

  test('the working areas show each area with its portfolio, linked to its service', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/working-areas')
    const europe = page.getByRole('region', { name: 'Europe', exact: true })
    await expect.poll(() => europe.isVisible()).toBe(true)
    await expect
      .poll(() =>
        europe.getByRole('heading', { name: 'Weekly garment consolidation to Frankfurt' }).count(),
      )
      .toBe(1)
    await europe
      .getByRole('link', { name: /^Service: / })
      .first()
      .click()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/service-detail\/\d+$/)
  })
})

describe('the home page', () => {
  test('shows the reviews as quotes with who said them, and the client logos by name', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    const reviews = page.getByRole('region', { name: 'What our clients say' })
    await expect.poll(() => reviews.getByRole('figure').count()).toBe(REVIEWS.length)
    const [first] = REVIEWS
    const figure = reviews.getByRole('figure').filter({ hasText: first.author })
    await expect.poll(() => figure.getByRole('blockquote').textContent()).toBe(first.text)
    await expect.poll(() => figure.textContent()).toContain(first.company)
    await expect.poll(() => figure.textContent()).toContain(`Rated ${first.rating} out of 5`)

    const clients = page.getByRole('region', {
      name: 'Trusted by exporters and importers across Bangladesh',
    })
    await expect
      .poll(() => clients.getByRole('img', { name: 'Padma Denim Mills Ltd.' }).count())
      .toBe(1)
  })
})
