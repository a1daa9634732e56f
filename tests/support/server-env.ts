import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Where the servers and tools the tests start keep V8's compiled code (Node's compile cache,
 * TypeScript's type stripping included), so that every start after the first one in a run skips
 * compiling the app again: half a second of CPU of each of the run's hundred-odd starts
 * (decision 0013, Server starts). The code is the same as without it; only its compilation is kept.
 */
const COMPILE_CACHE = path.join(ROOT, 'node_modules/.cache/node-compile-cache')

/**
 * V8 flags of every Node process the tests start. `--liftoff-only` keeps PGlite's WebAssembly
 * (PostgreSQL, 8 MB) on V8's baseline compiler: a process that opens the embedded database no
 * longer spends half a second of CPU optimising it in the background, which a test's server or
 * tool, living seconds, never earns back (decision 0013, Server starts). It changes how the code is
 * compiled, not what it does; a deployed server, which lives for days, keeps both tiers.
 */
export const TEST_NODE_FLAGS: readonly string[] = ['--liftoff-only']

/** The arguments that run `script` with `args` in a Node process the tests start. */
export function nodeScript(script: string, ...args: string[]): string[] {
  return [...TEST_NODE_FLAGS, script, ...args]
}

/**
 * The environment of a server or tool a test starts on `dataDir` (and `databaseUrl`): on a free
 * port, with NODE_ENV as deployed (React's production builds, better-auth's production rules).
 */
export function serverEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? COMPILE_CACHE,
  }
}
