/**
 * React Router's `<Scripts>` writes, into every page, a `<link rel="modulepreload">` for each
 * chunk the page hydrates with, and an inline module script whose static imports start
 * downloading them at once. On a slow phone connection those ~100 KB of script then share the
 * bandwidth with the stylesheet, the font and the hero image, and the first paint waits for all
 * of them (docs/decisions/0008-hydration-in-short-tasks.md).
 *
 * A public page is complete without JavaScript (it is rendered on the server), so its hydration
 * waits until the browser has painted it: the root layout renders these scripts instead of
 * `<Scripts>`. They are made from React Router's own data (the request's EntryContext: its
 * assets manifest and matched routes), not from its HTML. One classic inline script, once the
 * first contentful paint is on screen, preloads the same chunks in parallel (no request
 * waterfall), imports them one per task, sets the route modules as `<Scripts>` does, and then
 * imports the client entry. Whatever the manifest lacks stops `npm run build`
 * (scripts/post-build.ts makes the plan of every route) instead of shipping a page that never
 * hydrates; tests/unit/deferred-hydration.test.tsx compares the result with what `<Scripts>`
 * renders for the same page.
 */
import type { EntryContext } from 'react-router'
import { BEFORE_PAINT } from './page-host.ts'

type Manifest = EntryContext['manifest']

/** What a page's boot script loads, and in what order. */
export interface BootPlan {
  /** Every chunk the page hydrates with, in `<Scripts>`' preload order: preloaded at once. */
  preloads: string[]
  /** The order the chunks are imported in, one per task (the entry, last, is not in it). */
  steps: string[]
  /** The rendered routes, outermost first, each with its module (one of the steps). */
  routes: { id: string; module: string }[]
  /** The client entry, which hydrates the page. */
  entry: string
}

function planError(problem: string): Error {
  return new Error(`deferred hydration: ${problem}; no page could hydrate with this build`)
}

/**
 * The areas with a sign-in of their own (the staff workspace, the customer portal). No public
 * page links to them with React Router, so public pages load a manifest without their routes
 * (publicManifest): a staff screen added costs visitors' pages nothing.
 */
const SIGNED_IN_AREA_ROUTE = /^routes\/(staff|account)\//

/** Where post-build writes the public pages' manifest, beside React Router's own. */
export function publicManifestUrl(manifestUrl: string): string {
  return manifestUrl.replace(/\.js$/, '.public.js')
}

/**
 * React Router's manifest module (`window.__reactRouterManifest={…};`) as public pages load it:
 * without the signed-in areas' routes, and naming its own URL. Throws when the module is not of
 * that form, so that a React Router that writes it otherwise stops the build.
 */
export function publicManifest(moduleText: string, manifestUrl: string): string {
  const found = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(moduleText)
  if (!found?.[1]) throw planError('the manifest module does not set window.__reactRouterManifest')
  const manifest = JSON.parse(found[1]) as Manifest
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).filter(([id]) => !SIGNED_IN_AREA_ROUTE.test(id)),
  )
  for (const route of Object.values(routes)) {
    if (route?.parentId && !routes[route.parentId]) {
      throw planError(`public route ${route.id} is inside a signed-in area's route`)
    }
  }
  const url = publicManifestUrl(manifestUrl)
  return `window.__reactRouterManifest=${JSON.stringify({ ...manifest, routes, url })};`
}

/**
 * The boot plan of a page that renders `routeIds` (outermost first), read from React Router's
 * assets manifest. Throws when the manifest lacks what the boot script needs, or holds what it
 * does not know how to load (split route modules, the development server's HMR runtime).
 */
export function bootPlan(manifest: Manifest, routeIds: readonly string[]): BootPlan {
  const entry = manifest.entry?.module
  if (!entry) throw planError('the manifest names no client entry module')
  if (!manifest.url) throw planError('the manifest names no URL of its own module')
  if (manifest.hmr)
    throw planError("the manifest is the development server's (it loads an HMR runtime)")
  if (routeIds.length === 0) throw planError('the page renders no route')
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id]
    if (!route?.module) throw planError(`the manifest has no module for route ${id}`)
    if (
      route.clientActionModule ||
      route.clientLoaderModule ||
      route.clientMiddlewareModule ||
      route.hydrateFallbackModule
    ) {
      throw planError(`route ${id} is split into several modules (splitRouteModules)`)
    }
    return { id, module: route.module, imports: route.imports ?? [] }
  })
  const routeModules = routes.map((route) => route.module)
  const signedInArea = routeIds.some((id) => SIGNED_IN_AREA_ROUTE.test(id))
  const manifestUrl = signedInArea ? manifest.url : publicManifestUrl(manifest.url)
  // The manifest's own module first (it sets window.__reactRouterManifest), then the entry and
  // what it imports, then each route's module and imports: the order of <Scripts>' links.
  const preloads = [
    ...new Set([
      manifestUrl,
      entry,
      ...(manifest.entry.imports ?? []),
      ...routes.flatMap((route) => [route.module, ...route.imports]),
    ]),
  ]
  // Each chunk is imported, and so evaluated, in a task of its own, the shared ones before the
  // routes that import them (the preload order may list a route before a chunk it imports, and
  // importing the route would evaluate both in one task): evaluated all at once with the entry,
  // they made one long task that kept a phone from answering a tap. The entry, which hydrates,
  // comes last.
  const shared = preloads.filter((href) => href !== entry && !routeModules.includes(href))
  return {
    preloads,
    steps: [...new Set([...shared, ...routeModules])],
    routes: routes.map(({ id, module }) => ({ id, module })),
    entry,
  }
}

/**
 * The boot plan of every route of the manifest, with the routes it renders in (its parents):
 * made once after each build, so that a manifest the boot script cannot load stops the build.
 */
export function bootPlansOfEveryRoute(manifest: Manifest): BootPlan[] {
  return Object.keys(manifest.routes).map((id) => {
    const chain: string[] = []
    for (let routeId: string | undefined = id; routeId !== undefined;) {
      chain.unshift(routeId)
      routeId = manifest.routes[routeId]?.parentId
    }
    return bootPlan(manifest, chain)
  })
}

/** JSON inside a script element must not be able to close that element. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The classic inline script that hydrates the page after its first paint, as `plan` says. */
export function bootScript(plan: BootPlan): string {
  const routeModules = plan.routes
    .map((route) => `${json(route.id)}:m[${plan.steps.indexOf(route.module)}]`)
    .join(',')
  return [
    `(function(){var started=false;function go(){if(started)return;started=true;`,
    `document.documentElement.removeAttribute(${json(BEFORE_PAINT)});`,
    // One preload per task: appending a preload link costs a few milliseconds of the main
    // thread, and eight in one task made one long task a phone would feel.
    `var pre=${json(plan.preloads)};`,
    `(function preload(i){if(i===pre.length)return;var l=document.createElement("link");l.rel="modulepreload";l.href=pre[i];document.head.appendChild(l);setTimeout(function(){preload(i+1)})})(0);`,
    `var list=${json(plan.steps)},m=[];`,
    `(function next(i){if(i===list.length){`,
    `window.__reactRouterRouteModules={${routeModules}};`,
    `setTimeout(function(){import(${json(plan.entry)})});return}`,
    `import(list[i]).then(function(x){m[i]=x;setTimeout(function(){next(i+1)})})})(0)}`,
    // The first contentful paint is reported once the frame is on screen; a browser that cannot
    // report it gets the frame after the first one instead.
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;`,
    `if(types&&types.indexOf("paint")>=0){`,
    `new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true})`,
    `}else requestAnimationFrame(function(){setTimeout(go)})})()`,
  ].join('')
}

/** The two inline scripts that take the place of `<Scripts>` on a page rendered with `context`. */
export interface DeferredHydrationScripts {
  /**
   * What `<Scripts>`' first script does: hands the client the server's settings and opens the
   * stream the loader data arrives on (written by ServerRouter after the page).
   */
  routerContext: string
  boot: string
}

/**
 * The scripts of a page whose hydration waits for its first paint. Marks the render as having
 * its scripts, as `<Scripts>` does: without that mark, ServerRouter leaves the loader data out
 * of the page.
 */
export function deferredHydrationScripts(context: EntryContext): DeferredHydrationScripts {
  if (context.serverHandoffString === undefined || !context.renderMeta) {
    throw planError('React Router gave the render no server handoff to write into the page')
  }
  context.renderMeta.didRenderScripts = true
  return {
    routerContext:
      `window.__reactRouterContext = ${context.serverHandoffString};` +
      'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());',
    // Every matched route, as <Scripts> loads them, an error's boundary's descendants included.
    boot: bootScript(
      bootPlan(
        context.manifest,
        context.staticHandlerContext.matches.map((match) => match.route.id),
      ),
    ),
  }
}
