/**
 * Runs docs/deploy/nginx-two-servers.conf, the README's example, on a free port in front of the
 * given app servers: the example's listen port and upstream addresses are replaced, nothing
 * else. As root, nginx's workers run as `nobody`. `nginxPrefix` wraps any site file the same
 * way (the deploy test checks and runs docs/deploy/nginx-tls.conf with it).
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { freePort } from './free-port.ts'

const run = promisify(execFile)

export const NGINX = '/usr/sbin/nginx'
export const NGINX_EXAMPLE = fileURLToPath(
  new URL('../../docs/deploy/nginx-two-servers.conf', import.meta.url),
)
const EXAMPLE_UPSTREAMS = ['127.0.0.1:3001', '127.0.0.1:3002']

export interface RunningNginx {
  url: string
  port: number
  /** The error log so far. */
  errors(): Promise<string>
  stop(): Promise<void>
}

/** The example with its ports replaced; fails if the example no longer has what it replaces. */
export async function exampleFor(listenPort: number, upstreamPorts: number[]): Promise<string> {
  let config = await readFile(NGINX_EXAMPLE, 'utf8')
  if (!/^\s*listen 80;$/m.test(config)) throw new Error(`${NGINX_EXAMPLE}: no "listen 80;"`)
  config = config.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`)
  const lines = config.split('\n')
  const serverLines = lines.filter((line) =>
    EXAMPLE_UPSTREAMS.some((address) => line.includes(`server ${address}`)),
  )
  if (serverLines.length !== EXAMPLE_UPSTREAMS.length) {
    throw new Error(`${NGINX_EXAMPLE}: expected upstream servers ${EXAMPLE_UPSTREAMS.join(', ')}`)
  }
  const template = serverLines[0] ?? ''
  const upstreams = upstreamPorts
    .map((port) => template.replace(EXAMPLE_UPSTREAMS[0] ?? '', `127.0.0.1:${port}`))
    .join('\n')
  return lines
    .filter((line) => !serverLines.slice(1).includes(line))
    .map((line) => (line === template ? upstreams : line))
    .join('\n')
}

/**
 * A folder with nginx.conf around `site` (a file for nginx's http block), its logs and temp
 * files inside, and the arguments that run nginx on it. As root, the folder and nginx's workers
 * belong to `nobody`.
 */
export async function nginxPrefix(site: string): Promise<{ dir: string; args: string[] }> {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx`)
  const dir = await mkdtemp(path.join(tmpdir(), 'dbl-nginx-'))
  const asRoot = process.getuid?.() === 0
  let user = ''
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'nobody'])).stdout.trim())
    const gid = Number((await run('id', ['-g', 'nobody'])).stdout.trim())
    const group = (await run('id', ['-gn', 'nobody'])).stdout.trim()
    await chown(dir, uid, gid)
    user = `user nobody ${group};`
  }
  await writeFile(path.join(dir, 'site.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      user,
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  return {
    dir,
    args: ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
  }
}

export async function startNginx(upstreamPorts: number[]): Promise<RunningNginx> {
  const port = await freePort()
  const { dir, args } = await nginxPrefix(await exampleFor(port, upstreamPorts))
  await run(NGINX, [...args, '-t'])
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr}`)
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    port,
    errors: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    async stop() {
      // SIGQUIT: graceful shutdown.
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}
