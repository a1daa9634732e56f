// Issue 22 in Chromium: what an editor publishes through the staff content API is on the pages
// visitors open, a draft is not, and a notice in force is a banner on every page and on
// /notices, gone by itself at its end.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { freePort } from '../../scripts/support/free-port.ts'
import {
  contentCall,
  publishNotice,
  setDhakaPhone,
  unusedPhone,
  type ContentEditor,
} from '../api/support/content.ts'
import type { RunningServer } from '../api/support/server.ts'
import { signedInStaff } from '../api/support/staff.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'

const RUN = randomUUID().slice(0, 8)

const site = setupSite({
  env: async () => {
    // The staff API takes changes only from SITE_URL's origin: the server's own here.
    const port = await freePort()
    return { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
  },
})

let editor: ContentEditor | undefined

async function asEditor(): Promise<ContentEditor> {
  if (!editor) {
    const server = { url: site.url, dataDir: site.dataDir } as RunningServer
    const who = await signedInStaff(server, { role: 'editor', origin: site.url })
    editor = { server, who, origin: site.url }
  }
  return editor
}

describe('the pages show what editors publish', () => {
  test('a new Dhaka phone is on /contact and in the footer, once published', async () => {
    const phone = unusedPhone()
    const { item } = await setDhakaPhone(await asEditor(), phone, { publish: false })
    const { page } = await site.newPage({ viewport: DESKTOP })

    await visit(page, '/services')
    const footer = page.getByRole('contentinfo')
    await expect.poll(() => footer.getByRole('link', { name: phone }).count()).toBe(0)

    await contentCall(await asEditor(), 'POST', `/api/staff/content/offices/${item.id}/publish`, {
      revision: item.revision,
    })

    // Moving inside the app asks the server for the next page's data: the new phone is there.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click()
    const dhaka = page.getByRole('article').filter({ hasText: 'Dhaka Headquarters' })
    await expect.poll(() => dhaka.getByRole('link', { name: phone }).isVisible()).toBe(true)
    await expect
      .poll(() => dhaka.getByRole('link', { name: phone }).getAttribute('href'))
      .toBe(`tel:${phone.replace(/ /g, '')}`)

    await visit(page, '/about')
    await expect.poll(() => footer.getByRole('link', { name: phone }).isVisible()).toBe(true)
  })

  test('a notice is a banner on every page and on /notices while in force, and goes at its end', async () => {
    const title = `Port congestion at Chattogram ${RUN}`
    const lasting = `Eid holidays ${RUN}`
    const editor = await asEditor()
    // Long enough for two publishes, a page and a click through on a loaded machine (three
    // workers on two cores stretch them several times); then the banner has to go by itself.
    const now = Date.now()
    const endsAt = now + 30_000
    await publishNotice(editor, {
      title,
      severity: 'disruption',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(endsAt),
    })
    await publishNotice(editor, {
      title: lasting,
      severity: 'information',
      text: 'Both offices are closed for Eid; bookings made now move on the first working day.',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 86_400_000),
    })
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/')
    const banner = page.getByRole('region', { name: `Disruption: ${title}` })
    await expect.poll(() => banner.isVisible()).toBe(true)
    await expect
      .poll(() => page.getByRole('region', { name: `Notice: ${lasting}` }).isVisible())
      .toBe(true)

    await banner.getByRole('link', { name: /All notices/ }).click()
    await expect.poll(() => page.url()).toBe(`${site.url}/notices`)
    const main = page.getByRole('main')
    await expect
      .poll(() => main.getByRole('heading', { name: title, level: 3 }).isVisible())
      .toBe(true)
    await expect.poll(() => page.title()).toBe('Notices | Delta Bridge Logistics')

    // Left open on the page, the notice goes at its end without a reload.
    await expect
      .poll(() => banner.count(), { timeout: Math.max(1_000, endsAt + 8_000 - Date.now()) })
      .toBe(0)
    await visit(page, '/notices')
    await expect.poll(() => main.getByRole('heading', { name: title }).count()).toBe(0)
    await expect
      .poll(() => main.getByRole('heading', { name: lasting, level: 3 }).isVisible())
      .toBe(true)
  })

  test('a closure announced ahead is a banner saying from which day, and is listed apart on /notices, in Bangla too', async () => {
    const title = `Eid closure ${RUN}`
    const day = 86_400_000
    const startsAt = new Date(Date.now() + 9 * day)
    await publishNotice(await asEditor(), {
      title,
      severity: 'disruption',
      showFrom: new Date(Date.now() - 60_000),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * day),
    })
    const weekday = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', weekday: 'long' }).format(startsAt)
    const { page } = await site.newPage({ viewport: MOBILE })

    await visit(page, '/contact')
    const banner = page.getByRole('region', { name: `Disruption: ${title}` })
    await expect.poll(() => banner.isVisible()).toBe(true)
    await expect
      .poll(() => banner.getByText(new RegExp(`^From ${weekday('en-GB')}, `)).isVisible())
      .toBe(true)

    await visit(page, '/bn/notices')
    const bnBanner = page.getByRole('region', { name: `বিঘ্ন: ${title}` })
    await expect
      .poll(() => bnBanner.getByText(new RegExp(`^${weekday('bn')}, .* থেকে$`)).isVisible())
      .toBe(true)
    const announced = page.getByRole('region', { name: 'আগাম ঘোষণা' })
    await expect
      .poll(() => announced.getByRole('heading', { name: title, level: 3 }).isVisible())
      .toBe(true)
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'এখন কার্যকর' })
          .getByRole('heading', { name: title })
          .count(),
      )
      .toBe(0)
  })

  test('/notices passes axe at 375 and 1280 px', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await site.newPage({ viewport, reducedMotion: 'reduce' })
      await visit(page, '/notices')
      await expect
        .poll(() =>
          page.getByRole('heading', { name: 'Notices to shippers', level: 1 }).isVisible(),
        )
        .toBe(true)
      await expectNoAxeViolations(page, `/notices at ${viewport.width} px`)
    }
  })
})
