import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { isApiPath, rulePath } from '#server/api-path.ts'
import { uploadFolder } from '#server/forms/application-form.ts'
import { addressIn, pagePatterns, staticSegments } from '#server/page-routes.ts'
import { devBuild, handlerFor, productionBuild, type PageHandler } from '#server/pages/builds.ts'
import { registerFormRoutes, takesForm } from '#server/pages/form-routes.ts'
import { pageRenderer } from '#server/pages/render.ts'

export interface PagesOptions {
  /** build/server, written by `react-router build` next to build/client. */
  serverBuildDir: string
  /**
   * `npm run dev`: pages are rendered from the sources by this Vite server, and not rewritten
   * for production (hydration, compression).
   */
  vite?: ViteDevServer
  /** The JSON API's body limit. */
  bodyLimit: number
  /** Links in the tracking emails point at the public site. */
  siteUrl: string
}

/** The handler of the build to render with: the production build's, or Vite's current one. */
async function handlers(
  serverBuildDir: string,
  vite: ViteDevServer | undefined,
): Promise<(() => Promise<PageHandler>) | undefined> {
  if (!vite) {
    const built = await productionBuild(serverBuildDir)
    if (!built) return undefined
    const production = handlerFor(built, 'production')
    return () => Promise.resolve(production)
  }
  const loadDevBuild = devBuild(vite)
  const devHandlers = new WeakMap<ServerBuild, PageHandler>()
  return async () => {
    const { build, createHandler } = await loadDevBuild()
    let handler = devHandlers.get(build)
    if (!handler) {
      handler = handlerFor(build, 'development', createHandler)
      devHandlers.set(build, handler)
    }
    return handler
  }
}

/**
 * Renders pages on the server with React Router's request handler (see
 * docs/decisions/0004-server-rendered-form-answers.md and
 * docs/decisions/0014-public-pages-rendered-per-request.md). Each page of the build's route tree
 * is a route of the server (GET and HEAD, and its data request), so that it is counted and
 * logged under its pattern; the not-found route's `/*` and `/bn/*` answer every other path with
 * the 404 page. The public forms posted without JavaScript are routes of their own
 * (pages/form-routes.ts), whose actions call the services of pages/page-services.ts.
 */
export default fp<PagesOptions>(
  async (fastify, { serverBuildDir, bodyLimit, siteUrl, vite }) => {
    const currentHandler = await handlers(serverBuildDir, vite)
    if (!currentHandler) {
      fastify.log.warn({ serverBuildDir }, 'server build not found; no page is served')
      return
    }
    // The routes of the build at start: `npm run dev` renders a route added later too, under
    // the not-found route's pattern, until it restarts.
    const { routes } = await currentHandler()
    const statics = staticSegments(routes)
    const render = pageRenderer(
      fastify,
      currentHandler,
      { bodyLimit, siteUrl, uploadDir: await uploadFolder(fastify) },
      vite,
    )

    fastify.sendNotFoundPage = render
    fastify.pageRoutes = {
      addressOf: (path) => addressIn(routes, statics, path),
      takesForm,
      sendRefusal: (request, reply, address, refusal) =>
        render(request, reply, { refusal, address }),
    }

    /** A page; an API path caught by the not-found route's wildcard is the API's 404. */
    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isApiPath(rulePath(request))) return render(request, reply)
      reply.callNotFound()
      return reply
    }
    for (const url of pagePatterns(routes)) fastify.get(url, renderPage)

    await registerFormRoutes(fastify, render, bodyLimit)
  },
  // After site (in app.ts), whose assets come first; npm run dev has no site.
  { name: 'pages', dependencies: ['error-handler', 'security', 'canonical-paths'] },
)
