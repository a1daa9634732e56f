import { prefersReducedMotion } from '#app/utils/motion.ts'
import { useEffect, useRef } from 'react'

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
    if (element.getBoundingClientRect().top < window.innerHeight) return

    element.dataset.reveal = 'pending'
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        element.dataset.reveal = 'shown'
        observer.disconnect()
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <Tag ref={ref as React.RefObject<never>} className={className}>
      {children}
    </Tag>
  )
}
