/**
 * The half of a sailings item its kind leaves empty (schemas/content/sailing-fields.ts): a weekly
 * consolidation has no dated fields, a dated sailing no weekly ones.
 */
export const NO_WEEKLY = {
  departureDay: '',
  cutOffDay: '',
  cutOffTime: '',
  transitDays: '',
  activeFrom: '',
  activeTo: '',
} as const

export const NO_DATED = {
  vessel: '',
  departsAt: '',
  arrivesAt: '',
  documentCutOff: '',
  cargoCutOff: '',
} as const
