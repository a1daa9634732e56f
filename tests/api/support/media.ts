import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { expect } from 'vitest'
import type { MediaItem } from '../../../schemas/media.ts'
import type { EditorApi } from '../../support/photo-content.ts'
import { databaseUrlFor } from './server.ts'
import { DEFAULT_SITE_ORIGIN, staffFetch, type SignedInStaff } from './staff.ts'

export interface UploadFile {
  name: string
  bytes: Buffer
  /** The Content-Type the browser sends; application/octet-stream unless told. */
  type?: string
}

export interface UploadAnswer {
  status: number
  body: { code?: number; message?: string; data?: MediaItem[] }
}

/** Uploads files to the media library as the workspace does: one multipart request. */
export async function uploadMedia(
  server: { url: string },
  staff: Pick<SignedInStaff, 'cookie'>,
  files: UploadFile[],
  kind: 'photo' | 'logo' = 'photo',
): Promise<UploadAnswer> {
  const form = new FormData()
  for (const file of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  }
  const response = await fetch(`${server.url}/api/staff/media?kind=${kind}`, {
    method: 'POST',
    headers: { cookie: staff.cookie, origin: DEFAULT_SITE_ORIGIN },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] }
}

export async function getMedia(
  server: { url: string },
  staff: Pick<SignedInStaff, 'cookie'>,
  id: string,
): Promise<MediaItem> {
  const answer = await staffFetch(server, `/api/staff/media/${id}`, { cookie: staff.cookie })
  expect(answer.status).toBe(200)
  return answer.body?.data as MediaItem
}

/** Waits until the picture's derivatives are made (or it failed), and returns it. */
export async function waitForMedia(
  server: { url: string },
  staff: Pick<SignedInStaff, 'cookie'>,
  id: string,
  timeoutMs = 90_000,
): Promise<MediaItem> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const item = await getMedia(server, staff, id)
    if (item.status !== 'processing' || Date.now() > deadline) return item
    // Not too often: the encoder shares the machine with the test.
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/** Fetches a served file: its status, headers and bytes. */
export async function fetchFile(server: { url: string }, path: string) {
  const response = await fetch(`${server.url}${path}`)
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** The staff API as `staff` reaches it, for the helpers of tests/support/photo-content.ts. */
export function editorApi(
  server: { url: string },
  staff: Pick<SignedInStaff, 'cookie' | 'jar'>,
): EditorApi {
  return {
    call: (method, path, body) => staffFetch(server, path, { method, body, jar: staff.jar }),
    upload: (name, bytes) => uploadMedia(server, staff, [{ name, bytes, type: 'image/jpeg' }]),
  }
}

/**
 * Runs SQL on the database of a data folder whose servers are stopped (the embedded database
 * allows one process at a time): how a test puts a picture in the state an earlier version of
 * the code left it in, or reads what is stored. Resolves with each statement's rows.
 */
export async function runSql(
  dataDir: string,
  statements: string[],
): Promise<Record<string, unknown>[][]> {
  const results: Record<string, unknown>[][] = []
  const url = databaseUrlFor(dataDir)
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      for (const statement of statements) results.push((await client.query(statement)).rows)
    } finally {
      await client.end()
    }
    return results
  }
  const client = await PGlite.create(path.join(dataDir, 'pglite'))
  try {
    for (const statement of statements) {
      results.push((await client.query<Record<string, unknown>>(statement)).rows)
    }
  } finally {
    await client.close()
  }
  return results
}
