import { count, eq, inArray, min, sql } from 'drizzle-orm'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { z } from '#schemas/zod.ts'
import type { Env } from '#schemas/env.ts'
import { media, outbox } from '#server/db/schema.ts'
import { countPhotosLackingASize } from '#server/media/job-queue.ts'
import { countUndispatchedEvents } from '#server/portal/notifications/dispatcher.ts'
import errorHandler from './error-handler.ts'

/** The metrics listen here only: scrapers on this machine, never the public (docs/api.md). */
export const METRICS_HOST = '127.0.0.1'

/** A database that does not answer within this time is reported as down for this scrape. */
const DATABASE_TIMEOUT_MS = 2_000

/** The route label of a request no route matched (a 404), so raw URLs never become labels. */
const UNMATCHED_ROUTE = '(unmatched)'

/** Request durations: from a cached API answer (milliseconds) to a slow CV upload (minutes). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120]

const UNSENT_STATUSES = ['pending', 'sending'] as const

/** Unsent emails by status, and the age in seconds of the oldest of them. */
async function readOutboxBacklog(fastify: FastifyInstance) {
  const rows = await fastify.db
    .select({
      status: outbox.status,
      emails: count(),
      oldestAgeSeconds: sql<
        string | number | null
      >`extract(epoch from now() - ${min(outbox.createdAt)})`,
    })
    .from(outbox)
    .where(inArray(outbox.status, [...UNSENT_STATUSES]))
    .groupBy(outbox.status)
  return rows.map((row) => ({
    status: row.status,
    emails: Number(row.emails),
    oldestAgeSeconds: Number(row.oldestAgeSeconds ?? 0),
  }))
}

/** Pictures whose derivatives are not made yet, and the age in seconds of the oldest of them. */
async function readMediaBacklog(fastify: FastifyInstance) {
  const [row] = await fastify.db
    .select({
      pictures: count(),
      oldestAgeSeconds: sql<
        string | number | null
      >`extract(epoch from now() - ${min(media.createdAt)})`,
    })
    .from(media)
    .where(eq(media.status, 'processing'))
  return {
    pictures: Number(row?.pictures ?? 0),
    oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0),
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * Node's figures of this process (process_resident_memory_bytes, process_start_time_seconds,
 * nodejs_heap_size_used_bytes, nodejs_gc_duration_seconds…), collected once however many apps the
 * process runs (the tests build several in theirs): prom-client cannot stop collecting them, and
 * each collection keeps a GC observer and an event loop monitor running for good.
 */
let processRegistry: Registry | undefined

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

/**
 * The figures an operator watches, in Prometheus's text format, on a listener of their own at
 * 127.0.0.1:METRICS_PORT (unset: none). The public port never serves them: see docs/api.md,
 * "Metrics", for why a loopback port rather than a staff route.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const port = env.METRICS_PORT
    if (port === undefined) return

    const registry = new Registry()
    const registers = [registry]

    const requests = new Counter({
      name: 'freight_http_requests_total',
      help: 'Requests answered, by method, matched route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    })
    const durations = new Histogram({
      name: 'freight_http_request_duration_seconds',
      help: 'Time from receiving a request to finishing its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: DURATION_BUCKETS,
      registers,
    })
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE
      const method = request.method
      requests.inc({ method, route, status_code: reply.statusCode })
      durations.observe({ method, route }, reply.elapsedTime / 1000)
      done()
    })

    const databaseUp = new Gauge({
      name: 'freight_db_up',
      help: '1 when the database answered the backlog queries of this scrape in time, else 0',
      registers,
    })
    const unsentEmails = new Gauge({
      name: 'freight_outbox_emails',
      help:
        'Emails not yet sent, by status: pending (waiting for their first send or a retry) or ' +
        'sending (claimed by a server); NaN when the database did not answer',
      labelNames: ['status'],
      registers,
    })
    const oldestUnsentAge = new Gauge({
      name: 'freight_outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest email not yet sent; 0 when none waits, NaN when the database did not answer',
      registers,
    })
    const pendingPictures = new Gauge({
      name: 'freight_media_jobs_pending',
      help: 'Pictures of the media library whose sizes are still being made; NaN when the database did not answer',
      registers,
    })
    const oldestPendingPicture = new Gauge({
      name: 'freight_media_oldest_pending_age_seconds',
      help: 'Age of the oldest picture whose sizes are still being made; 0 when none waits',
      registers,
    })
    const photosLackingASize = new Gauge({
      name: 'freight_media_photos_missing_sizes',
      help:
        'Ready photos still lacking a size of the current aspects and widths (stored before it ' +
        'existed), made in the background; NaN when the database did not answer',
      registers,
    })
    const undispatchedEvents = new Gauge({
      name: 'freight_shipment_events_undispatched',
      help:
        'Shipment events not yet turned into emails and webhook deliveries; NaN when the ' +
        'database did not answer',
      registers,
    })

    const engine = fastify.dbPool ? 'postgresql' : 'pglite'
    new Gauge({
      name: 'freight_db_info',
      help: 'The database engine: postgresql, or pglite (embedded, one connection, no pool)',
      labelNames: ['engine'],
      registers,
    }).set({ engine }, 1)
    const pool = fastify.dbPool
    new Gauge({
      name: 'freight_db_pool_max_connections',
      help: 'Connections this server may open to the database (PGlite: its one connection)',
      registers,
    }).set(pool?.options.max ?? 1)
    new Gauge({
      name: 'freight_db_pool_connections',
      help: 'Connections open to the database, busy or idle (PGlite: always its one connection)',
      registers,
      collect() {
        this.set(pool?.totalCount ?? 1)
      },
    })
    if (pool) {
      new Gauge({
        name: 'freight_db_pool_idle_connections',
        help: 'Open PostgreSQL connections not running a query',
        registers,
        collect() {
          this.set(pool.idleCount)
        },
      })
      new Gauge({
        name: 'freight_db_pool_waiting_queries',
        help: 'Queries waiting for a PostgreSQL connection because all are busy',
        registers,
        collect() {
          this.set(pool.waitingCount)
        },
      })
    }
    new Gauge({
      name: 'freight_process_uptime_seconds',
      help: 'Seconds since this server process started',
      registers,
      collect() {
        this.set(process.uptime())
      },
    })

    /**
     * Reads the backlogs of the outbox, the media library and the shipment events into the
     * gauges; a database that fails or hangs makes them unknown.
     */
    async function refreshBacklogs(log: FastifyInstance['log']) {
      try {
        const [backlog, pictures, lackingASize, undispatched] = await withTimeout(
          Promise.all([
            readOutboxBacklog(fastify),
            readMediaBacklog(fastify),
            countPhotosLackingASize(fastify.db),
            countUndispatchedEvents(fastify.db),
          ]),
          DATABASE_TIMEOUT_MS,
        )
        pendingPictures.set(pictures.pictures)
        oldestPendingPicture.set(pictures.oldestAgeSeconds)
        photosLackingASize.set(lackingASize)
        undispatchedEvents.set(undispatched)
        unsentEmails.reset()
        for (const status of UNSENT_STATUSES) {
          unsentEmails.set({ status }, backlog.find((row) => row.status === status)?.emails ?? 0)
        }
        oldestUnsentAge.set(Math.max(0, ...backlog.map((row) => row.oldestAgeSeconds)))
        databaseUp.set(1)
      } catch (error) {
        log.error({ err: error }, 'metrics: outbox query failed')
        for (const status of UNSENT_STATUSES) unsentEmails.set({ status }, Number.NaN)
        oldestUnsentAge.set(Number.NaN)
        pendingPictures.set(Number.NaN)
        oldestPendingPicture.set(Number.NaN)
        photosLackingASize.set(Number.NaN)
        undispatchedEvents.set(Number.NaN)
        databaseUp.set(0)
      }
    }

    // The process's figures and this server's, in one answer.
    const scraped = Registry.merge([processMetrics(), registry])

    const metricsServer = Fastify({
      loggerInstance: fastify.log.child({ component: 'metrics' }),
      // A scrape every 15 s would drown the log; failures are still logged.
      logController: new LogController({ disableRequestLogging: true }),
      connectionTimeout: 10_000,
      keepAliveTimeout: 10_000,
    })
    metricsServer.setValidatorCompiler(validatorCompiler)
    metricsServer.setSerializerCompiler(serializerCompiler)
    await metricsServer.register(errorHandler)
    metricsServer.get(
      '/metrics',
      { schema: { response: { 200: z.string() } } },
      async (request, reply) => {
        await refreshBacklogs(request.log)
        const text = await scraped.metrics()
        return reply.type(scraped.contentType).header('cache-control', 'no-store').send(text)
      },
    )

    fastify.addHook('onReady', async () => {
      await metricsServer.listen({
        port,
        host: METRICS_HOST,
        // Not "Server listening at": that line names the public address.
        listenTextResolver: (address) => `Metrics listening at ${address}/metrics`,
      })
    })
    fastify.addHook('onClose', () => metricsServer.close())
  },
  { name: 'metrics', dependencies: ['db'] },
)
