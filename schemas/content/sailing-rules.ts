import type { CrossFieldProblem } from '../registry/collection.ts'
import type { SailingData } from './sailing-fields.ts'

/**
 * What a departure's fields cannot check one by one: the group of its kind filled in (each of
 * its fields), the other kind's left empty (it would never be shown and only mislead), a lane
 * between two places, days and instants in order.
 */

const WEEKLY_REQUIRED = {
  departureDay: 'Departs on',
  cutOffDay: 'Cut-off day',
  cutOffTime: 'Cut-off time',
  transitDays: 'Transit days',
  activeFrom: 'Runs from',
  activeTo: 'Runs to',
} as const

const DATED_REQUIRED = {
  vessel: 'Vessel and voyage, or flight',
  departsAt: 'ETD',
  arrivesAt: 'ETA',
  documentCutOff: 'Document cut-off',
  cargoCutOff: 'Cargo cut-off',
} as const

function missing(
  group: 'weekly' | 'dated',
  values: Record<string, unknown>,
  required: Record<string, string>,
): CrossFieldProblem | null {
  for (const [key, label] of Object.entries(required)) {
    if (values[key] === '') return { path: [group, key], message: `${label} is required.` }
  }
  return null
}

function filled(values: Record<string, unknown>): string | undefined {
  return Object.keys(values).find((key) => values[key] !== '')
}

function weeklyProblem(data: SailingData): CrossFieldProblem | null {
  const other = filled(data.dated)
  if (other) {
    const message = 'This is a weekly consolidation: empty its dated sailing or flight.'
    return { path: ['dated', other], message }
  }
  const absent = missing('weekly', data.weekly, WEEKLY_REQUIRED)
  if (absent) return absent
  // ISO days compare as text: 2026-12-31 before 2027-01-01.
  if (data.weekly.activeTo < data.weekly.activeFrom) {
    return { path: ['weekly', 'activeTo'], message: 'Runs to cannot be before runs from.' }
  }
  return null
}

function datedProblem(data: SailingData): CrossFieldProblem | null {
  const other = filled(data.weekly)
  if (other) {
    const message = 'This is a dated sailing or flight: empty its weekly consolidation.'
    return { path: ['weekly', other], message }
  }
  const absent = missing('dated', data.dated, DATED_REQUIRED)
  if (absent) return absent
  const { departsAt, arrivesAt, documentCutOff, cargoCutOff } = data.dated
  const etd = Date.parse(departsAt)
  if (Date.parse(arrivesAt) <= etd) {
    return { path: ['dated', 'arrivesAt'], message: 'The ETA must come after the ETD.' }
  }
  if (Date.parse(documentCutOff) > etd) {
    return {
      path: ['dated', 'documentCutOff'],
      message: 'The document cut-off must be before the ETD.',
    }
  }
  if (Date.parse(cargoCutOff) > etd) {
    return { path: ['dated', 'cargoCutOff'], message: 'The cargo cut-off must be before the ETD.' }
  }
  return null
}

export function sailingProblem(data: SailingData): CrossFieldProblem | null {
  if (data.origin === data.destination) {
    return { path: ['destination'], message: 'The destination must differ from the origin.' }
  }
  return data.kind === 'weekly' ? weeklyProblem(data) : datedProblem(data)
}
