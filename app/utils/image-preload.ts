import type { MetaDescriptor } from 'react-router'
import type { ResolvedImage } from './responsive-image.ts'

/**
 * The preload of a page's LCP photo, for its `meta` (rendered in the head, before the
 * stylesheets): the browser starts fetching the file it will show from the first bytes of the
 * HTML, at high priority, instead of once the parser reaches the `<picture>`. It names the first
 * `<source>` (AVIF) with its type, so a browser without AVIF skips it rather than fetching a file
 * it will not use; React preloads a plain img by itself, but not one inside a `<picture>`.
 */
export function photoPreload(image: ResolvedImage | undefined): MetaDescriptor[] {
  const [first] = image?.kind === 'media' ? image.sources : []
  if (!first || image?.kind !== 'media') return []
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      type: first.type,
      imageSrcSet: first.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    },
  ]
}
