/**
 * Runs after `react-router build`: first makes the boot plan of every page from the server
 * build's assets manifest (app/utils/deferred-hydration.server.ts), so that a React Router whose
 * manifest the boot script cannot load stops the build instead of a visitor's request. Then it
 * writes the share image, icons, manifest and robots.txt (the server answers /sitemap.xml itself,
 * from the published content), and precompresses every text asset with brotli and gzip so the
 * server never compresses them on the fly. Last, it writes the build stamp, so `npm start` right
 * after `npm run build` serves this build instead of building again.
 */
import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises'
import { join, extname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { ServerBuild } from 'react-router'
import sharp from 'sharp'
import {
  bootPlansOfEveryRoute,
  publicManifest,
  publicManifestUrl,
} from '../app/utils/deferred-hydration.server.ts'
import { parseEnv } from '../schemas/env.ts'
import { inputsHash, writeStamp } from './build-stamp.ts'

const CLIENT_DIR = 'build/client'
const SERVER_BUILD = 'build/server/index.js'
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const
const ICON_SIZES = {
  'icon-32.png': 32,
  'icon-192.png': 192,
  'icon-512.png': 512,
  'apple-touch-icon.png': 180,
}
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.xml', '.txt', '.map'])
/** Below this size compression saves less than the header costs. */
const MIN_COMPRESS_BYTES = 512

const { SITE_URL } = parseEnv(process.env)
/** Hashed first, as close as possible to the moment `react-router build` read the inputs. */
const builtInputs = await inputsHash(SITE_URL)

/**
 * The picture link previews show beside the page's title: the company's mark on its route map,
 * without words. The name, tagline and services are the workspace's to change, and the title and
 * description that previews print come from the published content; words drawn here at build
 * time would keep a renamed company's old name (issue 39: no seed constant read at run time).
 */
async function writeShareImage() {
  const { width, height } = SHARE_IMAGE_SIZE
  const map = await readFile('public/images/hero-routes.svg', 'utf8')
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#061a33"/>
      </linearGradient>
      <radialGradient id="r" cx="0.5" cy="0.5" r="0.6">
        <stop offset="0" stop-color="#0e7c86" stop-opacity="0.55"/><stop offset="1" stop-color="#0e7c86" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect width="100%" height="100%" fill="url(#r)"/>
  </svg>`
  const mapLayer = await sharp(Buffer.from(map))
    .resize(width, height, { fit: 'cover' })
    .png()
    .toBuffer()
  const markSize = 280
  const mark = await sharp('public/favicon.svg', { density: 300 })
    .resize(markSize, markSize)
    .png()
    .toBuffer()
  await sharp(Buffer.from(background))
    .composite([
      { input: mapLayer, top: 0, left: 0 },
      { input: mark, top: (height - markSize) / 2, left: (width - markSize) / 2 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(CLIENT_DIR, 'share-image.png'))
}

async function writeIcons() {
  await mkdir(join(CLIENT_DIR, 'icons'), { recursive: true })
  const svg = await readFile('public/favicon.svg')
  for (const [name, size] of Object.entries(ICON_SIZES)) {
    await sharp(svg, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(join(CLIENT_DIR, 'icons', name))
  }
}

async function writeRobots() {
  await writeFile(
    join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
  )
}

/** The manifest public pages load (app/utils/deferred-hydration.server.ts, publicManifest). */
async function writePublicManifest(manifestUrl: string) {
  const text = await readFile(join(CLIENT_DIR, manifestUrl), 'utf8')
  await writeFile(
    join(CLIENT_DIR, publicManifestUrl(manifestUrl)),
    publicManifest(text, manifestUrl),
  )
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

async function precompress() {
  const brotli = promisify(brotliCompress)
  const gz = promisify(gzip)
  let count = 0
  for await (const path of files(CLIENT_DIR)) {
    if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_COMPRESS_BYTES) continue
    const content = await readFile(path)
    await writeFile(
      `${path}.br`,
      await brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    )
    await writeFile(`${path}.gz`, await gz(content, { level: zlib.Z_BEST_COMPRESSION }))
    count++
  }
  return count
}

const { assets } = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild
const bootPlans = bootPlansOfEveryRoute(assets).length
if (!assets.url) throw new Error('post-build: the assets manifest names no URL of its own module')
await writePublicManifest(assets.url)
await Promise.all([writeShareImage(), writeIcons(), writeRobots()])
const compressed = await precompress()
await writeStamp(builtInputs)
console.log(
  `post-build: boot plans of ${bootPlans} routes made; public pages' route manifest, share image, icons, manifest and robots.txt written; ${compressed} files precompressed; build stamp written`,
)
