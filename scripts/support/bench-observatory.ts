import { execFile, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NODE, ROOT, startApp } from './bench-server.ts'
import { verdict } from './bench-runs.ts'

/**
 * MDN HTTP Observatory against the site over TLS: a self-signed certificate for localhost,
 * generated now, a TLS front on port 443 forwarding to the app, and port 80 redirecting to
 * https (the scanner only knows the default ports).
 */
export async function observatory() {
  console.log('\nMDN HTTP Observatory over TLS (localhost:443)…')
  const scanner = path.join(ROOT, 'node_modules/@mdn/mdn-http-observatory/src/scan.js')
  const preload = path.join(ROOT, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json')
  if (!existsSync(scanner))
    return console.log('  skipped: @mdn/mdn-http-observatory is not installed')
  if (!existsSync(preload)) {
    // The package's postinstall downloads Chromium's HSTS preload list; offline it is missing.
    // localhost is on no preload list, so an empty list gives the same grade.
    await writeFile(preload, '{}\n')
    console.log('  (HSTS preload list missing: using an empty one; localhost is never preloaded)')
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'dbl-tls-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-obs-'))
  const app = await startApp(dataDir, { SITE_URL: 'https://localhost' })
  const target = new URL(app.url)
  const front = createHttpsServer(
    { key: await readFile(key), cert: await readFile(cert) },
    (req, res) => {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
    },
  )
  const redirect = createHttpServer((req, res) => {
    res.writeHead(301, { location: `https://localhost${req.url ?? '/'}` }).end()
  })
  try {
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject).listen(443, resolve)
    })
    await new Promise<void>((resolve, reject) => {
      redirect.once('error', reject).listen(80, resolve)
    })
  } catch (error) {
    console.log(
      `  skipped: cannot listen on ports 443 and 80 (${(error as Error).message}); the scanner only scans default ports`,
    )
    front.close()
    redirect.close()
    await app.stop()
    return
  }
  try {
    // Asynchronous: the TLS front runs in this process and must keep answering.
    const result = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      execFile(
        NODE,
        [scanner, 'localhost'],
        {
          env: { PATH: process.env.PATH, NODE_EXTRA_CA_CERTS: cert },
          encoding: 'utf8',
          timeout: 120_000,
        },
        (_error, stdout, stderr) => resolve({ stdout, stderr }),
      )
    })
    const report = JSON.parse(result.stdout || '{}') as {
      error?: string
      scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number }
      tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>
    }
    if (!report.scan) {
      console.log(`  scan failed: ${report.error ?? result.stderr}`)
      return
    }
    const { grade, score, testsPassed, testsQuantity } = report.scan
    console.log(
      `  grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed: ` +
        verdict(grade === 'A+' && score >= 105, 'A+ with at least 105'),
    )
    for (const [name, test] of Object.entries(report.tests ?? {})) {
      console.log(
        `    ${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
      )
    }
  } finally {
    front.close()
    redirect.close()
    await app.stop()
    await rm(dataDir, { recursive: true, force: true })
    await rm(dir, { recursive: true, force: true })
  }
}
