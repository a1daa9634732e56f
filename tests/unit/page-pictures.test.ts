import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PageHost, PublishedPictures } from '#domain/page-host.ts'
import { pageHostContext } from '#app/utils/page-host.ts'
import { homeHeroPicture, pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import type { PublishedCollections } from '#schemas/content/public-records.ts'
import type { PageMedia } from '#schemas/media.ts'

const PHOTO_ID = '0b9c6f3e-8f0e-4d55-9d55-2c1f3a7b9e01'

/** A ready photo with every width of the 16:9 crop, in each format. */
function photo(overrides: Partial<PageMedia> = {}): PageMedia {
  return {
    id: PHOTO_ID,
    kind: 'photo',
    status: 'ready',
    alt: { en: 'Cranes at the quay', bn: 'জেটিতে ক্রেন' },
    decorative: false,
    derivatives: [480, 960, 1600].flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        aspect: '16x9' as const,
        width,
        height: (width * 9) / 16,
        format,
        url: `/media/${width}.${format}`,
      })),
    ),
    ...overrides,
  }
}

function slide(
  id: number,
  image: { kind: 'media'; id: string } | { kind: 'illustration'; path: string },
) {
  const text = { en: 'Slide', bn: '' }
  return {
    id,
    slug: null,
    sortOrder: id,
    data: { title: text, subtitle: text, image, ctaLabel: text, ctaHref: '/contact' },
  }
}

async function picturesOf(slides: ReturnType<typeof slide>[], media: PageMedia[]) {
  const published: PublishedPictures = {
    collections: { slides } as unknown as PublishedCollections,
    media: new Map(media.map((item) => [item.id, item])),
  }
  const host = { pictures: async () => published } as unknown as PageHost
  return pagePictures(new RouterContextProvider(new Map([[pageHostContext, host]])), 'en')
}

describe('shareImage', () => {
  it('is the 16:9 JPEG nearest 1200 px, at least that wide when made', async () => {
    const pictures = await picturesOf([], [photo()])
    expect(pictures.shareImage({ kind: 'media', id: PHOTO_ID })).toEqual({
      url: '/media/1600.jpeg',
      width: 1600,
      height: 900,
      alt: 'Cranes at the quay',
    })
  })

  it('prefers the nearest file at least 1200 px wide to a wider one', async () => {
    const files = [960, 1280, 2000].map((width) => ({
      aspect: '16x9' as const,
      width,
      height: (width * 9) / 16,
      format: 'jpeg' as const,
      url: `/media/${width}.jpeg`,
    }))
    const pictures = await picturesOf([], [photo({ derivatives: files })])
    expect(pictures.shareImage({ kind: 'media', id: PHOTO_ID })?.url).toBe('/media/1280.jpeg')
  })

  it('takes the widest made when none reaches 1200 px, and has no alt for a decorative photo', async () => {
    const small = photo({ decorative: true })
    small.derivatives = small.derivatives.filter((file) => file.width < 1600)
    const pictures = await picturesOf([], [small])
    expect(pictures.shareImage({ kind: 'media', id: PHOTO_ID })).toMatchObject({
      url: '/media/960.jpeg',
      alt: '',
    })
  })

  it('is none for a drawing or a photo not ready', async () => {
    const pictures = await picturesOf([], [photo({ status: 'processing' })])
    expect(pictures.shareImage({ kind: 'illustration', path: '/images/a.svg' })).toBeUndefined()
    expect(pictures.shareImage({ kind: 'media', id: PHOTO_ID })).toBeUndefined()
  })
})

describe('homeHeroPicture', () => {
  it("is the first slide's photo, full width", async () => {
    const pictures = await picturesOf(
      [
        slide(1, { kind: 'media', id: PHOTO_ID }),
        slide(2, { kind: 'illustration', path: '/images/b.svg' }),
      ],
      [photo()],
    )
    expect(homeHeroPicture(pictures)).toMatchObject({
      kind: 'media',
      sizes: PLACES.homeHero.sizes,
      width: 1600,
      height: 900,
      alt: 'Cranes at the quay',
    })
  })

  it('is none while the first slide is a drawing, whatever the others show', async () => {
    const pictures = await picturesOf(
      [
        slide(1, { kind: 'illustration', path: '/images/b.svg' }),
        slide(2, { kind: 'media', id: PHOTO_ID }),
      ],
      [photo()],
    )
    expect(homeHeroPicture(pictures)).toBeUndefined()
  })
})
