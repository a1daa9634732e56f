import { useEffect } from 'react'
import { useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router'
import { onStaffChange } from './api.ts'
import { savedAnswer } from './action-result.ts'

/** New inbox items must show within 30 s without a reload; the workspace refreshes this often. */
export const WORKSPACE_REFRESH_MS = 15_000

let polling = false

/**
 * Reloads the data of the routes on the page (their clientLoaders) this often, while the tab is
 * shown. The workspace layout calls it once, so the navigation's counts and an inbox screen
 * refresh together; a screen that should not follow exports `shouldRevalidate = ignorePolling`.
 *
 * A change sent while a refresh is under way makes the refresh start over. React Router lets a
 * refresh run on when a change is made, and lands it whenever its reads come back: a refresh
 * that read the item before the change was saved could land after the change's own reload and
 * put the old state back on the screen until the next refresh. Starting over drops those reads,
 * and the new ones wait for the change's answer (staffApi).
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
    const stopRestarting = onStaffChange(() => {
      if (polling) void revalidate()
    })
    return () => {
      clearInterval(timer)
      stopRestarting()
    }
  }, [revalidate, intervalMs])
}

/** Whether the loaders running now run for the polling (not for a change or a navigation). */
export function isPolling(): boolean {
  return polling
}

/**
 * A screen's `shouldRevalidate` when its data does not change under it (a record being edited, a
 * list of accounts): it reloads after its own changes and navigations, not with the polling, so
 * nothing being typed is replaced and a missed refresh cannot take the screen away. A change or a
 * navigation made while a refresh is under way still reloads it; a save that answered with the
 * saved record does not (see `afterOwnSave`).
 */
export function ignorePolling(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args
  const forThePolling = polling && formMethod === undefined && currentUrl.href === nextUrl.href
  return !forThePolling && !afterOwnSave(args) && defaultShouldRevalidate
}

/**
 * Whether the loaders would run only because of a save that answered with the record it saved
 * (a StaffSaveResult): the screen shows that answer, so it reads nothing again.
 */
export function afterOwnSave({ formMethod, actionResult }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod !== undefined && savedAnswer(actionResult) !== null
}

/**
 * Whether a save that answered with its record changed nothing the layout shows: the person and
 * the company's published name never change with one, the inbox counts only when it says so.
 */
export function layoutKeptAfterSave({
  formMethod,
  actionResult,
}: ShouldRevalidateFunctionArgs): boolean {
  return formMethod !== undefined && savedAnswer(actionResult)?.countsChanged === false
}

/**
 * A polled screen's `shouldRevalidate`: it reads again with the polling and after every change,
 * but not after a save that answered with its record, which it shows as answered.
 */
export function unlessOwnSave(args: ShouldRevalidateFunctionArgs): boolean {
  return !afterOwnSave(args) && args.defaultShouldRevalidate
}
