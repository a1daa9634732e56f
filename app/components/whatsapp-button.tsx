import { whatsappHref } from '#app/utils/reach.ts'
import { useTextLang } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { useSite } from '#app/utils/site-content.ts'
import { useEffect, useRef } from 'react'
import { WhatsAppIcon } from './icons.tsx'

/**
 * Floating click-to-chat, one wa.me link per office. It sits at the bottom left, clear of the
 * scroll-to-top button at the bottom right; below 1280 px it appears once the page scrolls, so it
 * never covers the first screen (whatsapp-button.css). A <details> disclosure, so it works before hydration;
 * Escape and a click elsewhere close it.
 */
export function WhatsAppButton() {
  const { company, offices, messages } = useSite()
  const langOf = useTextLang()
  const ref = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    // Where the stylesheet cannot tie the button's appearance to the scroll position (browsers
    // without scroll-driven animations), the page says when it has left its first screen.
    const followScroll = !CSS.supports('animation-timeline: scroll()')
    const onScroll = () => {
      if (window.scrollY > 0) details.dataset.scrolled = ''
      else delete details.dataset.scrolled
    }
    // Focus Not Obscured (WCAG 2.4.11): a control that takes focus behind the button is scrolled
    // up clear of it. scroll-padding-bottom covers controls the browser scrolls to; this covers
    // those it finds already on screen, such as a tall text area reaching under the button.
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      const toggle = details.querySelector('summary')
      if (!(target instanceof Element) || !toggle || details.contains(target)) return
      if (getComputedStyle(details).visibility === 'hidden') return
      const button = toggle.getBoundingClientRect()
      const rect = target.getBoundingClientRect()
      if (rect.left >= button.right || rect.right <= button.left || rect.bottom <= button.top) {
        return
      }
      // Never so far that the control's top goes under the bar.
      const by = Math.min(rect.bottom - button.top + 16, rect.top - 80)
      if (by > 0) window.scrollBy({ top: by, behavior: 'instant' })
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    if (followScroll) {
      onScroll()
      window.addEventListener('scroll', onScroll, { passive: true })
    }
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])

  return (
    <details ref={ref} className="whatsapp">
      <summary className="whatsapp__toggle">
        <WhatsAppIcon />
        <span className="visually-hidden">{messages.chatOnWhatsApp}</span>
      </summary>
      <div className="whatsapp__menu">
        <p className="whatsapp__title">{messages.chatWithUsOnWhatsApp}</p>
        <ul>
          {offices.map((office) => (
            <li key={office.id}>
              <a
                href={whatsappHref(company, office)}
                aria-label={fill(messages.chatWithOffice, { locality: office.address.locality })}
              >
                <WhatsAppIcon />
                <span>
                  <span lang={langOf(office.name)}>{office.name}</span>
                  <small>{office.phones[1]}</small>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
