// Editing the site content through the staff API, as the workspace does (issue 22).
import { afterAll, beforeAll, expect } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './staff.ts'

export interface ContentItem {
  id: number
  slug: string | null
  revision: number
  draft: Record<string, unknown> | null
  published: Record<string, unknown> | null
}

export interface ContentEditor {
  server: { url: string }
  who: SignedInStaff
  /** The site's origin (SITE_URL), which the staff API takes changes from. */
  origin: string
}

/**
 * A server of the test file's own, started before its tests with an editor signed in from
 * `siteUrl` (its SITE_URL), and removed after them.
 */
export function setupEditorSite(siteUrl: string): {
  server(): RunningServer
  editor(): ContentEditor
} {
  let server: RunningServer | undefined
  let editor: ContentEditor | undefined
  beforeAll(async () => {
    server = await startServer({ env: { SITE_URL: siteUrl } })
    const who = await signedInStaff(server, { role: 'editor', origin: siteUrl })
    editor = { server, who, origin: siteUrl }
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the editor’s site has not started')
    return value
  }
  return { server: () => started(server), editor: () => started(editor) }
}

/** One staff content call that must succeed; the item it answers. */
export async function contentCall(
  { server, who, origin }: ContentEditor,
  method: string,
  path: string,
  body?: unknown,
): Promise<ContentItem> {
  const answer = await staffFetch(server, path, { method, body, jar: who.jar, origin })
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body?.data as ContentItem
}

/** The Dhaka office as the workspace reads it. */
export async function dhakaOffice(editor: ContentEditor): Promise<ContentItem> {
  const list = (await contentCall(editor, 'GET', '/api/staff/content/offices')) as unknown as {
    items: ContentItem[]
  }
  const dhaka = list.items.find((item) => item.slug === 'dhaka')
  expect(dhaka, 'the seeded Dhaka office').toBeDefined()
  return contentCall(editor, 'GET', `/api/staff/content/offices/${dhaka?.id}`)
}

/** Saves the Dhaka office's first phone as a draft; publishes it when asked. */
export async function setDhakaPhone(
  editor: ContentEditor,
  phone: string,
  { publish }: { publish: boolean },
): Promise<{ before: string; item: ContentItem }> {
  const office = await dhakaOffice(editor)
  const data = structuredClone(office.published) as { phones: [string, string] }
  const before = data.phones[0]
  data.phones[0] = phone
  const draft = await contentCall(editor, 'PUT', `/api/staff/content/offices/${office.id}`, {
    revision: office.revision,
    data,
  })
  if (!publish) return { before, item: draft }
  const item = await contentCall(
    editor,
    'POST',
    `/api/staff/content/offices/${office.id}/publish`,
    {
      revision: draft.revision,
    },
  )
  return { before, item }
}

/** A phone number of the offices' format that no seeded record has. */
export function unusedPhone(): string {
  return `+880 2 5505 ${String(Date.now() % 10_000).padStart(4, '0')}`
}

/** Creates a notice for all offices and publishes it. */
export async function publishNotice(
  editor: ContentEditor,
  notice: {
    title: string
    text?: string
    severity: 'information' | 'disruption'
    startsAt: Date
    endsAt: Date
    /** Announced ahead of its start from then. */
    showFrom?: Date
  },
): Promise<ContentItem> {
  const created = await contentCall(editor, 'POST', '/api/staff/content/notices', {
    data: {
      title: { en: notice.title, bn: '' },
      text: { en: notice.text ?? `Cut-off times change: ${notice.title}.`, bn: '' },
      severity: notice.severity,
      officeIds: [],
      startsAt: notice.startsAt.toISOString(),
      endsAt: notice.endsAt.toISOString(),
      showFrom: notice.showFrom?.toISOString() ?? '',
    },
  })
  return contentCall(editor, 'POST', `/api/staff/content/notices/${created.id}/publish`, {
    revision: created.revision,
  })
}

/** Creates an item of a collection as a draft, and publishes it when asked. */
export async function createContent(
  editor: ContentEditor,
  collection: string,
  data: Record<string, unknown>,
  { publish }: { publish: boolean },
): Promise<ContentItem> {
  const created = await contentCall(editor, 'POST', `/api/staff/content/${collection}`, { data })
  if (!publish) return created
  return contentCall(editor, 'POST', `/api/staff/content/${collection}/${created.id}/publish`, {
    revision: created.revision,
  })
}

/** Publishes an item's draft. */
export function publishContent(
  editor: ContentEditor,
  collection: string,
  item: Pick<ContentItem, 'id' | 'revision'>,
): Promise<ContentItem> {
  return contentCall(editor, 'POST', `/api/staff/content/${collection}/${item.id}/publish`, {
    revision: item.revision,
  })
}
