/**
 * What the showcase pages (projects, case studies, gallery, working areas) and the home page's
 * reviews and client logos share: texts that say which language they are really in, and the
 * category filter read from the address.
 */
import type { Language } from '#schemas/content/localized.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { data, type RouterContextProvider } from 'react-router'
import type { ShownClient } from '#app/components/showcase/client-logos.tsx'
import type { ShownReview } from '#app/components/showcase/client-reviews.tsx'
import { homeShowcaseMessages } from '#app/components/showcase/home-showcase.messages.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { digitsIn } from '#domain/numerals.ts'
import { pagePictures, PLACES } from './page-pictures.ts'
import { siteRecords } from './site-content.ts'

/**
 * A text as shown, with `lang` set only when it is not in the page's language: a Bangla page
 * shows an untranslated text in English, marked so that screen readers say it in English.
 */
export interface ShownText {
  text: string
  lang?: Language
}

/** The published records of the page's language, and the English ones they fall back to. */
export async function recordsWithEnglish(
  context: Readonly<RouterContextProvider>,
  language: Language,
): Promise<{ records: PublicRecords; english: PublicRecords }> {
  const [records, english] = await Promise.all([
    siteRecords(context, language),
    siteRecords(context, 'en'),
  ])
  return { records, english }
}

/**
 * Marks a text the page shows in English on a Bangla page. The records hold the text already
 * picked for the language (`pickLanguage`), English when the Bangla is missing; a text equal to
 * the English record's is that English text.
 */
export function shownText(
  text: string,
  englishText: string | undefined,
  language: Language,
): ShownText {
  return language !== 'en' && text === englishText ? { text, lang: 'en' } : { text }
}

/** Finds the English record beside a record of the page's language. */
export function englishOf<Item extends { id: number }>(
  english: readonly Item[],
): (item: Item) => Item | undefined {
  const byId = new Map(english.map((item) => [item.id, item]))
  return (item) => byId.get(item.id)
}

export interface CategoryChoice {
  slug: string
  name: ShownText
}

/**
 * The categories that have something to show, in their order, and the one the address asks
 * for (`?category=slug`): undefined for all, null for a category that does not exist (or has
 * nothing published), which the page answers with a 404.
 */
export function categoryFilter<Category extends { id: number; slug: string; name: string }>(
  request: Request,
  categories: readonly Category[],
  englishCategories: readonly Category[],
  usedIds: ReadonlySet<number>,
  language: Language,
): {
  choices: (CategoryChoice & { id: number })[]
  selected: (CategoryChoice & { id: number }) | null | undefined
} {
  const english = englishOf(englishCategories)
  const choices = categories
    .filter((category) => usedIds.has(category.id))
    .map((category) => ({
      id: category.id,
      slug: category.slug,
      name: shownText(category.name, english(category)?.name, language),
    }))
  const asked = new URL(request.url).searchParams.get('category')
  if (asked === null || asked === '') return { choices, selected: undefined }
  return { choices, selected: choices.find((choice) => choice.slug === asked) ?? null }
}

/** An item's category as its page shows it: the name, and the slug that filters the list by it. */
export interface ShownCategory {
  name: ShownText
  slug: string
}

/** The category `id` names, in the page's language, marked when its name is still English. */
export function shownCategory<Category extends { id: number; slug: string; name: string }>(
  categories: readonly Category[],
  englishCategories: readonly Category[],
  id: number,
  language: Language,
): ShownCategory | undefined {
  const category = categories.find((candidate) => candidate.id === id)
  if (!category) return undefined
  const english = englishCategories.find((candidate) => candidate.id === id)
  return { name: shownText(category.name, english?.name, language), slug: category.slug }
}

/**
 * A list page's loader data: its items and the filter's choices, or the same with a 404 when the
 * address asks for a category that is not there (ShowcaseList then shows the 404's message).
 */
export function listAnswer<Messages, Item>(
  filter: ReturnType<typeof categoryFilter>,
  messages: Messages,
  items: Item[],
) {
  const page = { messages, choices: filter.choices, selected: filter.selected?.slug, items }
  return filter.selected === null
    ? data({ ...page, found: false }, { status: 404 })
    : { ...page, found: true }
}

/** The home page's reviews and client logos, for its loader. */
export async function homeShowcase(context: Readonly<RouterContextProvider>, language: Language) {
  const [{ records, english }, pictures] = await Promise.all([
    recordsWithEnglish(context, language),
    pagePictures(context, language),
  ])
  // A drawn logo is named by the client's name; a library logo by its alt text.
  const logos = pictures.of(
    pictures.collections.clients,
    PLACES.clientLogo,
    (data) => data.logo,
    (data) => ({ en: data.name, bn: data.name }),
  )
  const englishReview = englishOf(english.reviews)
  const reviews: ShownReview[] = records.reviews.map((review) => {
    const inEnglish = englishReview(review)
    return {
      id: review.id,
      text: shownText(review.text, inEnglish?.text, language),
      author: review.author,
      company: review.company,
      role: shownText(review.role, inEnglish?.role, language),
      rating: review.rating,
      ratingText: digitsIn(String(review.rating), language),
    }
  })
  const clients: ShownClient[] = records.clients.map(({ id, name, website }) => ({
    id,
    name,
    logo: logos[id],
    ...(website ? { website } : {}),
  }))
  const background = records.clientBackground
  return {
    reviews,
    clients,
    clientsHeading:
      background &&
      shownText(background.overlayText, english.clientBackground?.overlayText, language),
    messages: messagesIn(homeShowcaseMessages, language),
  }
}
