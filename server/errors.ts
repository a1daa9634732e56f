/**
 * An error whose message was written for visitors, so the error handler may send it as is.
 * Every other error's message stays in the logs.
 */
export class ApiError extends Error {
  readonly statusCode: number
  readonly errors: Record<string, string> | undefined

  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message)
    this.name = 'ApiError'
    this.statusCode = statusCode
    this.errors = errors
  }
}

/** A 400 for one or more form fields; the first field's problem becomes the message. */
export function fieldErrors(errors: Record<string, string>): ApiError {
  const first = Object.values(errors)[0] ?? 'The request is not valid'
  return new ApiError(400, first, errors)
}

export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found`)
}

/** A 429 of a rate limit, with the seconds to wait that its answer's Retry-After says. */
export class TooManyRequestsError extends ApiError {
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}
