import { createHash } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'
import {
  LOGO_WIDTHS,
  PHOTO_ASPECTS,
  PHOTO_ASPECT_WIDTHS,
  type MediaAspect,
  type MediaFormat,
  type MediaKind,
  type PhotoAspect,
} from '#schemas/media.ts'
import './images.ts'

export interface DerivativeSource {
  kind: MediaKind
  original: Buffer
  mime: string
  width: number
  height: number
  focalX: number
  focalY: number
}

export interface Derivative {
  aspect: MediaAspect
  width: number
  height: number
  format: MediaFormat
  content: Buffer
  /** SHA-256 of the content, hex: the file's name in its URL. */
  hash: string
}

export interface CropBox {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The largest box of `ratio` (width / height) inside the picture, placed so that the focal
 * point is as near its centre as the picture's edges allow: the focal point is always inside.
 */
export function cropAround(
  width: number,
  height: number,
  ratio: number,
  focalX: number,
  focalY: number,
): CropBox {
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max)
  if (width / height > ratio) {
    const cropWidth = Math.min(width, Math.round(height * ratio))
    return {
      left: clamp(focalX * width - cropWidth / 2, width - cropWidth),
      top: 0,
      width: cropWidth,
      height,
    }
  }
  const cropHeight = Math.min(height, Math.round(width / ratio))
  return {
    left: 0,
    top: clamp(focalY * height - cropHeight / 2, height - cropHeight),
    width,
    height: cropHeight,
  }
}

/** The widths to make of a crop `available` pixels wide: never larger than the crop itself. */
export function widthsFor(available: number, widths: readonly number[]): number[] {
  const fitting = widths.filter((width) => width <= available)
  return fitting.length > 0 ? fitting : [available]
}

/**
 * Encoder settings. AVIF's effort is kept low: at sharp's default (4) a 1280 px AVIF took ~8 s
 * on a busy two-core machine; at effort 1 a 1600 px AVIF of a photo takes ~0.5 s for about the
 * same bytes as effort 2, which takes three times as long (see `npm run bench`).
 */
function encode(pipeline: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 1 })
    case 'webp':
      return pipeline.webp({ quality: 75, effort: 4 })
    case 'jpeg':
      return pipeline.jpeg({ quality: 78, mozjpeg: true })
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: true })
    case 'svg':
      throw new Error('an SVG is never encoded')
  }
}

function derivative(
  aspect: MediaAspect,
  width: number,
  height: number,
  format: MediaFormat,
  content: Buffer,
): Derivative {
  return {
    aspect,
    width,
    height,
    format,
    content,
    hash: createHash('sha256').update(content).digest('hex'),
  }
}

/**
 * How much larger than the largest derivative the decoded picture is: resizing from 1.5 times the
 * size keeps the detail a resize from the full picture has.
 */
const DECODE_OVERSAMPLING = 1.5

/** A crop box of the original, in the pixels of the picture decoded at a smaller size. */
function scaledBox(
  box: CropBox,
  across: number,
  down: number,
  bounds: { width: number; height: number },
): CropBox {
  const left = Math.min(Math.round(box.left * across), bounds.width - 1)
  const top = Math.min(Math.round(box.top * down), bounds.height - 1)
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(box.width * across), bounds.width - left)),
    height: Math.max(1, Math.min(Math.round(box.height * down), bounds.height - top)),
  }
}

/** A width of a photo's crop: a pair the picture has a derivative of in every photo format. */
export interface PhotoSize {
  aspect: PhotoAspect
  width: number
}

/**
 * The crops a photo of `width` × `height` gets: the box of each aspect of PHOTO_ASPECTS around the
 * focal point, and the widths of PHOTO_ASPECT_WIDTHS that fit in it (the crop's own width when none
 * does). The widths depend on the picture's size alone, so the worker's claim can tell in SQL
 * which of them a stored photo lacks (server/media/job-queue.ts: lacksASize).
 */
export function photoCrops(
  width: number,
  height: number,
  focalX: number,
  focalY: number,
): { aspect: PhotoAspect; box: CropBox; widths: number[] }[] {
  return (Object.keys(PHOTO_ASPECTS) as PhotoAspect[]).map((aspect) => {
    const box = cropAround(width, height, PHOTO_ASPECTS[aspect], focalX, focalY)
    return { aspect, box, widths: widthsFor(box.width, PHOTO_ASPECT_WIDTHS[aspect]) }
  })
}

/**
 * Every derivative of a picture. Photos: each aspect of PHOTO_ASPECTS cropped around the focal
 * point, at each of its PHOTO_ASPECT_WIDTHS that fits, in AVIF, WebP and JPEG. Raster logos: uncropped, at
 * LOGO_WIDTHS, in WebP and PNG (transparency kept; no AVIF for a file of a few KB). An SVG logo
 * is served as it was stored, sanitised. The original is decoded once, scaled down as it is read
 * to what the largest size needs (DECODE_OVERSAMPLING), and each size is resized once for its
 * formats; each encode runs on libvips' thread pool, so the event loop stays free.
 * `onProgress` is called between encodes (the job renews its lease there). `wanted` limits a
 * photo's sizes to those it says (a picture stored before an aspect or a width existed gets only
 * what it lacks).
 */
export async function makeDerivatives(
  source: DerivativeSource,
  onProgress: () => void = () => {},
  wanted: (size: PhotoSize) => boolean = () => true,
): Promise<Derivative[]> {
  if (source.mime === 'image/svg+xml') {
    return [derivative('original', source.width, source.height, 'svg', source.original)]
  }
  const plan: { aspect: MediaAspect; box: CropBox; widths: number[]; formats: MediaFormat[] }[] =
    source.kind === 'logo'
      ? [
          {
            aspect: 'original',
            box: { left: 0, top: 0, width: source.width, height: source.height },
            widths: widthsFor(source.width, LOGO_WIDTHS),
            formats: ['webp', 'png'],
          },
        ]
      : photoCrops(source.width, source.height, source.focalX, source.focalY).map(
          ({ aspect, box, widths }) => ({
            aspect,
            box,
            widths: widths.filter((width) => wanted({ aspect, width })),
            formats: ['avif', 'webp', 'jpeg'],
          }),
        )
  const scales = plan.flatMap(({ box, widths }) => widths.map((width) => width / box.width))
  if (scales.length === 0) return []
  // Decoded once, at the size the largest derivative needs with room to spare: a 40 MP photo
  // held whole took 120 MB and most of the job's time (the decoder scales JPEGs as it reads).
  const scale = Math.min(1, DECODE_OVERSAMPLING * Math.max(...scales))
  const decoded = sharp(source.original)
  if (scale < 1) {
    decoded.resize(
      Math.max(1, Math.round(source.width * scale)),
      Math.max(1, Math.round(source.height * scale)),
      { fit: 'fill' },
    )
  }
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true })
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

  const made: Derivative[] = []
  for (const { aspect, box, widths, formats } of plan) {
    for (const width of widths) {
      const height = Math.round((box.height * width) / box.width)
      const resized = await pixels()
        .extract(scaledBox(box, info.width / source.width, info.height / source.height, info))
        .resize(width, height, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const raw = {
        width: resized.info.width,
        height: resized.info.height,
        channels: resized.info.channels,
      }
      for (const format of formats) {
        const content = await encode(sharp(resized.data, { raw }), format).toBuffer()
        made.push(derivative(aspect, width, height, format, content))
        onProgress()
      }
    }
  }
  return made
}
