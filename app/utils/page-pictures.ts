/**
 * The pictures of the published content as the pages show them, worked out by loaders on the
 * server: each item's image reference (an illustration, or a photo of the media library) becomes
 * a ResolvedImage for `<ResponsiveImage>`, which travels in the loader data, so no page's script
 * grows with the files a photo has. Only loaders import this module.
 */
import type { ContentCollection, ContentData } from '#schemas/content/collections.ts'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import { pickLanguage, type Language, type Localized } from '#schemas/content/localized.ts'
import type { PublishedCollections, PublishedItem } from '#schemas/content/public-records.ts'
import type { PageMedia } from '#schemas/media.ts'
import type { RouterContextProvider } from 'react-router'
import { pageHost } from './page-host.ts'
import { resolveImage, type ResolvedImage, type ResolveOptions } from './responsive-image.ts'

/**
 * A place on the pages that shows a picture: its shape, its displayed width, the drawing's size.
 * The aspect is the shape the place's stylesheet gives the picture (its `aspect-ratio`, or the
 * img's own shape where it has none), so a photo's crop is shown whole, and its width and
 * height attributes reserve exactly the box it is shown in (tests/e2e/photos.test.ts).
 */
export interface PicturePlace {
  aspect: ResolveOptions['aspect']
  /** The displayed width at each breakpoint, as the place's stylesheet lays it out. */
  sizes: string
  /** The size of the seed's drawings shown there. */
  illustration: { width: number; height: number }
  /** Another crop for the screens where the place has another shape (resolveImage). */
  artDirection?: ResolveOptions['artDirection']
}

/*
 * The widths below follow the stylesheets: the container is 75rem at most, less its gutters of
 * clamp(1rem, 4vw, 2rem) (app/styles/global.css), so 71rem wide from 75rem, 100vw - 4rem from
 * 50rem, 92vw from 25rem and 100vw - 2rem below; a grid of `auto-fill` columns of at least M
 * with gaps of 1.5rem has n of them from a container n × M + (n - 1) × 1.5rem wide. Where a
 * phone's 92vw and 100vw - 2rem differ, the larger is said (a few pixels). Each place's figures
 * are checked against the page at 375 px (2×, 3×), 960 px (2×) and 1280 px in
 * tests/e2e/photos.test.ts: the browser takes the file one step above the displayed size.
 */

/**
 * A card of the services grid: columns of 16.5rem at least (app/components/services/services-grid.css),
 * one on a phone, two from 37.5rem, three from 56.5rem, four from 74.5rem; 16.6rem at most.
 */
const SERVICE_CARD_SIZES =
  '(min-width: 75rem) 17rem, (min-width: 56.5rem) calc(33vw - 2rem), (min-width: 37.5rem) calc(50vw - 2rem), calc(100vw - 2rem)'

/**
 * A card of the team grid: columns of 15rem at least (app/routes/about.css), so two from
 * 34.25rem, three from 52rem, four from 68.5rem; 16.6rem at most.
 */
const TEAM_CARD_SIZES =
  '(min-width: 75rem) 17rem, (min-width: 68.5rem) calc(25vw - 2.1rem), (min-width: 52rem) calc(33.4vw - 2.3rem), (min-width: 34.25rem) calc(46vw - 0.5rem), calc(100vw - 2rem)'

export const PLACES = {
  /** 3:2, as its drawings (services-grid.css). */
  serviceCard: {
    aspect: '3x2',
    sizes: SERVICE_CARD_SIZES,
    illustration: { width: 480, height: 320 },
  },
  /**
   * The service page's hero: the article column, full width on a phone, beside the 20rem side
   * panel from 60rem, after a gap of 5vw (4rem from 80rem) (app/routes/service-detail.css).
   */
  serviceHero: {
    aspect: '16x9',
    sizes:
      '(min-width: 80rem) 47rem, (min-width: 75rem) calc(51rem - 5vw), (min-width: 60rem) calc(95vw - 24rem), calc(100vw - 2rem)',
    illustration: { width: 480, height: 320 },
  },
  /**
   * The home page's hero: the whole width of the window, its photo dimmed to 30 % behind the
   * text (home.css). Up to 30rem wide its box is portrait (0.52 to 0.86 of its height), where
   * the 16:9 crop showed a third of its width: there it is the 2:3 crop in its one width
   * (480 px, about a file pixel per CSS pixel), sharper than that third of the 960 px 16:9 file
   * and smaller.
   */
  homeHero: {
    aspect: '16x9',
    sizes: '100vw',
    illustration: { width: 1200, height: 600 },
    artDirection: { media: '(max-width: 30rem)', aspect: '2x3' },
  },
  /** 8:9, as the portraits' drawings (about.css). */
  teamCard: { aspect: '8x9', sizes: TEAM_CARD_SIZES, illustration: { width: 320, height: 360 } },
  /**
   * The chairman's portrait beside the commitment: 13rem, 10rem below 48rem (about.css), in its
   * own shape, the team cards' 8:9.
   */
  signatory: {
    aspect: '8x9',
    sizes: '(min-width: 48rem) 13rem, 10rem',
    illustration: { width: 320, height: 360 },
  },
  /**
   * A card of the projects and gallery grids: columns of 18rem at least
   * (app/components/showcase/showcase.css, app/routes/gallery.css), so one on a phone, two from
   * 40.8rem, three from 61rem; 22.7rem at most. 3:2, as the drawings.
   */
  showcaseCard: {
    aspect: '3x2',
    sizes:
      '(min-width: 75rem) 23rem, (min-width: 61rem) calc(33.4vw - 2.3rem), (min-width: 40.8rem) calc(50vw - 2.5rem), calc(100vw - 2rem)',
    illustration: { width: 480, height: 320 },
  },
  /** A project's picture: full width on a phone, half the container (less 2rem) from 60rem; 3:2. */
  showcaseDetail: {
    aspect: '3x2',
    sizes: '(min-width: 75rem) 34.5rem, (min-width: 60rem) calc(50vw - 3rem), calc(100vw - 2rem)',
    illustration: { width: 480, height: 320 },
  },
  /**
   * A working area's picture: full width on a phone, from 60rem two fifths of the container less
   * a gap of 2.5rem; 3:2.
   */
  workingArea: {
    aspect: '3x2',
    sizes: '(min-width: 75rem) 27.4rem, (min-width: 60rem) calc(40vw - 2.6rem), calc(100vw - 2rem)',
    illustration: { width: 480, height: 320 },
  },
  /**
   * A client's logo, two to a row on a phone and 13rem at most (client-logos.css). Logos are
   * shown whole (resolveImage takes their uncropped files), so the aspect is not used.
   */
  clientLogo: {
    aspect: '3x2',
    sizes: '(min-width: 27rem) 13rem, calc(50vw - 1.5rem)',
    illustration: { width: 240, height: 96 },
  },
} as const satisfies Record<string, PicturePlace>

const NO_ALT: Localized = { en: '', bn: '' }

/** The Open Graph image of a page whose picture is a photo (pageMeta's `image`). */
export interface ShareImage {
  url: string
  width: number
  height: number
  alt: string
}

/**
 * Share previews are 1.91:1 at 1200 × 630; the pipeline's widest aspect is 16:9, so the 16:9
 * JPEG nearest that width (at least it, where made) is the closest file there is.
 */
const SHARE_WIDTH = 1200

export interface PagePictures {
  /**
   * The picture of each item, by item id: `image` picks the item's reference, `alt` the alt
   * text of a drawing (a photo's is on its media row; none: the drawing is decorative).
   */
  of<C extends ContentCollection>(
    items: readonly PublishedItem<C>[],
    place: PicturePlace,
    image: (data: ContentData<C>) => ImageRef,
    alt?: (data: ContentData<C>) => Localized,
  ): Record<number, ResolvedImage>
  /** A photo's share image; undefined for a drawing (the site's share image stays). */
  shareImage(ref: ImageRef): ShareImage | undefined
  /** The published items of a collection, in their order. */
  collections: PublishedCollections
}

export async function pagePictures(
  context: Readonly<RouterContextProvider>,
  language: Language,
): Promise<PagePictures> {
  const { collections, media } = await pageHost(context).pictures()
  const findMedia = (id: string): PageMedia | undefined => media.get(id)
  return {
    collections,
    of(items, place, image, alt) {
      const pictures: Record<number, ResolvedImage> = {}
      for (const { id, data } of items) {
        const resolved = resolveImage(
          image(data),
          {
            aspect: place.aspect,
            sizes: place.sizes,
            language,
            illustration: { ...place.illustration, alt: alt ? alt(data) : NO_ALT },
            ...(place.artDirection ? { artDirection: place.artDirection } : {}),
          },
          findMedia,
        )
        if (resolved) pictures[id] = resolved
      }
      return pictures
    },
    shareImage(ref) {
      if (ref.kind !== 'media') return undefined
      const photo = findMedia(ref.id)
      if (!photo || photo.status !== 'ready') return undefined
      const file = photo.derivatives
        .filter((candidate) => candidate.aspect === '16x9' && candidate.format === 'jpeg')
        .reduce<PageMedia['derivatives'][number] | undefined>((best, candidate) => {
          if (!best) return candidate
          const distance = (width: number) =>
            width >= SHARE_WIDTH ? width - SHARE_WIDTH : (SHARE_WIDTH - width) * 4
          return distance(candidate.width) < distance(best.width) ? candidate : best
        }, undefined)
      if (!file) return undefined
      return {
        url: file.url,
        width: file.width,
        height: file.height,
        alt: photo.decorative ? '' : pickLanguage(photo.alt, language).text,
      }
    },
  }
}

/** The services' card pictures, by service id (home and /services). */
export function serviceCardPictures(pictures: PagePictures): Record<number, ResolvedImage> {
  return pictures.of(pictures.collections.services, PLACES.serviceCard, (data) => data.image)
}

/**
 * The home page's hero shows the first slide's photo once an editor has put one there; until
 * then it keeps its map of routes (the slides' drawings are not shown on the page).
 */
export function homeHeroPicture(pictures: PagePictures): ResolvedImage | undefined {
  const [first] = pictures.collections.slides
  if (!first || first.data.image.kind !== 'media') return undefined
  return pictures.of([first], PLACES.homeHero, (data) => data.image)[first.id]
}
