import notoSansBengaliLabelWoff2 from './fonts/noto-sans-bengali-label.woff2?url'
import notoSansBengaliWoff2 from './fonts/noto-sans-bengali-subset.woff2?url'
import { use } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { useLanguage } from './i18n/language.ts'
import './styles/global.css'
import { BEFORE_PAINT, DeferredHydrationContext, useNonce } from './utils/page-host.ts'
import { presentsCompany } from './utils/page-handle.ts'
import { SITE_LAYOUT_ROUTE, type Site } from './utils/site-content.ts'
import { organizationGraph } from './utils/structured-data.ts'

// Inter (app/styles/global.css) is not preloaded: fetched alongside the CSS it took the slow
// connection's bandwidth from a photo hero and delayed its LCP by about 0.3 s (decision 0008);
// text paints at once in its metrics-matched fallback, which stays if Inter comes too late
// (font-display: optional, so nothing moves).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/icons/icon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

/** JSON inside a script element must not be able to close that element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Every page allows its inline scripts by the nonce of its response.
  const nonce = useNonce()
  const site = useRouteLoaderData<Site>(SITE_LAYOUT_ROUTE)
  const matches = useMatches()
  const language = useLanguage()
  // A public page the server renders hydrates after its first paint, with scripts of its own.
  const deferredHydration = import.meta.env.SSR ? use(DeferredHydrationContext) : null
  return (
    <html {...(deferredHydration ? { [BEFORE_PAINT]: '' } : {})} lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        <Links />
        {/*
         * The tags below are the server's alone (import.meta.env.SSR), so the browser's scripts
         * carry none of them; hydration passes over head tags the browser's render lacks, and a
         * page opened within the app has its fonts already.
         * First, the Bengali font a public page's first view is drawn in
         * (app/styles/global.css): the Bangla pages' whole font, or on English pages the language
         * switch's "বাংলা" alone (1 KB), fetched with the stylesheet rather than once the page is
         * laid out, and after what the first screen shows (a photo hero). The staff pages show no
         * switch.
         */}
        {import.meta.env.SSR && site && language === 'bn' ? (
          <link
            rel="preload"
            href={notoSansBengaliWoff2}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ) : null}
        {import.meta.env.SSR && site && language === 'en' ? (
          <link
            rel="preload"
            href={notoSansBengaliLabelWoff2}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            fetchPriority="low"
          />
        ) : null}
        {/* The company and its offices, for search engines, on the pages that present them. */}
        {import.meta.env.SSR && site && presentsCompany(matches) ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(organizationGraph(site)) }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {deferredHydration ?? <Scripts nonce={nonce} />}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}
