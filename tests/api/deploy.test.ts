/**
 * The deployment files of docs/deploy/ as an operator uses them: the systemd unit's command,
 * environment and working directory start a server that answers /api/health and exits 0 on
 * SIGTERM; the nginx TLS site passes `nginx -t` and, with a throwaway certificate, serves the
 * site over HTTPS in front of that server. Runs once, in the api project (the unit uses the
 * embedded database).
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/support/free-port.ts'
import { NGINX, nginxPrefix } from '../../scripts/support/nginx.ts'
import { removeDataDir, ROOT, USES_POSTGRES } from './support/server.ts'

const run = promisify(execFile)

const DEPLOY = path.join(ROOT, 'docs/deploy')
const UNIT_FILE = path.join(DEPLOY, 'freight.service')
const ENV_FILE = path.join(DEPLOY, 'freight.env')
const NGINX_TLS = path.join(DEPLOY, 'nginx-tls.conf')
/** Where docs/deploy/README.md installs the project; the tests run it from this checkout. */
const INSTALL_DIR = '/opt/freight/current'
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze'
const IN_CI = Boolean(process.env.CI)

/** A unit file's [Service] settings: each key with its values in order (keys may repeat). */
async function serviceSettings(): Promise<Map<string, string[]>> {
  const settings = new Map<string, string[]>()
  let section = ''
  for (const raw of (await readFile(UNIT_FILE, 'utf8')).split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue
    const header = /^\[(\w+)\]$/.exec(line)
    if (header?.[1]) {
      section = header[1]
      continue
    }
    const eq = line.indexOf('=')
    if (section !== 'Service' || eq === -1) continue
    const key = line.slice(0, eq).trim()
    settings.set(key, [...(settings.get(key) ?? []), line.slice(eq + 1).trim()])
  }
  return settings
}

function only(settings: Map<string, string[]>, key: string): string {
  const values = settings.get(key) ?? []
  if (values.length !== 1 || !values[0]) throw new Error(`${UNIT_FILE}: expected one ${key}=`)
  return values[0]
}

/** KEY=VALUE lines, as systemd reads an EnvironmentFile or an Environment= setting. */
function assignments(lines: string[]): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of lines.map((entry) => entry.trim())) {
    if (line === '' || line.startsWith('#')) continue
    const eq = line.indexOf('=')
    if (eq > 0) env[line.slice(0, eq)] = line.slice(eq + 1)
  }
  return env
}

/** An https GET to the local nginx for `host`, trusting only the test's certificate. */
function httpsGet(port: number, host: string, urlPath: string, ca: Buffer) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: urlPath, servername: host, headers: { host }, ca },
        (res) => {
          let body = ''
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        },
      )
      req.on('error', reject)
      req.end()
    },
  )
}

describe.skipIf(USES_POSTGRES)('docs/deploy/freight.service', () => {
  let settings: Map<string, string[]>
  let dataDir: string
  let port: number
  let output = ''
  let child: ReturnType<typeof spawn>
  let exited: Promise<number | null>

  beforeAll(async () => {
    settings = await serviceSettings()
    const workingDirectory = only(settings, 'WorkingDirectory')
    expect(workingDirectory).toBe(INSTALL_DIR)
    const [command = '', ...args] = only(settings, 'ExecStart').split(/\s+/)
    expect(command.startsWith(`${INSTALL_DIR}/`), command).toBe(true)
    // The environment systemd gives the service: the EnvironmentFile, then Environment=.
    expect(only(settings, 'EnvironmentFile')).toBe('/etc/freight/freight.env')
    const env = {
      ...assignments((await readFile(ENV_FILE, 'utf8')).split('\n')),
      ...assignments(settings.get('Environment') ?? []),
    }
    dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-unit-'))
    port = await freePort()
    child = spawn(command.replace(INSTALL_DIR, ROOT), args, {
      cwd: workingDirectory.replace(INSTALL_DIR, ROOT),
      // This checkout stands in for /opt/freight/current, a temp folder for /var/lib/freight;
      // free ports, since other tests run alongside.
      env: {
        PATH: '/usr/local/bin:/usr/bin:/bin',
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        METRICS_PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  })
  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
    if (dataDir) await removeDataDir(dataDir)
  })

  it('runs as its own user, restarts on failure, and may write only to DATA_DIR', () => {
    const environment = assignments(settings.get('Environment') ?? [])
    expect(only(settings, 'User')).toBe('freight')
    expect(only(settings, 'Restart')).toBe('on-failure')
    expect(only(settings, 'UMask')).toBe('0077')
    expect(only(settings, 'ProtectSystem')).toBe('strict')
    expect(only(settings, 'NoNewPrivileges')).toBe('yes')
    expect(only(settings, 'ReadWritePaths').split(/\s+/)).toContain(environment.DATA_DIR)
    expect(environment.DATA_DIR).toBe(`/var/lib/${only(settings, 'StateDirectory')}`)
  })

  it.skipIf(!IN_CI && !existsSync(SYSTEMD_ANALYZE))(
    'is a unit systemd accepts, every setting known',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'dbl-unit-file-'))
      try {
        // verify checks that ExecStart exists: point it at this checkout.
        const unit = (await readFile(UNIT_FILE, 'utf8')).replaceAll(INSTALL_DIR, ROOT)
        await writeFile(path.join(dir, 'freight.service'), unit)
        const { stderr } = await run(SYSTEMD_ANALYZE, ['verify', path.join(dir, 'freight.service')])
        expect(stderr).toBe('')
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
  )

  it('starts the server: /api/health answers 200', async () => {
    const deadline = Date.now() + 60_000
    let status = 0
    while (Date.now() < deadline && child.exitCode === null) {
      status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(status, output).toBe(200)
  }, 70_000)

  it.skipIf(!IN_CI && !existsSync(NGINX))(
    'behind docs/deploy/nginx-tls.conf: nginx -t passes, and the site answers over HTTPS',
    async () => {
      const certDir = await mkdtemp(path.join(tmpdir(), 'dbl-cert-'))
      const cert = path.join(certDir, 'fullchain.pem')
      const key = path.join(certDir, 'privkey.pem')
      await run('openssl', [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', '/CN=www.example.com'],
        ...['-addext', 'subjectAltName=DNS:www.example.com,DNS:example.com'],
      ])
      const original = await readFile(NGINX_TLS, 'utf8')
      expect(original).toMatch(/ssl_certificate \/etc\/letsencrypt\/live\/www\.example\.com\//)
      const withCert = original
        .replaceAll(/ssl_certificate \S+;/g, `ssl_certificate ${cert};`)
        .replaceAll(/ssl_certificate_key \S+;/g, `ssl_certificate_key ${key};`)

      // As written (listening on 80 and 443): nginx -t checks without binding.
      const checked = await nginxPrefix(withCert)
      try {
        const { stderr } = await run(NGINX, [...checked.args, '-t'])
        expect(stderr).toContain('test is successful')
      } finally {
        await rm(checked.dir, { recursive: true, force: true })
      }

      // Running, on free loopback ports, in front of the server the unit started.
      const httpPort = await freePort()
      const httpsPort = await freePort()
      expect(withCert).toContain('server 127.0.0.1:3000')
      const local = withCert
        .replaceAll(/^\s*listen \[::\]:.*\n/gm, '')
        .replaceAll(/listen 80;/g, `listen 127.0.0.1:${httpPort};`)
        .replaceAll(/listen 443 /g, `listen 127.0.0.1:${httpsPort} `)
        .replace('server 127.0.0.1:3000', `server 127.0.0.1:${port}`)
      const running = await nginxPrefix(local)
      const nginx = spawn(NGINX, running.args, { stdio: 'ignore' })
      const nginxExited = new Promise((resolve) => nginx.once('exit', resolve))
      try {
        const ca = await readFile(cert)
        let health = { status: 0, headers: {} as Record<string, unknown>, body: '' }
        const deadline = Date.now() + 20_000
        while (Date.now() < deadline) {
          health = await httpsGet(httpsPort, 'www.example.com', '/api/health', ca).catch(
            () => health,
          )
          if (health.status === 200) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(health.status).toBe(200)
        expect(JSON.parse(health.body)).toEqual({ status: 'ok', database: 'ok' })
        // nginx names the request (TRUST_PROXY=1 lets the server take its id).
        expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
        expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/)

        const page = await httpsGet(httpsPort, 'www.example.com', '/', ca)
        expect(page.status).toBe(200)
        expect(page.headers['content-type']).toMatch(/^text\/html/)

        const bare = await httpsGet(httpsPort, 'example.com', '/contact?x=1', ca)
        expect(bare.status).toBe(301)
        expect(bare.headers.location).toBe('https://www.example.com/contact?x=1')

        const plain = await fetch(`http://127.0.0.1:${httpPort}/careers`, {
          headers: { host: 'www.example.com' },
          redirect: 'manual',
        })
        expect(plain.status).toBe(301)
        expect(plain.headers.get('location')).toBe('https://www.example.com/careers')
      } finally {
        nginx.kill('SIGQUIT')
        await nginxExited
        await rm(running.dir, { recursive: true, force: true })
        await rm(certDir, { recursive: true, force: true })
      }
    },
    60_000,
  )

  it('stops on SIGTERM with exit code 0', async () => {
    expect(child.exitCode, output).toBeNull()
    child.kill('SIGTERM')
    expect(await exited, output).toBe(0)
    expect(output).toContain('"msg":"shutting down"')
  }, 20_000)
})
