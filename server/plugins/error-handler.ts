import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorResponse } from '#schemas/api.ts'
import { dataException } from '#server/db/errors.ts'
import { ApiError } from '#server/errors.ts'
import type { Language } from '#domain/languages.ts'
import { fieldMessageIn, visitorLanguage } from '#server/forms/visitor-language.ts'
import { API_HEADERS } from './security.ts'

/**
 * Plain-words messages for errors raised by Fastify and its plugins. Their own messages can
 * quote the request (a media type, a header), and answers must never echo input back.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Please send the application as multipart/form-data',
  FST_PROTO_VIOLATION: 'The form contains a field name that is not allowed',
  FST_MP_PREMATURE_CLOSE: 'The upload was interrupted',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_FILES_LIMIT: 'Please attach only one CV file',
  FST_REQ_FILE_TOO_LARGE: 'The CV file is too large',
}

/** Framework limits that are the visitor's mistake rather than an oversized request. */
const STATUS_OVERRIDES: Record<string, number> = {
  FST_FILES_LIMIT: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
}

/** A problem the schema of a request's `context` (its body, its params) found in one field. */
export interface FieldProblem {
  /** Dotted (`packages.0.weight`); empty for the whole `context`. */
  field: string
  /** The schema's message: a key of the validation messages, or words. */
  message: string
}

/**
 * The 400 for what a schema refused: each field's first problem, in `language`, and the first
 * of them as the message. The routes' answer, and a page's submitting the same form.
 */
export function invalidInput(
  problems: readonly FieldProblem[],
  context: string,
  language: Language,
): ErrorResponse {
  const errors: Record<string, string> = {}
  for (const problem of problems) {
    const message = problem.message
      ? fieldMessageIn(language, problem.message)
      : `The request ${context} is not valid`
    errors[problem.field || context] ??= message
  }
  const message = Object.values(errors)[0] ?? 'The request is not valid'
  return { code: 400, message, errors }
}

/** The `{ code, message, errors? }` answer for an error; also what form pages explain. */
export function toErrorResponse(error: FastifyError, request: FastifyRequest): ErrorResponse {
  if (error instanceof ApiError) {
    return { code: error.statusCode, message: error.message, errors: error.errors }
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const problems = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? '',
    }))
    return invalidInput(problems, error.validationContext ?? 'body', visitorLanguage(request))
  }

  // The client's value, not a fault of ours: no 500, and none of it at error level, where anyone
  // could flood the log with whole statements and their parameters.
  const refused = dataException(error)
  if (refused) {
    request.log.warn(refused, 'the database refused a value of the request')
    return { code: 400, message: 'The request holds a value that cannot be stored' }
  }

  const status = STATUS_OVERRIDES[error.code] ?? error.statusCode ?? 500
  if (status >= 500 || status < 400) {
    request.log.error({ err: error }, 'request failed')
    return { code: 500, message: 'Something went wrong on our side. Please try again later.' }
  }

  if (status === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))) {
    const message = FRAMEWORK_MESSAGES[error.code] ?? 'The request body is not valid JSON'
    return { code: 400, message, errors: { body: message } }
  }
  const message = FRAMEWORK_MESSAGES[error.code] ?? STATUS_CODES[status] ?? 'Error'
  if (error.code === 'FST_FILES_LIMIT') return { code: status, message, errors: { cv: message } }
  return { code: status, message }
}

/**
 * What no route answers: an API path, a method a path has no route for. (A page's GET or HEAD
 * always has one: the not-found route's `/*`, plugins/pages.ts.)
 */
function sendNotFound() {
  // Answered by the error handler, as every refusal is.
  throw new ApiError(404, 'Not found')
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toErrorResponse(error, request)
  if (body.code < 500) request.log.info({ code: body.code, reason: body.message }, 'rejected')
  return reply.code(body.code).send(body)
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%ff`) is refused before
 * routing, so none of the hooks that give an answer its headers has run. The answer is the error
 * handler's, with the headers of a JSON answer and the request id.
 */
export function answerBeforeRouting(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.headers({ ...API_HEADERS, 'x-request-id': request.id, 'cache-control': 'no-store' })
  return answerError(error, request, reply)
}

/** What Node's parser refused (see answerMalformedRequest), by its error code. */
const MALFORMED: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
}
const UNREADABLE = { status: 400, message: 'The request could not be read' }

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (an unknown method, a
 * broken request line or header, headers too large, too slow) never becomes a request, so the
 * answer is written to the socket here, in the same shape and with the same headers as any other.
 */
export function answerMalformedRequest(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return
  // An answer already begun on this connection (keep-alive) cannot be followed by another.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (inFlight?.headersSent) {
    socket.destroy()
    return
  }
  const { status, message } = MALFORMED[error.code ?? ''] ?? UNREADABLE
  const requestId = randomUUID()
  this.log.info({ reqId: requestId, code: status, reason: error.code }, 'malformed request refused')
  const body = JSON.stringify({ code: status, message } satisfies ErrorResponse)
  const headers = {
    ...API_HEADERS,
    'x-request-id': requestId,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`)
}

/**
 * The one place that turns errors into answers: JSON `{ code, message }`, plus `errors` for bad
 * input. Server faults are logged with their stack and answered with a generic message.
 */
export default fp(
  async (fastify) => {
    fastify.decorate('sendNotFoundPage', null)

    fastify.setErrorHandler(answerError)

    fastify.setNotFoundHandler(sendNotFound)
  },
  { name: 'error-handler' },
)

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers with the page React Router renders for the request's address (pages plugin): for
     * an address no page has, the not-found route's 404 page. Null when the site is not built.
     */
    sendNotFoundPage:
      | ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>)
      | null
  }
}
