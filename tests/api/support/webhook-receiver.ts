import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedHook {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: string
  /** What the receiver answered. */
  status: number
}

export interface WebhookReceiver {
  url: string
  received: ReceivedHook[]
  /** Answers the next requests to `path` with these statuses, then 200 again. */
  failNext(path: string, ...statuses: number[]): void
  stop(): Promise<void>
}

/** A company's own system on loopback: keeps every POST it gets, answers 200 unless told. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = []
  const failures = new Map<string, number[]>()
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      const status = failures.get(path)?.shift() ?? 200
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      })
      response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext(path, ...statuses) {
      failures.set(path, [...(failures.get(path) ?? []), ...statuses])
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
