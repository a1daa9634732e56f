import sharp, { type Metadata, type OutputInfo } from 'sharp'
import {
  MEDIA_FORMAT_TYPES,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  type MediaKind,
} from '#schemas/media.ts'
import { stripJpegMetadata, stripPngMetadata } from './strip-metadata.ts'
import { sanitizeSvg } from './svg.ts'

// One libvips thread: the derivative job and uploads must leave the other core to the requests.
sharp.concurrency(1)
// Decoded images are not worth keeping: each is read once, and the memory is the server's.
sharp.cache(false)

/** A refusal of one file, in words for the person who sent it. */
export class ImageRefused extends Error {
  readonly statusCode: 400 | 413 | 415

  constructor(statusCode: 400 | 413 | 415, message: string) {
    super(message)
    this.name = 'ImageRefused'
    this.statusCode = statusCode
  }
}

const EXTENSION_FORMATS: Record<string, MediaFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
}

const TYPE_FORMATS: Record<string, MediaFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
}

const FORMAT_NAMES: Record<MediaFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  svg: 'SVG',
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * What may come before an SVG's root element: blanks, the XML declaration, comments and a
 * DOCTYPE (its quoted identifiers and internal subset may hold `>`). A DOCTYPE declaring
 * entities passes here so that svg.ts refuses it saying why.
 */
const XML_PROLOG =
  /^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>"']|"[^"]*"|'[^']*')*(?:\[(?:[^\]"']|"[^"]*"|'[^']*')*\]\s*)?>)*/

/**
 * The format the bytes are in, from their signature alone: JPEG's SOI marker, PNG's signature,
 * a RIFF WEBP container, an ISO-BMFF file whose brands include AVIF, or XML text whose first
 * element is <svg>.
 */
export function detectFormat(bytes: Buffer): MediaFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg'
  }
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png'
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp'
  }
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0)
    const brands = bytes.toString('latin1', 8, Math.min(boxSize, 64, bytes.length))
    if (/avi[fs]/.test(brands)) return 'avif'
    return undefined
  }
  const head = bytes
    .toString('utf8', 0, 4096)
    .replace(/^\uFEFF/, '')
    .replace(XML_PROLOG, '')
  if (/^<svg[\s>]/.test(head)) return 'svg'
  return undefined
}

export interface StoredImage {
  kind: MediaKind
  bytes: Buffer
  mime: string
  width: number
  height: number
  /** What sanitising took out of an SVG logo, for the person who sent it. */
  removed: string[]
}

export interface UploadedFile {
  fileName: string
  /** The Content-Type the browser sent with the file. */
  declaredType: string
  bytes: Buffer
  kind: MediaKind
}

/**
 * Checks an uploaded picture and makes what is stored of it: the file's bytes must be the
 * format its name (and type, when the browser sent one) says; its size, read from the header
 * before anything is decoded, at most MEDIA_MAX_PIXELS; it must decode. The stored original is
 * the upload itself with its metadata taken out (strip-metadata.ts: no EXIF, GPS, XMP or IPTC
 * block survives; the colour profile does) when it is an upright JPEG or PNG; otherwise it is
 * re-encoded upright with no metadata at all, never larger than the upload when a lower quality
 * can help it (reencodeUpright). SVG is sanitised (svg.ts) and only taken as a logo.
 */
export async function prepareUpload(file: UploadedFile): Promise<StoredImage> {
  const { fileName, bytes, kind } = file
  if (bytes.length === 0) throw new ImageRefused(400, `${fileName} is empty`)
  if (bytes.length > MEDIA_MAX_BYTES) {
    throw new ImageRefused(413, `${fileName} is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`)
  }
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? ''
  const named = EXTENSION_FORMATS[extension]
  if (!named) {
    throw new ImageRefused(
      415,
      `${fileName} is not a picture the library takes: use JPEG, PNG, WebP or AVIF (SVG for logos)`,
    )
  }
  const detected = detectFormat(bytes)
  const declared = TYPE_FORMATS[file.declaredType.split(';')[0]?.trim().toLowerCase() ?? '']
  const typeDisagrees = declared !== undefined && declared !== named
  if (detected !== named || typeDisagrees) {
    throw new ImageRefused(
      415,
      `${fileName} is not a ${FORMAT_NAMES[named]} file: its content does not match its name`,
    )
  }
  if (named === 'svg') {
    if (kind !== 'logo') {
      throw new ImageRefused(415, `${fileName}: SVG files are taken only as logos`)
    }
    return prepareSvg(fileName, bytes)
  }

  let header: Metadata
  try {
    // Reads the header only: the pixels are not decoded here.
    header = await sharp(bytes).metadata()
  } catch {
    throw new ImageRefused(400, `${fileName} cannot be read as a picture: the file is damaged`)
  }
  const { width, height } = header
  if (width * height > MEDIA_MAX_PIXELS) {
    throw new ImageRefused(
      413,
      `${fileName} is ${width} × ${height} pixels: pictures may have at most ` +
        `${MEDIA_MAX_PIXELS / 1_000_000} megapixels`,
    )
  }

  try {
    const upright = (header.orientation ?? 1) === 1
    const stripped = !upright
      ? undefined
      : named === 'jpeg'
        ? stripJpegMetadata(bytes)
        : named === 'png'
          ? stripPngMetadata(bytes)
          : undefined
    // Its structure was followed to its end marker; the pixels are decoded by the derivative
    // job, which marks the picture failed, with the decoder's words, if they are damaged.
    if (stripped) {
      return { kind, bytes: stripped, mime: MEDIA_FORMAT_TYPES[named], width, height, removed: [] }
    }
    return { kind, ...(await reencodeUpright(bytes, named)), removed: [] }
  } catch {
    throw new ImageRefused(400, `${fileName} cannot be read as a picture: the file is damaged`)
  }
}

/** Qualities tried, best first, for a re-encoded original: the first not larger than the upload. */
const REENCODE_QUALITIES = [90, 82, 75] as const

/**
 * A picture that must be turned upright (or whose container is not stripped in place: WebP, and
 * AVIF, stored as WebP because encoding AVIF at full size takes tens of seconds), re-encoded
 * with no metadata at all, at the best quality that is not larger than the upload.
 */
async function reencodeUpright(
  bytes: Buffer,
  named: Exclude<MediaFormat, 'svg'>,
): Promise<Pick<StoredImage, 'bytes' | 'mime' | 'width' | 'height'>> {
  const format = named === 'avif' ? 'webp' : named
  let smallest: { data: Buffer; info: OutputInfo } | undefined
  for (const quality of format === 'png' ? [undefined] : REENCODE_QUALITIES) {
    const upright = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate()
    const encoded =
      format === 'jpeg'
        ? upright.jpeg({ quality, mozjpeg: false })
        : format === 'png'
          ? upright.png({ compressionLevel: 9 })
          : upright.webp({ quality, effort: 2 })
    const result = await encoded.toBuffer({ resolveWithObject: true })
    if (!smallest || result.data.length < smallest.data.length) smallest = result
    if (result.data.length <= bytes.length) break
  }
  if (!smallest) throw new Error('no quality was tried')
  const { data, info } = smallest
  return { bytes: data, mime: MEDIA_FORMAT_TYPES[format], width: info.width, height: info.height }
}

async function prepareSvg(fileName: string, bytes: Buffer): Promise<StoredImage> {
  const sanitised = sanitizeSvg(bytes.toString('utf8'))
  if (!sanitised.ok) {
    throw new ImageRefused(400, `${fileName} cannot be read as an SVG picture: ${sanitised.reason}`)
  }
  const clean = Buffer.from(sanitised.svg, 'utf8')
  try {
    const header = await sharp(clean).metadata()
    return {
      kind: 'logo',
      bytes: clean,
      mime: 'image/svg+xml',
      width: header.width,
      height: header.height,
      removed: sanitised.removed,
    }
  } catch {
    throw new ImageRefused(400, `${fileName} cannot be read as an SVG picture`)
  }
}
