import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

/*
 * React Router matches a page's path regardless of case: /BN/Contact is read as /bn/contact, and
 * the page would be served at every spelling. The address a page has is the one its routes
 * write; the server sends a visitor who spelt it otherwise there (pages.ts).
 */

/** A build's route manifest as the tree React Router matches. */
export function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(manifest)) {
    if (!route) continue
    const siblings = children.get(route.parentId) ?? []
    siblings.push({ id: route.id, path: route.path, index: route.index } as RouteObject)
    children.set(route.parentId, siblings)
  }
  const withChildren = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id)
      return below && !route.index ? { ...route, children: withChildren(below) } : route
    })
  return withChildren(children.get(undefined) ?? [])
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The static segments of a route tree (`bn`, `track`, `service-detail`), as its routes write them. */
export interface StaticSegments {
  written: Set<string>
  lowerCase: Set<string>
}

export function staticSegments(tree: RouteObject[]): StaticSegments {
  const written = new Set<string>()
  const visit = (routes: RouteObject[]) => {
    for (const route of routes) {
      for (const segment of segmentsOf(route.path ?? '')) {
        if (!segment.startsWith(':') && !segment.startsWith('*')) {
          written.add(segment.replace(/\?$/, ''))
        }
      }
      if (route.children) visit(route.children)
    }
  }
  visit(tree)
  return { written, lowerCase: new Set([...written].map((segment) => segment.toLowerCase())) }
}

/**
 * Whether a path may be spelt otherwise by the routes: only a segment that is a route's static
 * segment in another case can be. Matching is a millisecond per path; this check lets the
 * assets and the paths already written as the routes write them skip it.
 */
export function mayBeRespelt(statics: StaticSegments, path: string): boolean {
  return segmentsOf(path).some(
    (segment) => !statics.written.has(segment) && statics.lowerCase.has(segment.toLowerCase()),
  )
}

/**
 * The path as the routes that match it write it: their static segments in the routes' own
 * spelling, parameters as sent. Undefined when no route but a catch-all (the not-found page)
 * matches: that answer is a 404 at any spelling. `path` is already normalised (api-path.ts).
 */
export function routeSpelling(tree: RouteObject[], path: string): string | undefined {
  const matches = matchRoutes(tree, path)
  const leaf = matches?.at(-1)
  if (!matches || !leaf || leaf.route.path?.split('/').includes('*')) return undefined
  const sent = segmentsOf(path)
  const written: string[] = []
  let consumedBefore = 0
  for (const match of matches) {
    const consumed = segmentsOf(match.pathname).length
    const own = sent.slice(consumedBefore, consumed)
    const pattern = segmentsOf(match.route.path ?? '')
    // Optional segments a match left out are the last ones of its pattern (our routes have one
    // each: `bn?`, `:reference?`).
    let optionalLeft = own.length - pattern.filter((segment) => !segment.endsWith('?')).length
    let at = 0
    for (const segment of pattern) {
      const optional = segment.endsWith('?')
      if (optional && optionalLeft <= 0) continue
      if (optional) optionalLeft -= 1
      const value = own[at]
      at += 1
      if (value === undefined) return undefined
      written.push(segment.startsWith(':') ? value : segment.replace(/\?$/, ''))
    }
    consumedBefore = consumed
  }
  return `/${written.join('/')}`
}

/** React Router's data request for a page (`/bn/contact.data`) is about that page's address. */
export const DATA_SUFFIX = '.data'

/** The data request of the home page, whose address has no name to add DATA_SUFFIX to. */
const ROOT_DATA = '/_root.data'

/**
 * The address the routes write for a decoded, normalised path (`/BN/Contact` → `/bn/contact`,
 * `/BN/Contact.data` → `/bn/contact.data`); the path itself when it names no page.
 */
export function addressIn(tree: RouteObject[], statics: StaticSegments, path: string): string {
  const data = path.endsWith(DATA_SUFFIX)
  const page = data ? path.slice(0, -DATA_SUFFIX.length) : path
  if (!mayBeRespelt(statics, page)) return path
  const spelling = routeSpelling(tree, page)
  return spelling === undefined ? path : `${spelling}${data ? DATA_SUFFIX : ''}`
}

/** A pattern's segments with each optional one (`bn?`, `:reference?`) both left out and written. */
function writtenOut(segments: readonly string[]): string[][] {
  return segments.reduce<string[][]>(
    (paths, segment) =>
      segment.endsWith('?')
        ? paths.flatMap((path) => [path, [...path, segment.slice(0, -1)]])
        : paths.map((path) => [...path, segment]),
    [[]],
  )
}

/**
 * The patterns, in Fastify's syntax, of every page of a route tree and of its data request:
 * optional segments written out (`bn?/track/:reference?` gives `/track`, `/track/:reference`,
 * `/bn/track`…), the not-found route as `/*` and `/bn/*` (whose wildcard takes data requests
 * too). A route with a path or an index is a page; a pathless layout is not.
 */
export function pagePatterns(tree: RouteObject[]): string[] {
  const patterns = new Set<string>()
  const visit = (routes: RouteObject[], above: string[][]) => {
    for (const route of routes) {
      const own = writtenOut(segmentsOf(route.path ?? ''))
      const paths = above.flatMap((parent) => own.map((segments) => [...parent, ...segments]))
      if (route.index || route.path) {
        for (const segments of paths) {
          const page = `/${segments.join('/')}`
          patterns.add(page)
          if (page.endsWith('*')) continue
          patterns.add(page === '/' ? ROOT_DATA : `${page}${DATA_SUFFIX}`)
        }
      }
      if (route.children) visit(route.children, paths)
    }
  }
  visit(tree, [[]])
  return [...patterns]
}
