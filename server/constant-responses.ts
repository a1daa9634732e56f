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
    }
    return json
  }
}
