import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { rss, startApp } from './bench-server.ts'
import { verdict } from './bench-runs.ts'

/** The soak of `npm run bench -- --soak SECONDS`: moderate load, and how far the RSS grows. */
export async function soak(seconds: number) {
  console.log(`\nSoak: ${seconds} s of moderate load (GET services + contact posts)…`)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-soak-'))
  const app = await startApp(dataDir)
  const pid = app.child.pid ?? 0
  try {
    const samples: number[] = []
    const sampler = setInterval(() => {
      void rss(pid).then((value) => samples.push(value))
    }, 5_000)
    await Promise.all([
      autocannon({
        url: `${app.url}/api/services/`,
        connections: 10,
        overallRate: 1000,
        duration: seconds,
      }),
      autocannon({
        url: `${app.url}/api/contact/create/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Soak',
          email: 'soak@example.com',
          phone: '01711-000000',
          message: 'Soak test',
        }),
        connections: 5,
        overallRate: 50,
        duration: seconds,
      }),
    ])
    clearInterval(sampler)
    // The first minute is warm-up (JIT, caches, PGlite buffers); growth is measured after it.
    const warm = samples[Math.min(samples.length - 1, 12)] ?? 0
    const last = samples.at(-1) ?? 0
    const growth = warm > 0 ? ((last - warm) / warm) * 100 : 0
    console.log(
      `RSS after warm-up ${warm.toFixed(0)} MB, at the end ${last.toFixed(0)} MB, max ${Math.max(...samples).toFixed(0)} MB: ` +
        verdict(growth < 20, `growth ${growth.toFixed(1)}% (< 20%)`),
    )
  } finally {
    await app.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
