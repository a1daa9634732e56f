// Issue 38: pictures and CVs are stored in pieces, one statement each, written before the row
// that names them; nothing of a refused or deleted upload stays behind, and files an upload cut
// short left behind are swept once nobody can still be writing their row.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { makeTestPhoto } from '../support/photos.ts'
import { runSql, uploadMedia, waitForMedia } from './support/media.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

let server: RunningServer
let editor: SignedInStaff
let photo: Buffer

const UNNAMED = `select count(*)::int as files from stored_files where id not in (
  select original_file_id from media
  union all select file_id from media_derivatives
  union all select cv_file_id from job_applications where cv_file_id is not null)`

beforeAll(async () => {
  server = await startServer()
  ;[editor, photo] = await Promise.all([
    signedInStaff(server, { role: 'editor' }),
    makeTestPhoto({ width: 1600, height: 1200, seed: 21 }),
  ])
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** Runs statements on the database with the server stopped, then starts it again. */
async function whileStopped(statements: string[]) {
  await server.stop()
  const rows = await runSql(server.dataDir, statements)
  server = await startServer({ dataDir: server.dataDir })
  return rows
}

it(
  'stores a picture in pieces, keeps nothing of a refused upload, and nothing of a deleted picture',
  { timeout: 300_000 },
  async () => {
    const refused = await uploadMedia(server, editor, [
      { name: 'first.jpg', bytes: photo, type: 'image/jpeg' },
      { name: 'second.jpg', bytes: Buffer.from('not a picture at all'), type: 'image/jpeg' },
    ])
    expect(refused.status).toBe(415)

    const stored = await uploadMedia(server, editor, [
      { name: 'quay.jpg', bytes: photo, type: 'image/jpeg' },
    ])
    expect(stored.status).toBe(200)
    const id = stored.body.data?.[0]?.id ?? ''
    expect((await waitForMedia(server, editor, id)).status).toBe('ready')
    const original = await fetch(`${server.url}/api/staff/media/${id}/original`, {
      headers: { cookie: editor.cookie },
    })
    const bytes = Buffer.from(await original.arrayBuffer())
    expect(photo.includes(bytes.subarray(-4096))).toBe(true)

    const [fileRows, unnamedRows] = await whileStopped([
      `select byte_size, pieces, (select count(*)::int from stored_file_pieces p where p.file_id = f.id) as written
     from stored_files f join media m on m.original_file_id = f.id where m.id = '${id}'`,
      UNNAMED,
    ])
    const file = fileRows?.[0]
    expect(file).toEqual({
      byte_size: bytes.length,
      pieces: Math.ceil(bytes.length / (256 * 1024)),
      written: Math.ceil(bytes.length / (256 * 1024)),
    })
    expect(file?.pieces).toBeGreaterThan(1)
    // The refused upload's first picture was written, and went with the refusal.
    expect(unnamedRows).toEqual([{ files: 0 }])

    const deleted = await staffFetch(server, `/api/staff/media/${id}`, {
      method: 'DELETE',
      jar: editor.jar,
    })
    expect(deleted.status).toBe(200)
    const [afterDelete, left] = await whileStopped([
      UNNAMED,
      'select count(*)::int as files from stored_files',
    ])
    expect(afterDelete).toEqual([{ files: 0 }])
    expect(left).toEqual([{ files: 0 }])
  },
)

it(
  'sweeps files nobody names once they are an hour old, and leaves younger ones',
  { timeout: 300_000 },
  async () => {
    await whileStopped([
      `insert into stored_files (id, byte_size, pieces, complete, created_at)
     values ('cut-short', 3, 1, false, now() - interval '2 hours'),
            ('being-written', 3, 1, false, now() - interval '5 minutes')`,
      `insert into stored_file_pieces (file_id, seq, bytes) values ('cut-short', 0, '\\x010203'), ('being-written', 0, '\\x010203')`,
    ])
    // The sweep runs once the server is ready, and says what it removed once it has gone
    // through every file: from then on it has judged the younger one too.
    await expect
      .poll(() => server.output().includes('stored files nobody names removed'), {
        timeout: 30_000,
      })
      .toBe(true)
    const [files, pieces] = await whileStopped([
      'select id from stored_files order by id',
      'select file_id from stored_file_pieces order by file_id',
    ])
    expect(files).toEqual([{ id: 'being-written' }])
    expect(pieces).toEqual([{ file_id: 'being-written' }])
  },
)
