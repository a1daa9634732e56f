import type { ImageRef } from '#schemas/content/image-ref.ts'
import { pickLanguage, type Language, type Localized } from '#domain/languages.ts'
import {
  nearestPhotoAspect,
  type MediaFormat,
  type PageMedia,
  type PhotoAspect,
} from '#schemas/media.ts'

/**
 * A `<source>` of a `<picture>`: one modern format at every width made, picked from by the
 * picture's `sizes`; or, with `media`, another crop for the screens the query matches, in one
 * width, which those screens take whatever their density.
 */
export interface ImageSource {
  type: string
  srcSet: string
  media?: string
}

export type ResolvedImage =
  | {
      kind: 'illustration'
      src: string
      width: number
      height: number
      alt: string
      /** The alt text's language, when it is not the page's (an untranslated text). */
      lang?: Language
    }
  | {
      kind: 'media'
      /** The largest fallback file (JPEG, PNG or SVG), for browsers without srcset. */
      src: string
      /** The fallback format at every width, for the img itself. */
      srcSet: string
      /** AVIF then WebP, each at every width; the browser takes the first it supports. */
      sources: ImageSource[]
      sizes: string
      /** Of the largest file: the aspect's shape, so the page reserves the right space. */
      width: number
      height: number
      /** '' for a decorative picture. */
      alt: string
      /** The alt text's language, when it is not the page's (an untranslated text). */
      lang?: Language
    }

export interface ResolveOptions {
  /**
   * The shape of the place on the page (a photo stored before that shape existed shows its
   * nearest one until the background job has made it); logos are always shown whole.
   */
  aspect: PhotoAspect
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 960px) 480px, 100vw". */
  sizes: string
  language: Language
  /** For an illustration: its size and its alt text, kept on the content item. */
  illustration: { width: number; height: number; alt: Localized }
  /**
   * Art direction: where `media` matches, the photo's `aspect` crop in its smallest width, ahead
   * of the place's own sources (left out while the photo has no such crop yet).
   */
  artDirection?: { media: string; aspect: PhotoAspect }
}

const MODERN_FORMATS: { format: MediaFormat; type: string }[] = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
]
const FALLBACK_FORMATS: MediaFormat[] = ['jpeg', 'png', 'svg']

function otherLanguage(
  alt: { text: string; lang: Language },
  pageLanguage: Language,
): { lang?: Language } {
  return alt.text !== '' && alt.lang !== pageLanguage ? { lang: alt.lang } : {}
}

function srcSetOf(files: PageMedia['derivatives']): string {
  return files
    .toSorted((a, b) => a.width - b.width)
    .map((file) => `${file.url} ${file.width}w`)
    .join(', ')
}

/**
 * How a page shows a content item's picture. An illustration stays the drawing it is today. A
 * media picture becomes a `<picture>`: AVIF and WebP sources and a JPEG (PNG for a logo, SVG
 * for a vector logo) img, each listing every width made of the place's aspect. Undefined when
 * the picture is missing or not ready: an item is published only with a ready picture, so that
 * happens only when one is deleted or remade meanwhile, and the caller shows its fallback.
 */
export function resolveImage(
  ref: ImageRef,
  options: ResolveOptions,
  findMedia: (id: string) => PageMedia | undefined,
): ResolvedImage | undefined {
  if (ref.kind === 'illustration') {
    const { width, height, alt } = options.illustration
    const picked = pickLanguage(alt, options.language)
    return {
      kind: 'illustration',
      src: ref.path,
      width,
      height,
      alt: picked.text,
      ...otherLanguage(picked, options.language),
    }
  }
  const media = findMedia(ref.id)
  if (!media || media.status !== 'ready') return undefined
  const aspect =
    media.kind === 'logo'
      ? 'original'
      : nearestPhotoAspect(
          options.aspect,
          media.derivatives.map((file) => file.aspect),
        )
  const files = media.derivatives.filter((file) => file.aspect === aspect)
  const fallbackFormat = FALLBACK_FORMATS.find((format) =>
    files.some((file) => file.format === format),
  )
  const fallback = files.filter((file) => file.format === fallbackFormat)
  const largest = fallback.reduce<(typeof fallback)[number] | undefined>(
    (best, file) => (!best || file.width > best.width ? file : best),
    undefined,
  )
  if (!largest) return undefined
  const picked = media.decorative
    ? { text: '', lang: options.language }
    : pickLanguage(media.alt, options.language)
  return {
    kind: 'media',
    src: largest.url,
    srcSet: srcSetOf(fallback),
    sources: [
      ...artDirectedSources(media, options.artDirection),
      ...MODERN_FORMATS.flatMap(({ format, type }) => {
        const inFormat = files.filter((file) => file.format === format)
        return inFormat.length > 0 ? [{ type, srcSet: srcSetOf(inFormat) }] : []
      }),
    ],
    sizes: options.sizes,
    width: largest.width,
    height: largest.height,
    alt: picked.text,
    ...otherLanguage(picked, options.language),
  }
}

/** The sources of another crop where `media` matches: its smallest file in each modern format. */
function artDirectedSources(
  media: PageMedia,
  artDirection: ResolveOptions['artDirection'],
): ImageSource[] {
  if (!artDirection || media.kind === 'logo') return []
  return MODERN_FORMATS.flatMap(({ format, type }) => {
    const smallest = media.derivatives
      .filter((file) => file.aspect === artDirection.aspect && file.format === format)
      .toSorted((a, b) => a.width - b.width)[0]
    return smallest
      ? [{ type, srcSet: `${smallest.url} ${smallest.width}w`, media: artDirection.media }]
      : []
  })
}
