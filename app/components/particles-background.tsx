import { prefersReducedMotion } from '#app/utils/motion.ts'
import { useEffect, useRef } from 'react'

/** The original's particle defaults. */
const PARTICLE_DEFAULTS = { fpsLimit: 120, zLayers: 100, resizeDelaySeconds: 0.5 } as const

/** How long to wait for the browser to be idle before giving up and loading anyway. */
const IDLE_TIMEOUT_MS = 4000

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, 1)
  return () => clearTimeout(handle)
}

/**
 * Drifting, linked dots behind the hero. The library is fetched only once the
 * page is idle, so it never delays the first paint or the first interaction,
 * and it is never fetched for visitors who prefer reduced motion.
 */
export function ParticlesBackground() {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (prefersReducedMotion()) return
    let disposed = false
    let destroy: (() => void) | undefined

    const cancelIdle = whenIdle(async () => {
      const [{ tsParticles }, { loadSlim }] = await Promise.all([
        import('@tsparticles/engine'),
        import('@tsparticles/slim'),
      ])
      await loadSlim(tsParticles)
      const element = ref.current
      if (disposed || !element) return
      const container = await tsParticles.load({
        element,
        options: {
          fullScreen: false,
          fpsLimit: PARTICLE_DEFAULTS.fpsLimit,
          zLayers: PARTICLE_DEFAULTS.zLayers,
          resize: { enable: true, delay: PARTICLE_DEFAULTS.resizeDelaySeconds },
          detectRetina: true,
          pauseOnOutsideViewport: true,
          background: { color: 'transparent' },
          particles: {
            number: { value: 48, density: { enable: true } },
            color: { value: ['#ffffff', '#5fc4cc', '#f6a451'] },
            opacity: { value: { min: 0.2, max: 0.6 } },
            size: { value: { min: 1, max: 2.5 } },
            links: { enable: true, distance: 140, color: '#8fd3d8', opacity: 0.18, width: 1 },
            move: { enable: true, speed: 0.6, outModes: { default: 'out' } },
          },
        },
      })
      if (disposed) container?.destroy()
      else destroy = () => container?.destroy()
    })

    return () => {
      disposed = true
      cancelIdle()
      destroy?.()
    }
  }, [])

  return <div ref={ref} className="hero__particles" aria-hidden="true" data-testid="particles" />
}
