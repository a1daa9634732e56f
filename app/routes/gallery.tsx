import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { ShowcaseList, showcaseListMeta } from '#app/components/showcase/showcase-list.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import {
  categoryFilter,
  englishOf,
  listAnswer,
  recordsWithEnglish,
  shownText,
} from '#app/utils/showcase.ts'
import { formatMonthYear } from '#domain/calendar.ts'
import type { MetaDescriptor } from 'react-router'
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
  return listAnswer(filter, messages, photos)
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const items = args.loaderData?.items ?? []
  return showcaseListMeta(
    args,
    '/gallery',
    items.map((photo) => ({ name: photo.title.text, path: photo.imageUrl })),
    'ImageGallery',
  )
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <ShowcaseList path="/gallery" data={loaderData} gridClassName="gallery-grid">
      {(photo, _localize, first) => (
        <figure className="gallery-photo">
          <ResponsiveImage className="gallery-photo__image" image={photo.image} lcp={first} />
          <figcaption>
            <strong lang={photo.title.lang}>{photo.title.text}</strong>
            <span lang={photo.caption.lang}>{photo.caption.text}</span>
            <time dateTime={photo.takenOn}>{photo.takenOnText}</time>
          </figcaption>
        </figure>
      )}
    </ShowcaseList>
  )
}
