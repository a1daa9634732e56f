import fp from 'fastify-plugin'
import { isAccountPagePath, isStaffPagePath, rulePath } from '#server/api-path.ts'
import { PERMISSIONS_POLICY } from './security.ts'

/**
 * Passkeys need the WebAuthn "get" ceremony, which the public pages switch off: the workspace's
 * and the customer portal's pages, where people sign in with them, switch it on.
 */
export const SIGN_IN_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace(
  'publickey-credentials-get=()',
  'publickey-credentials-get=(self)',
)

/**
 * The workspace's pages (/staff and below) are not prerendered: React Router renders their shell
 * on the server (server/plugins/pages.ts) and their route modules load data from /api/staff/ in
 * the browser. Whoever renders them, they are personal pages: never stored by a cache, never
 * indexed, and allowed to use passkeys. The customer portal's pages may use passkeys too.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', (request, reply, done) => {
      if (isStaffPagePath(rulePath(request))) {
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .header('permissions-policy', SIGN_IN_PERMISSIONS_POLICY)
      } else if (isAccountPagePath(rulePath(request))) {
        reply.header('permissions-policy', SIGN_IN_PERMISSIONS_POLICY)
      }
      done()
    })
  },
  { name: 'staff-pages', dependencies: ['security'] },
)
