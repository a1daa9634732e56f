// Issue 39: no seed constant is read at run time. The company's name is one fact in one record:
// renamed in the workspace, it is the name the web app manifest, the OpenAPI document and the
// workspace's own pages show, as the public pages already do.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY } from '#content/company.ts'
import { contentCall, type ContentEditor } from './support/content.ts'
import { fetchPage } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const NEW_NAME = `Padma Freight ${randomUUID().slice(0, 6)}`

let server: RunningServer
let editor: ContentEditor

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const who = await signedInStaff(server, { role: 'editor', origin: SITE_URL })
  editor = { server, who, origin: SITE_URL }
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

async function manifestName(): Promise<string> {
  const answer = await fetch(`${server.url}/site.webmanifest`)
  expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
  return ((await answer.json()) as { name: string }).name
}

async function documentTitle(): Promise<string> {
  const answer = await fetch(`${server.url}/api/openapi.json`)
  return ((await answer.json()) as { info: { title: string } }).info.title
}

describe('the company’s name, renamed in the workspace', () => {
  it('is the published name in the manifest, the OpenAPI document and the workspace, never the seed’s', async () => {
    expect(await manifestName()).toBe(COMPANY.name)
    expect(await documentTitle()).toBe(`${COMPANY.name} API`)
    expect(titleOf((await fetchPage(server.url, '/staff/sign-in')).html)).toBe(
      `Staff sign-in | ${COMPANY.name}`,
    )

    const company = await contentCall(editor, 'GET', '/api/staff/content/company/1')
    const data = structuredClone(company.published) as { name: { en: string; bn: string } }
    data.name.en = NEW_NAME
    const draft = await contentCall(editor, 'PUT', '/api/staff/content/company/1', {
      revision: company.revision,
      data,
    })
    await contentCall(editor, 'POST', '/api/staff/content/company/1/publish', {
      revision: draft.revision,
    })

    expect(await manifestName()).toBe(NEW_NAME)
    expect(await documentTitle()).toBe(`${NEW_NAME} API`)
    const signIn = (await fetchPage(server.url, '/staff/sign-in')).html
    expect(titleOf(signIn)).toBe(`Staff sign-in | ${NEW_NAME}`)
    expect(signIn).toContain(`${NEW_NAME} workspace.`)
    // The workspace's other screens load in the browser: their loader's answer has the name.
    for (const screen of ['/staff.data', '/staff/setup.data']) {
      const answer = await (await fetch(`${server.url}${screen}`)).text()
      expect(answer, screen).toContain(NEW_NAME)
    }
    expect(signIn).not.toContain(COMPANY.name)
  })
})
