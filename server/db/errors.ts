import { DrizzleQueryError } from 'drizzle-orm/errors'

/** SQLSTATE class 22, "data exception": a value the database cannot take (NUL in text, an out-of-range number, …). */
const DATA_EXCEPTION_CLASS = '22'

export interface DataException {
  /** The SQLSTATE, e.g. 22021 for NUL in text. */
  sqlState: string
  /** The statement, without its parameters. */
  query: string | undefined
}

/**
 * The database refused a value of a query: the value came from a request that no schema stopped.
 * Only the SQLSTATE and the statement are kept for the log; the parameters, and the driver's
 * message, which quotes the value, are what the client sent and stay out of it.
 */
export function dataException(error: unknown): DataException | undefined {
  let query: string | undefined
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DrizzleQueryError) query = cause.query
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code.startsWith(DATA_EXCEPTION_CLASS) ? { sqlState: code, query } : undefined
    }
  }
  return undefined
}
