import http from 'node:http'

/** An answer to a request sent exactly as written. */
export interface RawAnswer {
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, or null when it is not JSON. */
  json: Record<string, unknown> | null
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })

/**
 * Sends a request whose target is used exactly as given: fetch() would resolve `/./` and `..`
 * and could re-encode the path, which is what these tests need to send.
 */
export function rawRequest(
  base: string,
  options: { method?: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: options.target,
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': Buffer.byteLength(options.body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const headers = new Headers()
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of [value ?? []].flat()) headers.append(name, item)
          }
          let json: Record<string, unknown> | null = null
          try {
            json = JSON.parse(text) as Record<string, unknown>
          } catch {
            json = null
          }
          resolve({ status: response.statusCode ?? 0, headers, text, json })
        })
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}
