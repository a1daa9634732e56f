import { prefersReducedMotion } from '#app/utils/motion.ts'
import { useEffect, useRef } from 'react'

let observer: IntersectionObserver | undefined

/**
 * One observer for every Reveal on the page. Its first report on an element says where the
 * element was when the script ran; reading that here, rather than measuring each element when it
 * mounts, spares the browser a layout per element (fourteen on the about page, in one task).
 */
function revealObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement
        if (element.dataset.reveal === 'pending') {
          if (!entry.isIntersecting) continue
          element.dataset.reveal = 'shown'
          self.unobserve(element)
        } else if (entry.boundingClientRect.top < window.innerHeight) {
          // Already on screen: it stays as it is.
          self.unobserve(element)
        } else {
          element.dataset.reveal = 'pending'
        }
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  )
  return observer
}

/**
 * Fades its content in when it scrolls into view. The content is visible in the
 * prerendered HTML and without JavaScript: only what is still below the fold
 * when the script runs is hidden, and only until it is reached.
 */
export function Reveal({
  children,
  as: Tag = 'div',
  className,
}: {
  children: React.ReactNode
  as?: 'div' | 'section' | 'li'
  className?: string
}) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || prefersReducedMotion() || !('IntersectionObserver' in window)) return
    const reveals = revealObserver()
    reveals.observe(element)
    return () => reveals.unobserve(element)
  }, [])

  return (
    <Tag ref={ref as React.RefObject<never>} className={className}>
      {children}
    </Tag>
  )
}
