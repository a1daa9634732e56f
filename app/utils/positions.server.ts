/**
 * The careers pages' loaders read the vacancies from our own API in-process (the PageHost), so
 * the pages show what the database holds now, through the same routes and cache as API clients.
 */
import type { Language } from '#domain/languages.ts'
import {
  JobPositionSchema,
  POSITION_BANGLA_FIELDS,
  type JobPosition,
  type ShownPosition,
} from '#schemas/positions.ts'
import { z } from '#schemas/zod.ts'
import type { RouterContextProvider } from 'react-router'
import { pageHost } from './page-host.ts'

const ListAnswerSchema = z.object({ data: z.array(JobPositionSchema) })
const DetailAnswerSchema = z.object({ data: JobPositionSchema })

async function read<T>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const answer = await pageHost(context).getJson(path)
  if (answer.status === 404) return undefined
  const parsed = schema.safeParse(answer.body)
  if (answer.status !== 200 || !parsed.success) {
    throw new Error(`GET ${path} answered ${answer.status}`)
  }
  return parsed.data
}

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
  const answer = await read(context, '/api/jobs/position', ListAnswerSchema)
  return (answer?.data ?? []).map((position) => positionIn(position, language))
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
  const position = (await read(context, `/api/jobs/position/${id}`, DetailAnswerSchema))?.data
  return position && positionIn(position, language)
}
