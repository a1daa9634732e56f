import type { ResolvedImage } from '#app/utils/responsive-image.ts'

interface ResponsiveImageProps {
  image: ResolvedImage
  className?: string
  /** The page's largest image in the first view: fetched first and never lazily. */
  lcp?: boolean
  /** The language of the page, so alt text in another language says which it is in. */
  pageLanguage?: string
}

/**
 * A picture with its size reserved (width and height: no layout shift), loaded lazily and
 * decoded off the main thread unless it is the page's LCP image. A media picture is a
 * `<picture>` whose AVIF and WebP sources the browser picks from by `sizes`; an illustration is
 * the plain img it always was.
 */
export function ResponsiveImage({
  image,
  className,
  lcp = false,
  pageLanguage = 'en',
}: ResponsiveImageProps) {
  const loading = lcp
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const)
  const lang = image.alt !== '' && image.lang !== pageLanguage ? image.lang : undefined
  if (image.kind === 'illustration') {
    return (
      <img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={lang}
        {...loading}
      />
    )
  }
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={lang}
        {...loading}
      />
    </picture>
  )
}
