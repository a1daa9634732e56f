/**
 * The operator's figures (server/plugins/metrics.ts): Prometheus text on 127.0.0.1:METRICS_PORT,
 * never on the public port; request counts and latencies by route pattern, the outbox backlog
 * (no SMTP_URL here, so every email waits), the database pool and the process.
 */
import { request } from 'node:http'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson } from './support/http.ts'
import { metricsUrlOf } from './support/metrics.ts'
import { removeDataDir, startServer, USES_POSTGRES, type RunningServer } from './support/server.ts'

const RUN = randomUUID().slice(0, 8)

/**
 * One line of the text exposition format: a comment, a blank, or `name{labels} value`. Values
 * as Prometheus parses them (Go's ParseFloat): NaN and Inf in any case, since prom-client writes
 * `Nan` for the event-loop lag before its first sample.
 */
const EXPOSITION_LINE =
  /^(?:# (?:HELP|TYPE) [a-zA-Z_:][\w:]* .+|[a-zA-Z_:][\w:]*(?:\{(?:[a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*\})? (?:-?[\d.e+-]+|(?:nan|[+-]inf))|)$/i

/** The value of the sample `name{labels}` (labels in any order), or undefined when absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    )
    const wanted = Object.entries(labels)
    if (wanted.length !== Object.keys(found).length) continue
    if (wanted.every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return undefined
}

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host, port, path: '/metrics', agent: false }, (res) => {
      res.resume()
      resolve(true)
    })
    req.on('error', () => resolve(false))
    req.end()
  })
}

describe('metrics', () => {
  let server: RunningServer
  let metricsUrl: URL

  async function scrape(): Promise<string> {
    const response = await fetch(metricsUrl)
    expect(response.status).toBe(200)
    return response.text()
  }

  beforeAll(async () => {
    server = await startServer({ env: { METRICS_PORT: '0' } })
    metricsUrl = metricsUrlOf(server)
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('are not served on the public port', async () => {
    for (const path of ['/metrics', '/api/metrics', '/api/staff/metrics']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('freight_http_requests_total')
    }
  })

  it('listen on 127.0.0.1 only, so another address of this machine is refused', async () => {
    const port = Number(metricsUrl.port)
    expect(await connects('127.0.0.1', port)).toBe(true)
    // Every 127.x.y.z is this machine; a listener on all addresses would accept this one too.
    expect(await connects('127.0.0.2', port)).toBe(false)
  })

  it('are Prometheus text, and only /metrics is served there', async () => {
    const response = await fetch(metricsUrl)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    const bad = text.split('\n').filter((line) => !EXPOSITION_LINE.test(line))
    expect(bad).toEqual([])

    const other = await fetch(new URL('/other', metricsUrl))
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ code: 404, message: 'Not found' })
  })

  it('count requests and their latency by route pattern, never by raw URL', async () => {
    const route = { method: 'GET', route: '/api/services/detail/:slug' }
    const before = await scrape()
    const countBefore = sample(before, 'freight_http_requests_total', {
      ...route,
      status_code: '200',
    })
    const latencyBefore = sample(before, 'freight_http_request_duration_seconds_count', route)

    for (const slug of ['air-freight', 'ocean-freight', '1']) {
      expect((await fetch(`${server.url}/api/services/detail/${slug}`)).status).toBe(200)
    }
    const missing = `/api/no-such-route-${RUN}`
    expect((await fetch(`${server.url}${missing}`)).status).toBe(404)

    const after = await scrape()
    expect(sample(after, 'freight_http_requests_total', { ...route, status_code: '200' })).toBe(
      (countBefore ?? 0) + 3,
    )
    expect(sample(after, 'freight_http_request_duration_seconds_count', route)).toBe(
      (latencyBefore ?? 0) + 3,
    )
    expect(
      sample(after, 'freight_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toBe((latencyBefore ?? 0) + 3)
    expect(
      sample(after, 'freight_http_requests_total', {
        method: 'GET',
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1)
    expect(after).not.toContain('air-freight')
    expect(after).not.toContain(RUN)
  })

  it('count each page under its route, an unknown page under the not-found route', async () => {
    const pages = [
      { path: '/contact', route: '/contact', status: '200' },
      { path: '/bn/contact', route: '/bn/contact', status: '200' },
      { path: '/contact.data', route: '/contact.data', status: '200' },
      { path: '/service-detail/3', route: '/service-detail/:id', status: '200' },
      { path: `/no-such-page-${RUN}`, route: '/*', status: '404' },
    ]
    const countOf = (text: string, route: string, status: string) =>
      sample(text, 'freight_http_requests_total', { method: 'GET', route, status_code: status })
    const before = await scrape()
    const unmatchedBefore = countOf(before, '(unmatched)', '404') ?? 0
    for (const page of pages) {
      const response = await fetch(`${server.url}${page.path}`)
      expect(response.status, page.path).toBe(Number(page.status))
      await response.arrayBuffer()
    }
    // A spelling the routes do not write is sent to the page's address, which is counted too.
    const respelt = await fetch(`${server.url}/BN/Contact`, { redirect: 'manual' })
    expect(respelt.status).toBe(301)
    expect(respelt.headers.get('location')).toBe('/bn/contact')

    const after = await scrape()
    for (const page of pages) {
      expect(countOf(after, page.route, page.status), page.path).toBe(
        (countOf(before, page.route, page.status) ?? 0) + 1,
      )
    }
    expect(countOf(after, '(unmatched)', '404')).toBe(unmatchedBefore)
    expect(after).not.toContain(RUN)
  })

  it('show the outbox backlog growing while no SMTP server is configured', async () => {
    const before = await scrape()
    const pendingBefore = sample(before, 'freight_outbox_emails', { status: 'pending' })
    expect(pendingBefore).toBeTypeOf('number')
    expect(sample(before, 'freight_db_up')).toBe(1)

    for (const label of ['one', 'two']) {
      const answer = await postJson(`${server.url}/api/contact/create/`, {
        name: `Metrics ${label}`,
        email: `${label}-${RUN}@example.com`,
        phone: '+880 1711-000000',
        message: `Waiting for an SMTP server (${label})`,
      })
      expect(answer.status).toBe(200)
    }

    const after = await scrape()
    expect(sample(after, 'freight_outbox_emails', { status: 'pending' })).toBe(
      (pendingBefore ?? 0) + 2,
    )
    await expect
      .poll(async () => sample(await scrape(), 'freight_outbox_oldest_unsent_age_seconds'), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(1)
  })

  it('count the background work left: shipment events to dispatch, photos lacking a size', async () => {
    // A seeded server has neither; tests/api/media-jobs and portal-notifications wait on them.
    await expect
      .poll(async () => {
        const text = await scrape()
        return [
          sample(text, 'freight_shipment_events_undispatched'),
          sample(text, 'freight_media_photos_missing_sizes'),
        ]
      })
      .toEqual([0, 0])
  })

  it('describe the database pool', async () => {
    const text = await scrape()
    if (USES_POSTGRES) {
      expect(sample(text, 'freight_db_info', { engine: 'postgresql' })).toBe(1)
      expect(sample(text, 'freight_db_pool_max_connections')).toBe(10)
      expect(sample(text, 'freight_db_pool_connections')).toBeGreaterThanOrEqual(1)
      expect(sample(text, 'freight_db_pool_waiting_queries')).toBe(0)
      // Between requests every open connection is idle; a scrape may catch a background job's
      // query, so one of them shows it.
      await expect
        .poll(async () => {
          const quiet = await scrape()
          const open = sample(quiet, 'freight_db_pool_connections') ?? 0
          return open >= 1 && sample(quiet, 'freight_db_pool_idle_connections') === open
        })
        .toBe(true)
    } else {
      expect(sample(text, 'freight_db_info', { engine: 'pglite' })).toBe(1)
      expect(sample(text, 'freight_db_pool_max_connections')).toBe(1)
      expect(sample(text, 'freight_db_pool_connections')).toBe(1)
      expect(sample(text, 'freight_db_pool_idle_connections')).toBeUndefined()
    }
  })

  it('include the process: memory and uptime', async () => {
    const first = await scrape()
    expect(sample(first, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024)
    expect(sample(first, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    const uptime = sample(first, 'freight_process_uptime_seconds') ?? 0
    expect(uptime).toBeGreaterThan(0)
    // Read at each scrape: the next one, answered later, shows a longer uptime.
    expect(sample(await scrape(), 'freight_process_uptime_seconds')).toBeGreaterThan(uptime)
  })
})

describe('without METRICS_PORT', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('no metrics listener is opened', () => {
    expect(server.output()).toContain('Server listening at')
    expect(server.output()).not.toContain('Metrics listening')
  })
})
