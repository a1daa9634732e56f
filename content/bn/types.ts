import type { ContentCollection, ContentData } from '#schemas/content/collections.ts'
import type { Localized } from '#schemas/content/localized.ts'

/** True when T holds a localized text somewhere (itself, an element, a field). */
type HasText<T> = [T] extends [Localized]
  ? true
  : T extends readonly (infer Element)[]
    ? HasText<Element>
    : T extends object
      ? true extends { [K in keyof T]-?: HasText<T[K]> }[keyof T]
        ? true
        : false
      : false

/**
 * The Bangla of a collection's data: its shape with every localized text as the Bangla string
 * and every field without text left out. A field added to a collection's schema is then a type
 * error here until its Bangla is written.
 */
export type Bangla<T> = [T] extends [Localized]
  ? string
  : T extends readonly (infer Element)[]
    ? readonly Bangla<Element>[]
    : { readonly [K in keyof T as HasText<T[K]> extends true ? K : never]: Bangla<T[K]> }

/**
 * The Bangla of one item of `C`. Proper names that stay in Latin letters in Bangla (the company's
 * name, people's names: docs/bangla-glossary.md) are given as their English.
 */
export type BanglaOf<C extends ContentCollection> = Bangla<ContentData<C>>

/** The Bangla of a collection's seeded items by their ids: an item without it is a type error. */
export type ById<Items extends readonly { id: number }[], C extends ContentCollection> = Record<
  Items[number]['id'],
  BanglaOf<C>
>

/** One Bangla for each English entry of a list of content/, in the same order. */
export type Parallel<English extends readonly unknown[], Item> = {
  readonly [K in keyof English]: Item
}
