/**
 * Node 24 reads a package's manifest again for nearly every module it loads: to know whether a
 * `.js` file is ESM, and to resolve a package name, `getPackageScopeConfig` copies the manifest's
 * fields with an object spread, which calls the getter meant to parse `exports` lazily. So each
 * module of drizzle-orm parsed its 179 KB package.json once more: a quarter of a server's start
 * went to that parsing and its garbage (decision 0013, Server starts). These module hooks answer
 * what Node would, once:
 * - a relative import inside a package: the file it names, whose format its extension says, or,
 *   for `.js`, the `type` of the nearest package.json, read once per folder (a package without
 *   one is left to Node, which tells ESM from CommonJS by the file's syntax);
 * - a package name: Node's own answer, kept per importing package (the app's files all share
 *   one), condition list and name.
 * Everything else (the app's own files, `#` imports, `node:` modules) is left to Node.
 */
import { readFileSync } from 'node:fs'
import { registerHooks, type RegisterHooksOptions } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

type ModuleFormat = 'module' | 'commonjs'
/** A package.json's `type`; 'none' when it has none, and Node tells a `.js` file's format by its syntax. */
type PackageType = ModuleFormat | 'none'
type ResolveHook = NonNullable<RegisterHooksOptions['resolve']>
type Resolved = ReturnType<ResolveHook>

/** The `type` of the package.json nearest to `directory`, read once per folder. */
function packageTypeOf(directory: string, known: Map<string, PackageType>): PackageType {
  const cached = known.get(directory)
  if (cached) return cached
  let type: PackageType
  try {
    const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
      type?: unknown
    }
    type = manifest.type === 'module' || manifest.type === 'commonjs' ? manifest.type : 'none'
  } catch {
    const parent = path.dirname(directory)
    type = parent === directory ? 'none' : packageTypeOf(parent, known)
  }
  known.set(directory, type)
  return type
}

/** A package's name or a path in it: not relative, absolute, a URL, nor one of `#imports`. */
export function isBareSpecifier(specifier: string): boolean {
  return !/^(?:\.{0,2}\/|#|[a-z][a-z0-9+.-]*:)/i.test(specifier)
}

/**
 * The folder whose node_modules a package name imported from `parentURL` is looked up in first:
 * the importing package's own folder, or '' for the app's files.
 */
export function lookupScope(parentURL: string): string {
  const at = parentURL.lastIndexOf('/node_modules/')
  if (at === -1) return ''
  const [first = '', second = ''] = parentURL.slice(at + '/node_modules/'.length).split('/')
  return `${parentURL.slice(0, at)}/node_modules/${first.startsWith('@') ? `${first}/${second}` : first}`
}

/** Hooks with their own memory of folders and packages. */
export function packageResolutionHooks(): RegisterHooksOptions & { resolve: ResolveHook } {
  const folderTypes = new Map<string, PackageType>()
  const packages = new Map<string, Resolved>()
  const formatOf = (url: URL): ModuleFormat | undefined => {
    const extension = path.extname(url.pathname)
    if (extension === '.mjs') return 'module'
    if (extension === '.cjs') return 'commonjs'
    if (extension !== '.js') return undefined
    const type = packageTypeOf(path.dirname(fileURLToPath(url)), folderTypes)
    return type === 'none' ? undefined : type
  }
  return {
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL
      if (!parent?.startsWith('file:')) return nextResolve(specifier, context)
      if (isBareSpecifier(specifier)) {
        const key = `${lookupScope(parent)}|${context.conditions.join(',')}|${specifier}`
        const known = packages.get(key)
        if (known) return { ...known, shortCircuit: true }
        const resolved = nextResolve(specifier, context)
        packages.set(key, resolved)
        return resolved
      }
      const relative = specifier.startsWith('./') || specifier.startsWith('../')
      if (relative && parent.includes('/node_modules/') && context.conditions.includes('import')) {
        // As Node's own resolution writes it: a file named [Content_Types].xml.js percent-encoded.
        const url = pathToFileURL(fileURLToPath(new URL(specifier, parent)))
        const format = formatOf(url)
        if (format) return { url: url.href, format, shortCircuit: true }
      }
      return nextResolve(specifier, context)
    },
  }
}

let registered = false

/** Registers the hooks for this process's later imports (those already resolved stay as they are). */
export function resolvePackagesOnce(): void {
  if (registered) return
  registerHooks(packageResolutionHooks())
  registered = true
}
