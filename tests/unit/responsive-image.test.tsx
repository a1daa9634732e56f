import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { resolveImage, type ResolveOptions } from '#app/utils/responsive-image.ts'
import {
  PHOTO_ASPECTS,
  RETIRED_PHOTO_ASPECTS,
  type PageMedia,
  type PhotoAspect,
  type RetiredPhotoAspect,
} from '#schemas/media.ts'

const ID = '0b9c6f3e-8f0e-4d55-9d55-2c1f3a7b9e01'
const LOGO_ID = '5d1f7a2e-3c4b-4e6f-8a9b-0c1d2e3f4a5b'

const RATIOS = { ...PHOTO_ASPECTS, ...RETIRED_PHOTO_ASPECTS }

function file(aspect: PhotoAspect | RetiredPhotoAspect, width: number, format: string) {
  const height = Math.round(width / RATIOS[aspect])
  return { aspect, width, height, format, url: `/media/${aspect}-${width}.${format}` } as const
}

/** A photo made at 480 and 960 px in these aspects. */
function photoIn(aspects: (PhotoAspect | RetiredPhotoAspect)[]): PageMedia['derivatives'] {
  return [480, 960].flatMap((width) =>
    aspects.flatMap((aspect) =>
      ['avif', 'webp', 'jpeg'].map(
        (format) => file(aspect, width, format) as PageMedia['derivatives'][number],
      ),
    ),
  )
}

const PHOTO: PageMedia = {
  id: ID,
  kind: 'photo',
  status: 'ready',
  alt: { en: 'Containers at the Chattogram yard', bn: 'চট্টগ্রাম ইয়ার্ডে কন্টেইনার' },
  decorative: false,
  derivatives: photoIn(['16x9', '3x2', '8x9']),
}

const LOGO: PageMedia = {
  id: LOGO_ID,
  kind: 'logo',
  status: 'ready',
  alt: { en: 'Acme Garments', bn: '' },
  decorative: false,
  derivatives: [
    { aspect: 'original', width: 120, height: 40, format: 'svg', url: '/media/logo.svg' },
  ],
}

const OPTIONS: ResolveOptions = {
  aspect: '3x2',
  sizes: '(min-width: 960px) 480px, 100vw',
  language: 'en',
  illustration: { width: 480, height: 320, alt: { en: 'Air freight', bn: '' } },
}

const find = (id: string) => [PHOTO, LOGO].find((media) => media.id === id)

describe('resolveImage', () => {
  it('gives a media picture its sources per format, at every width of the aspect', () => {
    expect(resolveImage({ kind: 'media', id: ID }, OPTIONS, find)).toEqual({
      kind: 'media',
      src: '/media/3x2-960.jpeg',
      srcSet: '/media/3x2-480.jpeg 480w, /media/3x2-960.jpeg 960w',
      sources: [
        { type: 'image/avif', srcSet: '/media/3x2-480.avif 480w, /media/3x2-960.avif 960w' },
        { type: 'image/webp', srcSet: '/media/3x2-480.webp 480w, /media/3x2-960.webp 960w' },
      ],
      sizes: OPTIONS.sizes,
      width: 960,
      height: 640,
      alt: 'Containers at the Chattogram yard',
    })
  })

  it('shows a photo stored before its place’s aspect in the nearest aspect it has', () => {
    const older = { ...PHOTO, derivatives: photoIn(['16x9', '4x3', '1x1']) }
    const shown = (aspect: PhotoAspect) =>
      resolveImage({ kind: 'media', id: ID }, { ...OPTIONS, aspect }, () => older)
    expect(shown('3x2')).toMatchObject({ src: '/media/4x3-960.jpeg', width: 960, height: 720 })
    expect(shown('8x9')).toMatchObject({ src: '/media/1x1-960.jpeg', width: 960, height: 960 })
    expect(shown('16x9')).toMatchObject({ src: '/media/16x9-960.jpeg', height: 540 })
  })

  it('takes the alt text in the page language, none for a decorative picture', () => {
    const inBangla = resolveImage({ kind: 'media', id: ID }, { ...OPTIONS, language: 'bn' }, find)
    expect(inBangla).toMatchObject({ alt: 'চট্টগ্রাম ইয়ার্ডে কন্টেইনার' })
    expect(inBangla).not.toHaveProperty('lang')
    const decorative = { ...PHOTO, decorative: true }
    expect(resolveImage({ kind: 'media', id: ID }, OPTIONS, () => decorative)).toMatchObject({
      alt: '',
    })
  })

  it('shows a logo whole, whatever the place’s aspect', () => {
    expect(resolveImage({ kind: 'media', id: LOGO_ID }, OPTIONS, find)).toMatchObject({
      src: '/media/logo.svg',
      sources: [],
      width: 120,
      height: 40,
    })
  })

  it('gives nothing for a missing or unready picture, so the caller shows its fallback', () => {
    expect(
      resolveImage({ kind: 'media', id: LOGO_ID.replace('5', '6') }, OPTIONS, find),
    ).toBeUndefined()
    expect(
      resolveImage({ kind: 'media', id: ID }, OPTIONS, () => ({ ...PHOTO, status: 'processing' })),
    ).toBeUndefined()
  })
})

describe('<ResponsiveImage>', () => {
  it('renders a media picture as <picture> with AVIF and WebP sources, sized and lazy', () => {
    const image = resolveImage({ kind: 'media', id: ID }, OPTIONS, find)
    if (!image) throw new Error('not resolved')
    const html = renderToStaticMarkup(<ResponsiveImage image={image} className="card__image" />)
    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/media/3x2-480.avif 480w, /media/3x2-960.avif 960w" sizes="(min-width: 960px) 480px, 100vw"/>' +
        '<source type="image/webp" srcSet="/media/3x2-480.webp 480w, /media/3x2-960.webp 960w" sizes="(min-width: 960px) 480px, 100vw"/>' +
        '<img class="card__image" src="/media/3x2-960.jpeg" srcSet="/media/3x2-480.jpeg 480w, /media/3x2-960.jpeg 960w" ' +
        'sizes="(min-width: 960px) 480px, 100vw" width="960" height="640" alt="Containers at the Chattogram yard" ' +
        'loading="lazy" decoding="async"/>' +
        '</picture>',
    )
  })

  it('fetches the LCP image first and never lazily', () => {
    const image = resolveImage({ kind: 'media', id: ID }, OPTIONS, find)
    if (!image) throw new Error('not resolved')
    const html = renderToStaticMarkup(<ResponsiveImage image={image} lcp />)
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('loading=')
  })

  it('renders an illustration as the plain img it is today', () => {
    const image = resolveImage(
      { kind: 'illustration', path: '/images/services/air-freight.svg' },
      OPTIONS,
      find,
    )
    if (!image) throw new Error('not resolved')
    expect(renderToStaticMarkup(<ResponsiveImage image={image} />)).toBe(
      '<img src="/images/services/air-freight.svg" width="480" height="320" alt="Air freight" loading="lazy" decoding="async"/>',
    )
  })

  it('marks alt text shown in another language than the page’s', () => {
    const untranslated = { ...PHOTO, alt: { en: 'Containers', bn: '' } }
    const image = resolveImage(
      { kind: 'media', id: ID },
      { ...OPTIONS, language: 'bn' },
      () => untranslated,
    )
    if (!image) throw new Error('not resolved')
    expect(renderToStaticMarkup(<ResponsiveImage image={image} />)).toContain(
      'alt="Containers" lang="en"',
    )
  })
})
