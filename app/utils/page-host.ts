import type { PageHost } from '#domain/page-host.ts'
import { createContext as createReactContext, useContext } from 'react'
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
