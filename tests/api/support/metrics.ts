import type { RunningServer } from './server.ts'

/** The metrics listener of a server started with METRICS_PORT=0, as its log announces it. */
export function metricsUrlOf(server: RunningServer): URL {
  const address = /Metrics listening at (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.output())
  if (!address?.[1]) throw new Error(`no metrics address in the log:\n${server.output()}`)
  return new URL(address[1])
}

/** Whether the server's outbox holds no email still pending or being sent. */
export async function outboxSettled(metricsUrl: URL): Promise<boolean> {
  const text = await (await fetch(metricsUrl)).text()
  return /^freight_outbox_oldest_unsent_age_seconds 0$/m.test(text)
}
