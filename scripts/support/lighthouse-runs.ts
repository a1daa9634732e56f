import lighthouse from 'lighthouse'
import type { Config, Flags, Result, RunnerResult } from 'lighthouse'

/* One Lighthouse run of the audit (scripts/audit.ts), and the figures it keeps of each. */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** A run whose trace Lighthouse could not record (NO_NAVSTART, say) is run again, this often at most. */
const ATTEMPTS_PER_RUN = 3

export interface Metrics {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Seconds. */
  lcp: number
  fcp: number
  /** Milliseconds. */
  tbt: number
  cls: number
  /** Bytes on the wire, as Lighthouse counts them (everything it saw load, idle work included). */
  totalBytes: number
  jsBytes: number
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100)
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN
}

/** Transfer size of the script requests in Lighthouse's network-requests audit. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (!details || details.type !== 'table') return Number.NaN
  return details.items.reduce((sum, item) => {
    const transferSize = typeof item.transferSize === 'number' ? item.transferSize : 0
    return item.resourceType === 'Script' ? sum + transferSize : sum
  }, 0)
}

/** The weighted audits that lost points, as "category: title", so a score below 100 explains itself. */
export function failedAudits(lhr: Result): string[] {
  const failed: string[] = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push(`${category}: ${audit.title}`)
      }
    }
  }
  return failed
}

export function metricsOf(lhr: Result): Metrics {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint') / 1000,
    fcp: numeric(lhr, 'first-contentful-paint') / 1000,
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scriptBytes(lhr),
  }
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  const lower = sorted[middle - 1] ?? upper
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2
}

export function medianOf(all: Metrics[]): Metrics {
  const keys = Object.keys(all[0] ?? {}) as (keyof Metrics)[]
  return Object.fromEntries(
    keys.map((key) => [key, median(all.map((metrics) => metrics[key]))]),
  ) as unknown as Metrics
}

/** One Lighthouse run, tried again while Lighthouse reports that it could not record the page. */
export async function runLighthouse(
  url: string,
  flags: Flags,
  config: Config | undefined,
  label: string,
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${label}`)
    const error = result.lhr.runtimeError
    if (error) console.warn(`${label}, attempt ${attempt}: ${error.code} ${error.message}`)
    if (!error || attempt === ATTEMPTS_PER_RUN) return result
  }
}
