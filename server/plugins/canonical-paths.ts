import fp from 'fastify-plugin'
import { languageOfPath } from '#domain/languages.ts'
import { ApiError } from '#server/errors.ts'
import { isApiPath, readPath, rulePath } from '#server/api-path.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { canonicalPathMessages } from './canonical-paths.messages.ts'

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
      if (!page || !get || !reading.redirectable) {
        // A page's refusal speaks the language of the page the path names once read (/%62n/… is
        // Bangla); the API's, the language the caller writes in, as its other answers do.
        const language = page ? languageOfPath(normalised) : visitorLanguage(request)
        return done(new ApiError(400, canonicalPathMessages[language].notCanonical))
      }
      // `normalised` starts with one slash and a segment: never `//host`, another site.
      const target = trailingSlash ? normalised.slice(0, -1) : normalised
      const queryStart = request.url.indexOf('?')
      reply.redirect(queryStart === -1 ? target : `${target}${request.url.slice(queryStart)}`, 301)
    })
  },
  { name: 'canonical-paths', dependencies: ['error-handler', 'security'] },
)
