// Issue 23 on the pages: once an editor puts a photo of the media library on a service, a slide,
// a team member, a project and a gallery photograph (through the staff API, as the workspace
// does), the pages show it as a
// responsive <picture>: AVIF and WebP sources with srcset and sizes, a sized JPEG img, lazy below
// the fold and fetched first where it is the page's largest paint; the browser takes the file
// one step above the displayed width in every place, on a phone and a desktop, the service page
// shares the photo, and the pages stay valid and accessible.
import { beforeAll, describe, expect, test } from 'vitest'
import { CATEGORIES, WORKING_AREAS } from '#content/showcase-records.ts'
import { GALLERY_CATEGORIES } from '#content/story-records.ts'
import { CHAIRMAN } from '#content/team.ts'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { PHOTO_WIDTHS, type MediaItem } from '#schemas/media.ts'
import { getJson } from '../api/support/http.ts'
import { editorApi, uploadMedia, waitForMedia } from '../api/support/media.ts'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { publishPhotoOn, uploadPhoto, type EditorApi } from '../support/photo-content.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { expectNoAxeViolations, nuErrors } from './quality/support.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'
import { signedInPage } from './support/staff-state-site.ts'

const site = setupSite()

const SERVICE_ALT = 'Containers stacked at the Chattogram yard'
const SLIDE_ALT = 'Cranes over the quay at dawn'
const TEAM_ALT = 'Our operations manager at the warehouse'
const CHAIRMAN_ALT = 'Our chairman at the Chattogram office'
const SHOWCASE_ALT = 'Barges loading at the river quay'
const PROJECT_TITLE = 'River barge programme with a photo'
const GALLERY_TITLE = 'Barges at dawn with a photo'
let projectId: number
const [WORKING_AREA] = WORKING_AREAS
const PNG_LOGO_ALT = 'Meghna Knitwear logo'
const SVG_LOGO_ALT = 'Padma Leather logo'
let service: { id: number; title: string }
let servicePhoto: MediaItem
let editorSession: SignedInStaff

beforeAll(async () => {
  editorSession = await signedInStaff(site, { role: 'editor' })
  const editor = editorApi(site, editorSession)
  const services = (await getJson(`${site.url}/api/services`)).body.data as (typeof service)[]
  const [first] = services
  if (!first) throw new Error('the seed has services')
  service = first
  // Wide enough for every width of every aspect (480, 960 and 1600 px).
  const [forService, forSlide, forTeam, forShowcase] = await Promise.all(
    [1, 2, 3, 4].map((seed) => makeTestPhoto({ width: 1800, height: 1350, seed })),
  )
  // The chairman's portrait is at most 13rem wide: its 8:9 crop (800 px) fits 480 and 720.
  const forChairman = await makeTestPhoto({ width: 1200, height: 900, seed: 5 })
  if (!forService || !forSlide || !forTeam || !forShowcase) throw new Error('photos not made')
  servicePhoto = await uploadPhoto(editor, {
    name: 'yard.jpg',
    bytes: forService,
    alt: SERVICE_ALT,
  })
  await publishPhotoOn(editor, { collection: 'services', id: service.id }, servicePhoto)
  const slidePhoto = await uploadPhoto(editor, {
    name: 'quay.jpg',
    bytes: forSlide,
    alt: SLIDE_ALT,
  })
  const slides = (await getJson(`${site.url}/api/home/slider`)).body.data as { id: number }[]
  await publishPhotoOn(editor, { collection: 'slides', id: slides[0]?.id ?? 1 }, slidePhoto)
  const teamPhoto = await uploadPhoto(editor, {
    name: 'manager.jpg',
    bytes: forTeam,
    alt: TEAM_ALT,
  })
  const team = (await getJson(`${site.url}/api/team`)).body.data as { id: number }[]
  await publishPhotoOn(editor, { collection: 'team', id: team.at(-1)?.id ?? 1 }, teamPhoto)
  const chairmanPhoto = await uploadPhoto(editor, {
    name: 'chairman.jpg',
    bytes: forChairman,
    alt: CHAIRMAN_ALT,
  })
  await publishPhotoOn(editor, { collection: 'team', id: CHAIRMAN.id }, chairmanPhoto)
  const showcasePhoto = await uploadPhoto(editor, {
    name: 'barges.jpg',
    bytes: forShowcase,
    alt: SHOWCASE_ALT,
  })
  const today = new Date().toISOString().slice(0, 10)
  const drawing = { kind: 'illustration', path: '/images/projects/insulin-cold-chain-imports.svg' }
  projectId = await createItem(editor, 'projects', {
    title: { en: PROJECT_TITLE, bn: '' },
    categoryId: CATEGORIES[0]?.id,
    description: { en: 'Barges up the Meghna.', bn: '' },
    tags: [],
    featured: false,
    completedOn: today,
    image: drawing,
  })
  await publishPhotoOn(editor, { collection: 'projects', id: projectId }, showcasePhoto)
  const galleryId = await createItem(editor, 'gallery', {
    title: { en: GALLERY_TITLE, bn: '' },
    categoryId: GALLERY_CATEGORIES[0]?.id,
    caption: { en: 'Loading at Pangaon.', bn: '' },
    takenOn: today,
    image: drawing,
  })
  await publishPhotoOn(editor, { collection: 'gallery', id: galleryId }, showcasePhoto)
  const areas = (await editor.call('GET', '/api/staff/content/working-areas')).body?.data as {
    items: { id: number; slug: string }[]
  }
  const area = areas.items.find((item) => item.slug === WORKING_AREA.slug)
  if (!area) throw new Error('the seed has working areas')
  await publishPhotoOn(editor, { collection: 'working-areas', id: area.id }, showcasePhoto)

  // A raster logo goes through the pipeline; an SVG logo is shown as it is.
  const pngLogo = await sharp({
    create: {
      width: 600,
      height: 240,
      channels: 4,
      background: { r: 0, g: 60, b: 120, alpha: 0.6 },
    },
  })
    .png()
    .toBuffer()
  const svgLogo = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><rect width="240" height="96" fill="#003c78"/></svg>',
  )
  const clients = (await editor.call('GET', '/api/staff/content/clients')).body?.data as {
    items: { id: number }[]
  }
  const [firstClient, secondClient] = clients.items
  if (!firstClient || !secondClient) throw new Error('the seed has clients')
  await putLogoOn(
    editor,
    firstClient.id,
    { name: 'meghna.png', bytes: pngLogo, type: 'image/png' },
    PNG_LOGO_ALT,
  )
  await putLogoOn(
    editor,
    secondClient.id,
    { name: 'padma.svg', bytes: svgLogo, type: 'image/svg+xml' },
    SVG_LOGO_ALT,
  )
}, 400_000)

/** Uploads a logo to the library with its alt text, and publishes it as the client's logo. */
async function putLogoOn(
  editor: EditorApi,
  clientId: number,
  file: { name: string; bytes: Buffer; type: string },
  alt: string,
): Promise<void> {
  const uploaded = await uploadMedia(site, editorSession, [file], 'logo')
  const logo = uploaded.body.data?.[0]
  if (!logo) throw new Error(`${file.name}: ${JSON.stringify(uploaded.body)}`)
  await editor.call('PUT', `/api/staff/media/${logo.id}`, {
    version: logo.version,
    alt: { en: alt, bn: '' },
  })
  const ready = await waitForMedia(site, editorSession, logo.id)
  if (ready.status !== 'ready') throw new Error(`${file.name} is ${ready.status}`)
  const path = `/api/staff/content/clients/${clientId}`
  const current = (await editor.call('GET', path)).body?.data as {
    revision: number
    published: Record<string, unknown>
  }
  const saved = await editor.call('PUT', path, {
    revision: current.revision,
    data: { ...current.published, logo: { kind: 'media', id: logo.id } },
  })
  const revision = (saved.body?.data as { revision: number } | undefined)?.revision
  const published = await editor.call('POST', `${path}/publish`, { revision })
  if (published.status !== 200) throw new Error(`${path}: ${JSON.stringify(published.body)}`)
}

/** Creates a draft item as the workspace does; publishPhotoOn gives it its photo and publishes it. */
async function createItem(
  editor: EditorApi,
  collection: string,
  data: Record<string, unknown>,
): Promise<number> {
  const answer = await editor.call('POST', `/api/staff/content/${collection}`, { data })
  if (answer.status !== 200) throw new Error(`${collection}: ${JSON.stringify(answer.body)}`)
  return (answer.body?.data as { id: number }).id
}

/** The service's card among the cards of the page. */
function serviceCard(page: Page): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: service.title, exact: true }) })
}

/** The width of the file the browser chose, from the srcset entry of its currentSrc. */
async function chosenFile(
  img: Locator,
): Promise<{ width: number; displayed: number; url: string }> {
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .not.toBe('')
  return img.evaluate((element: HTMLImageElement) => {
    const picture = element.closest('picture')
    const candidates = [
      ...[...(picture?.querySelectorAll('source') ?? [])].map((source) => source.srcset),
      element.srcset,
    ].flatMap((srcset) => srcset.split(',').map((entry) => entry.trim().split(/\s+/)))
    const url = new URL(element.currentSrc).pathname
    const width = Number(candidates.find(([candidate]) => candidate === url)?.[1]?.replace('w', ''))
    return { width, displayed: element.getBoundingClientRect().width, url }
  })
}

async function expectResponsivePicture(picture: Locator): Promise<void> {
  const sources = picture.locator('source')
  await expect.poll(() => sources.count()).toBe(2)
  for (const source of await sources.all()) {
    await expect.poll(() => source.getAttribute('type')).toMatch(/^image\/(avif|webp)$/)
    await expect
      .poll(() => source.getAttribute('srcset'))
      .toMatch(/^\/media\/[0-9a-f]{64}\.\w+ 480w, /)
    await expect.poll(() => source.getAttribute('sizes')).toMatch(/\S/)
  }
  const img = picture.locator('img')
  await expect.poll(() => img.getAttribute('srcset')).toMatch(/\.jpg 480w, /)
  await expect
    .poll(async () => [
      await img.getAttribute('sizes'),
      await sources.first().getAttribute('sizes'),
    ])
    .toSatisfy(([own, source]) => own !== null && own === source)
  await expect.poll(async () => Number(await img.getAttribute('width'))).toBeGreaterThan(0)
  await expect.poll(async () => Number(await img.getAttribute('height'))).toBeGreaterThan(0)
}

describe('a photo on a service', () => {
  test('its card on home (lazy) and on /services (first, fetched first) is a responsive picture of a fitting width', async () => {
    for (const path of ['/services', '/']) {
      const { page } = await site.newPage({ viewport: MOBILE })
      await visit(page, path)
      const picture = serviceCard(page).locator('picture')
      await expectResponsivePicture(picture)
      const img = picture.getByRole('img', { name: SERVICE_ALT })
      if (path === '/') {
        // Below the hero: fetched only as it comes near.
        await expect.poll(() => img.getAttribute('loading')).toBe('lazy')
        await expect.poll(() => img.getAttribute('decoding')).toBe('async')
        await expect.poll(() => img.getAttribute('fetchpriority')).toBeNull()
      } else {
        // The first card opens /services: it is the page's largest paint (Lighthouse's LCP).
        await expect.poll(() => img.getAttribute('loading')).toBeNull()
        await expect.poll(() => img.getAttribute('fetchpriority')).toBe('high')
        await expect.poll(() => page.locator('img[fetchpriority="high"]').count()).toBe(1)
      }
      await img.scrollIntoViewIfNeeded()
      const chosen = await chosenFile(img)
      expect(chosen.url).toMatch(/^\/media\/[0-9a-f]{64}\.avif$/)
      expect(chosen.width, `${path}: ${JSON.stringify(chosen)}`).toBeGreaterThanOrEqual(
        chosen.displayed,
      )
      expect(chosen.width, `${path}: ${JSON.stringify(chosen)}`).toBeLessThanOrEqual(
        2 * chosen.displayed,
      )
    }
  })

  test('its card photo, first on /services, is preloaded from the head, before the stylesheets, as the picture fetches it', async () => {
    for (const language of ['en', 'bn'] as const) {
      const path = language === 'en' ? '/services' : '/bn/services'
      const html = await (await fetch(`${site.url}${path}`)).text()
      const preloadAt = html.search(/<link [^>]*rel="preload" as="image" type="image\/avif"/)
      expect(preloadAt, path).toBeGreaterThan(0)
      expect(preloadAt, path).toBeLessThan(html.search(/<link [^>]*rel="stylesheet"/))

      const { page } = await site.newPage({ viewport: MOBILE })
      await visit(page, path)
      const preload = page.locator('head link[rel="preload"][as="image"]')
      await expect.poll(() => preload.count()).toBe(1)
      await expect.poll(() => preload.getAttribute('fetchpriority')).toBe('high')
      // The first card, in either language: the service with the photo opens the list.
      const firstCard = page.getByRole('main').getByRole('article').first()
      await expect.poll(() => firstCard.getByRole('img').getAttribute('alt')).toBe(SERVICE_ALT)
      const avif = firstCard.locator('source[type="image/avif"]')
      await expect
        .poll(async () => [
          await preload.getAttribute('imagesrcset'),
          await avif.getAttribute('srcset'),
          await preload.getAttribute('imagesizes'),
          await avif.getAttribute('sizes'),
        ])
        .toSatisfy(
          ([preloaded, shown, preloadedSizes, shownSizes]) =>
            preloaded !== null && preloaded === shown && preloadedSizes === shownSizes,
        )
    }
  })

  test('its page shows the photo as its hero, fetched first, and shares it', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, `/service-detail/${service.id}`)
    const picture = page.getByRole('main').getByRole('article').locator('picture')
    await expectResponsivePicture(picture)
    const img = picture.getByRole('img', { name: SERVICE_ALT })
    await expect.poll(() => img.getAttribute('fetchpriority')).toBe('high')
    await expect.poll(() => img.getAttribute('loading')).toBeNull()
    // The hero is 16:9: its reserved box is that shape before any file arrives.
    await expect
      .poll(
        async () =>
          Number(await img.getAttribute('width')) / Number(await img.getAttribute('height')),
      )
      .toBeCloseTo(16 / 9, 1)
    const chosen = await chosenFile(img)
    expect(chosen.width, JSON.stringify(chosen)).toBeLessThanOrEqual(2 * chosen.displayed)

    const share = servicePhoto.derivatives.find(
      (file) => file.aspect === '16x9' && file.format === 'jpeg' && file.width === 1600,
    )
    if (!share) throw new Error('the photo has no 1600 px 16:9 JPEG')
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute('content')
    await expect.poll(() => meta('og:image')).toMatch(new RegExp(`^https?://[^/]+${share.url}$`))
    await expect.poll(() => meta('og:image:width')).toBe('1600')
    await expect.poll(() => meta('og:image:height')).toBe('900')
    await expect.poll(() => meta('og:image:alt')).toBe(SERVICE_ALT)
  })

  test('on the Bangla page its untranslated alt text says it is English', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, `/bn/service-detail/${service.id}`)
    const img = page.getByRole('main').getByRole('img', { name: SERVICE_ALT })
    await expect.poll(() => img.getAttribute('lang')).toBe('en')
  })
})

describe('the home hero and the team', () => {
  test("home's hero is the first slide's photo, the page's one image fetched first", async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    const hero = page.getByRole('img', { name: SLIDE_ALT })
    await expect.poll(() => hero.getAttribute('fetchpriority')).toBe('high')
    await expect.poll(() => hero.getAttribute('sizes')).toBe('100vw')
    await expect.poll(() => page.locator('img[fetchpriority="high"]').count()).toBe(1)
    const chosen = await chosenFile(hero)
    expect(chosen.url).toMatch(/\.avif$/)
  })

  test("home's hero photo is preloaded from the head, before the stylesheets, as the picture will fetch it on each screen", async () => {
    const html = await (await fetch(`${site.url}/`)).text()
    const preloadAt = html.search(/<link [^>]*rel="preload" as="image" type="image\/avif"/)
    expect(preloadAt).toBeGreaterThan(0)
    expect(preloadAt).toBeLessThan(html.search(/<link [^>]*rel="stylesheet"/))

    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    const preloads = page.locator('head link[rel="preload"][as="image"]')
    const hero = page.getByRole('img', { name: SLIDE_ALT })
    const avif = page.locator('picture').filter({ has: hero }).locator('source[type="image/avif"]')
    await expect.poll(() => preloads.count()).toBe(2)
    for (const preload of await preloads.all()) {
      await expect.poll(() => preload.getAttribute('type')).toBe('image/avif')
      await expect.poll(() => preload.getAttribute('fetchpriority')).toBe('high')
    }
    // The phone's crop: its one file, on the screens its source's media query matches.
    const phoneSource = avif.and(page.locator('[media]'))
    const phonePreload = preloads.and(page.locator(':not([media^="not all"])'))
    await expect
      .poll(async () => [
        await phonePreload.getAttribute('imagesrcset'),
        await phoneSource.getAttribute('srcset'),
      ])
      .toSatisfy(([preloaded, shown]) => preloaded !== null && preloaded === shown)
    await expect
      .poll(async () => [
        await phonePreload.getAttribute('media'),
        await phoneSource.getAttribute('media'),
      ])
      .toSatisfy(([preloaded, shown]) => preloaded !== null && preloaded === shown)
    // The 16:9 crop everywhere else, picked from by the same sizes.
    const wideSource = avif.and(page.locator(':not([media])'))
    const widePreload = preloads.and(page.locator('[media^="not all"]'))
    await expect
      .poll(async () => [
        await widePreload.getAttribute('imagesrcset'),
        await wideSource.getAttribute('srcset'),
      ])
      .toSatisfy(([preloaded, shown]) => preloaded !== null && preloaded === shown)
    await expect
      .poll(async () => [
        await widePreload.getAttribute('imagesizes'),
        await hero.getAttribute('sizes'),
      ])
      .toSatisfy(([preloaded, shown]) => preloaded !== null && preloaded === shown)
    await expect
      .poll(async () => [
        await widePreload.getAttribute('media'),
        await phoneSource.getAttribute('media'),
      ])
      .toSatisfy(([preloaded, phone]) => phone !== null && preloaded === `not all and ${phone}`)
    await expect.poll(() => hero.getAttribute('loading')).toBeNull()
    // Nothing else fetched ahead of it: the one font an English page preloads is the language
    // switch's 1 KB "বাংলা", at low priority.
    const fontPreloads = page.locator('head link[rel="preload"][as="font"]')
    await expect
      .poll(() =>
        fontPreloads.evaluateAll((links) =>
          links.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]),
        ),
      )
      .toEqual([
        [expect.stringMatching(/^\/assets\/noto-sans-bengali-label-[\w-]+\.woff2$/), 'low'],
      ])
  })

  test.each([
    { name: '375 px at 2×', viewport: MOBILE, deviceScaleFactor: 2, crop: 'phone' },
    {
      name: '480 px at 3×',
      viewport: { width: 480, height: 800 },
      deviceScaleFactor: 3,
      crop: 'phone',
    },
    {
      name: '481 px at 1×',
      viewport: { width: 481, height: 800 },
      deviceScaleFactor: 1,
      crop: 'wide',
    },
    { name: '1280 px at 1×', viewport: DESKTOP, deviceScaleFactor: 1, crop: 'wide' },
  ])("home's hero at $name is its $crop crop, the one file of it fetched", async (screen) => {
    const { page, requests } = await site.newPage(screen)
    await visit(page, '/')
    const hero = page.getByRole('img', { name: SLIDE_ALT })
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('')
    const { current, phone, wide } = await hero.evaluate((img: HTMLImageElement) => {
      const files = (srcset: string) =>
        srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])]
      return {
        current: new URL(img.currentSrc).pathname,
        phone: sources.filter((source) => source.media).flatMap((source) => files(source.srcset)),
        wide: [
          ...sources.filter((source) => !source.media).map((source) => source.srcset),
          img.srcset,
        ].flatMap(files),
      }
    })
    expect(current).toMatch(/\.avif$/)
    expect(screen.crop === 'phone' ? phone : wide).toContain(current)
    const heroFiles = new Set([...phone, ...wide])
    await expect
      .poll(() =>
        requests.map((url) => new URL(url).pathname).filter((path) => heroFiles.has(path)),
      )
      .toEqual([current])
    if (screen.crop === 'phone') {
      // Its one width, 480 px of 2:3, taken whatever the screen's density (read after the
      // count above, since reading it fetches it again).
      const file = await page.evaluate(async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob())
        return [bitmap.width, bitmap.height]
      }, current)
      expect(file).toEqual([480, 720])
    }
  })

  test("a phone like Lighthouse's fetches a hero file of at most 40 KB", async () => {
    // Lighthouse's mobile: 412 px wide at 1.75 device pixels a CSS pixel, on a slow link where
    // 40 KB takes about 0.2 s of the 1.5 s LCP budget.
    const { page } = await site.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    })
    const sizes = new Map<string, number>()
    page.on('response', (response) => {
      const url = new URL(response.url()).pathname
      if (url.startsWith('/media/')) {
        void response.body().then(
          (body) => sizes.set(url, body.length),
          () => {},
        )
      }
    })
    await visit(page, '/')
    const hero = page.getByRole('img', { name: SLIDE_ALT })
    const chosen = await chosenFile(hero)
    expect(chosen.url).toMatch(/\.avif$/)
    await expect.poll(() => sizes.get(chosen.url)).toBeGreaterThan(0)
    expect(sizes.get(chosen.url)).toBeLessThanOrEqual(40 * 1024)
  })

  test('a portrait on /about is a lazy 8:9 picture with its alt text', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/about')
    const portrait = page.getByRole('img', { name: TEAM_ALT })
    await expect.poll(() => portrait.getAttribute('loading')).toBe('lazy')
    await expect
      .poll(
        async () =>
          Number(await portrait.getAttribute('width')) /
          Number(await portrait.getAttribute('height')),
      )
      .toBeCloseTo(8 / 9, 2)
    await expect.poll(() => page.locator('img[fetchpriority="high"]').count()).toBe(0)
  })
})

describe('a photo on a project and on a gallery photograph', () => {
  /** The file the browser took fits the displayed width: `sizes` says what the page shows. */
  async function expectFittingFile(img: Locator, where: string): Promise<void> {
    await img.scrollIntoViewIfNeeded()
    const chosen = await chosenFile(img)
    expect(chosen.url, where).toMatch(/^\/media\/[0-9a-f]{64}\.avif$/)
    expect(chosen.width, `${where}: ${JSON.stringify(chosen)}`).toBeGreaterThanOrEqual(
      chosen.displayed,
    )
    expect(chosen.width, `${where}: ${JSON.stringify(chosen)}`).toBeLessThanOrEqual(
      2 * chosen.displayed,
    )
  }

  test('their cards on /projects and /gallery are lazy responsive pictures of a fitting width', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await site.newPage({ viewport })
      await visit(page, '/projects')
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: PROJECT_TITLE, exact: true }) })
      await expectResponsivePicture(card.locator('picture'))
      const projectImg = card.getByRole('img', { name: SHOWCASE_ALT })
      await expect.poll(() => projectImg.getAttribute('loading')).toBe('lazy')
      await expectFittingFile(projectImg, `/projects at ${viewport.width} px`)

      await visit(page, '/gallery')
      const figure = page.getByRole('figure').filter({ hasText: GALLERY_TITLE })
      await expectResponsivePicture(figure.locator('picture'))
      const galleryImg = figure.getByRole('img', { name: SHOWCASE_ALT })
      await expect.poll(() => galleryImg.getAttribute('loading')).toBe('lazy')
      await expectFittingFile(galleryImg, `/gallery at ${viewport.width} px`)
    }
  })

  test('the first working area shows it as a responsive picture of a fitting width, fetched first', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await site.newPage({ viewport })
      await visit(page, '/working-areas')
      const areas = page.getByRole('list', { name: 'Working areas' }).getByRole('region')
      await expect
        .poll(() => areas.first().getByRole('heading', { level: 2 }).textContent())
        .toBe(WORKING_AREA.title)
      await expectResponsivePicture(areas.first().locator('picture'))
      const img = areas.first().getByRole('img', { name: SHOWCASE_ALT })
      await expect.poll(() => img.getAttribute('fetchpriority')).toBe('high')
      await expect.poll(() => img.getAttribute('loading')).toBeNull()
      await expect.poll(() => areas.nth(1).locator('img').getAttribute('loading')).toBe('lazy')
      await expectFittingFile(img, `/working-areas at ${viewport.width} px`)
    }
  })

  test("the project's page shows it fetched first, of a fitting width", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await site.newPage({ viewport })
      await visit(page, `/projects/${projectId}`)
      const picture = page.getByRole('main').locator('picture')
      await expectResponsivePicture(picture)
      const img = picture.getByRole('img', { name: SHOWCASE_ALT })
      await expect.poll(() => img.getAttribute('fetchpriority')).toBe('high')
      await expectFittingFile(img, `/projects/${projectId} at ${viewport.width} px`)
    }
  })
})

/**
 * How far, in CSS pixels, the img's displayed height is from the height its width and height
 * attributes (its file's shape) give its displayed width: 0 when the crop fills its box whole.
 */
function shapeMismatch(img: Locator): Promise<number> {
  return img.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect()
    const width = Number(element.getAttribute('width'))
    const height = Number(element.getAttribute('height'))
    return Math.abs(box.height - (box.width * height) / width)
  })
}

describe('every place shows a photo cropped to its own shape', () => {
  test.each([MOBILE, DESKTOP])(
    "the img's width and height have the shape of its displayed box at %o",
    async (viewport) => {
      const { page } = await site.newPage({ viewport })
      const places: { path: string; img: () => Locator }[] = [
        {
          path: '/services',
          img: () => serviceCard(page).getByRole('img', { name: SERVICE_ALT }),
        },
        {
          path: '/projects',
          img: () =>
            page
              .getByRole('article')
              .filter({ has: page.getByRole('link', { name: PROJECT_TITLE, exact: true }) })
              .getByRole('img', { name: SHOWCASE_ALT }),
        },
        {
          path: `/projects/${projectId}`,
          img: () => page.getByRole('main').locator('picture').getByRole('img'),
        },
        {
          path: '/gallery',
          img: () =>
            page
              .getByRole('figure')
              .filter({ hasText: GALLERY_TITLE })
              .getByRole('img', { name: SHOWCASE_ALT }),
        },
        {
          path: '/working-areas',
          img: () =>
            page
              .getByRole('region')
              .filter({
                has: page.getByRole('heading', {
                  name: WORKING_AREA.title,
                  exact: true,
                  level: 2,
                }),
              })
              .getByRole('img', { name: SHOWCASE_ALT }),
        },
        {
          path: '/about',
          img: () => page.getByRole('img', { name: TEAM_ALT }),
        },
      ]
      for (const { path, img } of places) {
        await visit(page, path)
        await img().scrollIntoViewIfNeeded()
        await expect
          .poll(() => shapeMismatch(img()), { message: `${path} at ${viewport.width} px` })
          .toBeLessThanOrEqual(1)
      }
    },
  )
})

/** A screen: its viewport and its device pixels per CSS pixel. */
interface Screen {
  viewport: { width: number; height: number }
  deviceScaleFactor: number
}

/** A place that shows a photo, on the page that shows it. */
interface Place {
  name: string
  path: string
  img: (page: Page) => Locator
}

function everyPlace(): Place[] {
  const region = (page: Page, name: string, level = 2) =>
    page.getByRole('region').filter({
      has: page.getByRole('heading', { name, exact: true, level }),
    })
  const projectCard = (page: Page) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: PROJECT_TITLE, exact: true }) })
  return [
    { name: 'home hero', path: '/', img: (page) => page.getByRole('img', { name: SLIDE_ALT }) },
    {
      name: 'service card on home',
      path: '/',
      img: (page) => serviceCard(page).getByRole('img', { name: SERVICE_ALT }),
    },
    {
      name: 'service card',
      path: '/services',
      img: (page) => serviceCard(page).getByRole('img', { name: SERVICE_ALT }),
    },
    {
      name: 'service page',
      path: `/service-detail/${service.id}`,
      img: (page) => page.getByRole('main').getByRole('img', { name: SERVICE_ALT }),
    },
    { name: 'team card', path: '/about', img: (page) => page.getByRole('img', { name: TEAM_ALT }) },
    {
      name: "chairman's portrait",
      path: '/about',
      img: (page) => region(page, 'Our Commitment').getByRole('img', { name: CHAIRMAN_ALT }),
    },
    {
      name: 'project card',
      path: '/projects',
      img: (page) => projectCard(page).getByRole('img', { name: SHOWCASE_ALT }),
    },
    {
      name: 'project page',
      path: `/projects/${projectId}`,
      img: (page) => page.getByRole('main').getByRole('img', { name: SHOWCASE_ALT }),
    },
    {
      name: 'gallery photograph',
      path: '/gallery',
      img: (page) =>
        page
          .getByRole('figure')
          .filter({ hasText: GALLERY_TITLE })
          .getByRole('img', { name: SHOWCASE_ALT }),
    },
    {
      name: 'working area',
      path: '/working-areas',
      img: (page) => region(page, WORKING_AREA.title).getByRole('img', { name: SHOWCASE_ALT }),
    },
  ]
}

/**
 * The browser took the narrowest file at least as wide as the photo is displayed in device
 * pixels (the widest there is, where none is): one step above its displayed size, never below
 * it. A `sizes` that says more than the place shows makes it take a wider file; one that says
 * less, a blurred one. Each place in a browser context of its own: with a wider file of the
 * same photo in its cache, from another place, Chromium takes that one instead.
 */
async function expectOneStepAbove(place: Place, screen: Screen & { name: string }): Promise<void> {
  const where = `${place.name} at ${screen.name}`
  const { page } = await site.newPage(screen)
  await visit(page, place.path)
  const img = place.img(page)
  await img.scrollIntoViewIfNeeded()
  const chosen = await chosenFile(img)
  const widths = await img.evaluate((element: HTMLImageElement) =>
    element.srcset
      .split(',')
      .map((entry) => Number(entry.trim().split(/\s+/)[1]?.replace('w', ''))),
  )
  const needed = chosen.displayed * screen.deviceScaleFactor
  const oneStepAbove = widths.filter((width) => width >= needed).toSorted((a, b) => a - b)[0]
  expect(chosen.url, where).toMatch(/\.avif$/)
  expect(chosen.width, `${where}: ${JSON.stringify({ ...chosen, needed, widths })}`).toBe(
    oneStepAbove ?? Math.max(...widths),
  )
}

describe('every place takes the file one step above its displayed size', () => {
  test.each([
    { name: '375 px at 2×', viewport: MOBILE, deviceScaleFactor: 2 },
    { name: '1280 px at 1×', viewport: DESKTOP, deviceScaleFactor: 1 },
  ])(
    'at $name',
    async (screen) => {
      // On a phone home's hero is its 2:3 crop in one width (tested above).
      const places = everyPlace().filter(
        (place) => !(place.name === 'home hero' && screen.viewport.width <= 480),
      )
      for (const place of places) {
        await expectOneStepAbove(place, screen)
      }
    },
    120_000,
  )

  test('where the layouts change: the chairman at 375 px at 3×, the showcase and the service page at 960 px at 2×', async () => {
    const checks: { screen: Screen & { name: string }; places: string[] }[] = [
      {
        screen: { name: '375 px at 3×', viewport: MOBILE, deviceScaleFactor: 3 },
        places: ["chairman's portrait"],
      },
      {
        screen: {
          name: '960 px at 2×',
          viewport: { width: 960, height: 800 },
          deviceScaleFactor: 2,
        },
        places: [
          'service page',
          'project card',
          'project page',
          'gallery photograph',
          'working area',
        ],
      },
    ]
    for (const { screen, places } of checks) {
      for (const place of everyPlace().filter(({ name }) => places.includes(name))) {
        await expectOneStepAbove(place, screen)
      }
    }
  })
})

describe("clients' logos on home", () => {
  test('a raster logo is a lazy picture of WebP and PNG files; an SVG logo stays the SVG', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    const png = page.getByRole('img', { name: PNG_LOGO_ALT })
    const raster = page.locator('picture').filter({ has: png })
    await expect.poll(() => raster.locator('source').getAttribute('type')).toBe('image/webp')
    await expect
      .poll(() => raster.locator('source').getAttribute('srcset'))
      .toMatch(/^\/media\/[0-9a-f]{64}\.webp 240w, \/media\/[0-9a-f]{64}\.webp 480w$/)
    await expect.poll(() => png.getAttribute('src')).toMatch(/\.png$/)
    await expect.poll(() => png.getAttribute('sizes')).toMatch(/13rem/)
    await expect.poll(() => png.getAttribute('loading')).toBe('lazy')
    // Shown whole: the box reserved is the logo's own shape.
    await expect.poll(() => png.getAttribute('width')).toBe('480')
    await expect.poll(() => png.getAttribute('height')).toBe('192')

    const svg = page.getByRole('img', { name: SVG_LOGO_ALT })
    await expect.poll(() => svg.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}\.svg$/)
    await expect
      .poll(() => page.locator('picture').filter({ has: svg }).locator('source').count())
      .toBe(0)
  })
})

describe('pages with photos', () => {
  const paths = () => [
    '/',
    '/services',
    `/service-detail/${service.id}`,
    '/about',
    '/projects',
    `/projects/${projectId}`,
    '/gallery',
    '/working-areas',
  ]

  // One run of the checker (a Java process, about 10 s) for the pages and the media library.
  test('pass the Nu HTML Checker, as does the media library screen with photos in it', async () => {
    const documents = new Map<string, string>()
    for (const path of paths()) {
      documents.set(path, await (await fetch(`${site.url}${path}`)).text())
    }
    const { page } = await mediaLibrary(MOBILE)
    documents.set('/staff/media', await page.content())
    const errors = await nuErrors(documents)
    expect(errors).toEqual([])
  }, 120_000)

  // Every page at 375 px; at 1280 px home, whose hero sets its text over the photo. What else
  // the width changes (columns, sizes) is the same with a drawing, which the console sweep's
  // axe checks at 1280 px on every route.
  test('have no axe violations at 375 px, nor home at 1280 px', async () => {
    const pages = [
      ...paths().map((path) => ({ path, viewport: MOBILE })),
      { path: '/', viewport: DESKTOP },
    ]
    for (const { path, viewport } of pages) {
      const { page } = await site.newPage({ viewport, reducedMotion: 'reduce' })
      await visit(page, path)
      await expectNoAxeViolations(page, `${path} at ${viewport.width} px`)
    }
  }, 180_000)
})

/** The media library screen, signed in as the editor, once its photos are listed. */
async function mediaLibrary(viewport: { width: number; height: number }) {
  const signedIn = await signedInPage(site, editorSession, viewport)
  await signedIn.page.goto('/staff/media')
  await signedIn.page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor()
  await signedIn.page.getByRole('main').getByRole('listitem', { name: 'yard.jpg' }).waitFor()
  return signedIn
}

describe('the media library screen with photos in it', () => {
  test.each([MOBILE, DESKTOP])(
    'passes axe at %o',
    async (viewport) => {
      const { page } = await mediaLibrary(viewport)
      await expectNoAxeViolations(page, `/staff/media at ${viewport.width} px`)
    },
    120_000,
  )
})

/** Lighthouse's mobile screen: what its LCP figures are measured at. */
const LIGHTHOUSE_PHONE: Screen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 }

/** An image request of the page: its path, and whether it started before the first paint. */
interface ImageRequest {
  path: string
  beforePaint: boolean
}

/** A picture the first screen shows: its file and how many device pixels wide it is drawn. */
interface ShownPicture {
  path: string
  /** The file's own width in pixels (undefined for a drawing, which is a vector). */
  fileWidth: number | undefined
  drawnWidth: number
}

describe("a phone's first paint", () => {
  test.each(
    ['/', '/services', '/about', '/service-detail/1'].flatMap((path) => [
      path,
      `/bn${path === '/' ? '' : path}`,
    ]),
  )(
    '%s fetches before its first paint only the images its first screen shows, none wider than needed',
    async (path) => {
      const { page } = await site.newPage(LIGHTHOUSE_PHONE)
      await visit(page, path)
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
        )
        .toBe(1)
      const { requests, shown } = await page.evaluate(
        async (): Promise<{ requests: ImageRequest[]; shown: ShownPicture[] }> => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
          // The tab's icon is the browser's own request, not one of the page's pictures.
          const icons = new Set(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map(
              (link) => new URL(link.href).pathname,
            ),
          )
          const isImage = (url: string) =>
            !icons.has(new URL(url).pathname) &&
            /\.(avif|webp|jpe?g|png|svg|gif)$/.test(new URL(url).pathname)
          const requests = performance
            .getEntriesByType('resource')
            .filter((entry) => isImage(entry.name))
            .map((entry) => ({
              path: new URL(entry.name).pathname,
              beforePaint: entry.startTime < paint,
            }))
          const onFirstScreen = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect()
            return (
              box.width > 0 &&
              box.height > 0 &&
              box.top < innerHeight &&
              box.bottom > 0 &&
              box.left < innerWidth &&
              box.right > 0
            )
          })
          const shown = await Promise.all(
            onFirstScreen.map(async (img) => {
              const url = img.currentSrc || img.src
              const box = img.getBoundingClientRect()
              const vector = new URL(url).pathname.endsWith('.svg')
              if (vector)
                return {
                  path: new URL(url).pathname,
                  fileWidth: undefined,
                  drawnWidth: box.width * devicePixelRatio,
                }
              const bitmap = await createImageBitmap(await (await fetch(url)).blob())
              // object-fit: cover draws the file over its whole box, so it may be wider than the box.
              const cover = getComputedStyle(img).objectFit === 'cover'
              const scale = cover
                ? Math.max(box.width / bitmap.width, box.height / bitmap.height)
                : box.width / bitmap.width
              return {
                path: new URL(url).pathname,
                fileWidth: bitmap.width,
                drawnWidth: bitmap.width * scale * devicePixelRatio,
              }
            }),
          )
          return { requests, shown }
        },
      )
      const shownPaths = new Set(shown.map((picture) => picture.path))
      expect(
        requests
          .filter((request) => request.beforePaint && !shownPaths.has(request.path))
          .map((request) => request.path),
        `${path}: images fetched before the first paint that its first screen does not show`,
      ).toEqual([])
      for (const picture of shown) {
        if (picture.fileWidth === undefined) continue
        const nextAbove =
          PHOTO_WIDTHS.find((width) => width >= picture.drawnWidth) ?? Math.max(...PHOTO_WIDTHS)
        expect(picture.fileWidth, `${path}: ${JSON.stringify(picture)}`).toBeLessThanOrEqual(
          nextAbove,
        )
      }
    },
  )
})
