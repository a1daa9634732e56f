import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startApp, type Started } from './bench-server.ts'
import { CONTACT_BODY, run, type Row } from './bench-runs.ts'
import { NGINX, startNginx } from './nginx.ts'
import { findPostgresBin, startPostgres } from './postgres.ts'

/**
 * One server alone, then two behind nginx, all on one private PostgreSQL database; their rows
 * are added to `rows`. Each run lasts `seconds`.
 */
export async function scaleOut(rows: Row[], seconds: number) {
  console.log('\nScale-out on PostgreSQL: one server alone, then two behind nginx…')
  if (!findPostgresBin() || !existsSync(NGINX)) {
    console.log("  skipped: needs Debian's postgresql and nginx (apt-get install postgresql nginx)")
    return
  }
  const cluster = await startPostgres()
  const started: Started[] = []
  const dataDirs: string[] = []
  const stopAll = async () => {
    for (const app of started.splice(0)) await app.stop()
  }
  try {
    const env = { DATABASE_URL: await cluster.createDatabase('bench'), TRUST_PROXY: '1' }
    const newServer = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-bench-'))
      dataDirs.push(dataDir)
      const app = await startApp(dataDir, env, { pin: false })
      started.push(app)
      return app
    }
    const runs = async (label: string, url: string) => {
      await autocannon({ url: `${url}/api/services/`, connections: 10, duration: 2 })
      const get = await run(
        `${label}: GET /api/services/`,
        {
          url: `${url}/api/services/`,
          connections: 50,
        },
        () => '',
        seconds,
      )
      const post = await run(
        `${label}: POST contact`,
        {
          url: `${url}/api/contact/create/`,
          method: 'POST',
          connections: 50,
          headers: { 'content-type': 'application/json' },
          body: CONTACT_BODY,
        },
        () => '',
        seconds,
      )
      return [get, post] as const
    }

    const alone = await newServer()
    const [aloneGet, alonePost] = await runs('1 server', alone.url)
    await stopAll()

    const [first, second] = [await newServer(), await newServer()]
    const nginx = await startNginx([first, second].map((app) => Number(new URL(app.url).port)))
    try {
      const [twoGet, twoPost] = await runs('2 servers + nginx', nginx.url)
      const share = (two: Row, one: Row) =>
        `${Math.round((two.rps / Math.max(one.rps, 1)) * 100)}% of 1 server`
      twoGet.target = share(twoGet, aloneGet)
      twoPost.target = share(twoPost, alonePost)
      aloneGet.target = alonePost.target = 'reference (PostgreSQL)'
      rows.push(aloneGet, alonePost, twoGet, twoPost)
    } finally {
      await nginx.stop()
    }
  } finally {
    await stopAll()
    await cluster.stop()
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true })
  }
}
