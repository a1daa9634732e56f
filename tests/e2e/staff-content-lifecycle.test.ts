// Issue 22 in Chromium, what staff-content.test.ts and content-pages.test.ts leave out: an
// editor creates an item and publishes it (on the public page), unpublishes it (gone), deletes
// one (after a confirmation, into the audit log), previews a draft that a visitor in another
// browser cannot see; and the content screens and the media library pass the Nu HTML Checker.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { toDhakaIso } from '#domain/dhaka-time.ts'
import type { MediaItem } from '#schemas/media.ts'
import { waitForMedia } from '../api/support/media.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from '../api/support/staff.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { expectNoAxeViolations, nuErrors } from './quality/support.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const RUN = randomUUID().slice(0, 8)
// Due schedules every second: the refused scheduled publish below falls due quickly.
const { site, server } = setupStaffStateSite({ CONTENT_CHECK_SECONDS: '1' })

let editor: SignedInStaff
let admin: SignedInStaff

beforeAll(async () => {
  ;[editor, admin] = await Promise.all([
    signedInStaff(server(), { role: 'editor', origin: site.url, name: `Editor ${RUN}` }),
    signedInStaff(server(), { role: 'admin', origin: site.url }),
  ])
}, 120_000)

const main = (page: Page) => page.getByRole('main')

async function editorCall(apiPath: string, method = 'GET', body?: unknown) {
  return staffFetch(server(), apiPath, { method, body, jar: editor.jar, origin: site.url })
}

/** The home page's main content as a visitor gets it, without the header and footer. */
async function visitorHome(): Promise<string> {
  const html = await (await fetch(`${site.url}/`)).text()
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}

/** Creates a statistic through the New item screen; resolves on its edit screen. */
async function createStatistic(page: Page, label: string) {
  await page.goto('/staff/content/statistics')
  await main(page).getByRole('link', { name: 'New item' }).click()
  await page.getByRole('heading', { name: 'New item: Statistics', level: 1 }).waitFor()
  await main(page).getByLabel('Value').fill('42')
  await main(page)
    .getByRole('group', { name: 'Label', exact: true })
    .getByLabel('English')
    .fill(label)
  await main(page).getByRole('button', { name: 'Save draft' }).click()
  await page.getByRole('heading', { name: label, level: 1 }).waitFor()
}

describe('an item from creation to deletion', () => {
  test('created and published, it is on the public page; unpublished, it is gone; deleted after a confirmation, it is in the audit log', async () => {
    const { page } = await signedInPage(site, editor)
    const label = `Reefer plugs ${RUN}`
    await createStatistic(page, label)
    await expect.poll(visitorHome).not.toContain(label)

    await main(page).getByRole('button', { name: 'Publish', exact: true }).click()
    await main(page).getByText('Published: visitors see it now.').waitFor()
    await expect.poll(visitorHome).toContain(label)

    await main(page).getByRole('button', { name: 'Unpublish' }).click()
    await main(page).getByText('Taken off the site; it is kept as a draft.').waitFor()
    await expect.poll(visitorHome).not.toContain(label)

    const id = Number(/\/staff\/content\/statistics\/(\d+)/.exec(page.url())?.[1])
    expect(id).toBeGreaterThan(0)
    await main(page).getByRole('button', { name: 'Delete…' }).click()
    await main(page)
      .getByText('Delete this item? Its published versions stay in the history.')
      .waitFor()
    await main(page).getByRole('button', { name: 'Delete for good' }).click()
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor()
    await expect(main(page).getByRole('link', { name: label }).count()).resolves.toBe(0)
    expect((await editorCall(`/api/staff/content/statistics/${id}`)).status).toBe(404)
    const audit = await staffFetch(server(), '/api/staff/audit', { jar: admin.jar })
    const actions = (audit.body?.data as { action: string; target: string | null }[])
      .filter((entry) => entry.target === `content:statistics:${id}`)
      .map((entry) => entry.action)
    expect(actions).toEqual([
      'content.delete',
      'content.unpublish',
      'content.publish',
      'content.create',
    ])
  })

  test('a published service unpublished from its screen answers 404 at its address', async () => {
    const { page } = await signedInPage(site, editor)
    const service = await editorCall('/api/staff/content/services/7')
    expect(service.status).toBe(200)
    expect((await fetch(`${site.url}/service-detail/7`)).status).toBe(200)
    await page.goto('/staff/content/services/7')
    await main(page).getByRole('button', { name: 'Unpublish' }).click()
    await main(page).getByText('Taken off the site; it is kept as a draft.').waitFor()
    expect((await fetch(`${site.url}/service-detail/7`)).status).toBe(404)
  })
})

describe('a scheduled publish refused for its picture', () => {
  test('says why on the item’s screen', async () => {
    const form = new FormData()
    const bytes = await makeTestPhoto({ width: 800, height: 800, seed: 5 })
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'crew.jpg')
    const upload = await fetch(`${site.url}/api/staff/media?kind=photo`, {
      method: 'POST',
      headers: { cookie: editor.cookie, origin: site.url },
      body: form,
    })
    expect(upload.status).toBe(200)
    const [photo] = ((await upload.json()) as { data: MediaItem[] }).data
    if (!photo) throw new Error('no photo uploaded')
    expect((await waitForMedia(site, editor, photo.id)).status).toBe('ready')
    const member = (await editorCall('/api/staff/content/team/2')).body?.data as {
      revision: number
      published: Record<string, unknown>
    }
    const saved = await editorCall('/api/staff/content/team/2', 'PUT', {
      revision: member.revision,
      data: { ...member.published, image: { kind: 'media', id: photo.id } },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const scheduled = await editorCall('/api/staff/content/team/2/schedule', 'PUT', {
      revision: (saved.body?.data as { revision: number }).revision,
      publishAt: toDhakaIso(new Date(Date.now() + 2000)).slice(0, 19),
      unpublishAt: null,
    })
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200)
    await expect
      .poll(
        async () =>
          (
            (await editorCall('/api/staff/content/team/2')).body?.data as {
              scheduleRefusal: unknown
            }
          ).scheduleRefusal,
        { timeout: 30_000 },
      )
      .not.toBeNull()

    const { page } = await signedInPage(site, editor)
    await page.goto('/staff/content/team/2')
    await main(page)
      .getByText(/^The publish scheduled for .* was not carried out: This picture needs alt text/)
      .waitFor()
  })
})

describe('a preview of a draft', () => {
  test('opens from the edit screen in English and Bangla; a visitor at the same address sees the published page', async () => {
    const { page, context } = await signedInPage(site, editor)
    await page.goto('/staff/content/services/6')
    await main(page).getByRole('button', { name: 'Save draft' }).waitFor()
    const title = `Air-air express ${RUN}`
    await main(page)
      .getByRole('group', { name: 'Title', exact: true })
      .getByLabel('English')
      .fill(title)
    await main(page).getByRole('button', { name: 'Save draft' }).click()
    await main(page).getByText('Draft saved. Visitors see it once you publish it.').waitFor()

    const english = main(page).getByRole('link', { name: 'in English (opens in a new tab)' })
    const bangla = main(page).getByRole('link', { name: 'in Bangla (opens in a new tab)' })
    await expect(bangla.getAttribute('href')).resolves.toBe('/bn/service-detail/6?preview')
    const [preview] = await Promise.all([context.waitForEvent('page'), english.click()])
    await preview.getByRole('heading', { name: title, level: 1 }).waitFor()
    await preview.getByText('Preview of a draft').waitFor()
    expect(preview.url()).toBe(`${site.url}/service-detail/6?preview`)
    await expectNoAxeViolations(preview, 'a preview of /service-detail/6')

    // Another browser, not signed in, at the very same address.
    const visitor = await site.newPage({ viewport: MOBILE })
    await visitor.page.goto(`/service-detail/6?preview`)
    await visitor.page.getByRole('heading', { level: 1 }).waitFor()
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe(
      title,
    )
    await expect(visitor.page.getByText(title).count()).resolves.toBe(0)
    await expect(visitor.page.getByText('Preview of a draft').count()).resolves.toBe(0)
  })
})

describe('the Nu HTML Checker and axe on the content screens and the media library', () => {
  // axe here on the screens staff-content.test.ts does not check at both widths already.
  const screens = [
    { path: '/staff/content', ready: 'Site content', axe: false },
    { path: '/staff/content/services', ready: 'Services', axe: true },
    { path: '/staff/content/services/4', ready: 'Warehousing', axe: false },
    // With a draft (the preview test's): the preview links beside it.
    { path: '/staff/content/services/6', ready: /^Air-air/i, axe: true },
    { path: '/staff/media', ready: 'Media library', axe: false },
  ]

  test('finds no errors at 375 and 1280 px, nor does axe', async () => {
    const documents = new Map<string, string>()
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await signedInPage(site, editor, viewport)
      for (const { path: screen, ready, axe } of screens) {
        await page.goto(screen)
        await page.getByRole('heading', { name: ready, level: 1 }).waitFor()
        if (axe) await expectNoAxeViolations(page, `${screen} at ${viewport.width} px`)
        documents.set(
          `${viewport.width}${screen}`,
          `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`,
        )
      }
    }
    const errors = await nuErrors(documents)
    expect(errors).toEqual([])
  }, 180_000)
})
