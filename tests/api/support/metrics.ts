import type { RunningServer } from './server.ts'

/** The metrics listener of a server started with METRICS_PORT=0, as its log announces it. */
export function metricsUrlOf(server: RunningServer): URL {
  const address = /Metrics listening at (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.output())
  if (!address?.[1]) throw new Error(`no metrics address in the log:\n${server.output()}`)
  return new URL(address[1])
}

/** Whether each of the server's samples `names` (gauges without labels) reads 0 now. */
async function allZero(metricsUrl: URL, names: readonly string[]): Promise<boolean> {
  const text = await (await fetch(metricsUrl)).text()
  return names.every((name) => new RegExp(`^${name} 0$`, 'm').test(text))
}

/**
 * Whether everything the server's database holds to be sent is sent: no shipment event waits to
 * be turned into emails and webhook deliveries, and the outbox holds none still pending or being
 * sent. Nothing queued before can arrive after this.
 */
export function notificationsSettled(metricsUrl: URL): Promise<boolean> {
  return allZero(metricsUrl, [
    'freight_shipment_events_undispatched',
    'freight_outbox_oldest_unsent_age_seconds',
  ])
}

/** Whether no picture's sizes are left to make: no upload waits, no photo lacks a size. */
export function mediaSettled(metricsUrl: URL): Promise<boolean> {
  return allZero(metricsUrl, ['freight_media_jobs_pending', 'freight_media_photos_missing_sizes'])
}
