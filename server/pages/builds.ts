import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  createRequestHandler,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router'
import type { ViteDevServer } from 'vite'
import type { PageHost } from '#domain/page-host.ts'
import { routeTree } from '#server/page-routes.ts'

interface AppServerEntry {
  createLoadContext(host: PageHost): RouterContextProvider
}

function hasLoadContext(module: unknown): module is AppServerEntry {
  return typeof (module as Partial<AppServerEntry>).createLoadContext === 'function'
}

/** The server build written by `react-router build`, or nothing when the site is not built. */
export async function productionBuild(serverBuildDir: string): Promise<ServerBuild | undefined> {
  const buildFile = path.join(serverBuildDir, 'index.js')
  if (!existsSync(buildFile)) return undefined
  return (await import(pathToFileURL(buildFile).href)) as ServerBuild
}

type CreateRequestHandler = typeof createRequestHandler

/**
 * The server build as Vite has it now (each edit to the app gives the next request a new one),
 * with React Router as that build sees it: its load context must be an instance of the very
 * RouterContextProvider class the request handler checks for.
 */
export function devBuild(
  vite: ViteDevServer,
): () => Promise<{ build: ServerBuild; createHandler: CreateRequestHandler }> {
  const ssr = vite.environments.ssr as
    | (typeof vite.environments.ssr & { runner?: { import(id: string): Promise<unknown> } })
    | undefined
  return async () => {
    if (!ssr?.runner) throw new Error('the Vite dev server has no runnable ssr environment')
    const [build, reactRouter] = await Promise.all([
      ssr.runner.import('virtual:react-router/server-build') as Promise<ServerBuild>,
      ssr.runner.import('react-router') as Promise<{ createRequestHandler: CreateRequestHandler }>,
    ])
    return { build, createHandler: reactRouter.createRequestHandler }
  }
}

/** What rendering needs from one build: its handler, its load context and its routes. */
export interface PageHandler {
  handle: ReturnType<CreateRequestHandler>
  createLoadContext(host: PageHost): RouterContextProvider
  routes: RouteObject[]
}

export function handlerFor(
  build: ServerBuild,
  mode: 'development' | 'production',
  createHandler: CreateRequestHandler = createRequestHandler,
): PageHandler {
  const entry: unknown = build.entry.module
  if (!hasLoadContext(entry)) throw new Error('the server build does not export createLoadContext')
  return {
    handle: createHandler(build, mode),
    createLoadContext: entry.createLoadContext.bind(entry),
    routes: routeTree(build.routes),
  }
}
