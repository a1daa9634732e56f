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

/** Whether the browser asks to save data (the Save-Data setting of Chromium browsers). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

/**
 * The tsParticles engine and only the features this effect uses: hex colours, moving circles
 * with random opacity and size that leave by the edges, and links between neighbours.
 */
async function loadParticlesEngine() {
  const [
    { tsParticles },
    { loadHexColorPlugin },
    { loadMovePlugin },
    { loadCircleShape },
    { loadPaintUpdater },
    { loadOpacityUpdater },
    { loadSizeUpdater },
    { loadOutModesUpdater },
    { loadInteractivityPlugin },
    { loadParticlesLinksInteraction },
  ] = await Promise.all([
    import('@tsparticles/engine'),
    import('@tsparticles/plugin-hex-color'),
    import('@tsparticles/plugin-move'),
    import('@tsparticles/shape-circle'),
    import('@tsparticles/updater-paint'),
    import('@tsparticles/updater-opacity'),
    import('@tsparticles/updater-size'),
    import('@tsparticles/updater-out-modes'),
    import('@tsparticles/plugin-interactivity'),
    import('@tsparticles/interaction-particles-links'),
  ])
  await Promise.all([
    loadHexColorPlugin(tsParticles),
    loadMovePlugin(tsParticles),
    loadCircleShape(tsParticles),
    loadPaintUpdater(tsParticles),
    loadOpacityUpdater(tsParticles),
    loadSizeUpdater(tsParticles),
    loadOutModesUpdater(tsParticles),
  ])
  // Links are an interaction: the interactivity plugin must be registered first.
  await loadInteractivityPlugin(tsParticles)
  await loadParticlesLinksInteraction(tsParticles)
  return tsParticles
}

/**
 * Drifting, linked dots behind the hero. The library is fetched only once the
 * page is idle, so it never delays the first paint or the first interaction,
 * and it is never fetched for visitors who prefer reduced motion or whose
 * browser asks to save data.
 */
export function ParticlesBackground() {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (prefersReducedMotion() || savesData()) return
    let disposed = false
    let destroy: (() => void) | undefined

    const cancelIdle = whenIdle(async () => {
      const tsParticles = await loadParticlesEngine()
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
