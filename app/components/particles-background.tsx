import type { DriftingDotsOptions } from '#app/components/drifting-dots.ts'
import { prefersReducedMotion } from '#app/utils/motion.ts'
import { useEffect, useRef } from 'react'

/** How long to wait for the browser to be idle before giving up and loading anyway. */
const IDLE_TIMEOUT_MS = 4000

/**
 * The original's tsParticles settings, in the animation's units: 48 dots per 1920 × 1080 px,
 * moving at 0.6 (half a pixel-ratio-scaled px per 60 Hz frame: 18 px/s), linked within 140 px.
 */
const DOTS: DriftingDotsOptions = {
  count: 48,
  colors: ['#ffffff', '#5fc4cc', '#f6a451'],
  opacity: { min: 0.2, max: 0.6 },
  radius: { min: 1, max: 2.5 },
  speed: 18,
  link: { distance: 140, color: '#8fd3d8', opacity: 0.18, width: 1 },
  resizeDelayMs: 500,
}

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, 1)
  return () => clearTimeout(handle)
}

/** Whether the browser asks to save data (the Save-Data setting of Chromium browsers). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

/**
 * Drifting, linked dots behind the hero. The animation is fetched only once the page is idle, so
 * it never delays the first paint or the first interaction, and it is never fetched for visitors
 * who prefer reduced motion or whose browser asks to save data.
 */
export function ParticlesBackground() {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (prefersReducedMotion() || savesData()) return
    let disposed = false
    let stop: (() => void) | undefined

    const cancelIdle = whenIdle(async () => {
      const { startDriftingDots } = await import('#app/components/drifting-dots.ts')
      const element = ref.current
      if (disposed || !element) return
      stop = startDriftingDots(element, DOTS)
    })

    return () => {
      disposed = true
      cancelIdle()
      stop?.()
    }
  }, [])

  return <div ref={ref} className="hero__particles" aria-hidden="true" data-testid="particles" />
}
