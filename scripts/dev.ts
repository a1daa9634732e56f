/**
 * `npm run dev`: one process serves the pages and the API at http://localhost:3000 (PORT), on
 * the embedded database unless DATABASE_URL says otherwise. Vite runs in middleware mode inside
 * the Fastify app: an edit to a page, a component or a staff screen shows on the next request
 * (and in an open page through hot reload), without a production build. A change to the server
 * itself needs a restart.
 */
import type { Env } from '#schemas/env.ts'
import { restrictNewFiles } from '#server/private-files.ts'

restrictNewFiles()
// Before any package loads (they are imported below, not above): React, React DOM and Vite pick
// their development or production build by NODE_ENV when they first load, and hot reload needs
// the development ones. A shell with NODE_ENV=production (left from a deploy) made every page a
// 500 under `npm run dev`.
process.env.NODE_ENV = 'development'
const { parseEnv } = await import('#schemas/env.ts')
let env: Env
try {
  env = parseEnv(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const [{ default: Fastify }, { default: fp }, { createServer: createViteServer }, appModule] =
  await Promise.all([
    import('fastify'),
    import('fastify-plugin'),
    import('vite'),
    import('#server/app.ts'),
  ])
const { default: app, serverOptions } = appModule

const server = Fastify(serverOptions(env))
const vite = await createViteServer({
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: server.server } },
})
server.addHook('onClose', () => vite.close())

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}

try {
  await server.register(fp(app), { env, vite })
  await server.listen({ port: env.PORT, host: env.HOST })
} catch (error) {
  server.log.fatal({ err: error }, 'server failed to start')
  await server.close().catch(() => {})
  process.exit(1)
}
