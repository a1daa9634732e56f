import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isStaffPagePath, readPath } from '#server/api-path.ts'
import { passesStaffGate } from '#server/staff/gate.ts'

/**
 * `?preview` on a public page's address asks for the drafts (docs/decisions/0011, Preview). Only
 * signed-in staff with content rights get them; anyone else gets the published page.
 */
const PREVIEW_PARAM = 'preview'

export function asksForPreview(target: string): boolean {
  const queryStart = target.indexOf('?')
  if (queryStart === -1) return false
  const hashStart = target.indexOf('#', queryStart)
  const query = target.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart)
  return new URLSearchParams(query).has(PREVIEW_PARAM)
}

/**
 * Whether a request is a preview: asked for, of a public page, with GET or HEAD, by staff with
 * content rights.
 */
export function previewCheck(fastify: FastifyInstance) {
  const mayEditContent = fastify.requireStaff(['editor'])
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    if (!asksForPreview(request.url) || isStaffPagePath(readPath(request.url).normalised)) {
      return false
    }
    // Signed out, or a role without content rights: the published page, as for anyone.
    return passesStaffGate(fastify, mayEditContent, request, reply)
  }
}
