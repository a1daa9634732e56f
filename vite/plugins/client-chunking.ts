import type { Plugin } from 'vite'

/** The root route and the public layout: every public page runs them. */
const SHELL_ROUTES = /\/app\/(root|routes\/site-layout)\.tsx$/
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/
const ROOT_ROUTE = /\/app\/root\.tsx$/
const STAFF_ROUTE = /\/app\/routes\/staff\//
/** React Router's default browser entry, or app/entry.client.tsx should the app have its own. */
const CLIENT_ENTRY = /\/entry\.client\.[jt]sx?$/

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file while it downloads,
 * on a background thread. Hydration calls most of the shell's functions (React DOM, React
 * Router), and compiling each on its first call blocked the main thread for tens of milliseconds
 * on a phone. Other browsers read a comment.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The public pages with a form (the customer portal's among them): they share the form helpers. */
const FORM_ROUTES =
  /\/app\/routes\/(contact|quote|career-detail|track|account\/(home|sign-in))\.tsx$/
/** The customer portal's pages: what only they share is theirs, not every form page's. */
const ACCOUNT_ROUTE = /\/app\/routes\/account\//
/** A feature's own components (app/components/careers/…), as opposed to generic ones. */
const FEATURE_COMPONENT = /\/app\/components\/[^/]+\//
/**
 * Shared code up to this size (transformed source, characters) costs every page less in the
 * shell than as one more response; larger shared parts (the services or careers content) do not.
 * Oxc (Vite 8) keeps the comments that esbuild (Vite 7) dropped, so some modules now count as
 * larger (the quote options left the shell). Measured without comments at the same line, they
 * went back, and the shell grew by 0.8 KB on every page: the careers pages went over their
 * budget (decision 0008).
 */
const SMALL_SHARED_MODULE = 4000

type ModuleInfoOf = (id: string) => {
  importers: readonly string[]
  importedIds: readonly string[]
  code: string | null
} | null

/**
 * The route modules and the client entry that load a module statically, directly or through
 * other modules. A module loaded only by import() has none.
 */
function importingRoots(
  id: string,
  moduleInfo: ModuleInfoOf,
  rootsOf: Map<string, ReadonlySet<string>>,
): ReadonlySet<string> {
  const known = rootsOf.get(id)
  if (known) return known
  const roots = new Set<string>()
  const seen = new Set([id])
  const queue = [id]
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    for (const importer of moduleInfo(current)?.importers ?? []) {
      const file = importer.split('?', 1)[0] ?? importer
      if (ROUTE_MODULE.test(file) || CLIENT_ENTRY.test(file)) roots.add(file)
      else if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  rootsOf.set(id, roots)
  return roots
}

/**
 * The chunk a module goes to, when it is not left to Rolldown. Every public page loads the
 * manifest, the client entry, the shell, the root route's chunk (with the stylesheet), the
 * layout's (which only re-exports the shell's) and its own route chunk; a form page also loads
 * the form helpers. Any other shared chunk would be one more response, whose headers cost about
 * as much as its code: Rollup's own split gave /quote 16 scripts.
 * - shell: React DOM, the public layout and what it and the root route import (React and React
 *   Router among them), and the small modules that several public pages share (page header and
 *   meta, dates, Vite's import helper) when what they import is in the shell too;
 * - forms: what the form pages share, also when the staff workspace uses it too;
 * - the rest (a page's own code, larger content that a few pages show, a feature's components,
 *   the staff workspace, lazily loaded parts) is left to Rolldown.
 */
function clientChunks(): (id: string, moduleInfo: ModuleInfoOf) => string | undefined {
  const rootsOf = new Map<string, ReadonlySet<string>>()
  const chunks = new Map<string, string | undefined>()

  function chunkOf(id: string, moduleInfo: ModuleInfoOf): string | undefined {
    if (chunks.has(id)) return chunks.get(id)
    chunks.set(id, undefined) // an import cycle back to this module leaves it to Rolldown
    const chunk = decide(id, moduleInfo)
    chunks.set(id, chunk)
    return chunk
  }

  function decide(id: string, moduleInfo: ModuleInfoOf): string | undefined {
    if (/\.css($|\?)/.test(id)) return undefined
    // The root route's module stays in its own chunk with the stylesheet it imports, which it
    // links as its own; in the shell, the stylesheet would become a dependency of every lazily
    // loaded chunk, and Vite would link it again on the first import().
    if (ROOT_ROUTE.test(id)) return undefined
    if (SHELL_ROUTES.test(id)) return 'shell'
    if (ROUTE_MODULE.test(id)) return undefined
    const roots = [...importingRoots(id, moduleInfo, rootsOf)]
    // React DOM too, though only the client entry imports it. Not the entry itself: it hydrates
    // as it runs, which must wait until the boot script has set the route modules, whereas the
    // shell runs as soon as the first route module is imported.
    if (roots.some((root) => SHELL_ROUTES.test(root) || CLIENT_ENTRY.test(root))) return 'shell'
    const pages = roots.filter((root) => ROUTE_MODULE.test(root) && !STAFF_ROUTE.test(root))
    const staff = roots.filter((root) => STAFF_ROUTE.test(root))
    if (pages.length === 0) return undefined
    if (pages.every((page) => FORM_ROUTES.test(page))) {
      // Components that the workspace borrows from a form (the quote form's select and
      // checkbox) count as form helpers too; a schema the workspace shares does not.
      const borrowed = staff.length > 0 && /\/app\//.test(id)
      const portalOnly = pages.every((page) => ACCOUNT_ROUTE.test(page))
      if (!portalOnly && (pages.length >= 2 || borrowed)) return 'forms'
    }
    if (FEATURE_COMPONENT.test(id)) return undefined
    const info = moduleInfo(id)
    const small = (info?.code?.length ?? Infinity) <= SMALL_SHARED_MODULE
    const importsInShell = (info?.importedIds ?? []).every(
      (imported) => chunkOf(imported, moduleInfo) === 'shell',
    )
    return pages.length >= 2 && small && importsInShell ? 'shell' : undefined
  }

  return chunkOf
}

/**
 * The browser build's chunks (see clientChunks). Route chunks may also export what their lazily
 * loaded parts import from them: under React Router's 'exports-only', Rolldown keeps each route
 * chunk's exports exactly those of the route module, so a route whose lazy parts share code with
 * it became a re-exporting facade plus the real chunk, two requests where one does. React Router
 * reads only the exports it knows (default, meta, links…), so extra exports are harmless.
 */
export function clientChunking(): Plugin {
  return {
    name: 'client-chunking',
    apply: 'build',
    enforce: 'post',
    configEnvironment(name, options) {
      if (name !== 'client') return
      const chunkOf = clientChunks()
      const rolldownOptions = ((options.build ??= {}).rolldownOptions ??= {})
      rolldownOptions.preserveEntrySignatures = 'allow-extension'
      rolldownOptions.output = {
        ...rolldownOptions.output,
        codeSplitting: {
          // As Rollup's manualChunks did: a module's dependencies go where their own rule says,
          // not with the first module that imports them (Rolldown's default), which put the form
          // helpers' dependencies, and then the forms chunk, under every page.
          includeDependenciesRecursively: false,
          groups: [{ name: (id, context) => chunkOf(id, (other) => context.getModuleInfo(other)) }],
        },
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const shell = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.name === 'shell',
      )
      // No shell means the rules matched none of the framework's modules: every page would
      // load React in pieces.
      if (shell?.type !== 'chunk')
        return this.error('client-chunking: the build has no shell chunk')
      shell.code = `${EAGER_COMPILE_HINT}\n${shell.code}`
    },
  }
}
