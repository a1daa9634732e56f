import { ScrollToTop } from '#app/components/scroll-to-top.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { ToastProvider } from '#app/components/toast.tsx'
import { WhatsAppButton } from '#app/components/whatsapp-button.tsx'
import { Outlet } from 'react-router'

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
