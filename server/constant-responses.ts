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

/** What an app answers constant bodies with: see constantResponseEncoding. */
export interface ConstantResponseEncoding {
  /** fastify-type-provider-zod's serializer, with the JSON of frozen (constant) bodies cached. */
  serializerCompiler: FastifySerializerCompiler<unknown>
  /** An onSend hook that answers a cached JSON text with its ready-made bytes. */
  onSend: onSendHookHandler
}

/**
 * The serializer and onSend hook of one app. Each cached JSON text is kept with its UTF-8 bytes,
 * so Node does not encode the same kilobytes again for every answer; they are keyed by the cached
 * string itself, whose hash V8 computes once, so the lookup is cheap. The bytes are the app's
 * own, and go with it when it closes.
 */
export function constantResponseEncoding(): ConstantResponseEncoding {
  const encodedConstants = new Map<string, Buffer>()
  return {
    serializerCompiler: (routeSchema) => {
      const serialize = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0])
      const cache = new WeakMap<object, string>()
      return (data: unknown) => {
        if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) {
          return serialize(data)
        }
        let json = cache.get(data)
        if (json === undefined) {
          json = serialize(data)
          cache.set(data, json)
          encodedConstants.set(json, Buffer.from(json, 'utf8'))
        }
        return json
      }
    },
    onSend: (_request, _reply, payload, done) => {
      done(null, typeof payload === 'string' ? (encodedConstants.get(payload) ?? payload) : payload)
    },
  }
}
