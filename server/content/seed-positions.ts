import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import type { ContentData } from '#schemas/content/collections.ts'
import { bothLists, textsOf } from './seed-texts.ts'

/** The job positions of content/ as the 'positions' collection's seed, ids and slugs kept. */
export function seedPositions(): { id: number; slug: string; data: ContentData<'positions'> }[] {
  return SEED_JOB_POSITIONS.map((position) => ({
    id: position.id,
    slug: position.slug,
    data: {
      ...textsOf(position, position.bn, 'title', 'department', 'summary'),
      location: position.location,
      type: position.type,
      applyBy: position.closingDate,
      closed: !position.open,
      description: bothLists(
        position.description,
        position.bn.description,
        `position ${position.id} description`,
      ),
      responsibilities: bothLists(
        position.responsibilities,
        position.bn.responsibilities,
        `position ${position.id} responsibilities`,
      ),
      requirements: bothLists(
        position.requirements,
        position.bn.requirements,
        `position ${position.id} requirements`,
      ),
    },
  }))
}
