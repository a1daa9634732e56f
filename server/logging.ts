import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import pino, { type DestinationStream, type LoggerOptions } from 'pino'
import pinoPretty from 'pino-pretty'
import type { Env } from '#schemas/env.ts'

/** What replaces a secret in a log line. */
export const REDACTED = '[Redacted]'

/**
 * Keys whose values are secrets wherever they appear in a logged object (up to three levels
 * down): passwords, tokens, TOTP secrets and backup codes, and request or response bodies, which
 * carry passwords, TOTP codes, set-up tokens and visitors' messages. Nothing logs a body today;
 * this keeps one added for debugging out of the log.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'secret',
  'totpURI',
  'backupCodes',
  'body',
]

/** Headers that carry a session or credentials, in a request or an answer. */
const SECRET_HEADERS = ['cookie', 'authorization', '["set-cookie"]', '["proxy-authorization"]']

const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...SECRET_HEADERS.flatMap((header) => {
    const path = header.startsWith('[') ? `headers${header}` : `headers.${header}`
    return [path, `*.${path}`]
  }),
]

/** Query parameters whose value may be a credential (a token or code in a link). */
const SECRET_QUERY_PARAMETER = /token|code|secret|password|otp|key|signature/i

/** A request URL with the values of credential-like query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq === -1 ? pair : pair.slice(0, eq)
      let decodedName = name
      try {
        decodedName = decodeURIComponent(name)
      } catch {
        // A malformed escape is tested as it was sent.
      }
      return eq !== -1 && SECRET_QUERY_PARAMETER.test(decodedName) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${url.slice(0, queryStart)}?${query}`
}

interface RequestLike {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's own request serializer, with the URL's credentials redacted. */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/**
 * pino's error serializer, minus a failed query's parameters: Drizzle puts them in the error's
 * message and stack ("Failed query: … params: …"), and they are what was being stored or looked
 * up: a password hash, a session token, a visitor's message.
 */
function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error)
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (!('params' in cause) || !('query' in cause)) continue
    const params = `params: ${String(cause.params)}`
    serialized.message = serialized.message.replaceAll(params, `params: ${REDACTED}`)
    serialized.stack = serialized.stack.replaceAll(params, `params: ${REDACTED}`)
  }
  delete serialized.params
  return serialized
}

/** The password of a URL from the configuration (SMTP_URL, DATABASE_URL), as it may appear. */
function urlPasswordForms(url: string | undefined): string[] {
  if (!url) return []
  let raw: string
  try {
    raw = new URL(url).password
  } catch {
    return []
  }
  if (raw === '') return []
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // Not percent-encoded: the raw form is the password.
  }
  // As written, as meant, and as either looks inside a JSON string.
  return [...new Set([raw, decoded].flatMap((form) => [form, JSON.stringify(form).slice(1, -1)]))]
}

/**
 * Removes the configured passwords from every line before it is written: whatever library puts
 * SMTP_URL or DATABASE_URL into a message (a connection error, a debug line), the password does
 * not reach the log. Longest first, so a password containing another is removed whole.
 */
function configuredSecretsRemover(env: Pick<Env, 'SMTP_URL' | 'DATABASE_URL'>) {
  const secrets = [...urlPasswordForms(env.SMTP_URL), ...urlPasswordForms(env.DATABASE_URL)].sort(
    (a, b) => b.length - a.length,
  )
  if (secrets.length === 0) return undefined
  return (line: string) => secrets.reduce((text, secret) => text.replaceAll(secret, REDACTED), line)
}

interface LogLine {
  reqId?: string
  msg?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
}

/** One readable line: the request id, the message, and a request's method and URL or status. */
function prettyMessage(log: LogLine): string {
  const id = log.reqId ? `[${log.reqId}] ` : ''
  const message = log.msg ?? ''
  if (log.req) return `${id}${message}: ${log.req.method} ${log.req.url}`
  if (log.res && typeof log.responseTime === 'number') {
    return `${id}${message}: ${log.res.statusCode} in ${Math.round(log.responseTime)} ms`
  }
  return `${id}${message}`
}

/** Readable lines for a person at a terminal; written synchronously, so none is lost on exit. */
function prettyStream(colorize: boolean, destination: DestinationStream | undefined) {
  return pinoPretty({
    ...(destination ? { destination } : {}),
    colorize,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log) => prettyMessage(log as LogLine),
  })
}

/** True when log lines should be readable rather than JSON (see LOG_FORMAT). */
export function wantsPrettyLogs(
  format: Env['LOG_FORMAT'],
  output: { isTTY?: boolean } = process.stdout,
): boolean {
  return format === 'pretty' || (format === undefined && output.isTTY === true)
}

/**
 * The root logger's options: the level, redaction of secrets at every level, and the format:
 * JSON (for journald and log collectors) unless a person runs the server in a terminal or
 * LOG_FORMAT=pretty asks for readable lines. The lines go to standard output, or to
 * `destination` when given (a test keeping the log of the app it built), which is no terminal.
 */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT' | 'SMTP_URL' | 'DATABASE_URL'>,
  output: { isTTY?: boolean } = process.stdout,
  destination?: DestinationStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> & LoggerOptions {
  const streamWrite = configuredSecretsRemover(env)
  const terminal = destination ? {} : output
  const pretty = wantsPrettyLogs(env.LOG_FORMAT, terminal)
  const stream = pretty ? prettyStream(terminal.isTTY === true, destination) : destination
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
    ...(streamWrite ? { hooks: { streamWrite } } : {}),
    ...(stream ? { stream } : {}),
  }
}

/**
 * The logger of the request being handled, for code that logs without being handed the request
 * (better-auth), so that its lines carry the request's id too.
 */
export const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>()

/** The current request's logger, or `fallback` outside a request. */
export function currentLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return requestLogs.getStore() ?? fallback
}
