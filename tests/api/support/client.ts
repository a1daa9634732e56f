import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { paths } from './api-types.ts'
import { DEFAULT_SITE_ORIGIN, type CookieJar } from './staff.ts'

export type ApiClient = Client<paths>

/** Calls as the workspace makes them: the session cookie, and the site's Origin on changes. */
function asWorkspace(jar: CookieJar, origin: string): Middleware {
  return {
    onRequest({ request }) {
      const cookie = jar.header()
      if (cookie) request.headers.set('cookie', cookie)
      if (request.method !== 'GET') request.headers.set('origin', origin)
      return request
    },
    onResponse({ response }) {
      jar.take(response.headers)
      return response
    },
  }
}

/**
 * A client of the API typed by its OpenAPI document (api-types.ts, generated from the routes by
 * `npm run openapi`): tsc checks every call's path, parameters, body and answer against the
 * routes' schemas, so a test and the document cannot disagree. With a session (a signed-in
 * staff member's cookie jar) it calls as the workspace does.
 */
export function apiClient(
  server: { url: string },
  session?: { jar: CookieJar; origin?: string },
): ApiClient {
  const client = createClient<paths>({ baseUrl: server.url })
  if (session) client.use(asWorkspace(session.jar, session.origin ?? DEFAULT_SITE_ORIGIN))
  return client
}

/** The body of a successful answer; anything else throws with the status and the error body. */
export function ok<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined || !answer.response.ok) {
    const { status, url } = answer.response
    throw new Error(`${url} answered ${status}: ${JSON.stringify(answer.error)}`)
  }
  return answer.data
}
