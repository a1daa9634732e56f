/**
 * The byte budgets of issue 4 ("JavaScript budget"), in one place: a change that breaks them fails
 * tests/e2e/quality/budgets.test.ts. Bytes are what the browser downloads on a first load with an
 * empty cache, as Chromium counts transfer size: compressed as served, response headers included.
 * The particle background, loaded after idle, is not counted.
 */
export const BUDGETS = {
  /** First-load JavaScript of any page: its scripts' compressed bodies and response headers. */
  firstLoadJsBytes: 110 * 1024,
  /** First-load transfer of any page, everything included, response headers too. */
  firstLoadTotalBytes: 300 * 1024,
} as const

/**
 * Pages still over the JavaScript budget, with the most they may ship until they are brought
 * under it (issue 9 stays open for them): measured 116.0 KB for /careers/N once headers were
 * counted. A ceiling, not an allowance: it only ever goes down.
 */
export const JS_OVER_BUDGET_CEILINGS: Readonly<Record<string, number>> = {
  '/careers/': 116.5 * 1024,
}

/** The JavaScript budget of a page: BUDGETS.firstLoadJsBytes unless it is a known exception. */
export function firstLoadJsBudget(path: string): number {
  const exception = Object.entries(JS_OVER_BUDGET_CEILINGS).find(([prefix]) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
  )
  return exception?.[1] ?? BUDGETS.firstLoadJsBytes
}
