import type { FastifyError, FastifyRequest } from 'fastify'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it, vi } from 'vitest'
import { toErrorResponse } from '#server/plugins/error-handler.ts'

const QUERY = 'select "id" from "shipments" where "reference" = $1'

/** What drizzle throws when the database refuses a statement: the driver's error as its cause. */
function failedQuery(sqlState: string, driverMessage: string, params: unknown[]): FastifyError {
  const driverError = Object.assign(new Error(driverMessage), { code: sqlState })
  return new DrizzleQueryError(QUERY, params, driverError) as unknown as FastifyError
}

function requestWithLog() {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() }
  return { request: { log } as unknown as FastifyRequest, log }
}

describe('a database error in the error handler', () => {
  it('answers 400 for a value the database refused (SQLSTATE class 22), logging no parameter at error level', () => {
    const { request, log } = requestWithLog()
    const error = failedQuery('22021', 'invalid byte sequence for encoding "UTF8": 0x00', [
      'MSCU\u0000123',
    ])

    expect(toErrorResponse(error, request)).toEqual({
      code: 400,
      message: 'The request holds a value that cannot be stored',
    })
    expect(log.error).not.toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      { sqlState: '22021', query: QUERY },
      'the database refused a value of the request',
    )
  })

  it('keeps a real fault of the database a 500, logged at error level in full', () => {
    const { request, log } = requestWithLog()
    const error = failedQuery('57P01', 'terminating connection due to administrator command', [1])

    expect(toErrorResponse(error, request)).toMatchObject({ code: 500 })
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'request failed')
    expect(log.warn).not.toHaveBeenCalled()
  })
})
