import type { DataOf } from '../registry/fields.ts'
import { categoryCollection } from './categories.ts'

/** The gallery's own categories (events, warehouse, people…), apart from the industries. */
export const galleryCategoriesCollection = categoryCollection({
  en: 'Gallery categories',
  bn: 'গ্যালারির ক্যাটাগরি',
})
export const galleryCategorySchema = galleryCategoriesCollection.schema
export type GalleryCategoryData = DataOf<typeof galleryCategoriesCollection.fields>
