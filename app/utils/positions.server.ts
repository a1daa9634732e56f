/**
 * The careers pages' loaders read the vacancies from the server's careers service (the
 * PageHost), so the pages show what the database holds now, through the same cache as the API.
 */
import type { Language } from '#domain/languages.ts'
import { POSITION_BANGLA_FIELDS, type JobPosition, type ShownPosition } from '#schemas/positions.ts'
import type { RouterContextProvider } from 'react-router'
import { pageHost } from './page-host.ts'

/**
 * `position` in `language` only: in Bangla each text is its Bangla, or its English where hr has
 * not translated it (the page marks such a text lang="en", per field). The other language's texts
 * stay on the server.
 */
export function positionIn(position: JobPosition, language: Language): ShownPosition {
  const {
    titleBn,
    departmentBn,
    summaryBn,
    descriptionBn,
    responsibilitiesBn,
    requirementsBn,
    ...english
  } = position
  if (language === 'en') return english
  const bangla = {
    titleBn,
    departmentBn,
    summaryBn,
    descriptionBn,
    responsibilitiesBn,
    requirementsBn,
  }
  const shown = { ...english }
  for (const [field, banglaField] of Object.entries(POSITION_BANGLA_FIELDS)) {
    const text = bangla[banglaField]
    if (text.length > 0) Object.assign(shown, { [field]: text })
  }
  return shown
}

/** The positions taking applications now, in id order, in `language`. */
export async function openPositions(
  context: Readonly<RouterContextProvider>,
  language: Language,
): Promise<ShownPosition[]> {
  const positions = await pageHost(context).careers.openPositions()
  return positions.map((position) => positionIn(position, language))
}

/**
 * A published or closed position by its number, in `language`; undefined for anything else (the
 * 404 page).
 */
export async function positionById(
  context: Readonly<RouterContextProvider>,
  id: string,
  language: Language,
): Promise<ShownPosition | undefined> {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return undefined
  const position = await pageHost(context).careers.position(id)
  return position && positionIn(position, language)
}
