/**
 * Puts photos on the site as an editor does in the workspace, through the staff API: upload,
 * alt text, wait for the derivatives, then the content item's picture, published. Shared by the
 * tests and `npm run audit -- --photos`, so it depends on nothing of Vitest: the caller says how
 * it reaches the API.
 */
import type { MediaItem } from '../../schemas/media.ts'

export interface StaffApiAnswer {
  status: number
  body: { message?: string; data?: unknown } | null
}

/** An editor's session on a running site. */
export interface EditorApi {
  /** A JSON call to the staff API. */
  call(method: string, path: string, body?: unknown): Promise<StaffApiAnswer>
  /** One multipart upload of a photo to the media library. */
  upload(name: string, bytes: Buffer): Promise<StaffApiAnswer>
}

/** A content item whose `image` field shows a picture. */
export interface PhotoPlace {
  collection: 'services' | 'slides' | 'team' | 'projects' | 'gallery' | 'working-areas'
  id: number
}

/** How long a photo may take to be made into its files on a busy machine. */
const READY_TIMEOUT_MS = 180_000

function ok(answer: StaffApiAnswer, what: string): unknown {
  if (answer.status !== 200) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  return answer.body?.data
}

/** Uploads a photo, gives it alt text and waits until its files are made. */
export async function uploadPhoto(
  editor: EditorApi,
  photo: { name: string; bytes: Buffer; alt: string },
): Promise<MediaItem> {
  const [uploaded] = ok(await editor.upload(photo.name, photo.bytes), 'upload') as MediaItem[]
  if (!uploaded) throw new Error('the upload answered no picture')
  ok(
    await editor.call('PUT', `/api/staff/media/${uploaded.id}`, {
      version: uploaded.version,
      alt: { en: photo.alt, bn: '' },
    }),
    'alt text',
  )
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    const item = ok(
      await editor.call('GET', `/api/staff/media/${uploaded.id}`),
      'media',
    ) as MediaItem
    if (item.status === 'ready') return item
    if (item.status === 'failed') throw new Error(`${photo.name} failed: ${item.error}`)
    if (Date.now() > deadline) throw new Error(`${photo.name} still processing`)
    // Not too often: the encoder shares the machine.
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Makes `media` the picture of the item and publishes it. */
export async function publishPhotoOn(
  editor: EditorApi,
  place: PhotoPlace,
  media: Pick<MediaItem, 'id'>,
): Promise<void> {
  const path = `/api/staff/content/${place.collection}/${place.id}`
  const current = ok(await editor.call('GET', path), 'item') as {
    revision: number
    draft: Record<string, unknown> | null
    published: Record<string, unknown> | null
  }
  const data = { ...(current.draft ?? current.published), image: { kind: 'media', id: media.id } }
  const saved = ok(
    await editor.call('PUT', path, { revision: current.revision, data }),
    'save',
  ) as { revision: number }
  ok(await editor.call('POST', `${path}/publish`, { revision: saved.revision }), 'publish')
}
