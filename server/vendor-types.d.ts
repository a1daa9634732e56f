// @fastify/rate-limit ships its in-memory store without types; server/plugins/rate-limits.ts
// keeps using it for the limits that stay per server.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'
  const LocalStore: new (
    continueExceeding?: boolean,
    exponentialBackoff?: boolean,
    cache?: number,
  ) => FastifyRateLimitStore
  export default LocalStore
}
