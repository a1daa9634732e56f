import { defineCollection } from '../registry/collection.ts'
import { sailingFields } from './sailing-fields.ts'
import { MODE_OPTIONS } from './rate-card-options.ts'
import { sailingProblem } from './sailing-rules.ts'

const MODE_NAMES = Object.fromEntries(
  MODE_OPTIONS.map((option) => [option.value, option.label.en]),
) as Record<(typeof MODE_OPTIONS)[number]['value'], string>

/**
 * A departure kept by pricing staff (issue 41): a weekly consolidation or one dated sailing or
 * flight, on a lane written as a rate card writes it. Staff only: visitors see the departures it
 * gives (domain/sailings.ts) on /schedules, through that page's own projection, never the item.
 */
export const sailingsCollection = defineCollection({
  label: { en: 'Sailings and flights', bn: 'জাহাজ ও ফ্লাইটের সূচি' },
  singleton: false,
  slugged: false,
  editors: ['pricing'],
  public: false,
  name: (data) => {
    const lane = `${MODE_NAMES[data.mode]} ${data.origin} → ${data.destination}`
    return data.kind === 'weekly'
      ? `${lane}, weekly, ${data.weekly.activeFrom} to ${data.weekly.activeTo}`
      : `${lane}, ${data.dated.vessel}`
  },
  check: sailingProblem,
  fields: sailingFields,
})
