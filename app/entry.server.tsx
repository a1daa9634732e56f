import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { PageHost } from '#domain/page-host.ts'
import { renderToPipeableStream } from 'react-dom/server'
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router'
import { deferredHydrationScripts } from './utils/deferred-hydration.server.ts'
import { DeferredHydrationContext, NonceContext, pageHostContext } from './utils/page-host.ts'

export const streamTimeout = 5_000

/**
 * The load context for a request the server renders. Exported from the server build, so the
 * server sets the app's own context keys without importing the app.
 */
export function createLoadContext(host: PageHost): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageHostContext, host]]))
}

/**
 * React Router's default Node entry, plus the CSP nonce (every inline script of a page the
 * server renders carries the nonce of its response) and, on a public page, the scripts that
 * hydrate it after its first paint in place of React Router's (deferred-hydration.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const host = loadContext.get(pageHostContext)
  const nonce = host?.nonce
  const deferred = host?.hydrateAfterPaint ? deferredHydrationScripts(routerContext) : undefined
  const deferredScripts = deferred ? (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: deferred.routerContext }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: deferred.boot }} />
    </>
  ) : null
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // The whole page at once, lazy parts included and inline: a visitor without JavaScript (or
    // before hydration) must get complete HTML, which streamed Suspense boundaries are not.
    const readyOption = 'onAllReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <DeferredHydrationContext.Provider value={deferredScripts}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DeferredHydrationContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Large finished parts would otherwise be sent hidden, for a script to reveal.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
