import type { MetaDescriptor } from 'react-router'
import type { ImageSource, ResolvedImage } from './responsive-image.ts'

/**
 * The preload of a page's LCP photo, for its `meta` (rendered in the head, before the
 * stylesheets): the browser starts fetching the file it will show from the first bytes of the
 * HTML, at high priority, instead of once the parser reaches the `<picture>`. It names the
 * AVIF source with its type, so a browser without AVIF skips it rather than fetching a file it
 * will not use; React preloads a plain img by itself, but not one inside a `<picture>`. Where
 * the picture has another crop for some screens (art direction), each crop has its preload with
 * the `media` its source has, and the place's own the rest, so no screen fetches two files.
 */
export function photoPreload(image: ResolvedImage | undefined): MetaDescriptor[] {
  if (image?.kind !== 'media') return []
  const avif = (source: ImageSource) => source.type === 'image/avif'
  // resolveImage gives a picture one art direction at most: one AVIF source with a media query.
  const artDirected = image.sources.find((source) => avif(source) && source.media)
  const own = image.sources.find((source) => avif(source) && !source.media)
  const preload = {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    fetchPriority: 'high',
  }
  return [
    ...(artDirected
      ? [
          {
            ...preload,
            imageSrcSet: artDirected.srcSet,
            imageSizes: image.sizes,
            media: artDirected.media,
          },
        ]
      : []),
    ...(own
      ? [
          {
            ...preload,
            imageSrcSet: own.srcSet,
            imageSizes: image.sizes,
            ...(artDirected ? { media: `not all and ${artDirected.media}` } : {}),
          },
        ]
      : []),
  ]
}
