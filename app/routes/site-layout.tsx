import { requestLanguage } from '#app/i18n/language.ts'
import { ScrollToTop } from '#app/components/scroll-to-top.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { ToastProvider } from '#app/components/toast.tsx'
import { NoticeBanners } from '#app/components/notice-banners.tsx'
import { PreviewBar } from '#app/components/preview-bar.tsx'
import { previewBarMessages } from '#app/components/preview-bar.messages.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { WhatsAppButton } from '#app/components/whatsapp-button.tsx'
import { showcaseLinksMessages } from '#app/components/showcase-links.messages.ts'
import { loadSite } from '#app/utils/site-content.ts'
import { Outlet } from 'react-router'
import type { Route } from './+types/site-layout'
import siteLayoutStylesheet from './site-layout.css?url'
import { shellMessages } from './site-layout.messages.ts'

/**
 * Linked, not imported: this module is bundled into the shell chunk, which every public page and
 * the root route load, so a stylesheet imported here would reach the staff workspace too and be
 * linked again by every lazily loaded chunk (vite.config.ts, clientChunks).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: siteLayoutStylesheet }]

/** Rendered per request: what staff publish shows on the next page anyone opens. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(shellMessages, language)
  return {
    ...(await loadSite(
      context,
      language,
      messagesIn(previewBarMessages, language),
      messages.noticeFrom,
    )),
    showcaseLinks: messagesIn(showcaseLinksMessages, language),
    messages,
  }
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        {loaderData.messages.skipLink}
      </a>
      {loaderData.preview ? <PreviewBar messages={loaderData.preview} /> : null}
      <SiteHeader />
      <NoticeBanners notices={loaderData.notices} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppButton />
      <ScrollToTop />
    </ToastProvider>
  )
}
