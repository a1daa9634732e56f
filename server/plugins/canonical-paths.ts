import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { languageOfPath } from '#domain/languages.ts'
import type { PageHost } from '#domain/page-host.ts'
import { ApiError } from '#server/errors.ts'
import { isApiPath, readPath, rulePath } from '#server/api-path.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { canonicalPathMessages } from './canonical-paths.messages.ts'

/** What the page routes know about an address (the pages plugin; absent without a build). */
export interface PageRoutes {
  /**
   * The address the routes write for a decoded, normalised path without its trailing slash
   * (`/BN/Contact` → `/bn/contact`, parameters as sent); the path itself when it names no page.
   */
  addressOf(path: string): string
  /** Whether a public form posts to this address (`/bn/contact`, `/careers/3`). */
  takesForm(address: string): boolean
  /** Answers with the page at `address`, showing why the request was refused. */
  sendRefusal(
    request: FastifyRequest,
    reply: FastifyReply,
    address: string,
    refusal: NonNullable<PageHost['refusal']>,
  ): Promise<FastifyReply>
}

/**
 * One spelling per path. The router reads `/%61pi/contact/create`, `//api/…` and `/api/./…` as
 * routes or files they resemble, and React Router reads `/BN/Contact` as `/bn/contact`; every rule
 * is decided on the route (api-path.ts), and on top of that such spellings are refused (400
 * `{ code, message }`, or for a form page the page saying why), or, for a page asked for with GET
 * or HEAD, redirected (301) to the address its routes write. A page's plain path has no trailing
 * slash; an API path may have one (docs/api.md, "Trailing slash").
 *
 * Its hook comes after those that set an answer's headers and the staff checks, so that a
 * refusal carries them too.
 */
export default fp(
  async (fastify) => {
    fastify.decorate('pageRoutes', null)

    fastify.addHook('onRequest', (request, reply, done) => {
      const reading = readPath(request.url)
      const { normalised } = reading
      const page = !isApiPath(rulePath(request))
      const trailingSlash = normalised.length > 1 && normalised.endsWith('/')
      const { pageRoutes } = request.server
      const bare = trailingSlash ? normalised.slice(0, -1) : normalised
      const address = page ? (pageRoutes?.addressOf(bare) ?? bare) : normalised
      if (reading.canonical && address === normalised) return done()
      const get = request.method === 'GET' || request.method === 'HEAD'
      if (page && get && reading.redirectable) {
        // `address` starts with one slash and a segment: never `//host`, another site.
        const queryStart = request.url.indexOf('?')
        const query = queryStart === -1 ? '' : request.url.slice(queryStart)
        reply.redirect(`${address}${query}`, 301)
        return
      }
      // A page's refusal speaks the language of the page the path names once read (/%62n/… and
      // /BN/… are Bangla); the API's, the language the caller writes in, as its other answers do.
      const language = page ? languageOfPath(address) : visitorLanguage(request)
      const message = canonicalPathMessages[language].notCanonical
      if (page && !get && pageRoutes?.takesForm(address)) {
        // Whether or not the router matched this spelling to the form's route (it reads
        // `/%62n/contact` as `/bn/contact` but not `/BN/contact`), the visitor gets the form.
        pageRoutes.sendRefusal(request, reply, address, { status: 400, message }).catch(done)
        return
      }
      return done(new ApiError(400, message))
    })
  },
  { name: 'canonical-paths', dependencies: ['error-handler', 'security'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** The page routes (pages plugin); null when the site is not built. */
    pageRoutes: PageRoutes | null
  }
}
