import fp from 'fastify-plugin'
import { ApiError } from '#server/errors.ts'
import { isApiPath, readPath, rulePath } from '#server/api-path.ts'

/** Said to whoever spelt a path another way; it names nothing they sent. */
export const NOT_CANONICAL =
  'The address is not valid: write it without percent-encoded letters, repeated slashes or dot segments'

/**
 * One spelling per path. The router reads `/%61pi/contact/create`, `//api/…` and `/api/./…` as
 * routes or files they resemble; every rule is decided on the route (api-path.ts), and on top of
 * that such spellings are refused (400 `{ code, message }`), or, for a page asked for with GET
 * or HEAD, redirected (301) to the plain path. A page's plain path has no trailing slash; an API
 * path may have one (docs/api.md, "Trailing slash").
 *
 * Its hook comes after those that set an answer's headers and the staff checks, so that a
 * refusal carries them too.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', (request, reply, done) => {
      const reading = readPath(request.url)
      const { normalised } = reading
      const page = !isApiPath(rulePath(request))
      const trailingSlash = normalised.length > 1 && normalised.endsWith('/')
      if (reading.canonical && !(page && trailingSlash)) return done()
      const get = request.method === 'GET' || request.method === 'HEAD'
      if (!page || !get || !reading.redirectable) return done(new ApiError(400, NOT_CANONICAL))
      // `normalised` starts with one slash and a segment: never `//host`, another site.
      const target = trailingSlash ? normalised.slice(0, -1) : normalised
      const queryStart = request.url.indexOf('?')
      reply.redirect(queryStart === -1 ? target : `${target}${request.url.slice(queryStart)}`, 301)
    })
  },
  { name: 'canonical-paths', dependencies: ['error-handler', 'security'] },
)
