// Issue 39 in Chromium: a staff save answers with the saved record, and the screen shows that
// answer instead of reading the record again. Before, one save of a content item cost its PUT
// and then 5 to 8 reads (the item, its versions, the media library, the lists its references
// choose from, the person, the inbox counts and the company's name).
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { postJson } from '../api/support/http.ts'
import { signedInStaff, type SignedInStaff } from '../api/support/staff.ts'
import { setupStaffStateSite, signedInPage } from './support/staff-state-site.ts'

const RUN = randomUUID().slice(0, 8)
const { site, server } = setupStaffStateSite()

type Who = 'editor' | 'hr' | 'sales'
const people: Partial<Record<Who, SignedInStaff>> = {}

async function staffPage(who: Who) {
  people[who] ??= await signedInStaff(server(), {
    role: who,
    origin: site.url,
    name: `Staff ${who} ${RUN}`,
  })
  return signedInPage(site, people[who])
}

interface Sent {
  method: string
  /** Path and query, e.g. /api/staff/content/services/1. */
  path: string
}

/** Every request the page sends from now on, in order. */
function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    sent.push({ method: request.method(), path: url.pathname + url.search })
  })
  return sent
}

/**
 * What the workspace's 15 s polling reads (the layout's person and inbox counts): a poll may fall
 * between a save and its answer, and is not the save's doing.
 */
const POLLING = new Set(['/api/staff/me', '/api/staff/inbox/counts'])

const main = (page: Page) => page.getByRole('main')

describe('A staff save is one request', () => {
  test('a content item save sends its PUT and reads nothing again; the screen shows the answer', async () => {
    const { page } = await staffPage('editor')
    await page.goto('/staff/content/services/1')
    const save = main(page).getByRole('button', { name: 'Save draft' })
    await save.waitFor()
    const revisionLine = main(page).getByText(/^Revision \d+, last changed/)
    const opened = Number(/Revision (\d+)/.exec((await revisionLine.textContent()) ?? '')?.[1])
    expect(opened).toBeGreaterThan(0)
    const summary = main(page).getByRole('group', { name: 'Summary', exact: true })
    const sent = recordRequests(page)

    await summary.getByLabel('English').fill(`Door to door, first save ${RUN}`)
    await save.click()
    // React Router reports the save done once the reads that follow it are back, so every read
    // the save caused has been sent by the time its notice shows.
    await main(page).getByText('Draft saved. Visitors see it once you publish it.').waitFor()
    const put = sent.findIndex(
      (request) => request.method === 'PUT' && request.path === '/api/staff/content/services/1',
    )
    expect(put, JSON.stringify(sent)).toBeGreaterThanOrEqual(0)
    const after = sent.slice(put + 1)
    // No read of the item, its versions or anything of the content screen...
    expect(
      after.filter((request) => request.path.startsWith('/api/staff/content/')),
      `after the PUT: ${JSON.stringify(after)}`,
    ).toEqual([])
    // ...nor of the layout: a draft changes neither the person, the inbox counts nor the
    // company's published name. At most one poll's two reads may have come in between.
    expect(after.filter((request) => !POLLING.has(request.path))).toEqual([])
    expect(after.length).toBeLessThanOrEqual(POLLING.size)

    // The screen shows the record the PUT answered: its new revision and status...
    await main(page)
      .getByText(new RegExp(`^Revision ${opened + 1}, last changed`))
      .waitFor()
    await main(page).getByText('Published, with unpublished changes', { exact: true }).waitFor()
    // ...and the next save starts from that revision, so it is not refused as out of date.
    await summary.getByLabel('English').fill(`Door to door, second save ${RUN}`)
    await save.click()
    await main(page)
      .getByText(new RegExp(`^Revision ${opened + 2}, last changed`))
      .waitFor()
    await expect.poll(() => main(page).getByRole('alert').count()).toBe(0)
    expect(
      sent.filter(
        (request) => request.method === 'GET' && request.path.startsWith('/api/staff/content/'),
      ),
    ).toEqual([])
  })

  test('a note on an inbox item shows in its history without reading the item again', async () => {
    const name = `Saves Visitor ${RUN}`
    const message = await postJson(`${site.url}/api/contact/create`, {
      name,
      email: `saves-${RUN}@example.com`,
      phone: '+880 1711 555127',
      message: 'A message to note',
    })
    expect(message.status).toBe(200)
    const id = (message.body.data as { id: number }).id
    const { page } = await staffPage('sales')
    await page.goto(`/staff/inbox/contact-messages/${id}`)
    await main(page).getByRole('button', { name: 'Add note' }).waitFor()
    const sent = recordRequests(page)
    await main(page).getByLabel('New note (staff only)').fill(`Prefers WhatsApp ${RUN}`)
    await main(page).getByRole('button', { name: 'Add note' }).click()
    const history = main(page).getByRole('region', { name: 'History' })
    await history.getByText(`Prefers WhatsApp ${RUN}`).waitFor()
    await main(page).getByText('Note added').waitFor()
    const note = sent.findIndex((request) => request.method === 'POST')
    expect(sent[note]?.path).toBe(`/api/staff/inbox/contact-messages/${id}/notes`)
    // A note changes no count of new items: neither the item nor the layout is read again.
    const after = sent.slice(note + 1)
    expect(after.filter((request) => !POLLING.has(request.path))).toEqual([])
  })
})
