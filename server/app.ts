import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import type { ViteDevServer } from 'vite'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Env } from '#schemas/env.ts'
import { constantResponseEncoding } from './constant-responses.ts'
import { loggerOptions, requestLogs } from './logging.ts'
import backups from './plugins/backups.ts'
import careers from './plugins/careers.ts'
import pricing from './plugins/pricing.ts'
import content from './plugins/content.ts'
import customerAuth from './plugins/customer-auth.ts'
import db from './plugins/db.ts'
import canonicalPaths from './plugins/canonical-paths.ts'
import errorHandler, {
  answerBeforeRouting,
  answerMalformedRequest,
} from './plugins/error-handler.ts'
import media from './plugins/media.ts'
import storedFiles from './plugins/stored-files.ts'
import metrics from './plugins/metrics.ts'
import notifications from './plugins/notifications.ts'
import shipmentEvents from './portal/notifications/plugin.ts'
import overdueDocuments from './portal/documents/overdue-plugin.ts'
import pages from './plugins/pages.ts'
import rateCards from './plugins/rate-cards.ts'
import rateLimits from './plugins/rate-limits.ts'
import security from './plugins/security.ts'
import site from './plugins/site.ts'
import staffAdminSocket from './plugins/staff-admin-socket.ts'
import staffAuth from './plugins/staff-auth.ts'
import staffPages from './plugins/staff-pages.ts'
import swagger from './plugins/swagger.ts'
import healthRoutes from './routes/health.ts'
import routes from './routes/index.ts'

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../build/client', import.meta.url))

export interface AppOptions {
  env: Env
  /** The built site; defaults to build/client in the project. */
  clientDir?: string
  /**
   * `npm run dev` (scripts/dev.ts): Vite in middleware mode serves the app's modules with hot
   * reload, and every page is rendered from the sources; the build is not read.
   */
  vite?: ViteDevServer
}

/** JSON bodies are contact messages; 64 KB is generous and keeps floods cheap. */
export const BODY_LIMIT = 64 * 1024

/**
 * A hop count trusts that many proxies nearest the server, whatever their address (proxy-addr's
 * meaning, as in Express). Fastify itself now refuses to trust any hop for a plain number,
 * because a client that reaches the server directly could then name itself; docs/api.md says to
 * keep such a server reachable only through its proxies, or to list their addresses instead.
 */
export function trustProxy(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting
  return (_address: string, hop: number) => hop < setting
}

/**
 * Options for the Fastify instance that runs the app. Fastify's defaults have no timeouts. The
 * log goes to standard output, or to `logDestination` (a test's copy of the log).
 */
export function serverOptions(env: Env, logDestination?: DestinationStream): FastifyServerOptions {
  return {
    logger: loggerOptions(env, process.stdout, logDestination),
    // Only a trusted proxy may name the request id; otherwise each request gets a fresh one.
    requestIdHeader: env.TRUST_PROXY === false ? false : 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    // Idle sockets and slow senders are cut off; a 5 MB CV over a slow mobile link still fits.
    connectionTimeout: 30_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 10_000,
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's own refusals get the project's answers and headers, like any other.
    frameworkErrors: answerBeforeRouting,
    clientErrorHandler: answerMalformedRequest,
    // Creating the embedded database and migrating it can take a while on a busy machine.
    pluginTimeout: 120_000,
  }
}

/** The whole application: API, OpenAPI document, the site's pages and assets. */
const app: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const { env } = options
  const clientDir = path.resolve(options.clientDir ?? DEFAULT_CLIENT_DIR)

  const { vite } = options
  if (vite) {
    // Vite answers what it serves (modules, its client, assets under /app) and passes the rest on;
    // an answer it has sent ends the request here.
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.raw.once('finish', () => {
        if (!reply.sent) reply.hijack()
      })
      vite.middlewares(request.raw, reply.raw, (error?: unknown) =>
        error ? done(error instanceof Error ? error : new Error(String(error))) : done(),
      )
    })
  }

  fastify.setValidatorCompiler(validatorCompiler)
  const constants = constantResponseEncoding()
  fastify.setSerializerCompiler(constants.serializerCompiler)
  fastify.addHook('onSend', constants.onSend)

  // Every answer names its request, so that a visitor's report can be found in the log.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  // The handler, and whatever it calls, runs with the request's logger at hand (see currentLog).
  fastify.addHook('preHandler', (request, _reply, done) => requestLogs.run(request.log, done))

  await fastify.register(errorHandler)
  await fastify.register(security, { env })
  await fastify.register(db, { env })
  // Before any route, so that every answer is counted.
  await fastify.register(metrics, { env })
  // Before any route, so that routes can name their limits; after the database, which counts
  // the limits shared by every server.
  await fastify.register(rateLimits, { env })
  // After the database: on close, hooks run in reverse order, so the worker finishes its
  // email before the database closes.
  await fastify.register(notifications, { env })
  // After the outbox, which it queues into (and which must outlive it on close).
  await fastify.register(shipmentEvents, { env })
  // After the database, for the same reason: the picture in hand is stored before it closes.
  await fastify.register(media, { env })
  await fastify.register(storedFiles)
  // After the media library, whose deletions ask the content whether a picture is in use.
  await fastify.register(content, { env })
  // After the content: the vacancies are a collection of it, seeded with it.
  await fastify.register(careers)
  await fastify.register(pricing, { env })
  await fastify.register(staffAuth, { env })
  await fastify.register(customerAuth, { env })
  await fastify.register(staffAdminSocket, { env })
  // After the database and the shared counters, which pick the server that takes each backup.
  await fastify.register(backups, { env })
  // After the database and the outbox: the expiry email is queued in the outbox.
  await fastify.register(rateCards, { env })
  // After the shipment events' dispatcher, which emails the overdue documents it records.
  await fastify.register(overdueDocuments)
  await fastify.register(swagger, { env })
  await fastify.register(staffPages)
  // After every hook that gives an answer its headers, so that a refused spelling has them.
  await fastify.register(canonicalPaths)
  if (!vite) await fastify.register(site, { clientDir })
  await fastify.register(pages, {
    serverBuildDir: path.join(clientDir, '..', 'server'),
    bodyLimit: BODY_LIMIT,
    siteUrl: env.SITE_URL,
    vite,
  })
  await fastify.register(healthRoutes)
  await fastify.register(routes, { siteUrl: env.SITE_URL })
}

export default app
