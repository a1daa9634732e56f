import type { onSendHookHandler } from 'fastify'
import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { serializerCompiler } from 'fastify-type-provider-zod'

/**
 * Marks a response body that never changes (content served from content/). The serializer
 * checks it against the route's response schema once and reuses the JSON for every request,
 * instead of validating and stringifying kilobytes of unchanging content each time.
 */
export function constantResponse<T extends object>(body: T): Readonly<T> {
  return Object.freeze(body)
}

/**
 * The UTF-8 bytes of each cached JSON text, so Node does not encode the same kilobytes again for
 * every answer. Keyed by the cached string itself, whose hash V8 computes once, so the lookup is
 * cheap.
 */
const encodedConstants = new Map<string, Buffer>()

/** fastify-type-provider-zod's serializer, with the JSON of frozen (constant) bodies cached. */
export const cachingSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0])
  const cache = new WeakMap<object, string>()
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data)
    let json = cache.get(data)
    if (json === undefined) {
      json = serialize(data)
      cache.set(data, json)
      encodedConstants.set(json, Buffer.from(json, 'utf8'))
    }
    return json
  }
}

/** An onSend hook that answers a cached JSON text with its ready-made bytes. */
export const sendEncodedConstants: onSendHookHandler = (_request, _reply, payload, done) => {
  done(null, typeof payload === 'string' ? (encodedConstants.get(payload) ?? payload) : payload)
}
