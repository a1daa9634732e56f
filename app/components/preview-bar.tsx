import type { MessagesOf } from '#app/i18n/messages.ts'
import type { previewBarMessages } from './preview-bar.messages.ts'

export type PreviewBarMessages = MessagesOf<typeof previewBarMessages>

/**
 * Above every page a staff member previews with its drafts: says so plainly, so a screenshot or
 * a review is never mistaken for the live site, and keeps the preview out of search engines
 * (the server also sends X-Robots-Tag: noindex).
 */
export function PreviewBar({ messages }: { messages: PreviewBarMessages }) {
  return (
    <aside className="preview-bar" aria-labelledby="preview-bar-title">
      <meta name="robots" content="noindex" />
      <div className="container preview-bar__inner">
        <p>
          <strong id="preview-bar-title">{messages.title}</strong> {messages.text}
        </p>
        {/* A plain link, a full load: the workspace is another app than the public pages. */}
        <a href="/staff/content" className="preview-bar__link">
          {messages.back}
        </a>
      </div>
    </aside>
  )
}
