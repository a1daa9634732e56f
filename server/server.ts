import type { Env } from '#schemas/env.ts'
import { resolvePackagesOnce } from './package-resolution.ts'
import { restrictNewFiles, UntrustedPathError } from './private-files.ts'

restrictNewFiles()
// Before any package loads: the app and its packages are imported after this, not above it.
resolvePackagesOnce()
const { parseEnv } = await import('#schemas/env.ts')
let env: Env
try {
  env = parseEnv(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
// React and React DOM choose their production or development build by process.env.NODE_ENV when
// they first load, not by the parsed default: without this, `npm start` on a machine with no
// NODE_ENV rendered every page with React's development build, twice as slow.
process.env.NODE_ENV = env.NODE_ENV
const [{ default: Fastify }, { default: fp }, appModule, { DataDirLockedError }] =
  await Promise.all([
    import('fastify'),
    import('fastify-plugin'),
    import('./app.ts'),
    import('./db/client.ts'),
  ])
const { default: app, serverOptions } = appModule

const server = Fastify(serverOptions(env))

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return
    closing = true
    server.log.info({ signal }, 'shutting down')
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

try {
  // fastify-plugin keeps the app's hooks, decorators and handlers on the root instance.
  await server.register(fp(app), { env })
  await server.listen({ port: env.PORT, host: env.HOST })
} catch (error) {
  // A second server on the same DATA_DIR, or one on another user's, gets the plain message, not
  // a stack trace.
  if (error instanceof DataDirLockedError || error instanceof UntrustedPathError) {
    console.error(error.message)
  } else server.log.fatal({ err: error }, 'server failed to start')
  await server.close().catch(() => {})
  process.exit(1)
}
