// Issues 22 and 23 in Chromium: an editor runs the site's content and pictures from the
// workspace. A service's new title is on the public API once published, a save from an old
// revision is refused with the "changed by someone else" message, a list is reordered with the
// keyboard, a photo is uploaded and described (a description from an old version of the picture
// is refused the same way, and what was typed stays); sales and hr never see these screens.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { addDays, formatDayFirst } from '#domain/calendar.ts'
import { dhakaToday, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { getJson } from '../api/support/http.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from '../api/support/staff.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, type TrackedPage } from './support/browser.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const RUN = randomUUID().slice(0, 8)
const { site, server } = setupStaffStateSite()

type Who = 'editor' | 'sales' | 'hr' | 'admin'
const people: Partial<Record<Who, SignedInStaff>> = {}

async function person(who: Who): Promise<SignedInStaff> {
  people[who] ??= await signedInStaff(server(), {
    role: who,
    origin: site.url,
    name: `Staff ${who} ${RUN}`,
  })
  return people[who]
}

async function staffPage(
  who: Who,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TrackedPage> {
  return signedInPage(site, await person(who), viewport)
}

/** The editor's own call to the staff API (as a second editor in another browser would). */
async function editorCall(path: string, method = 'GET', body?: unknown) {
  const editor = await person('editor')
  return staffFetch(server(), path, { method, body, jar: editor.jar, origin: site.url })
}

const main = (page: Page) => page.getByRole('main')

/** The edit screen of an item, once its form is there to type in. */
async function openItem(page: Page, collection: string, id: number) {
  await page.goto(`/staff/content/${collection}/${id}`)
  await main(page).getByRole('button', { name: 'Save draft' }).waitFor()
}

/** The library's picture of that file name, as the API lists it. */
async function mediaNamed(name: string) {
  const list = await editorCall('/api/staff/media')
  const items = list.body?.data as {
    id: string
    originalName: string
    alt: { en: string }
    focalPoint: { x: number; y: number }
    version: number
  }[]
  return items.find((item) => item.originalName === name)
}

/** Uploads a generated photo from the media screen; resolves with its card. */
async function uploadThroughScreen(page: Page, name: string, seed: number) {
  await page.goto('/staff/media')
  const upload = main(page).getByRole('form', { name: 'Upload pictures' })
  await upload.getByLabel('Pictures').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: await makeTestPhoto({ width: 800, height: 600, seed }),
  })
  await upload.getByRole('button', { name: 'Upload' }).click()
  const card = main(page).getByRole('listitem', { name })
  await card.waitFor({ timeout: 20_000 })
  return card
}

describe('Site content in the workspace', () => {
  test('an editor changes a service title and publishes it: the public API shows it', async () => {
    const { page } = await staffPage('editor')
    await page.goto('/staff/content')
    await main(page).getByRole('link', { name: 'Services' }).click()
    await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor()
    await main(page).getByRole('link', { name: 'Air Freight' }).click()
    await main(page).getByRole('button', { name: 'Save draft' }).waitFor()

    const title = `Air Freight ${RUN}`
    const titleGroup = main(page).getByRole('group', { name: 'Title', exact: true })
    await titleGroup.getByLabel('English').fill(title)
    await expect.poll(() => titleGroup.getByLabel('Bangla').getAttribute('lang')).toBe('bn')
    await main(page).getByRole('button', { name: 'Save draft' }).click()
    await main(page).getByText('Draft saved. Visitors see it once you publish it.').waitFor()
    // A draft is not public.
    const before = await getJson(`${site.url}/api/services/detail/1`)
    expect((before.body.data as { title: string }).title).not.toBe(title)

    await main(page).getByRole('button', { name: 'Publish', exact: true }).click()
    await main(page).getByText('Published: visitors see it now.').waitFor()
    await expect
      .poll(async () => {
        const after = await getJson(`${site.url}/api/services/detail/1`)
        return (after.body.data as { title: string }).title
      })
      .toBe(title)
    // The version is in the history, with a way to restore it.
    await expect
      .poll(() =>
        main(page)
          .getByRole('button', { name: /^Restore the version of/ })
          .count(),
      )
      .toBeGreaterThan(0)
  })

  test('a save from an older revision shows the "changed by someone else" message', async () => {
    const { page } = await staffPage('editor')
    await openItem(page, 'services', 2)
    // Meanwhile another editor saves the same item.
    const item = await editorCall('/api/staff/content/services/2')
    const current = item.body?.data as {
      revision: number
      draft: Record<string, unknown> | null
      published: Record<string, unknown>
    }
    const theirs = await editorCall('/api/staff/content/services/2', 'PUT', {
      revision: current.revision,
      data: current.draft ?? current.published,
    })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)

    const summary = main(page).getByRole('group', { name: 'Summary', exact: true })
    await summary.getByLabel('English').fill(`Ours ${RUN}`)
    await main(page).getByRole('button', { name: 'Save draft' }).click()
    const alert = main(page).getByRole('alert')
    await alert.getByText(/Someone else changed this item since you opened it/).waitFor()
    // The refusal changed nothing.
    const after = await editorCall('/api/staff/content/services/2')
    expect(JSON.stringify(after.body?.data)).not.toContain(`Ours ${RUN}`)
  })

  test('a field the schema refuses is named beside it and in the summary', async () => {
    const { page } = await staffPage('editor')
    await openItem(page, 'services', 3)
    const titleGroup = main(page).getByRole('group', { name: 'Title', exact: true })
    await titleGroup.getByLabel('English').fill('')
    await main(page).getByRole('button', { name: 'Save draft' }).click()
    await main(page)
      .getByRole('alert')
      .getByRole('link', { name: 'Title (English) is required.' })
      .waitFor()
    await expect
      .poll(() => titleGroup.getByLabel('English').getAttribute('aria-invalid'))
      .toBe('true')
  })

  test('an earlier version is restored as the draft, and its publication scheduled', async () => {
    const { page } = await staffPage('editor')
    const summaryField = () =>
      main(page).getByRole('group', { name: 'Summary', exact: true }).getByLabel('English')
    for (const version of ['first', 'second']) {
      await openItem(page, 'services', 5)
      await summaryField().fill(`The ${version} summary ${RUN}`)
      await main(page).getByRole('button', { name: 'Save draft' }).click()
      await main(page).getByText('Draft saved. Visitors see it once you publish it.').waitFor()
      await main(page).getByRole('button', { name: 'Publish', exact: true }).click()
      await main(page).getByText('Published: visitors see it now.').waitFor()
    }
    // Newest first: the second button restores the first of the two.
    await main(page)
      .getByRole('button', { name: /^Restore the version of/ })
      .nth(1)
      .click()
    await main(page)
      .getByText('That version is now the draft: check it, then publish it.')
      .waitFor()
    await expect.poll(() => summaryField().inputValue()).toBe(`The first summary ${RUN}`)
    await main(page).getByText('Published, with unpublished changes', { exact: true }).waitFor()

    const tomorrow = addDays(dhakaToday(), 1)
    const publishAt = new Date(`${tomorrow}T09:30:00+06:00`)
    const schedule = main(page).getByRole('form', { name: 'Schedule' })
    // Day first and a 24-hour time, on a clock in Dhaka.
    const publishGroup = schedule.getByRole('group', { name: 'Publish at (Dhaka time, UTC+6)' })
    await publishGroup
      .getByRole('textbox', { name: 'Day', exact: true })
      .fill(formatDayFirst(tomorrow))
    await publishGroup.getByLabel('Time in Dhaka').fill('09:30')
    await schedule.getByRole('button', { name: 'Save schedule' }).click()
    await main(page).getByText('Schedule saved.').waitFor()
    await main(page)
      .getByText(`(publishes ${formatDhakaDateTime(publishAt)}, Dhaka time)`)
      .waitFor()
    const item = await editorCall('/api/staff/content/services/5')
    expect(Date.parse((item.body?.data as { publishAt: string }).publishAt)).toBe(
      publishAt.getTime(),
    )
  })

  test('the statistics are reordered with the keyboard', async () => {
    const { page } = await staffPage('editor')
    const listed = await editorCall('/api/staff/content/statistics')
    const names = (listed.body?.data as { items: { name: string }[] }).items.map((i) => i.name)
    const [first, second] = names as [string, string]
    await page.goto('/staff/content/statistics')
    const moveDown = main(page).getByRole('button', { name: `Move ${first} down` })
    await moveDown.focus()
    await page.keyboard.press('Enter')
    await main(page).getByText(`${first} moved down.`).waitFor()
    const rows = main(page).getByRole('row')
    await expect.poll(() => rows.nth(1).getByRole('link').textContent()).toBe(second)
    await expect.poll(() => rows.nth(2).getByRole('link').textContent()).toBe(first)
    // The focus stays on the moved item, so the keys can carry on.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${first} down`)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await main(page).getByText(`${first} moved up.`).waitFor()
    await expect.poll(() => rows.nth(1).getByRole('link').textContent()).toBe(first)
    const after = await editorCall('/api/staff/content/statistics')
    expect((after.body?.data as { items: { name: string }[] }).items.map((i) => i.name)).toEqual(
      names,
    )
  })
})

describe('The media library in the workspace', () => {
  test('an editor uploads a photo and sets its alt text', async () => {
    const { page } = await staffPage('editor')
    const name = `quay-${RUN}.jpg`
    const card = await uploadThroughScreen(page, name, 7)
    await main(page)
      .getByRole('form', { name: 'Upload pictures' })
      .getByText('The picture is stored; its sizes are being made.')
      .waitFor()
    await card.getByLabel('Alt text (English)').fill('Containers stacked on the quay at Chattogram')
    await card.getByLabel('Alt text (Bangla)').fill('চট্টগ্রাম বন্দরে কন্টেইনার')
    await card.getByRole('button', { name: 'Save' }).click()
    await card.getByRole('status').getByText('Saved.').waitFor()
    await expect
      .poll(async () => (await mediaNamed(name))?.alt)
      .toEqual({
        en: 'Containers stacked on the quay at Chattogram',
        bn: 'চট্টগ্রাম বন্দরে কন্টেইনার',
      })
    await expect.poll(() => card.getByLabel('Alt text (Bangla)').getAttribute('lang')).toBe('bn')
  })

  test('a save from an older version of a picture is refused, saying so, and what was typed stays', async () => {
    const { page } = await staffPage('editor')
    const name = `berth-${RUN}.jpg`
    const card = await uploadThroughScreen(page, name, 11)
    const picture = await mediaNamed(name)
    if (!picture) throw new Error('the upload is not in the library')
    // Meanwhile another editor describes the same picture.
    const theirs = await editorCall(`/api/staff/media/${picture.id}`, 'PUT', {
      version: picture.version,
      alt: { en: `Their words ${RUN}`, bn: '' },
    })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)

    const english = card.getByLabel('Alt text (English)')
    await english.fill(`Our words ${RUN}`)
    await card.getByRole('button', { name: 'Save' }).click()
    const status = card.getByRole('status')
    await status.getByText(/^Someone else changed this picture since you opened it/).waitFor()
    await expect.poll(() => status.getAttribute('class')).toContain('staff-alert')
    await expect.poll(() => english.inputValue()).toBe(`Our words ${RUN}`)
    expect((await mediaNamed(name))?.alt.en).toBe(`Their words ${RUN}`)

    // Once reloaded, the card starts from their version, and saves one after another go through.
    await page.reload()
    const reloaded = main(page).getByRole('listitem', { name })
    await expect
      .poll(() => reloaded.getByLabel('Alt text (English)').inputValue())
      .toBe(`Their words ${RUN}`)
    for (const words of ['first', 'second']) {
      await reloaded.getByLabel('Alt text (English)').fill(`Our ${words} words ${RUN}`)
      await reloaded.getByRole('button', { name: 'Save' }).click()
      await expect
        .poll(async () => (await mediaNamed(name))?.alt.en)
        .toBe(`Our ${words} words ${RUN}`)
      await reloaded.getByRole('status').getByText('Saved.').waitFor()
    }
  })

  test('an upload shows its progress while the file is sent', async () => {
    const { page } = await staffPage('editor')
    await page.goto('/staff/media')
    // A slow line, so the bar is there long enough to be seen.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    })
    const upload = main(page).getByRole('form', { name: 'Upload pictures' })
    await upload.getByLabel('Pictures').setInputFiles({
      name: `slow-${RUN}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await makeTestPhoto({ width: 800, height: 600, seed: 10 }),
    })
    await upload.getByRole('button', { name: 'Upload' }).click()
    const bar = upload.getByRole('progressbar')
    await bar.waitFor()
    await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0)
    await upload.getByText('The picture is stored; its sizes are being made.').waitFor()
    await expect.poll(() => bar.count()).toBe(0)
  })

  test('the focal point is set by a click on the picture and moved with the arrow keys', async () => {
    const { page } = await staffPage('editor')
    const name = `yard-${RUN}.jpg`
    const card = await uploadThroughScreen(page, name, 8)
    const picture = card.getByRole('button', { name: `Focal point of ${name}` })
    const box = await picture.boundingBox()
    if (!box) throw new Error('the picture has no box')
    await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
    await card.getByText('Focal point: 25% from the left, 75% from the top.').waitFor()
    await picture.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowUp')
    await card.getByText('Focal point: 35% from the left, 70% from the top.').waitFor()
    await card.getByRole('button', { name: 'Save' }).click()
    await expect.poll(async () => (await mediaNamed(name))?.focalPoint).toEqual({ x: 0.35, y: 0.7 })
  })

  test('a picture chosen for a team member is not deleted, and the screen says where it is used', async () => {
    const { page } = await staffPage('editor')
    const name = `portrait-${RUN}.jpg`
    const card = await uploadThroughScreen(page, name, 9)
    const picture = await mediaNamed(name)
    if (!picture) throw new Error('the upload is not in the library')
    // The editor picks it as a team member's portrait with the form's picture picker.
    await openItem(page, 'team', 1)
    const portrait = main(page).getByRole('group', { name: 'Portrait', exact: true })
    // The picker shows the pictures: found by name, chosen by their thumbnail's radio button.
    await portrait.getByLabel('Find a picture by name or alt text').fill(name)
    await expect.poll(() => portrait.getByRole('radio').count()).toBe(2)
    await portrait.getByRole('radio', { name: new RegExp(name.replace('.', '\\.')) }).check()
    await main(page).getByRole('button', { name: 'Save draft' }).click()
    await main(page).getByText('Draft saved. Visitors see it once you publish it.').waitFor()
    const member = await editorCall('/api/staff/content/team/1')
    expect((member.body?.data as { draft: { image: unknown } }).draft.image).toEqual({
      kind: 'media',
      id: picture.id,
    })

    await page.goto('/staff/media')
    await card.getByRole('button', { name: 'Delete…' }).click()
    await card.getByRole('button', { name: 'Delete for good' }).click()
    await card
      .getByRole('status')
      .getByText(/This picture is used by Team “/)
      .waitFor()
    await expect.poll(() => card.getByRole('status').getAttribute('class')).toContain('staff-alert')
    await expect.poll(() => mediaNamed(name)).toBeDefined()
  })

  test('a refused upload shows its message', async () => {
    const { page } = await staffPage('editor')
    await page.goto('/staff/media')
    const upload = main(page).getByRole('form', { name: 'Upload pictures' })
    await upload.getByLabel('Pictures').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('these are not the pixels you are looking for'),
    })
    await upload.getByRole('button', { name: 'Upload' }).click()
    await upload
      .getByRole('status')
      .getByText('notes.jpg is not a JPEG file: its content does not match its name')
      .waitFor()
    const library = await editorCall('/api/staff/media')
    const names = (library.body?.data as { originalName: string }[]).map((i) => i.originalName)
    expect(names).not.toContain('notes.jpg')
  })
})

describe('Who sees the content screens', () => {
  for (const who of ['sales', 'hr'] as const) {
    test(`${who} sees neither the site content nor the media library`, async () => {
      const { page } = await staffPage(who)
      await page.goto('/staff')
      const nav = page.getByRole('navigation', { name: 'Workspace' })
      await nav.getByRole('link', { name: 'Security' }).waitFor()
      await expect.poll(() => nav.getByRole('link', { name: 'Site content' }).count()).toBe(0)
      await expect.poll(() => nav.getByRole('link', { name: 'Media library' }).count()).toBe(0)
      const refused = ['/staff/content/services/1', '/staff/media']
      for (const path of who === 'sales' ? ['/staff/content', ...refused] : refused) {
        await page.goto(path)
        await main(page).getByRole('heading', { name: 'Not available to your role' }).waitFor()
      }
    })
  }

  test('hr finds the job positions, their one kind of content, in the overview', async () => {
    const { page } = await staffPage('hr')
    await page.goto('/staff/content')
    await main(page).getByRole('table').waitFor()
    await expect
      .poll(() => main(page).getByRole('table').getByRole('link').allTextContents())
      .toEqual(['Job positions'])
  })

  test('an editor sees both in the navigation', async () => {
    const { page } = await staffPage('editor')
    await page.goto('/staff')
    const nav = page.getByRole('navigation', { name: 'Workspace' })
    await nav.getByRole('link', { name: 'Site content' }).waitFor()
    await nav.getByRole('link', { name: 'Media library' }).waitFor()
  })

  test("an admin's dozen sections all show within the screen at 1280 px", async () => {
    const { page } = await staffPage('admin')
    await page.goto('/staff')
    const links = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link')
    await links.getByText('Media library').waitFor()
    const rightEdges = () =>
      links.evaluateAll((anchors) =>
        anchors.map((anchor) => Math.ceil(anchor.getBoundingClientRect().right)),
      )
    await expect
      .poll(async () => Math.max(...(await rightEdges())))
      .toBeLessThanOrEqual(DESKTOP.width)
  })
})

describe('Accessibility of the content screens', () => {
  const screens = [
    { path: '/staff/content', ready: 'Site content' },
    { path: '/staff/content/statistics', ready: 'Statistics' },
    { path: '/staff/content/services/4', ready: 'Warehousing' },
    { path: '/staff/content/about/1', ready: 'Mission, vision and values' },
    { path: '/staff/content/services/new', ready: 'New item: Services' },
    { path: '/staff/media', ready: 'Media library' },
  ]
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing at ${viewport.width} px`, async () => {
      const { page } = await staffPage('editor', viewport)
      for (const { path, ready } of screens) {
        await page.goto(path)
        await page.getByRole('heading', { name: ready, level: 1 }).waitFor()
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px`)
      }
    })
  }
})
