import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { deferHydration as deferHydrationIn } from '../../server/defer-hydration.ts'
import { clientOutDir, filesUnder } from './build-output.ts'

/**
 * Rewrites every prerendered page so that it hydrates after its first paint
 * (server/defer-hydration.ts says how and why; the server does the same to the pages it renders).
 * Runs once React Router has prerendered the pages. A build whose pages carry no React Router
 * boot script stops here: the framework's output has changed, and pages would hydrate at once.
 */
export function deferHydration(): Plugin {
  return {
    name: 'defer-hydration',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const dir = clientOutDir(builder)
        let pages = 0
        let deferred = 0
        for await (const file of filesUnder(dir)) {
          if (path.extname(file) !== '.html') continue
          pages += 1
          const html = await readFile(file, 'utf8')
          const changed = deferHydrationIn(html)
          if (changed === html) continue
          await writeFile(file, changed)
          deferred += 1
        }
        if (pages > 0 && deferred === 0) {
          throw new Error(
            `defer-hydration: none of the ${pages} pages in ${dir} has React Router's boot script`,
          )
        }
        builder.config.logger.info(
          `defer-hydration: ${deferred} of ${pages} pages hydrate after their first paint`,
        )
      },
    },
  }
}
