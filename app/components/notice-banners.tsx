import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { useShellMessages, type SiteNotice } from '#app/utils/site-content.ts'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'

/** setTimeout's longest delay; a later end is checked again when that one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * The notices in force when the page was rendered. A page left open past a notice's end drops
 * it then, without waiting for the next page: the server decided what was in force, the
 * visitor's clock decides when it ends.
 */
function useUnexpired(notices: readonly SiteNotice[]): readonly SiteNotice[] {
  const [now, setNow] = useState<number | undefined>(undefined)
  useEffect(() => {
    const ends = notices.map((notice) => Date.parse(notice.endsAt))
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const next = Math.min(...ends.filter((end) => end > current))
      if (Number.isFinite(next)) timer = setTimeout(tick, Math.min(next - current, MAX_TIMER_MS))
    }
    tick()
    return () => clearTimeout(timer)
  }, [notices])
  // Until hydrated, what the server rendered, so the first render matches its HTML.
  return now === undefined ? notices : notices.filter((notice) => now < Date.parse(notice.endsAt))
}

/** A banner per notice in force or announced ahead, under the header of every public page. */
export function NoticeBanners({ notices }: { notices: readonly SiteNotice[] }) {
  const shown = useUnexpired(notices)
  const messages = useShellMessages()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  if (shown.length === 0) return null
  return (
    <div className="notice-banners">
      {shown.map((notice) => (
        <section
          key={notice.id}
          className={`notice-banner notice-banner--${notice.severity}`}
          aria-labelledby={`notice-${notice.id}-title`}
        >
          <div className="container notice-banner__inner">
            <h2 id={`notice-${notice.id}-title`} className="notice-banner__title">
              <span className="notice-banner__kind">
                {notice.severity === 'disruption'
                  ? messages.noticeDisruption
                  : messages.noticeNotice}
                :
              </span>{' '}
              <span lang={langOf(notice.title)}>{notice.title}</span>
            </h2>
            {notice.startsLabel ? (
              <p className="notice-banner__from">{notice.startsLabel}</p>
            ) : null}
            <p>
              <span lang={langOf(notice.text)}>{notice.text}</span>{' '}
              <Link to={to('/notices')}>
                {messages.noticeAll}
                <span className="visually-hidden">{messages.noticeAllHidden}</span>
              </Link>
            </p>
          </div>
        </section>
      ))}
    </div>
  )
}
