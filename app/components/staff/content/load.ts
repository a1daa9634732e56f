import { StaffApiError, staffApi } from '#app/staff/api.ts'
import {
  CONTENT_COLLECTIONS,
  contentReferences,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import { MediaListResponseSchema } from '#schemas/media.ts'
import { ContentCollectionParamSchema, StaffContentListSchema } from '#schemas/staff-content.ts'
import type { FieldContext } from './field-controls.tsx'

/** The collection a route's `:collection` names; an unknown one is the screen's "not found". */
export function collectionParam(value: string | undefined): ContentCollection {
  const parsed = ContentCollectionParamSchema.safeParse(value)
  if (!parsed.success) throw new StaffApiError(404, 'There is no such kind of content')
  return parsed.data
}

export function collectionLabel(collection: ContentCollection): string {
  return CONTENT_COLLECTIONS[collection].label.en
}

/** What an edit form chooses from: the items its references may name, and the media library. */
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
    staffApi('/api/staff/media', MediaListResponseSchema, { signal }),
  ])
  const options: FieldContext['options'] = {}
  for (const { data } of lists) {
    options[data.collection] = data.items.map((item) => ({ id: item.id, name: item.name }))
  }
  return { options, media: library.data }
}
