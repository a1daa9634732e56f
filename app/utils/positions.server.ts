/**
 * The careers pages' loaders read the vacancies from our own API in-process (the PageHost), so
 * the pages show what the database holds now, through the same routes and cache as API clients.
 */
import { JobPositionSchema, type JobPosition } from '#schemas/positions.ts'
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

/** The positions taking applications now, in id order. */
export async function openPositions(
  context: Readonly<RouterContextProvider>,
): Promise<JobPosition[]> {
  return (await read(context, '/api/jobs/position', ListAnswerSchema))?.data ?? []
}

/** A published or closed position by its number; undefined for anything else (the 404 page). */
export async function positionById(
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<JobPosition | undefined> {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return undefined
  return (await read(context, `/api/jobs/position/${id}`, DetailAnswerSchema))?.data
}
