// Issue 38: the stored original is the upload with its metadata taken out, not a re-encode that
// grew a 10 MB camera JPEG to 15.9 MB; a picture that must be turned is re-encoded no larger.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { prepareUpload } from '#server/media/images.ts'
import { stripJpegMetadata, stripPngMetadata } from '#server/media/strip-metadata.ts'
import { carriesMetadata, EXIF_MARKER, makeTestPhoto } from '../support/photos.ts'

async function pixels(file: Buffer): Promise<Buffer> {
  return sharp(file).raw().toBuffer()
}

const withXmp = (file: Buffer) =>
  sharp(file)
    .jpeg({ quality: 90, progressive: true })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/>DBL-XMP-OWNER</x:xmpmeta>')
    .withExif({ IFD0: { Artist: EXIF_MARKER } })
    .toBuffer()

describe('a JPEG without its metadata', () => {
  it('keeps every byte of the picture and none of EXIF, GPS, XMP, comments or trailers', async () => {
    const photo = await makeTestPhoto({ width: 640, height: 480, seed: 5 })
    expect(await carriesMetadata(photo)).toBe(true)
    // A comment segment, and bytes after the end marker as some phones append.
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x0e, ...Buffer.from('DBL-COMMENT!')])
    const trailer = Buffer.from('DBL-TRAILER-AFTER-EOI')
    const upload = Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2), trailer])

    const stripped = stripJpegMetadata(upload)
    expect(stripped).toBeDefined()
    if (!stripped) return
    expect(await carriesMetadata(stripped)).toBe(false)
    for (const marker of [EXIF_MARKER, 'DBL-COMMENT', 'DBL-TRAILER']) {
      expect(stripped.includes(marker)).toBe(false)
    }
    expect(stripped.length).toBeLessThan(photo.length)
    expect((await pixels(stripped)).equals(await pixels(photo))).toBe(true)
  })

  it('keeps a progressive JPEG whole, and its colour profile', async () => {
    const base = await makeTestPhoto({ width: 480, height: 320, seed: 6 })
    const progressive = await withXmp(base)
    const profiled = await sharp(base).jpeg({ quality: 88 }).withIccProfile('p3').toBuffer()
    for (const upload of [progressive, profiled]) {
      const stripped = stripJpegMetadata(upload)
      expect(stripped).toBeDefined()
      if (!stripped) return
      expect(await carriesMetadata(stripped)).toBe(false)
      expect(stripped.includes('DBL-XMP-OWNER')).toBe(false)
      expect((await pixels(stripped)).equals(await pixels(upload))).toBe(true)
    }
    const profile = stripJpegMetadata(profiled)
    expect(profile && (await sharp(profile).metadata()).icc).toBeDefined()
  })

  it('gives up on a file it cannot follow to its end', async () => {
    const photo = await makeTestPhoto({ width: 320, height: 240, seed: 7 })
    expect(stripJpegMetadata(photo.subarray(0, photo.length - 100))).toBeUndefined()
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeUndefined()
  })
})

describe('a PNG without its metadata', () => {
  it('drops text and EXIF chunks and keeps the pixels and transparency', async () => {
    const png = await sharp({
      create: {
        width: 60,
        height: 40,
        channels: 4,
        background: { r: 10, g: 90, b: 160, alpha: 0.5 },
      },
    })
      .png()
      .withExif({ IFD0: { Artist: EXIF_MARKER } })
      .toBuffer()
    const text = Buffer.from('Author\0DBL-PNG-AUTHOR')
    const chunk = Buffer.alloc(12 + text.length)
    chunk.writeUInt32BE(text.length, 0)
    chunk.write('tEXt', 4, 'latin1')
    text.copy(chunk, 8)
    // The CRC is not checked by the stripper; a wrong one is what the decoder would refuse.
    const iend = png.length - 12
    const upload = Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)])
    const stripped = stripPngMetadata(upload)
    expect(stripped).toBeDefined()
    if (!stripped) return
    expect(stripped.includes('DBL-PNG-AUTHOR')).toBe(false)
    expect(stripped.includes(EXIF_MARKER)).toBe(false)
    expect((await pixels(stripped)).equals(await pixels(png))).toBe(true)
  })
})

describe('the original the library stores', () => {
  it('is the upright upload itself, without its metadata', async () => {
    const photo = await makeTestPhoto({ width: 1200, height: 800, seed: 8 })
    const stored = await prepareUpload({
      fileName: 'quay.jpg',
      declaredType: 'image/jpeg',
      bytes: photo,
      kind: 'photo',
    })
    expect(stored.bytes.equals(stripJpegMetadata(photo) ?? Buffer.alloc(0))).toBe(true)
    expect(stored).toMatchObject({ width: 1200, height: 800, mime: 'image/jpeg' })
  })

  it('is turned upright when the camera was, and no larger than the upload', async () => {
    const sideways = await makeTestPhoto({ width: 1200, height: 800, seed: 9, orientation: 6 })
    const stored = await prepareUpload({
      fileName: 'sideways.jpg',
      declaredType: 'image/jpeg',
      bytes: sideways,
      kind: 'photo',
    })
    expect(stored).toMatchObject({ width: 800, height: 1200, mime: 'image/jpeg' })
    expect(stored.bytes.length).toBeLessThanOrEqual(sideways.length)
    expect(await carriesMetadata(stored.bytes)).toBe(false)
    expect((await sharp(stored.bytes).metadata()).orientation ?? 1).toBe(1)
  })
})
