// Issue 23 in previews (decision 0011): an editor who puts a new photo on a draft sees it in the
// draft's preview, as the page will show it once published; a visitor at the same address keeps
// the published picture.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES } from '#content/showcase-records.ts'
import type { MediaItem } from '#schemas/media.ts'
import { uploadPhoto } from '../support/photo-content.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { contentCall, createContent, type ContentEditor } from './support/content.ts'
import { editorApi } from './support/media.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { DEFAULT_SITE_ORIGIN, signedInStaff } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)
const DRAWING = '/images/projects/insulin-cold-chain-imports.svg'
const PHOTO_ALT = `Barges loading at Pangaon ${RUN}`

let server: RunningServer
let editor: ContentEditor
let photo: MediaItem

beforeAll(async () => {
  server = await startServer()
  const who = await signedInStaff(server, { role: 'editor' })
  editor = { server, who, origin: DEFAULT_SITE_ORIGIN }
  photo = await uploadPhoto(editorApi(server, who), {
    name: 'barges.jpg',
    bytes: await makeTestPhoto({ width: 1800, height: 1350, seed: 7 }),
    alt: PHOTO_ALT,
  })
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

async function mainOf(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}

/** The project's card on the list, or the whole main content on the project's page. */
function projectIn(main: string, title: string): string {
  const at = main.indexOf(title)
  expect(at, title).toBeGreaterThan(-1)
  const card = main.lastIndexOf('<article', at)
  return card === -1 ? main : main.slice(card, main.indexOf('</article>', at))
}

describe('a preview of a draft with a new photo', () => {
  it('shows the editor the photo as a responsive picture on the list and the page, and a visitor the published drawing', async () => {
    const [category] = CATEGORIES
    if (!category) throw new Error('the seed has project categories')
    const title = `River barge project ${RUN}`
    const project = await createContent(
      editor,
      'projects',
      {
        title: { en: title, bn: '' },
        categoryId: category.id,
        description: { en: `Barges up the Meghna ${RUN}.`, bn: '' },
        tags: [],
        featured: false,
        completedOn: new Date().toISOString().slice(0, 10),
        image: { kind: 'illustration', path: DRAWING },
      },
      { publish: true },
    )
    await contentCall(editor, 'PUT', `/api/staff/content/projects/${project.id}`, {
      revision: project.revision,
      data: { ...project.published, image: { kind: 'media', id: photo.id } },
    })

    for (const path of ['/projects', `/projects/${project.id}`]) {
      const preview = projectIn(await mainOf(`${path}?preview`, editor.who.jar.header()), title)
      expect(preview, path).toMatch(
        /<source type="image\/avif" srcset="\/media\/[0-9a-f]{64}\.avif 480w, [^"]+" sizes="[^"]+"/i,
      )
      expect(preview, path).toContain(`alt="${PHOTO_ALT}"`)
      expect(preview, path).not.toContain(`src="${DRAWING}"`)

      for (const visitorPath of [`${path}?preview`, path]) {
        const published = projectIn(await mainOf(visitorPath), title)
        expect(published, visitorPath).toContain(`src="${DRAWING}"`)
        expect(published, visitorPath).not.toContain(PHOTO_ALT)
      }
    }
  })
})
