/**
 * Drifting dots with faint links between neighbours, drawn on a canvas: the hero's background.
 * Written for this one effect, it weighs a few KB where a general particle engine weighs 25 KB
 * compressed before any feature is added.
 */

export interface DriftingDotsOptions {
  /** Dots on a 1920 × 1080 CSS px area; smaller areas get proportionally fewer. */
  count: number
  colors: readonly string[]
  /** Opacity of each dot, picked at random in this range. */
  opacity: { min: number; max: number }
  /** Radius of each dot in CSS px, picked at random in this range. */
  radius: { min: number; max: number }
  /** Speed in CSS px per second, in a random direction. */
  speed: number
  link: { distance: number; color: string; opacity: number; width: number }
  /** How long a resize must settle before the canvas follows it. */
  resizeDelayMs: number
}

interface Dot {
  /** Position as a fraction of the canvas size, so that a resize keeps the layout. */
  x: number
  y: number
  /** Velocity in CSS px per second. */
  vx: number
  vy: number
  radius: number
  color: string
}

const DENSITY_AREA = 1920 * 1080
/**
 * Soft, faint dots need no more than one canvas pixel per CSS pixel: at a phone's 2 or 3 device
 * pixels per CSS pixel every frame would clear and draw four to nine times as many pixels, on
 * the main thread where the canvas is not drawn by the GPU.
 */
const MAX_PIXEL_RATIO = 1
/** A frame that arrives later than this (a busy main thread) does not make the dots jump. */
const MAX_STEP_SECONDS = 0.1
/**
 * Dots drifting 18 px a second move 0.6 px between two frames at 30 a second, which the eye
 * takes as smooth. At the screen's 60, redrawing the canvas and painting the page again held
 * 42 % of a core in Chromium for as long as the hero was in view (1280 px wide; 29 % at 375);
 * at 30, 22 % (16 %): on a phone, that is its battery. The frames in between are skipped (a
 * little under a 30th of a second, so that a 60 Hz screen, 16.7 ms a frame, draws every second).
 */
const MIN_FRAME_MS = 1000 / 30 - 4

const between = ({ min, max }: { min: number; max: number }) => min + Math.random() * (max - min)

function rgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgb(${value >> 16} ${(value >> 8) & 255} ${value & 255} / ${alpha.toFixed(3)})`
}

function newDot(options: DriftingDotsOptions): Dot {
  const angle = Math.random() * 2 * Math.PI
  const color = options.colors[Math.floor(Math.random() * options.colors.length)] ?? '#ffffff'
  return {
    x: Math.random(),
    y: Math.random(),
    vx: Math.cos(angle) * options.speed,
    vy: Math.sin(angle) * options.speed,
    radius: between(options.radius),
    color: rgba(color, between(options.opacity)),
  }
}

/**
 * Fills `host` with a canvas and animates the dots on it until the returned function is called,
 * which removes the canvas and every listener. The animation pauses while the tab is hidden or
 * the host is scrolled out of view, and follows the host's size.
 */
export function startDriftingDots(host: HTMLElement, options: DriftingDotsOptions): () => void {
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) return () => {}
  host.append(canvas)

  let width = 0
  let height = 0
  let dots: Dot[] = []

  function fit() {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO)
    width = host.clientWidth
    height = host.clientHeight
    canvas.width = Math.round(width * ratio)
    canvas.height = Math.round(height * ratio)
    context?.setTransform(ratio, 0, 0, ratio, 0, 0)
    const wanted = Math.max(1, Math.round((options.count * width * height) / DENSITY_AREA))
    dots = dots.slice(0, wanted)
    while (dots.length < wanted) dots.push(newDot(options))
  }

  function step(seconds: number) {
    for (const dot of dots) {
      const marginX = dot.radius / width
      const marginY = dot.radius / height
      dot.x += (dot.vx * seconds) / width
      dot.y += (dot.vy * seconds) / height
      // A dot that has left by one edge comes back in by the opposite one.
      if (dot.x < -marginX) dot.x = 1 + marginX
      else if (dot.x > 1 + marginX) dot.x = -marginX
      if (dot.y < -marginY) dot.y = 1 + marginY
      else if (dot.y > 1 + marginY) dot.y = -marginY
    }
  }

  function draw() {
    if (!context) return
    const { link } = options
    context.clearRect(0, 0, width, height)
    context.lineWidth = link.width
    for (let i = 0; i < dots.length; i++) {
      const a = dots[i] as Dot
      for (let j = i + 1; j < dots.length; j++) {
        const b = dots[j] as Dot
        const distance = Math.hypot((a.x - b.x) * width, (a.y - b.y) * height)
        if (distance >= link.distance) continue
        context.strokeStyle = rgba(link.color, link.opacity * (1 - distance / link.distance))
        context.beginPath()
        context.moveTo(a.x * width, a.y * height)
        context.lineTo(b.x * width, b.y * height)
        context.stroke()
      }
    }
    for (const dot of dots) {
      context.fillStyle = dot.color
      context.beginPath()
      context.arc(dot.x * width, dot.y * height, dot.radius, 0, 2 * Math.PI)
      context.fill()
    }
  }

  let frame = 0
  let last = 0
  let inView = true

  function tick(time: number) {
    frame = requestAnimationFrame(tick)
    if (last && time - last < MIN_FRAME_MS) return
    if (last) step(Math.min((time - last) / 1000, MAX_STEP_SECONDS))
    last = time
    draw()
  }

  function update() {
    const running = frame !== 0
    const shouldRun = inView && document.visibilityState === 'visible'
    if (shouldRun && !running) {
      last = 0
      frame = requestAnimationFrame(tick)
    } else if (!shouldRun && running) {
      cancelAnimationFrame(frame)
      frame = 0
    }
  }

  let resizeTimer: ReturnType<typeof setTimeout> | undefined
  const resizes = new ResizeObserver(() => {
    clearTimeout(resizeTimer)
    resizeTimer = setTimeout(() => {
      if (host.clientWidth === width && host.clientHeight === height) return
      fit()
      draw()
    }, options.resizeDelayMs)
  })
  const visibility = new IntersectionObserver(([entry]) => {
    inView = entry?.isIntersecting ?? true
    update()
  })

  fit()
  draw()
  resizes.observe(host)
  visibility.observe(host)
  document.addEventListener('visibilitychange', update)
  update()

  return () => {
    cancelAnimationFrame(frame)
    frame = 0
    clearTimeout(resizeTimer)
    resizes.disconnect()
    visibility.disconnect()
    document.removeEventListener('visibilitychange', update)
    canvas.remove()
  }
}
