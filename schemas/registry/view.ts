import type { Localized } from '#domain/languages.ts'
import type { ImageRef } from '../content/image-ref.ts'
import { z } from '../zod.ts'

/**
 * How visitors see a published item of a collection: the shape the public API answers (its
 * schema, which the OpenAPI document shows) and how an item's data becomes that shape in one
 * language. Both sit in the collection's definition, so a field shown to visitors is added in one
 * file; the compiler holds the two together. A view that joins another collection (the company's
 * phones are its headquarters') reads that collection as its own view shows it (`shown`).
 */
export interface PublicView<Data, Shape> {
  schema: z.ZodType<Shape>
  /** The item in one language; null when it is not shown, as what it joins is not published. */
  show(item: ShownItem<Data>, show: ViewHelpers): Shape | null
}

/** A published item as its view reads it. */
export interface ShownItem<Data> {
  id: number
  /** Its slug, or its id as text for collections without slugs. */
  slug: string
  data: Data
  /** The day it was first published (2026-12-01), for views that show it (a vacancy's). */
  firstPublishedOn?: string
}

/** What every view needs: a text in the page's language, and the URL an image is served at. */
export interface ViewHelpers {
  text(value: Localized): string
  texts(values: readonly Localized[]): string[]
  imageUrl(image: ImageRef): string
  /** The published items of another collection, in their order, as its own view shows them. */
  shown<Shape>(collection: { view: PublicView<never, Shape> }): readonly Shape[]
}

/** Content arrays are frozen, so response arrays are declared readonly too. */
export function viewList<T extends z.ZodType>(item: T) {
  return z.array(item).readonly()
}

export const ViewId = z.number().int().positive()
export const ViewSlug = z.string()
export const ViewImagePath = z.string().meta({ description: 'Image path under the site root' })
export const ViewIsoDate = z.iso.date()
