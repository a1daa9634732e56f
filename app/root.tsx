import notoSansBengaliWoff2 from './fonts/noto-sans-bengali-subset.woff2?url'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { useLanguage } from './i18n/language.ts'
import './styles/global.css'
import { bengaliFontScript } from './utils/bengali-font.ts'
import { useNonce } from './utils/page-host.ts'

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

export function Layout({ children }: { children: React.ReactNode }) {
  // Every page allows its inline scripts by the nonce of its response.
  const nonce = useNonce()
  const language = useLanguage()
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        <Links />
        {/* The Bangla pages' font, for the pages after the first; English pages never load it. */}
        {language === 'bn' ? (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: bengaliFontScript(notoSansBengaliWoff2) }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}
