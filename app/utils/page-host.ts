import type { PageHost } from '#domain/page-host.ts'
import { createContext as createReactContext, useContext, type ReactNode } from 'react'
import { createContext, type RouterContextProvider } from 'react-router'

/** The server's services for pages it renders; null when prerendering, where there is no server. */
export const pageHostContext = createContext<PageHost | null>(null)

export function pageHost(context: Readonly<RouterContextProvider>): PageHost {
  const host = context.get(pageHostContext)
  if (!host) throw new Error('This page action runs only on the server')
  return host
}

/** The CSP nonce of a server-rendered response, for the document's inline scripts. */
export const NonceContext = createReactContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}

/**
 * Marks a public page's `<html>` until its boot script has seen the first paint
 * (deferred-hydration.server.ts). Below-the-fold pictures wait for it (app/styles/global.css):
 * Chromium's lazy loading otherwise starts every lazy image within its loading distance (1,250
 * to 3,000 px and more) at the first layout, where on a phone they share the connection with the
 * page's largest paint.
 */
export const BEFORE_PAINT = 'data-before-paint'

/**
 * The scripts that hydrate a public page after its first paint, which the root layout renders
 * in place of React Router's `<Scripts>` (deferred-hydration.server.ts). Null on the workspace's
 * pages, which hydrate at once. The server's alone: the browser, where hydration has begun,
 * renders `<Scripts>`, so the layout reads it only on the server and the pages' scripts leave it
 * out.
 */
export const DeferredHydrationContext = /* @__PURE__ */ createReactContext<ReactNode>(null)
