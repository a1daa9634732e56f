/**
 * `npm run audit -- --photos`: puts photographs of realistic size (4000 px wide, 3–6 MB JPEGs
 * from tests/support/photos.ts) on the running site as an editor would, through the staff API:
 * on every service, the first slide (the home page's hero) and every member of the team.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { parseEnv } from '../../schemas/env.ts'
import {
  publishPhotoOn,
  uploadPhoto,
  type EditorApi,
  type PhotoPlace,
  type StaffApiAnswer,
} from '../../tests/support/photo-content.ts'
import { makeTestPhoto } from '../../tests/support/photos.ts'

const NODE = path.resolve('node_modules/.bin/node')
const PASSWORD = `Audit-${randomUUID()}`

/** Makes an editor with the staff tool (through the running server) and signs them in. */
async function signInEditor(url: string, dataDir: string): Promise<EditorApi> {
  const email = `audit-${randomUUID().slice(0, 8)}@staff.example`
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      NODE,
      [
        'scripts/staff.ts',
        'add',
        '--email',
        email,
        '--name',
        'Audit editor',
        '--role',
        'editor',
        '--link',
      ],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || error.message)) : resolve(stdout),
    )
    // Not a terminal: no password comes on standard input.
    child.stdin?.end()
  })
  const token = /\/staff\/setup#([\w-]+)/.exec(output)?.[1]
  if (!token) throw new Error(`no set-up link from the staff tool:\n${output}`)
  // State changes are taken from SITE_URL's origin only, as the workspace sends them.
  const origin = new URL(parseEnv(process.env).SITE_URL).origin
  let cookie = ''
  const answer = async (response: Response): Promise<StaffApiAnswer> => {
    const set = response.headers.getSetCookie().map((line) => line.split(';', 1)[0])
    if (set.length > 0) cookie = set.join('; ')
    const text = await response.text()
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as StaffApiAnswer['body']) : null,
    }
  }
  const editor: EditorApi = {
    async call(method, apiPath, body) {
      return answer(
        await fetch(`${url}${apiPath}`, {
          method,
          headers: {
            cookie,
            ...(method === 'GET' ? {} : { origin }),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
    },
    async upload(name, bytes) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name)
      return answer(
        await fetch(`${url}/api/staff/media?kind=photo`, {
          method: 'POST',
          headers: { cookie, origin },
          body: form,
        }),
      )
    },
  }
  const setup = await editor.call('POST', '/api/staff/setup', { token, password: PASSWORD })
  if (setup.status !== 200) throw new Error(`set-up failed: ${JSON.stringify(setup.body)}`)
  return editor
}

/** The published items whose picture is shown: every service, the first slide, the team. */
async function placesOn(url: string): Promise<PhotoPlace[]> {
  const list = async (apiPath: string) =>
    ((await (await fetch(`${url}${apiPath}`)).json()) as { data: { id: number }[] }).data
  const [services, slides, team] = await Promise.all([
    list('/api/services'),
    list('/api/home/slider'),
    list('/api/team'),
  ])
  return [
    ...services.map(({ id }) => ({ collection: 'services', id }) as const),
    ...slides.slice(0, 1).map(({ id }) => ({ collection: 'slides', id }) as const),
    ...team.map(({ id }) => ({ collection: 'team', id }) as const),
  ]
}

export interface PhotosPut {
  photos: number
  /** Of the uploaded originals. */
  minBytes: number
  maxBytes: number
  /** From the first upload until the last photo's derivatives were made. */
  seconds: number
}

/** Uploads one photo per place, waits for its derivatives, and publishes it there. */
export async function putPhotos(url: string, dataDir: string): Promise<PhotosPut> {
  const editor = await signInEditor(url, dataDir)
  const places = await placesOn(url)
  const sizes: number[] = []
  const started = Date.now()
  for (const [index, place] of places.entries()) {
    const bytes = await makeTestPhoto({ width: 4000, height: 3000, seed: index + 1 })
    sizes.push(bytes.length)
    const photo = await uploadPhoto(editor, {
      name: `${place.collection}-${place.id}.jpg`,
      bytes,
      alt: `Test photograph ${index + 1}: containers at the Chattogram yard`,
    })
    await publishPhotoOn(editor, place, photo)
    console.log(
      `photo ${index + 1}/${places.length} (${(bytes.length / 1024 / 1024).toFixed(1)} MB) ` +
        `on ${place.collection} ${place.id}`,
    )
  }
  return {
    photos: places.length,
    minBytes: Math.min(...sizes),
    maxBytes: Math.max(...sizes),
    seconds: (Date.now() - started) / 1000,
  }
}
