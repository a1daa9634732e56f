import { StaffApiError, staffApi } from '#app/staff/api.ts'
import {
  CONTENT_COLLECTIONS,
  CONTENT_COLLECTION_NAMES,
  contentReferences,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import { MediaListResponseSchema } from '#schemas/media.ts'
import type { Field } from '#schemas/registry/fields.ts'
import type { StaffRole } from '#schemas/staff.ts'
import { ContentCollectionParamSchema, StaffContentListSchema } from '#schemas/staff-content.ts'
import type { FieldContext } from './field-controls.tsx'

/** The collection a route's `:collection` names; an unknown one is the screen's "not found". */
export function collectionParam(value: string | undefined): ContentCollection {
  const parsed = ContentCollectionParamSchema.safeParse(value)
  if (!parsed.success) throw new StaffApiError(404, 'There is no such kind of content')
  return parsed.data
}

/**
 * Who may open a screen of the collection a route's `:collection` names: its editors (admins
 * always); an unknown one is left to the screen's "not found".
 */
export function collectionEditors(value: string | undefined): readonly StaffRole[] | undefined {
  const parsed = ContentCollectionParamSchema.safeParse(value)
  return parsed.success ? CONTENT_COLLECTIONS[parsed.data].editors : undefined
}

/** The collections of the public site, kept by editors (the staff-only ones have their own). */
export const SITE_CONTENT = CONTENT_COLLECTION_NAMES.filter(
  (name) => CONTENT_COLLECTIONS[name].public,
)

function hasPicture(field: Field): boolean {
  if (field.kind === 'image') return true
  if (field.kind === 'list') return hasPicture(field.of)
  if (field.kind === 'group') return Object.values(field.fields).some(hasPicture)
  return false
}

export function collectionLabel(collection: ContentCollection): string {
  return CONTENT_COLLECTIONS[collection].label.en
}

/**
 * What an edit form chooses from: the items its references may name, and the media library
 * when it has a picture (the library is the editors'; pricing staff's rate cards have none).
 */
export async function loadFormChoices(collection: ContentCollection, signal: AbortSignal) {
  const targets = [
    ...new Set(Object.values(contentReferences(collection)).map((target) => target.collection)),
  ]
  const pictures = Object.values<Field>(CONTENT_COLLECTIONS[collection].fields).some(hasPicture)
  const [lists, library] = await Promise.all([
    Promise.all(
      targets.map((target) =>
        staffApi(`/api/staff/content/${target}`, StaffContentListSchema, { signal }),
      ),
    ),
    pictures ? staffApi('/api/staff/media', MediaListResponseSchema, { signal }) : { data: [] },
  ])
  const options: FieldContext['options'] = {}
  for (const { data } of lists) {
    options[data.collection] = data.items.map((item) => ({ id: item.id, name: item.name }))
  }
  return { options, media: library.data }
}
