/**
 * Prints, as JSON, every route the app registers, as Fastify's onRoute hook sees them: the app
 * is built on DATA_DIR (or DATABASE_URL) exactly as server/server.ts builds it, then closed.
 * Run by routes.ts; tests walk the list instead of a hand-typed one.
 */
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { parseEnv } from '#schemas/env.ts'
import app, { serverOptions } from '#server/app.ts'
import type { AppRoute } from './routes.ts'

const env = parseEnv(process.env)
const server = Fastify({ ...serverOptions(env), logger: false })
const routes: AppRoute[] = []
server.addHook('onRoute', (route) => {
  for (const method of [route.method].flat()) {
    routes.push({
      method,
      url: route.url,
      rateLimited: route.config?.rateLimit !== false,
      staffAccess: route.config?.staffAccess ?? null,
      accountAccess: route.config?.accountAccess ?? null,
      hasBody: Boolean(route.schema?.body),
    })
  }
})
await server.register(fp(app), { env })
await server.ready()
await server.close()
process.stdout.write(JSON.stringify(routes))
