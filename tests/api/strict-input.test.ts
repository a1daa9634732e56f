// Issue 38, "Smaller holes": control characters in the content's one-line fields, ids written
// other ways than plain digits, and uploaded file names that hide or reorder their text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

let server: RunningServer
let editor: SignedInStaff

beforeAll(async () => {
  server = await startServer()
  editor = await signedInStaff(server, { role: 'editor' })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function call(who: SignedInStaff, method: string, path: string, body?: unknown) {
  return staffFetch(server, path, { method, body, jar: who.jar })
}

interface Item {
  revision: number
  draft: Record<string, unknown> | null
  published: Record<string, unknown> | null
}

async function contentItem(collection: string, id: number): Promise<Item> {
  const answer = await call(editor, 'GET', `/api/staff/content/${collection}/${id}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body?.data as Item
}

describe('a one-line content field with a control character', () => {
  it.each([
    ['site-settings', 'tradeLicence', 'TRAD/DNCC/012345\u0007', 'Trade licence'],
    ['statistics', 'suffix', '+\n', 'Suffix'],
  ])(
    '%s: %s is refused with 400, and the item is unchanged',
    async (collection, field, value, label) => {
      const before = await contentItem(collection, 1)
      const data = { ...(before.draft ?? before.published), [field]: value }
      const answer = await call(editor, 'PUT', `/api/staff/content/${collection}/1`, {
        revision: before.revision,
        data,
      })
      expect(answer.status).toBe(400)
      expect(answer.body?.errors).toEqual({
        [`data.${field}`]: `${label} must be one line without control characters.`,
      })
      expect(await contentItem(collection, 1)).toEqual(before)
    },
  )
})
