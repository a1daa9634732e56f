/**
 * Imports the server's app and prints, as JSON, what every import in it resolved to (specifier,
 * importer, file, format): with the app's package resolution (server/package-resolution.ts) when
 * WITH_PACKAGE_RESOLUTION is 1, with Node's alone otherwise.
 */
import { registerHooks } from 'node:module'
import { resolvePackagesOnce } from '#server/package-resolution.ts'

if (process.env.WITH_PACKAGE_RESOLUTION === '1') resolvePackagesOnce()
const resolutions: [string, string | undefined, string, string | null][] = []
// Registered last, so it runs first and sees what the hooks under it (or Node) answer.
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    resolutions.push([specifier, context.parentURL, resolved.url, resolved.format ?? null])
    return resolved
  },
})
await import('#server/app.ts')
process.stdout.write(JSON.stringify(resolutions))
