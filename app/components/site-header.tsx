import { telHref } from '#app/utils/phone.ts'
import { MAIN_NAVIGATION, MENU_EXTRAS } from '#app/utils/navigation.ts'
import { whatsappHref } from '#app/utils/reach.ts'
import { useSite } from '#app/utils/site-content.ts'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Brand } from './brand.tsx'
import { CloseIcon, MenuIcon, WhatsAppIcon } from './icons.tsx'

type HeaderState = 'top' | 'hidden' | 'pinned'

/** Scroll distance that counts as "at the top", and the jitter ignored between frames. */
const TOP_THRESHOLD_PX = 8
const SCROLL_JITTER_PX = 4

function useHeaderState(header: React.RefObject<HTMLElement | null>): HeaderState {
  const [state, setState] = useState<HeaderState>('top')

  useEffect(() => {
    let lastY = window.scrollY
    let frame = 0

    function update() {
      frame = 0
      const y = window.scrollY
      const delta = y - lastY
      if (y <= TOP_THRESHOLD_PX) setState('top')
      else if (Math.abs(delta) < SCROLL_JITTER_PX) return
      // Keyboard users tabbing through the bar must never lose it.
      else if (delta > 0 && !header.current?.contains(document.activeElement)) setState('hidden')
      else setState('pinned')
      lastY = y
    }

    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update)
    }

    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [header])

  return state
}

export function SiteHeader() {
  const { company, offices } = useSite()
  const headerRef = useRef<HTMLElement>(null)
  const menuRef = useRef<HTMLDialogElement>(null)
  const state = useHeaderState(headerRef)
  const [showOnFocus, setShowOnFocus] = useState(false)

  const closeMenu = () => menuRef.current?.close()

  return (
    <header
      ref={headerRef}
      className="site-header"
      data-state={showOnFocus && state === 'hidden' ? 'pinned' : state}
      onFocus={() => setShowOnFocus(true)}
      onBlur={() => setShowOnFocus(false)}
    >
      <div className="container site-header__inner">
        <Brand />
        <nav className="site-nav" aria-label="Main">
          <ul>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/contact" className="button button--accent site-header__cta">
          Get Quote
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => menuRef.current?.showModal()}
        >
          <MenuIcon />
        </button>
      </div>

      <dialog ref={menuRef} className="mobile-menu" aria-label="Menu">
        <div className="mobile-menu__top">
          <span className="mobile-menu__title">Menu</span>
          <button type="button" className="menu-button" aria-label="Close menu" onClick={closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {MENU_EXTRAS.map((item) => (
              <li key={item.to} className="mobile-menu__extra">
                <NavLink to={item.to} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu__whatsapp">
          <p id="mobile-menu-whatsapp">Chat on WhatsApp</p>
          <ul aria-labelledby="mobile-menu-whatsapp">
            {offices.map((office) => (
              <li key={office.id}>
                <a href={whatsappHref(company, office)}>
                  <WhatsAppIcon />
                  <span className="visually-hidden">Chat on WhatsApp: </span>
                  {office.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {company.phones[0] ? (
          <p className="mobile-menu__contact">
            Call us: <a href={telHref(company.phones[0])}>{company.phones[0]}</a>
          </p>
        ) : null}
      </dialog>
    </header>
  )
}
