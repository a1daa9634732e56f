import multipart from '@fastify/multipart'
import type { FastifyError, FastifyInstance } from 'fastify'
import { localizedPath } from '#domain/languages.ts'
import { APPLICATION_MULTIPART } from '#server/forms/application-form.ts'
import { toErrorResponse } from '#server/plugins/error-handler.ts'
import type { Render } from './render.ts'

/**
 * The public forms, posted to their own page when JavaScript does not handle them (the tracking
 * page's is the subscription to a shipment's emails), and the customer portal's, which always
 * post (docs/decisions/0023-customer-accounts.md).
 */
export const FORM_PAGES = [
  '/contact',
  '/quote',
  '/careers/:id',
  '/track/:reference',
  '/account',
  '/account/sign-in',
  '/account/notifications',
  '/account/shipments/:reference/documents',
  '/account/shipments/:reference',
  '/account/bookings',
  '/account/bookings/new',
].flatMap((page) => [page, localizedPath(page, 'bn')])

/** The Fastify patterns of FORM_PAGES as tests on an address. */
const FORM_ADDRESSES = FORM_PAGES.map((page) => new RegExp(`^${page.replace(/:\w+/g, '[^/]+')}$`))

/** Whether a public form posts to this address (`/bn/contact`, `/careers/3`). */
export const takesForm = (address: string) => FORM_ADDRESSES.some((form) => form.test(address))

/**
 * The form pages' POST routes, in a scope of their own: their bodies are read here as the
 * browser sends them (urlencoded; the application's multipart is read by its service), and
 * whatever refuses one, the visitor gets the page with the problem explained, never JSON.
 */
export async function registerFormRoutes(
  fastify: FastifyInstance,
  render: Render,
  bodyLimit: number,
): Promise<void> {
  await fastify.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      // Percent-encoding turns a byte of UTF-8 into three characters: a form the JSON API would
      // take within its limit may arrive three times larger here.
      { parseAs: 'string', bodyLimit: 3 * bodyLimit },
      (_request, body, done) => done(null, body),
    )
    // Left unread by the parser: the application's service reads its parts as they arrive.
    await forms.register(multipart, APPLICATION_MULTIPART)
    forms.setErrorHandler((error, request, reply) => {
      const { code, message } = toErrorResponse(error as FastifyError, request)
      return render(request, reply, { refusal: { status: code, message } })
    })
    for (const url of FORM_PAGES) {
      forms.post(url, (request, reply) => render(request, reply))
    }
  })
}
