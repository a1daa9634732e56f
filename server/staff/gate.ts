import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import { ApiError } from '#server/errors.ts'

/**
 * Whether a staff gate (`fastify.requireStaff`) lets this request through, for an answer that
 * shows staff more than anyone (a page's preview, the staff calls in the API document): its
 * refusal only means "show what anybody sees", so it is a false here, never an error.
 */
export async function passesStaffGate(
  fastify: FastifyInstance,
  gate: onRequestAsyncHookHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  try {
    await gate.call(fastify, request, reply)
    return true
  } catch (error) {
    if (error instanceof ApiError) return false
    throw error
  }
}
