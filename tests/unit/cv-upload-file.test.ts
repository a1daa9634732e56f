import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, expect, it } from 'vitest'
import { receiveFile } from '#server/cv-files.ts'

let dir: string | undefined
let umask: number | undefined
afterEach(async () => {
  if (umask !== undefined) process.umask(umask)
  if (dir) await rm(dir, { recursive: true, force: true })
})

it('writes an upload in progress readable by the server alone, whatever the umask', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dbl-upload-'))
  umask = process.umask(0o000)
  const received = await receiveFile(Readable.from([Buffer.from('%PDF-1.4 a CV')]), dir)
  expect((await stat(received.tempPath)).mode & 0o777).toBe(0o600)
})
