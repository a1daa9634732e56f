import type { Localized } from '#schemas/content/localized.ts'

/*
 * How the seed pairs a text of content/ with its Bangla from content/bn/ (server/content/seed.ts
 * and the seeds it is made of).
 */

/** A text of content/ with its Bangla from content/bn/. */
export const both = (en: string, bn: string): Localized => ({ en, bn })

/** A list of content/ with its Bangla, which must have one text for each English one. */
export function bothLists(en: readonly string[], bn: readonly string[], what: string): Localized[] {
  if (bn.length !== en.length) {
    throw new Error(`content/bn: ${what} has ${bn.length} Bangla texts for ${en.length} English`)
  }
  return en.map((text, index) => both(text, bn[index] ?? ''))
}

/** The texts `keys` of an item of content/, each with its Bangla: { title: { en, bn }, … }. */
export function textsOf<Key extends string>(
  english: Readonly<Record<Key, string>>,
  bangla: Readonly<Record<Key, string>>,
  ...keys: Key[]
): Record<Key, Localized> {
  return Object.fromEntries(keys.map((key) => [key, both(english[key], bangla[key])])) as Record<
    Key,
    Localized
  >
}

/** One English entry's Bangla, by its position in a list of content/bn/. */
export function banglaAt<T>(list: readonly T[], index: number, what: string): T {
  const bangla = list[index]
  if (!bangla) throw new Error(`content/bn: no Bangla for ${what} ${index + 1}`)
  return bangla
}
