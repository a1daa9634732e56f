import { z } from './zod.ts'
import { localizedText } from './content/localized.ts'

/** A photo (cropped to each aspect the site needs) or a logo (shown whole, SVG allowed). */
export const MEDIA_KINDS = ['photo', 'logo'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const
export type MediaStatus = (typeof MEDIA_STATUSES)[number]

/**
 * The shapes the site shows photos in, each the shape of the places that show it
 * (app/utils/page-pictures.ts: PLACES): slider and page heroes are 16:9; service, project,
 * gallery and working-area pictures 3:2, as their drawings are; portraits of the team 8:9;
 * home's hero on a phone 2:3, the middle of its portrait box there (0.52 at 320 px to 0.72 at
 * 430 px wide). Logos are never cropped ('original').
 */
export const PHOTO_ASPECTS = {
  '16x9': 16 / 9,
  '3x2': 3 / 2,
  '8x9': 8 / 9,
  '2x3': 2 / 3,
} as const
export type PhotoAspect = keyof typeof PHOTO_ASPECTS

/**
 * Shapes made before the places got their own (4:3 cards, square portraits). A picture stored
 * then keeps them until the background job has made its missing aspects (server/media/worker.ts),
 * which then removes them; meanwhile a page shows the nearest of them.
 */
export const RETIRED_PHOTO_ASPECTS = {
  '4x3': 4 / 3,
  '1x1': 1,
} as const
export type RetiredPhotoAspect = keyof typeof RETIRED_PHOTO_ASPECTS
export type MediaAspect = PhotoAspect | RetiredPhotoAspect | 'original'
export const MEDIA_ASPECTS = [
  ...(Object.keys(PHOTO_ASPECTS) as PhotoAspect[]),
  ...(Object.keys(RETIRED_PHOTO_ASPECTS) as RetiredPhotoAspect[]),
  'original',
] as const satisfies readonly MediaAspect[]

/**
 * Of the crops a picture has, the one nearest in shape to `wanted` (by the ratio of the two
 * ratios, so 3:2 → 4:3 is as near as 4:3 → 3:2): the wanted one when it is there, undefined when
 * there is none.
 */
export function nearestPhotoAspect(
  wanted: PhotoAspect,
  available: Iterable<MediaAspect>,
): PhotoAspect | RetiredPhotoAspect | undefined {
  const ratios: Record<PhotoAspect | RetiredPhotoAspect, number> = {
    ...PHOTO_ASPECTS,
    ...RETIRED_PHOTO_ASPECTS,
  }
  let nearest: { aspect: PhotoAspect | RetiredPhotoAspect; distance: number } | undefined
  for (const aspect of available) {
    if (aspect === 'original') continue
    const distance = Math.abs(Math.log(ratios[aspect] / PHOTO_ASPECTS[wanted]))
    if (!nearest || distance < nearest.distance) nearest = { aspect, distance }
  }
  return nearest?.aspect
}

/**
 * Widths made of every photo aspect: a phone's card (480), a phone's full width at 2× or a
 * desktop card (960), a desktop hero (1600). No width larger than the crop itself is made.
 */
export const PHOTO_WIDTHS = [480, 720, 960, 1600] as const
/**
 * The widths made of each aspect. The phone's hero crop is drawn dimmed behind the hero's text at
 * about a file pixel per CSS pixel on phones up to 480 px wide (PLACES.homeHero), so it needs only
 * the 480 px file: its 720 to 1600 px files would add 6.0 million pixels to the 10 million a
 * 4000 px photo's other crops encode, for nobody.
 */
export const PHOTO_ASPECT_WIDTHS: Record<PhotoAspect, readonly number[]> = {
  '16x9': PHOTO_WIDTHS,
  '3x2': PHOTO_WIDTHS,
  '8x9': PHOTO_WIDTHS,
  '2x3': [480],
}
/** Logos are small on every page: a row of customers' logos, at 1× and 2×. */
export const LOGO_WIDTHS = [240, 480] as const

export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'png', 'svg'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

export const MEDIA_FORMAT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
}

export const MEDIA_FORMAT_EXTENSIONS: Record<MediaFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
  svg: 'svg',
}

/** Larger files are refused before anything is decoded. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024
/** Larger pictures are refused from their header alone: a small file can decode to gigabytes. */
export const MEDIA_MAX_PIXELS = 40_000_000
/** Files in one upload request. */
export const MEDIA_MAX_FILES = 10

export const MediaAltSchema = localizedText({ label: 'Alt text', max: 300 })

/**
 * Alt text as staff save it: English may be left empty while the picture is unused (it is
 * required before the picture goes on a published item, unless it is decorative).
 */
export const MediaAltInputSchema = z.object({
  en: MediaAltSchema.shape.en.or(z.literal('')),
  bn: MediaAltSchema.shape.bn,
})

/** A 0–1 position from the left or the top. */
const FocalCoordinate = z
  .number({ error: 'The focal point must be a number between 0 and 1' })
  .min(0, 'The focal point must be between 0 and 1')
  .max(1, 'The focal point must be between 0 and 1')

/** A picture's edit version (MediaItem.version), as a save names the one it started from. */
const MediaVersion = z
  .number({ error: 'Name the version of the picture you started from' })
  .int('Name the version of the picture you started from')
  .positive('Name the version of the picture you started from')
  .meta({ description: 'The version the change starts from; another one answers 409' })

/**
 * What staff change about a picture, from the version they read; a new focal point makes its
 * derivatives again.
 */
export const MediaUpdateSchema = z
  .object({
    version: MediaVersion,
    alt: MediaAltInputSchema.optional(),
    decorative: z.boolean().optional(),
    focalPoint: z.object({ x: FocalCoordinate, y: FocalCoordinate }).optional(),
  })
  .refine(
    (value) =>
      value.alt !== undefined || value.decorative !== undefined || value.focalPoint !== undefined,
    { error: 'Nothing to change' },
  )
export type MediaUpdate = z.infer<typeof MediaUpdateSchema>

export const MediaDerivativeSchema = z.object({
  aspect: z.enum(MEDIA_ASPECTS),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(MEDIA_FORMATS),
  url: z.string(),
})
export type MediaDerivativeView = z.infer<typeof MediaDerivativeSchema>

export const MediaItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  originalName: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  focalPoint: z.object({ x: z.number(), y: z.number() }),
  alt: z.object({ en: z.string(), bn: z.string() }),
  decorative: z.boolean(),
  /** +1 with each save of the alt text, decorative flag or focal point; a save names it. */
  version: z.number().int().meta({
    description:
      '+1 with each save of the alt text, decorative flag or focal point; a save names the version it started from',
  }),
  status: z.enum(MEDIA_STATUSES),
  /** Why the derivatives could not be made, when status is 'failed'. */
  error: z.string().nullable(),
  /** Whether it may go on a published item: ready, and decorative or with English alt text. */
  usable: z.boolean(),
  /** The stored original (metadata removed), for staff. */
  originalUrl: z.string(),
  derivatives: z.array(MediaDerivativeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type MediaItem = z.infer<typeof MediaItemSchema>

/**
 * What a public page needs of a media library picture to show it: its alt text and every file
 * made of it. Read with the published content (server/content/media-refs.ts).
 */
export type PageMedia = Pick<MediaItem, 'id' | 'kind' | 'status' | 'alt' | 'decorative'> & {
  derivatives: Pick<MediaDerivativeView, 'aspect' | 'width' | 'height' | 'format' | 'url'>[]
}

/** A place that shows a picture: what the content tables answer to findMediaUses. */
export const MediaUseSchema = z.object({
  collection: z.string(),
  id: z.number().int(),
  label: z.string(),
})
export type MediaUse = z.infer<typeof MediaUseSchema>

/** The answers of /api/staff/media, shared by the server's routes and the workspace. */
export const MediaListResponseSchema = z.object({ data: z.array(MediaItemSchema) })
export const MediaItemResponseSchema = z.object({ data: MediaItemSchema })
export const MediaUploadResponseSchema = z.object({
  message: z.string(),
  data: z.array(MediaItemSchema),
})
export const MediaUpdateResponseSchema = z.object({ message: z.string(), data: MediaItemSchema })
export const MediaDeleteResponseSchema = z.object({ message: z.string() })
