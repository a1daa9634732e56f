import { StaffApiError, staffApi } from '#app/staff/api.ts'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import {
  CONTENT_COLLECTIONS,
  CONTENT_COLLECTION_NAMES,
  contentReferences,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import { MediaListResponseSchema } from '#schemas/media.ts'
import type { Field, Fields } from '#schemas/registry/fields.ts'
import { ContentCollectionParamSchema, StaffContentListSchema } from '#schemas/staff-content.ts'
import type { FieldContext } from './field-controls.tsx'

/** The collection a route's `:collection` names; an unknown one is the screen's "not found". */
export function collectionParam(value: string | undefined): ContentCollection {
  const parsed = ContentCollectionParamSchema.safeParse(value)
  if (!parsed.success) throw new StaffApiError(404, 'There is no such kind of content')
  return parsed.data
}

/** A content screen is for the roles its collection's definition names (admins always). */
export const contentScreenHandle: StaffScreenHandle = {
  staffRoles: (params) => {
    const parsed = ContentCollectionParamSchema.safeParse(params.collection)
    return parsed.success ? CONTENT_COLLECTIONS[parsed.data].editors : undefined
  },
}

/** The collections of the public site (the staff-only ones have sections of their own). */
export const SITE_CONTENT = CONTENT_COLLECTION_NAMES.filter(
  (name) => CONTENT_COLLECTIONS[name].public,
)

/** Whether some field of `fields`, in a list or a group too, is a picture. */
function hasPictures(fields: Fields): boolean {
  const isPicture = (field: Field): boolean =>
    field.kind === 'image' ||
    (field.kind === 'list' && isPicture(field.of)) ||
    (field.kind === 'group' && hasPictures(field.fields))
  return Object.values(fields).some(isPicture)
}

export function collectionLabel(collection: ContentCollection): string {
  return CONTENT_COLLECTIONS[collection].label.en
}

/**
 * What an edit form chooses from: the items its references may name, and the media library
 * when it has a picture (the library is the editors'; hr's positions and pricing's rate cards
 * have none).
 */
export async function loadFormChoices(collection: ContentCollection, signal: AbortSignal) {
  const targets = [
    ...new Set(Object.values(contentReferences(collection)).map((target) => target.collection)),
  ]
  const [lists, library] = await Promise.all([
    Promise.all(
      targets.map((target) =>
        staffApi(`/api/staff/content/${target}`, StaffContentListSchema, { signal }),
      ),
    ),
    hasPictures(CONTENT_COLLECTIONS[collection].fields)
      ? staffApi('/api/staff/media', MediaListResponseSchema, { signal })
      : { data: [] },
  ])
  const options: FieldContext['options'] = {}
  for (const { data } of lists) {
    options[data.collection] = data.items.map((item) => ({ id: item.id, name: item.name }))
  }
  return { options, media: library.data }
}
