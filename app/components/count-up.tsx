import type { Language } from '#app/i18n/language.ts'
import { prefersReducedMotion } from '#app/utils/motion.ts'
import { digitsIn } from '#domain/numerals.ts'
import { useEffect, useRef, useState } from 'react'

/** The original's count-up default. */
export const COUNT_UP_DURATION_MS = 2500

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/**
 * A number that counts up from zero when it scrolls into view. The final value
 * is what is prerendered, what assistive technology reads, and what is shown
 * under reduced motion; an invisible copy of it holds the width while counting.
 */
export function CountUp({
  value,
  suffix,
  language,
}: {
  value: number
  suffix: string
  /** Bangla counts in Bengali digits. */
  language: Language
}) {
  const digits = (n: number) => digitsIn(String(n), language)
  const shownSuffix = digitsIn(suffix, language)
  const ref = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(value)

  useEffect(() => {
    const element = ref.current
    if (!element || prefersReducedMotion() || !('IntersectionObserver' in window)) return

    let frame = 0
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNT_UP_DURATION_MS)
        setShown(Math.round(easeOutCubic(progress) * value))
        if (progress < 1) frame = requestAnimationFrame(tick)
      }
      setShown(0)
      frame = requestAnimationFrame(tick)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value])

  return (
    <span className="stat__value" ref={ref}>
      <span data-reserve aria-hidden="true">
        {digits(value)}
        {shownSuffix}
      </span>
      <span aria-hidden="true" data-count>
        {digits(shown)}
        {shownSuffix}
      </span>
      <span className="visually-hidden">
        {digits(value)}
        {shownSuffix}
      </span>
    </span>
  )
}
