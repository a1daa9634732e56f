import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { ViteBuilder } from 'vite'

/** Every file under a folder of the build, at any depth. */
export async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else yield file
  }
}

/** build/client: where the browser build and the prerendered pages are written. */
export function clientOutDir(builder: ViteBuilder): string {
  const client = builder.environments.client
  if (!client) throw new Error('the build has no client environment')
  return path.resolve(client.config.root, client.config.build.outDir)
}
