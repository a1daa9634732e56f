/**
 * What Fastify's JSON parser refuses as prototype poisoning, however deep: a `__proto__` key, or a
 * `constructor` object with a `prototype`. It answers such a body 400 as a whole, before any field
 * is looked at.
 */
export function isPrototypePoisoned(text: string): boolean {
  let found = false
  try {
    JSON.parse(text, function (key: string, value: unknown) {
      if (key === '__proto__') found = true
      if (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value) {
        found = true
      }
      return value
    })
  } catch {
    return false
  }
  return found
}
