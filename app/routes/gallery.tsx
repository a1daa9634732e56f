import { CategoryFilter } from '#app/components/showcase/category-filter.tsx'
import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { categoryFilter, englishOf, recordsWithEnglish, shownText } from '#app/utils/showcase.ts'
import { collectionPage } from '#app/utils/structured-data.ts'
import { formatMonthYear } from '#domain/calendar.ts'
import { data, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/gallery'
import { galleryMessages } from './gallery.messages.ts'
import './gallery.css'

/** Rendered per request: the photographs as published now, of the category in the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(galleryMessages, language)
  const [{ records, english }, pictures] = await Promise.all([
    recordsWithEnglish(context, language),
    pagePictures(context, language),
  ])
  const pictureOf = pictures.of(
    pictures.collections.gallery,
    PLACES.showcaseCard,
    (data) => data.image,
  )
  const filter = categoryFilter(
    request,
    records.galleryCategories,
    english.galleryCategories,
    new Set(records.gallery.map((item) => item.categoryId)),
    language,
  )
  const englishItem = englishOf(english.gallery)
  const photos = records.gallery
    .filter((item) => !filter.selected || item.categoryId === filter.selected.id)
    .map((item) => {
      const inEnglish = englishItem(item)
      return {
        id: item.id,
        title: shownText(item.title, inEnglish?.title, language),
        caption: shownText(item.caption, inEnglish?.caption, language),
        // The figure's caption, beside it for everyone, says what the photograph shows.
        image: pictureOf[item.id],
        /** The file the API names, for search engines. */
        imageUrl: item.image,
        takenOn: item.takenOn,
        takenOnText: formatMonthYear(item.takenOn, language),
      }
    })
  const page = { messages, choices: filter.choices, selected: filter.selected?.slug, photos }
  return filter.selected === null
    ? data({ ...page, found: false }, { status: 404 })
    : { ...page, found: true }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData?.found) return notFoundMeta(matches)
  const { messages, photos } = loaderData
  const company = companyOf(matches)
  return [
    ...pageMeta(siteOf(matches), {
      title: messages.title,
      description: fill(messages.description, { company: company.name }),
      path: '/gallery',
      breadcrumb: [{ name: messages.title, path: '/gallery' }],
    }),
    {
      'script:ld+json': collectionPage({
        type: 'ImageGallery',
        name: messages.heading,
        path: `/gallery${location.search}`,
        items: photos.map((photo) => ({ name: photo.title.text, path: photo.imageUrl })),
      }),
    },
  ]
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { messages, choices, selected, photos, found } = loaderData
  const localize = useLocalizedPath()
  if (!found) return <NotFoundContent message={messages.unknownCategory} />
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <section className="section" aria-label={messages.listLabel}>
        <div className="container">
          <CategoryFilter
            path="/gallery"
            label={messages.filterLabel}
            allLabel={messages.all}
            choices={choices}
            selected={selected}
            localize={localize}
          />
          {photos.length === 0 ? (
            <p className="lead">{messages.none}</p>
          ) : (
            <ul className="gallery-grid">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <figure className="gallery-photo">
                    <ResponsiveImage className="gallery-photo__image" image={photo.image} />
                    <figcaption>
                      <strong lang={photo.title.lang}>{photo.title.text}</strong>
                      <span lang={photo.caption.lang}>{photo.caption.text}</span>
                      <time dateTime={photo.takenOn}>{photo.takenOnText}</time>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
