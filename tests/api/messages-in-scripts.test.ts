// The public site's texts travel in loader data in the page's language only (domain/messages.ts):
// no dictionary's text, in either language, may be in a script the browser downloads, or every
// page would carry both languages of every page (docs/decisions/0015-bangla-edition.md).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { carrierNumberMessages } from '#domain/carrier-numbers.messages.ts'
import { DICTIONARIES } from '../support/dictionaries.ts'
import { ROOT, USES_POSTGRES } from './support/server.ts'

const ASSETS = path.join(ROOT, 'build/client/assets')
/**
 * Shorter English texts ("Home", "Services", "Menu") are words the staff workspace's own scripts
 * use as well; a text this long is the dictionary's.
 */
const MIN_ENGLISH_LENGTH = 24

/** How a text can be written inside a minified script. */
function spellings(text: string): string[] {
  const escaped = text.replace(/[^\x20-\x7e]/g, (char) => {
    const hex = char.charCodeAt(0).toString(16).padStart(4, '0')
    return `\\u${hex}`
  })
  return [...new Set([text, JSON.stringify(text).slice(1, -1), escaped, escaped.toUpperCase()])]
}

let scripts: { name: string; code: string }[]
beforeAll(async () => {
  // The staff workspace's own scripts are left out: staff download them, not visitors, and the
  // registry's definitions they carry name each field in both languages.
  const workspaceOnly = await workspaceOnlyScripts()
  const names = (await readdir(ASSETS)).filter(
    (name) => name.endsWith('.js') && !workspaceOnly.has(name),
  )
  scripts = await Promise.all(
    names.map(async (name) => ({ name, code: await readFile(path.join(ASSETS, name), 'utf8') })),
  )
})

// The build's scripts are the same whichever database the server uses: checked once, in
// the api project (on the embedded database), not again in api-postgres.
describe.skipIf(USES_POSTGRES)('the client scripts of the last build', () => {
  it('exist', () => {
    expect(scripts.length).toBeGreaterThan(5)
  })

  it.each([...DICTIONARIES])('carry no text of %s', (_name, messages) => {
    // Every Bangla text (the switch's "বাংলা" in the English dictionary too), and the long
    // Latin ones.
    const texts = [...Object.values(messages.en), ...Object.values(messages.bn)].filter(
      (text) => /[\u0980-\u09FF]/.test(text) || text.length >= MIN_ENGLISH_LENGTH,
    )
    for (const text of texts) {
      for (const { name, code } of scripts) {
        for (const spelling of spellings(text)) {
          expect.soft(code.includes(spelling), `"${text}" is in ${name}`).toBe(false)
        }
      }
    }
  })
})

interface RouteManifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, { module: string; imports?: string[] }>
}

async function routeManifest(): Promise<RouteManifest> {
  const manifestFile = (await readdir(ASSETS)).find((name) => /^manifest-\w+\.js$/.test(name))
  if (!manifestFile) throw new Error('the build has no route manifest')
  const source = await readFile(path.join(ASSETS, manifestFile), 'utf8')
  return JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as RouteManifest
}

/** The scripts only the workspace's routes load (and what they alone import). */
async function workspaceOnlyScripts(): Promise<Set<string>> {
  const manifest = await routeManifest()
  const staff = new Set<string>()
  const others = new Set([manifest.entry.module, ...manifest.entry.imports].map(baseName))
  for (const [id, route] of Object.entries(manifest.routes)) {
    const files = [route.module, ...(route.imports ?? [])].map(baseName)
    for (const file of files) (id.startsWith('routes/staff/') ? staff : others).add(file)
  }
  expect(staff.size, 'the workspace has scripts of its own').toBeGreaterThan(3)
  return new Set([...staff].filter((file) => !others.has(file)))
}

function baseName(file: string): string {
  return path.basename(file)
}

/** The scripts a page's first load and hydration fetch: the entry, the root and its routes'. */
async function scriptsOfRoutes(routeIds: string[]): Promise<Set<string>> {
  const manifest = await routeManifest()
  const files = [manifest.entry.module, ...manifest.entry.imports]
  for (const id of ['root', ...routeIds]) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`no route ${id} in the manifest`)
    files.push(route.module, ...(route.imports ?? []))
  }
  return new Set(files.map((file) => path.basename(file)))
}

describe.skipIf(USES_POSTGRES)('the carrier numbers’ explanations', () => {
  it('are in no script of the public tracking page, in either language', async () => {
    const trackScripts = await scriptsOfRoutes(['routes/site-layout', 'routes/track'])
    expect(trackScripts.size).toBeGreaterThan(3)
    const texts = [
      ...Object.values(carrierNumberMessages.en),
      ...Object.values(carrierNumberMessages.bn),
    ]
    for (const { name, code } of scripts) {
      for (const text of texts) {
        // The workspace's shipment form checks numbers in English, in its own scripts.
        const allowed = !trackScripts.has(name) && !/[\u0980-\u09FF]/.test(text)
        if (allowed) continue
        for (const spelling of spellings(text)) {
          expect.soft(code.includes(spelling), `"${text}" is in ${name}`).toBe(false)
        }
      }
    }
  })
})
