import { prefersReducedMotion } from '#app/utils/motion.ts'
import { useShellMessages } from '#app/utils/site-content.ts'
import { useEffect, useState } from 'react'
import { ArrowUpIcon } from './icons.tsx'

/** How far the page must scroll before the button appears, as in the original. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 200

export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  const messages = useShellMessages()

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={messages.scrollToTop}
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
        // Keyboard users continue from the top of the page, not from a vanished button.
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <ArrowUpIcon />
    </button>
  )
}
