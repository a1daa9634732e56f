import { useEffect, useState } from 'react'
import { INBOX_COUNT_CAP, InboxCountsResponseSchema } from '#schemas/staff-inbox.ts'
import { getJson, INBOX_CHANGED_EVENT, INBOX_REFRESH_MS } from './inbox-api.ts'

/**
 * New items per inbox list, as the navigation shows them ("1000+" past the cap), refreshed
 * while the tab is visible. Lists the person may not work are absent from the answer.
 */
export function useNewItemCounts(enabled: boolean): Record<string, string> {
  const [counts, setCounts] = useState<Record<string, string>>({})
  useEffect(() => {
    if (!enabled) return
    const load = () =>
      getJson('/api/staff/inbox/counts', InboxCountsResponseSchema).then(
        ({ data }) =>
          setCounts(
            Object.fromEntries(
              Object.entries(data).map(([kind, count]) => [
                kind,
                count === 0 ? '' : count >= INBOX_COUNT_CAP ? `${INBOX_COUNT_CAP}+` : String(count),
              ]),
            ),
          ),
        // A missed refresh keeps the last counts; the next one tries again.
        () => undefined,
      )
    const first = setTimeout(() => void load(), 0)
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load()
    }, INBOX_REFRESH_MS)
    // A list that found new items, or a change made on this page, counts again at once.
    const onChange = () => void load()
    window.addEventListener(INBOX_CHANGED_EVENT, onChange)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
      window.removeEventListener(INBOX_CHANGED_EVENT, onChange)
    }
  }, [enabled])
  return counts
}
