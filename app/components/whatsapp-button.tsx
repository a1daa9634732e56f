import { whatsappHref } from '#app/utils/reach.ts'
import { OFFICES } from '#content/offices.ts'
import { useEffect, useRef } from 'react'
import { WhatsAppIcon } from './icons.tsx'

/**
 * Floating click-to-chat, one wa.me link per office. It sits at the bottom left, clear of the
 * scroll-to-top button at the bottom right. A <details> disclosure, so it works before hydration;
 * Escape and a click elsewhere close it.
 */
export function WhatsAppButton() {
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
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [])

  return (
    <details ref={ref} className="whatsapp">
      <summary className="whatsapp__toggle">
        <WhatsAppIcon />
        <span className="visually-hidden">Chat on WhatsApp</span>
      </summary>
      <div className="whatsapp__menu">
        <p className="whatsapp__title">Chat with us on WhatsApp</p>
        <ul>
          {OFFICES.map((office) => (
            <li key={office.id}>
              <a
                href={whatsappHref(office)}
                aria-label={`Chat on WhatsApp with our ${office.address.locality} office`}
              >
                <WhatsAppIcon />
                <span>
                  {office.name}
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
