import type { ResolvedImage } from '#app/utils/responsive-image.ts'

interface ResponsiveImageProps {
  /** Undefined when a photo is missing or being remade (see resolveImage): nothing is shown. */
  image: ResolvedImage | undefined
  className?: string
  /** The page's largest image in the first view: fetched first and never lazily. */
  lcp?: boolean
}

/**
 * A picture with its size reserved (width and height: no layout shift), loaded lazily and
 * decoded off the main thread unless it is the page's LCP image. A media picture is a
 * `<picture>` whose AVIF and WebP sources the browser picks from by `sizes`; an illustration is
 * the plain img it always was.
 */
export function ResponsiveImage({ image, className, lcp = false }: ResponsiveImageProps) {
  if (!image) return null
  const loading = lcp
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const)
  if (image.kind === 'illustration') {
    return (
      <img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={image.lang}
        {...loading}
      />
    )
  }
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          type={source.type}
          srcSet={source.srcSet}
          media={source.media}
          sizes={image.sizes}
        />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={image.lang}
        {...loading}
      />
    </picture>
  )
}
