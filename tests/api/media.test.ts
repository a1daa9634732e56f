// Issue 23: the media library's server side: uploads refused with a clear message and nothing
// stored, metadata removed from everything served, derivatives made in the background, served
// from content-hashed URLs, alt text, focal point and deletion.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_ASPECTS, type MediaItem, type PhotoAspect } from '#schemas/media.ts'
import { carriesMetadata, EXIF_MARKER, makeTestPhoto } from '../support/photos.ts'
import { fetchFile, getMedia, uploadMedia, waitForMedia } from './support/media.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

let server: RunningServer
let admin: SignedInStaff
let hr: SignedInStaff
/** A phone photo taken sideways (EXIF orientation 6), with GPS and the owner's name. */
let sideways: Buffer

beforeAll(async () => {
  server = await startServer()
  ;[admin, hr, sideways] = await Promise.all([
    signedInStaff(server, { role: 'admin' }),
    signedInStaff(server, { role: 'hr' }),
    makeTestPhoto({ width: 1800, height: 1200, orientation: 6, seed: 3 }),
  ])
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

async function library(): Promise<MediaItem[]> {
  const answer = await staffFetch(server, '/api/staff/media', { cookie: admin.cookie })
  expect(answer.status).toBe(200)
  return answer.body?.data as MediaItem[]
}

const tinyPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()

describe('refused uploads store nothing', () => {
  it('refuses bytes that are not what the name or the type says, oversized and undecodable files', async () => {
    const png = await tinyPng()
    const bomb = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#2e86c1' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const refusals: [string, Parameters<typeof uploadMedia>[2], number, RegExp][] = [
      ['a PNG named .jpg', [{ name: 'quay.jpg', bytes: png }], 415, /quay\.jpg is not a JPEG/],
      [
        'a PNG sent as image/webp',
        [{ name: 'quay.png', bytes: png, type: 'image/webp' }],
        415,
        /quay\.png is not a PNG file/,
      ],
      [
        'a text file named .png',
        [{ name: 'notes.png', bytes: Buffer.from('hello, not a picture') }],
        415,
        /notes\.png is not a PNG/,
      ],
      [
        'a file type the library does not take',
        [{ name: 'plan.gif', bytes: Buffer.from('GIF89a') }],
        415,
        /use JPEG, PNG, WebP or AVIF/,
      ],
      [
        'a JPEG that does not decode',
        [
          {
            name: 'broken.jpg',
            bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
          },
        ],
        400,
        /broken\.jpg cannot be read as a picture/,
      ],
      [
        'more than 40 megapixels',
        [{ name: 'huge.png', bytes: bomb }],
        413,
        /8000 × 5001 pixels: pictures may have at most 40 megapixels/,
      ],
      [
        'more than 15 MB',
        [
          {
            name: 'big.jpg',
            bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024)]),
          },
        ],
        413,
        /larger than 15 MB/,
      ],
      [
        'an SVG as a photo',
        [{ name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }],
        415,
        /SVG files are taken only as logos/,
      ],
      [
        'a good file with a bad one',
        [
          { name: 'good.png', bytes: png },
          { name: 'bad.png', bytes: Buffer.from('nope') },
        ],
        415,
        /bad\.png is not a PNG/,
      ],
    ]
    refusals.push([
      'more than 10 files',
      Array.from({ length: 11 }, (_, index) => ({ name: `logo-${index}.png`, bytes: png })),
      413,
      /Upload at most 10 pictures at once/,
    ])
    for (const [label, files, status, message] of refusals) {
      const answer = await uploadMedia(server, admin, files)
      expect(answer.status, label).toBe(status)
      expect(answer.body, label).toEqual({ code: status, message: expect.stringMatching(message) })
    }
    expect(await library()).toEqual([])
  })

  it('takes uploads from the media roles only', async () => {
    const answer = await uploadMedia(server, hr, [{ name: 'quay.png', bytes: await tinyPng() }])
    expect(answer.status).toBe(403)
    expect(await library()).toEqual([])
  })
})

describe('an upload', () => {
  let photo: MediaItem

  it('stores the original upright and without metadata, then makes its derivatives', async () => {
    expect(await carriesMetadata(sideways)).toBe(true)
    const answer = await uploadMedia(server, admin, [
      { name: 'yard.jpg', bytes: sideways, type: 'image/jpeg' },
    ])
    expect(answer.status).toBe(200)
    const [stored] = answer.body.data ?? []
    expect(stored).toMatchObject({
      kind: 'photo',
      originalName: 'yard.jpg',
      // The camera was turned: the stored picture is upright, taller than wide.
      width: 1200,
      height: 1800,
      usable: false,
    })
    if (!stored) throw new Error('no picture in the answer')

    const original = await fetchFile(server, stored.originalUrl)
    expect(original.status).toBe(401)
    const asAdmin = await fetch(`${server.url}${stored.originalUrl}`, {
      headers: { cookie: admin.cookie },
    })
    const originalBytes = Buffer.from(await asAdmin.arrayBuffer())
    expect(asAdmin.headers.get('content-type')).toBe('image/jpeg')
    expect(await carriesMetadata(originalBytes)).toBe(false)
    const upright = await sharp(originalBytes).metadata()
    expect([upright.width, upright.height, upright.orientation]).toEqual([1200, 1800, undefined])

    photo = await waitForMedia(server, admin, stored.id)
    expect(photo.status).toBe('ready')
    // Every aspect; the crops of a 1200 px wide picture fit 480, 720 (a phone's card at 2×) and
    // 960; home's hero on a phone (2:3) is made at 480 only.
    const made = photo.derivatives.map(
      ({ aspect, width, format }) => `${aspect} ${width} ${format}`,
    )
    const inEveryFormat = (aspect: string, widths: number[]) =>
      widths.flatMap((width) =>
        ['avif', 'jpeg', 'webp'].map((format) => `${aspect} ${width} ${format}`),
      )
    expect(made).toEqual([
      ...inEveryFormat('16x9', [480, 720, 960]),
      ...inEveryFormat('2x3', [480]),
      ...inEveryFormat('3x2', [480, 720, 960]),
      ...inEveryFormat('8x9', [480, 720, 960]),
    ])
    for (const derivative of photo.derivatives) {
      expect(derivative.url).toMatch(/^\/media\/[0-9a-f]{64}\.(avif|webp|jpg)$/)
      expect(derivative.height).toBe(
        Math.round(derivative.width / PHOTO_ASPECTS[derivative.aspect as PhotoAspect]),
      )
    }
  })

  it('serves every derivative immutable, typed, without document headers or metadata', async () => {
    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const
    for (const derivative of photo.derivatives) {
      const file = await fetchFile(server, derivative.url)
      expect(file.status, derivative.url).toBe(200)
      expect(file.headers.get('content-type')).toBe(types[derivative.format as 'jpeg'])
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(file.headers.get('content-security-policy')).toBeNull()
      expect(file.headers.get('strict-transport-security')).toBeNull()
      expect(file.bytes.includes(EXIF_MARKER)).toBe(false)
      expect(await carriesMetadata(file.bytes), derivative.url).toBe(false)
      const decoded = await sharp(file.bytes).metadata()
      expect([decoded.width, decoded.height]).toEqual([derivative.width, derivative.height])
    }
    expect((await fetchFile(server, `/media/${'0'.repeat(64)}.jpg`)).status).toBe(404)
    expect((await fetchFile(server, '/media/not-a-hash.jpg')).status).toBe(404)
  })

  it('takes alt text and the decorative flag; a new focal point makes the crops again', async () => {
    const bad = await staffFetch(server, `/api/staff/media/${photo.id}`, {
      method: 'PUT',
      body: { version: photo.version, focalPoint: { x: 1.5, y: 0.2 } },
      cookie: admin.cookie,
    })
    expect(bad.status).toBe(400)
    expect(bad.body?.message).toBe('The focal point must be between 0 and 1')
    expect((await getMedia(server, admin, photo.id)).focalPoint).toEqual({ x: 0.5, y: 0.5 })

    const alt = await staffFetch(server, `/api/staff/media/${photo.id}`, {
      method: 'PUT',
      body: {
        version: photo.version,
        alt: { en: 'Containers stacked at the Chattogram yard', bn: '' },
      },
      cookie: admin.cookie,
    })
    expect(alt.status).toBe(200)
    expect(alt.body?.data).toMatchObject({ status: 'ready', usable: true })

    const before = new Map(
      photo.derivatives.map((d) => [`${d.aspect} ${d.width} ${d.format}`, d.url]),
    )
    const moved = await staffFetch(server, `/api/staff/media/${photo.id}`, {
      method: 'PUT',
      body: { version: (alt.body?.data as MediaItem).version, focalPoint: { x: 0.5, y: 0.9 } },
      cookie: admin.cookie,
    })
    expect(moved.status).toBe(200)
    expect(moved.body?.data).toMatchObject({
      status: 'processing',
      usable: false,
      focalPoint: { x: 0.5, y: 0.9 },
    })
    const remade = await waitForMedia(server, admin, photo.id)
    expect(remade.status).toBe('ready')
    const after = new Map(
      remade.derivatives.map((d) => [`${d.aspect} ${d.width} ${d.format}`, d.url]),
    )
    expect([...after.keys()]).toEqual([...before.keys()])
    // A picture taller than 16:9 is cropped from a lower band; the 3:2 and 8:9 crops too.
    expect(after.get('16x9 960 jpeg')).not.toBe(before.get('16x9 960 jpeg'))
    photo = remade
  })

  it('deletes a picture and its derivatives', async () => {
    const [first] = photo.derivatives
    const deleted = await staffFetch(server, `/api/staff/media/${photo.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    })
    expect(deleted.status).toBe(200)
    expect((await fetchFile(server, first?.url ?? '')).status).toBe(404)
    const again = await staffFetch(server, `/api/staff/media/${photo.id}`, { cookie: admin.cookie })
    expect(again.status).toBe(404)
  })
})

describe('several files and logos', () => {
  it('stores several pictures from one request', async () => {
    const [one, two] = await Promise.all([
      makeTestPhoto({ width: 600, height: 400, seed: 5 }),
      makeTestPhoto({ width: 500, height: 500, seed: 6 }),
    ])
    const answer = await uploadMedia(server, admin, [
      { name: 'one.jpg', bytes: one },
      { name: 'two.jpg', bytes: two },
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.data?.map((item) => item.originalName)).toEqual(['one.jpg', 'two.jpg'])
    for (const item of answer.body.data ?? []) {
      expect((await waitForMedia(server, admin, item.id)).status).toBe('ready')
    }
  })

  it('sanitises an SVG logo, says what it removed, and serves it as is', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>
  <rect width="120" height="40" fill="#1f4e79" onclick="steal()"/>
  <use xlink:href="https://evil.example/sprite.svg#a"/>
</svg>`
    const answer = await uploadMedia(
      server,
      admin,
      [{ name: 'client.svg', bytes: Buffer.from(svg), type: 'image/svg+xml' }],
      'logo',
    )
    expect(answer.status).toBe(200)
    expect(answer.body.message).toMatch(/client\.svg: removed .*event attribute onload/)
    expect(answer.body.message).toMatch(/element <script>/)
    const logo = await waitForMedia(server, admin, answer.body.data?.[0]?.id ?? '')
    expect(logo).toMatchObject({ kind: 'logo', status: 'ready', width: 120, height: 40 })
    const [served] = logo.derivatives
    expect(served).toMatchObject({ aspect: 'original', format: 'svg' })
    const file = await fetchFile(server, served?.url ?? '')
    expect(file.headers.get('content-type')).toBe('image/svg+xml')
    const text = file.bytes.toString('utf8')
    expect(text).toContain('<rect width="120" height="40" fill="#1f4e79"></rect>')
    for (const unwanted of [
      'script',
      'onload',
      'onclick',
      'foreignObject',
      'tracker.example',
      'evil.example',
    ]) {
      expect(text).not.toContain(unwanted)
    }
  })

  /** The stored original of an uploaded logo, as the staff API gives it back. */
  async function storedOriginal(item: MediaItem | undefined): Promise<string> {
    const answer = await staffFetch(server, item?.originalUrl ?? '', { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/svg+xml')
    return String(answer.body?.text)
  }

  it('stores an SVG logo without any external URL, however its CSS spells it', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40">
  <style>
    @\\69mport "https://tracker.example/a.css";
    .mark { fill: u\\72l(https://tracker.example/a.png) }
    .word { fill: \\75rl(https://tracker.example/b.png) }
    .bg { fill: image-set("https://tracker.example/c.png" 1x) }
    .brand { fill: url(#grad) }
  </style>
  <linearGradient id="grad"><stop offset="0" stop-color="#1f4e79"/></linearGradient>
  <rect id="box" class="brand" width="120" height="40" style="stroke: u\\72l(//tracker.example/d.svg#s)" fill="url(https://tracker.example/e.svg#g)"/>
  <use href="https://tracker.example/sprite.svg#a"/>
  <use xlink:href="#box"/>
</svg>`
    const answer = await uploadMedia(
      server,
      admin,
      [{ name: 'escaped.svg', bytes: Buffer.from(svg), type: 'image/svg+xml' }],
      'logo',
    )
    expect(answer.status).toBe(200)
    expect(answer.body.message).toMatch(/escaped\.svg: removed .*style sheet with @import/)
    const stored = await storedOriginal(answer.body.data?.[0])
    expect(stored.replace(/ xmlns(:\w+)?="[^"]*"/g, '')).not.toMatch(/http|\/\/|tracker/)
    expect(stored).toContain('.brand{fill:url(#grad)}')
    expect(stored).toContain('<use xlink:href="#box"></use>')
  })

  it('takes an SVG logo with the standard DOCTYPE, and stores it without the DOCTYPE', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="60" height="20" fill="#1f4e79"/></svg>`
    const answer = await uploadMedia(
      server,
      admin,
      [{ name: 'doctype.svg', bytes: Buffer.from(svg), type: 'image/svg+xml' }],
      'logo',
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data?.[0]).toMatchObject({ kind: 'logo', width: 60, height: 20 })
    expect(await storedOriginal(answer.body.data?.[0])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20">' +
        '<rect width="60" height="20" fill="#1f4e79"></rect></svg>',
    )
  })
})

describe('the crops of a photo', () => {
  it('keep the focal point in frame in every aspect, the narrow 8:9 portrait too', async () => {
    // A wide grey picture with a red square where the subject is, near its right edge: a crop
    // around the centre would leave it out of the 3:2 and 8:9 crops.
    const subject = await sharp({
      create: { width: 60, height: 60, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer()
    const bytes = await sharp({
      create: { width: 2400, height: 1000, channels: 3, background: '#7f8c8d' },
    })
      .composite([{ input: subject, left: 2130, top: 470 }])
      .jpeg()
      .toBuffer()
    const uploaded = await uploadMedia(server, admin, [{ name: 'subject.jpg', bytes }])
    const [picture] = uploaded.body.data ?? []
    if (!picture) throw new Error(`no picture in ${JSON.stringify(uploaded.body)}`)
    const { id } = picture
    const moved = await staffFetch(server, `/api/staff/media/${id}`, {
      method: 'PUT',
      body: { version: picture.version, focalPoint: { x: 0.9, y: 0.5 } },
      cookie: admin.cookie,
    })
    expect(moved.status).toBe(200)
    const ready = await waitForMedia(server, admin, id)
    expect(ready.status).toBe('ready')
    const crops = ready.derivatives.filter((file) => file.format === 'jpeg' && file.width === 480)
    expect(crops.map((file) => file.aspect).toSorted()).toEqual(
      Object.keys(PHOTO_ASPECTS).toSorted(),
    )
    for (const crop of crops) {
      const { data, info } = await sharp((await fetchFile(server, crop.url)).bytes)
        .raw()
        .toBuffer({ resolveWithObject: true })
      let red = 0
      for (let offset = 0; offset < data.length; offset += info.channels) {
        const [r = 0, g = 0, b = 0] = data.subarray(offset, offset + 3)
        if (r > 200 && g < 80 && b < 80) red++
      }
      // The 60 px square, scaled down with the crop: some hundreds of pixels, whole.
      expect(red, `${crop.aspect}: red pixels`).toBeGreaterThan(100)
    }
  })
})
