// Issue 22: every record type the API serves is on a page visitors reach. Projects, case
// studies, the gallery and the working areas have pages of their own, and reviews and client
// logos are on the home page, all read from the published content per request: a publish shows
// on the next request, a draft never does, and an unpublished item's page answers 404.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES } from '#content/showcase-records.ts'
import { GALLERY_CATEGORIES } from '#content/story-records.ts'
import {
  contentCall,
  createContent,
  publishContent,
  type ContentEditor,
} from './support/content.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff } from './support/staff.ts'
import { fetchPage, mainOf } from './support/rendered-pages.ts'

const SITE_URL = 'http://dbl.example'
const RUN = randomUUID().slice(0, 8)
const TODAY = new Date().toISOString().slice(0, 10)

let server: RunningServer
let editor: ContentEditor

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const who = await signedInStaff(server, { role: 'editor', origin: SITE_URL })
  editor = { server, who, origin: SITE_URL }
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const page = (path: string) => fetchPage(server.url, path)

async function sitemap(): Promise<string> {
  return (await fetch(`${server.url}/sitemap.xml`)).text()
}

const localized = (en: string, bn = '') => ({ en, bn })
const [garments, pharmaceuticals] = CATEGORIES
const [cargoOperations, projectCargo] = GALLERY_CATEGORIES

describe('projects', () => {
  it('a draft shows nowhere; once published it is on /projects, its category and its page, and in the sitemap', async () => {
    const title = `Transformer airlift ${RUN}`
    const draft = await createContent(
      editor,
      'projects',
      {
        title: localized(title),
        categoryId: pharmaceuticals.id,
        description: localized(`Two transformers flown to Dhaka ${RUN}.`),
        tags: ['charter'],
        featured: false,
        completedOn: TODAY,
        image: { kind: 'illustration', path: '/images/projects/insulin-cold-chain-imports.svg' },
      },
      { publish: false },
    )

    expect((await page('/projects')).html).not.toContain(title)
    expect((await page(`/projects/${draft.id}`)).status).toBe(404)
    expect(await sitemap()).not.toContain(`/projects/${draft.id}<`)

    await publishContent(editor, 'projects', draft)

    expect(mainOf((await page('/projects')).html)).toContain(title)
    const filtered = await page(`/projects?category=${pharmaceuticals.slug}`)
    expect(filtered.status).toBe(200)
    expect(mainOf(filtered.html)).toContain(`href="/projects/${draft.id}"`)
    expect(mainOf(filtered.html)).toContain('aria-current="page"')
    // Another category's list does not carry it at all, not even in its loader data.
    expect((await page(`/projects?category=${garments.slug}`)).html).not.toContain(title)

    const detail = await page(`/projects/${draft.id}`)
    expect(detail.status).toBe(200)
    expect(detail.html).toContain(`<title>${title} | Delta Bridge Logistics</title>`)
    expect(mainOf(detail.html)).toContain(`<h1>${title}</h1>`)
    expect(detail.html).toContain('aria-label="Breadcrumb"')
    expect(detail.html).toContain('"@type":"CreativeWork"')
    expect(await sitemap()).toContain(`<loc>${SITE_URL}/projects/${draft.id}</loc>`)

    const published = await contentCall(editor, 'GET', `/api/staff/content/projects/${draft.id}`)
    await contentCall(editor, 'POST', `/api/staff/content/projects/${draft.id}/unpublish`, {
      revision: published.revision,
    })
    expect((await page(`/projects/${draft.id}`)).status).toBe(404)
    expect((await page('/projects')).html).not.toContain(title)
    expect(await sitemap()).not.toContain(`/projects/${draft.id}<`)
  })

  it('answers 404 for an id that never existed and for a category that does not exist', async () => {
    expect((await page('/projects/987654')).status).toBe(404)
    expect((await page('/bn/projects/987654')).status).toBe(404)
    const unknown = await page('/projects?category=no-such-category')
    expect(unknown.status).toBe(404)
    expect(mainOf(unknown.html)).toContain('There is no such project category.')
  })

  it('in Bangla, shows the Bangla text where there is one and the English one marked lang="en"', async () => {
    const english = `Sea-air garments ${RUN}`
    const bangla = `সি-এয়ার গার্মেন্টস ${RUN}`
    const item = await createContent(
      editor,
      'projects',
      {
        title: localized(english, bangla),
        categoryId: garments.id,
        description: localized(`Untranslated description ${RUN}.`),
        tags: [],
        featured: true,
        completedOn: TODAY,
        image: { kind: 'illustration', path: '/images/projects/insulin-cold-chain-imports.svg' },
      },
      { publish: true },
    )
    const list = mainOf((await page('/bn/projects')).html)
    expect(list).toContain(`href="/bn/projects/${item.id}"`)
    expect(list).toContain(`>${bangla}</a>`)
    expect(list).not.toContain(`>${english}</a>`)
    expect(list).toContain(
      `<p class="showcase-card__text" lang="en">Untranslated description ${RUN}.</p>`,
    )
    expect(list).toContain('aria-label="বিভাগ অনুযায়ী প্রকল্প দেখুন"')
    const detail = await page(`/bn/projects/${item.id}`)
    expect(detail.status).toBe(200)
    expect(mainOf(detail.html)).toContain(`<h1>${bangla}</h1>`)
    expect(mainOf(detail.html)).toContain('href="/bn/projects"')
  })
})

describe('case studies', () => {
  it('a draft shows nowhere; once published it is on /case-studies, its category and its page, and in the sitemap', async () => {
    const title = `Reefer rescue ${RUN}`
    const draft = await createContent(
      editor,
      'case-studies',
      {
        title: localized(title),
        categoryId: garments.id,
        client: 'Padma Denim Mills Ltd.',
        summary: localized(`Summary ${RUN}.`),
        challenge: localized(`Challenge ${RUN}.`),
        solution: localized(`Solution ${RUN}.`),
        result: localized(`Result ${RUN}.`),
        publishedOn: TODAY,
      },
      { publish: false },
    )
    expect((await page('/case-studies')).html).not.toContain(title)
    expect((await page(`/case-studies/${draft.id}`)).status).toBe(404)

    await publishContent(editor, 'case-studies', draft)

    expect(mainOf((await page(`/case-studies?category=${garments.slug}`)).html)).toContain(title)
    expect((await page(`/case-studies?category=${pharmaceuticals.slug}`)).html).not.toContain(title)
    const detail = await page(`/case-studies/${draft.id}`)
    expect(detail.status).toBe(200)
    expect(detail.html).toContain(`<title>${title} | Delta Bridge Logistics</title>`)
    for (const part of ['Challenge', 'Solution', 'Result']) {
      expect(mainOf(detail.html)).toContain(`${part} ${RUN}.`)
    }
    expect(await sitemap()).toContain(`<loc>${SITE_URL}/case-studies/${draft.id}</loc>`)
    expect((await page('/case-studies?category=no-such-category')).status).toBe(404)
  })
})

describe('gallery', () => {
  it('a published photograph is in the gallery and its category, never as a draft', async () => {
    const title = `Night loading ${RUN}`
    const draft = await createContent(
      editor,
      'gallery',
      {
        title: localized(title),
        categoryId: projectCargo.id,
        image: { kind: 'illustration', path: '/images/gallery/transformer-barge-transfer.svg' },
        caption: localized(`A caption ${RUN}.`),
        takenOn: TODAY,
      },
      { publish: false },
    )
    expect((await page('/gallery')).html).not.toContain(title)

    await publishContent(editor, 'gallery', draft)

    const all = await page('/gallery')
    expect(mainOf(all.html)).toContain(title)
    expect(mainOf(all.html)).toContain(`A caption ${RUN}.`)
    expect(all.html).toContain('"@type":"ImageGallery"')
    expect(mainOf((await page(`/gallery?category=${projectCargo.slug}`)).html)).toContain(title)
    expect((await page(`/gallery?category=${cargoOperations.slug}`)).html).not.toContain(title)
    expect((await page('/gallery?category=no-such-category')).status).toBe(404)
  })
})

describe('working areas', () => {
  it('a published area shows with its portfolio; a draft portfolio item does not', async () => {
    const area = await createContent(
      editor,
      'working-areas',
      {
        title: localized(`South America ${RUN}`),
        description: localized('Cotton imports from Brazil.'),
        region: localized('South America'),
        ports: ['Santos (BRSSZ)'],
        image: { kind: 'illustration', path: '/images/working-areas/europe.svg' },
      },
      { publish: true },
    )
    const item = (title: string) => ({
      title: localized(title),
      description: localized(`About ${title}.`),
      categoryId: garments.id,
      serviceId: 2,
      workingAreaId: area.id,
      image: { kind: 'illustration', path: '/images/working-areas/europe.svg' },
    })
    await createContent(editor, 'portfolio', item(`Cotton bales ${RUN}`), { publish: true })
    await createContent(editor, 'portfolio', item(`Draft bales ${RUN}`), { publish: false })

    const { status, html } = await page('/working-areas')
    expect(status).toBe(200)
    const main = mainOf(html)
    expect(main).toContain(`South America ${RUN}`)
    expect(main).toContain('Santos (BRSSZ)')
    expect(main).toContain(`Cotton bales ${RUN}`)
    expect(main).toContain('href="/service-detail/2"')
    expect(html).not.toContain(`Draft bales ${RUN}`)
    expect(html).toContain('<title>Working areas | Delta Bridge Logistics</title>')
  })
})

describe('working areas say their region only when it is not their name', () => {
  // Issue 40: "Region: Europe" under the heading "Europe" repeated it.
  const textOf = (html: string) =>
    mainOf(html)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')

  it('in English: no "Region: Europe", but "Region: South Asia" for the Bangladesh gateways', async () => {
    const { status, html } = await page('/working-areas')
    expect(status).toBe(200)
    const text = textOf(html)
    expect(text).toContain('Europe')
    expect(text).not.toMatch(/Region\s*:\s*Europe/)
    expect(text).not.toMatch(/Region\s*:\s*North America/)
    expect(text).toMatch(/Region\s*:\s*South Asia/)
  })

  it('in Bangla: no "অঞ্চল: ইউরোপ", but "অঞ্চল: দক্ষিণ এশিয়া"', async () => {
    const { status, html } = await page('/bn/working-areas')
    expect(status).toBe(200)
    const text = textOf(html)
    expect(text).toContain('ইউরোপ')
    expect(text).not.toMatch(/অঞ্চল\s*:\s*ইউরোপ/)
    expect(text).toMatch(/অঞ্চল\s*:\s*দক্ষিণ এশিয়া/)
  })
})

describe('home page', () => {
  it('shows the published reviews as quotes and the client logos named by their alt text', async () => {
    const quote = `They never missed a cut-off ${RUN}.`
    const draftQuote = `Draft praise ${RUN}.`
    await createContent(
      editor,
      'reviews',
      {
        author: 'Farhana Akter',
        company: `Meghna Knit ${RUN}`,
        role: localized('Logistics Manager'),
        rating: 4,
        text: localized(quote),
      },
      { publish: true },
    )
    await createContent(
      editor,
      'reviews',
      {
        author: 'Nobody Yet',
        company: 'Draft Ltd.',
        role: localized('Owner'),
        rating: 5,
        text: localized(draftQuote),
      },
      { publish: false },
    )
    await createContent(
      editor,
      'clients',
      {
        name: `Jamuna Jute ${RUN}`,
        logo: { kind: 'illustration', path: '/images/clients/rupsha-agro-exports.svg' },
        website: 'https://jamuna-jute.example',
        industry: localized('Jute goods'),
      },
      { publish: true },
    )

    const main = mainOf((await page('/')).html)
    expect(main).toContain(`<blockquote><p>${quote}</p></blockquote>`)
    expect(main).toContain('<cite>Farhana Akter</cite>')
    expect(main).toContain(`Meghna Knit ${RUN}`)
    expect(main).toContain('Rated 4 out of 5')
    expect(main).toContain(`alt="Jamuna Jute ${RUN}"`)
    expect(main).toMatch(
      /<a href="https:\/\/jamuna-jute\.example" rel="noopener"><img[^>]*alt="Jamuna Jute/,
    )
    // A seeded client without a website is a logo without a link.
    expect(main).toMatch(/<li><img[^>]*alt="Karnaphuli Knitwear Ltd\."/)
    expect((await page('/')).html).not.toContain(draftQuote)

    const bangla = mainOf((await page('/bn')).html)
    expect(bangla).toContain(`<blockquote><p lang="en">${quote}</p></blockquote>`)
    expect(bangla).toContain('৫-এর মধ্যে ৪ রেটিং')
  })
})

describe('reaching the pages', () => {
  it('the footer of every page links each new page, in the page’s language', async () => {
    for (const [path, prefix] of [
      ['/', ''],
      ['/bn/about', '/bn'],
    ] as const) {
      const html = (await page(path)).html
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
      for (const target of ['/projects', '/case-studies', '/gallery', '/working-areas']) {
        expect(footer, `${path} → ${target}`).toContain(`href="${prefix}${target}"`)
      }
    }
  })

  it('each page is in the sitemap, with its breadcrumb and title', async () => {
    const map = await sitemap()
    for (const [path, title] of [
      ['/projects', 'Projects'],
      ['/case-studies', 'Case studies'],
      ['/gallery', 'Gallery'],
      ['/working-areas', 'Working areas'],
    ] as const) {
      expect(map).toContain(`<loc>${SITE_URL}${path}</loc>`)
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html, path).toContain(`<title>${title} | Delta Bridge Logistics</title>`)
      // The breadcrumb's origin is the one the site was built with.
      expect(html, path).toMatch(new RegExp(`"name":"${title}","item":"[^"]*${path}"`))
      expect(html, path).toContain('<meta name="description"')
    }
  })
})
