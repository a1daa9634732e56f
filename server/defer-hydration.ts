/**
 * React Router writes, into every page it renders, a `<link rel="modulepreload">` for each chunk
 * the page hydrates with, and an inline module script whose static imports start downloading
 * them at once. On a slow phone connection those ~100 KB of script then share the bandwidth with
 * the stylesheet, the font and the hero image, and the first paint waits for all of them.
 *
 * The page is complete without JavaScript (it is rendered on the server), so hydration can wait
 * until the browser has painted it: this rewrite replaces the preload links and the module script
 * with one classic inline script that, once the first contentful paint is on screen, preloads the
 * same chunks in parallel (no request waterfall), imports them one per task, sets the route
 * modules exactly as React Router's script did, and then imports the client entry. The new
 * script carries the response's CSP nonce.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g
const BOOT_SCRIPT =
  /<script(?: nonce="[^"]*")? type="module" async=""(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/

/**
 * Marks the page's `<html>` until the boot script has seen the first paint. Below-the-fold
 * pictures wait for it (app/styles/global.css): Chromium's lazy loading otherwise starts every
 * lazy image within its loading distance (1,250 to 3,000 px and more) at the first layout,
 * where on a phone they share the connection with the page's largest paint.
 */
export const BEFORE_PAINT = 'data-before-paint'

interface BootPlan {
  sideEffects: string[]
  routes: { name: string; href: string }[]
  routeModules: string
  entry: string
}

/** Reads React Router's boot script; anything unexpected stops the build instead of shipping a page that never hydrates. */
function readBootScript(source: string): BootPlan {
  const plan: Partial<BootPlan> & Pick<BootPlan, 'sideEffects' | 'routes'> = {
    sideEffects: [],
    routes: [],
  }
  for (const line of source
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line)
    const route = NAMESPACE_IMPORT.exec(line)
    const routeModules = ROUTE_MODULES.exec(line)
    const entry = ENTRY_IMPORT.exec(line)
    if (sideEffect?.[1]) plan.sideEffects.push(sideEffect[1])
    else if (route?.[1] && route[2]) plan.routes.push({ name: route[1], href: route[2] })
    else if (routeModules?.[1]) plan.routeModules = routeModules[1]
    else if (entry?.[1]) plan.entry = entry[1]
    else throw new Error(`defer-hydration: unexpected line in React Router's boot script: ${line}`)
  }
  if (!plan.routeModules || !plan.entry || plan.routes.length === 0) {
    throw new Error("defer-hydration: React Router's boot script lacks its route modules or entry")
  }
  return plan as BootPlan
}

function bootScript(plan: BootPlan, preloads: string[]): string {
  const routeHrefs = plan.routes.map((route) => route.href)
  const shared = preloads.filter((href) => href !== plan.entry && !routeHrefs.includes(href))
  // Each chunk is imported, and so evaluated, in a task of its own, the shared ones before the
  // routes that import them (React Router's preload order may list a route before a chunk it
  // imports, and importing the route would evaluate both in one task): evaluated all at once with
  // the entry, they made one long task that kept a phone from answering a tap. The entry, which
  // hydrates, comes last.
  const steps = [...new Set([...plan.sideEffects, ...shared, ...routeHrefs])]
  const routeVariables = plan.routes
    .map((route) => `${route.name}=m[${steps.indexOf(route.href)}]`)
    .join(',')
  return [
    `(function(){var started=false;function go(){if(started)return;started=true;`,
    `document.documentElement.removeAttribute(${JSON.stringify(BEFORE_PAINT)});`,
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`,
    `var list=${JSON.stringify(steps)},m=[];`,
    `(function next(i){if(i===list.length){`,
    `var ${routeVariables};`,
    `window.__reactRouterRouteModules=${plan.routeModules};`,
    `setTimeout(function(){import(${JSON.stringify(plan.entry)})});return}`,
    `import(list[i]).then(function(x){m[i]=x;setTimeout(function(){next(i+1)})})})(0)}`,
    // The first contentful paint is reported once the frame is on screen; a browser that cannot
    // report it gets the frame after the first one instead.
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;`,
    `if(types&&types.indexOf("paint")>=0){`,
    `new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true})`,
    `}else requestAnimationFrame(function(){setTimeout(go)})})()`,
  ].join('')
}

/**
 * Returns the page with hydration deferred past the first paint, and marked BEFORE_PAINT until
 * then; a page without React Router's boot script is returned unchanged. With a nonce, the new
 * script carries it.
 */
export function deferHydration(html: string, nonce?: string): string {
  const boot = BOOT_SCRIPT.exec(html)
  if (!boot) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  const plan = readBootScript(boot[1] ?? '')
  return html
    .replace(/<html\b/, `<html ${BEFORE_PAINT}=""`)
    .replace(MODULE_PRELOAD, '')
    .replace(
      BOOT_SCRIPT,
      () => `<script${nonce ? ` nonce="${nonce}"` : ''}>${bootScript(plan, preloads)}</script>`,
    )
}
