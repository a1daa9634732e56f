import { useEffect } from 'react'
import { useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router'

/** New inbox items must show within 30 s without a reload; the workspace refreshes this often. */
export const WORKSPACE_REFRESH_MS = 15_000

let polling = false

/**
 * Reloads the data of the routes on the page (their clientLoaders) this often, while the tab is
 * shown. The workspace layout calls it once, so the navigation's counts and an inbox screen
 * refresh together; a screen that should not follow exports `shouldRevalidate = ignorePolling`.
 */
export function useRevalidateWhileVisible(intervalMs: number = WORKSPACE_REFRESH_MS): void {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || polling) return
      polling = true
      void revalidate().finally(() => {
        polling = false
      })
    }, intervalMs)
    return () => clearInterval(timer)
  }, [revalidate, intervalMs])
}

/** Whether the loaders running now run for the polling (not for a change or a navigation). */
export function isPolling(): boolean {
  return polling
}

/**
 * A screen's `shouldRevalidate` when its data does not change under it (a record being edited, a
 * list of accounts): it reloads after its own changes and navigations, not with the polling, so
 * nothing being typed is replaced and a missed refresh cannot take the screen away.
 */
export function ignorePolling({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return !polling && defaultShouldRevalidate
}
