import { ScrollToTop } from '#app/components/scroll-to-top.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { ToastProvider } from '#app/components/toast.tsx'
import { WhatsAppButton } from '#app/components/whatsapp-button.tsx'
import { Outlet } from 'react-router'
import type { Route } from './+types/site-layout'
import siteLayoutStylesheet from './site-layout.css?url'

/**
 * Linked, not imported: this module is bundled into the shell chunk, which every public page and
 * the root route load, so a stylesheet imported here would reach the staff workspace too and be
 * linked again by every lazily loaded chunk (vite.config.ts, clientChunks).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: siteLayoutStylesheet }]

export default function SiteLayout() {
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppButton />
      <ScrollToTop />
    </ToastProvider>
  )
}
