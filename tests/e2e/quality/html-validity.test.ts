// Issue 4, "HTML": every prerendered page passes the Nu HTML Checker with zero errors.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { CLIENT_DIR, ROOT, prerenderedFiles } from './support.ts'

const VNU_JAR = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  lastColumn?: number
  message: string
  extract?: string
}

/** Runs vnu once on all the files; it writes its JSON report to stderr and exits 1 on errors. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
        } catch {
          reject(error ?? new Error(`vnu printed no JSON report:\n${stderr}`))
        }
      },
    )
  })
}

describe('HTML validity', () => {
  test('every prerendered page passes the Nu HTML Checker with zero errors', async () => {
    const files = prerenderedFiles()
    for (const file of files) expect(existsSync(file), `${file} exists (npm run build)`).toBe(true)

    const messages = await runVnu(files)
    const problems = messages
      .filter((message) => message.type !== 'info')
      .map((message) => {
        const file = path.relative(
          CLIENT_DIR,
          decodeURIComponent(new URL(message.url ?? 'file:///?').pathname),
        )
        const where = `${file}:${message.lastLine ?? '?'}:${message.lastColumn ?? '?'}`
        const extract = (message.extract ?? '').replace(/\s+/g, ' ').trim()
        return `${where} ${message.type}: ${message.message}${extract ? ` | ${extract}` : ''}`
      })
    if (problems.length > 0) console.log(`Nu HTML Checker errors:\n  ${problems.join('\n  ')}`)
    expect(problems).toEqual([])
  }, 120_000)
})
