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
