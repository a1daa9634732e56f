import { telHref } from '#app/utils/phone.ts'
import { MAIN_NAVIGATION, MENU_EXTRAS } from '#app/utils/navigation.ts'
import { whatsappHref } from '#app/utils/reach.ts'
import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { useSite } from '#app/utils/site-content.ts'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Brand } from './brand.tsx'
import { CloseIcon, MenuIcon, WhatsAppIcon } from './icons.tsx'
import { LanguageSwitch } from './language-switch.tsx'

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
  const { company, offices, messages } = useSite()
  const to = useLocalizedPath()
  const langOf = useTextLang()
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
        <nav className="site-nav" aria-label={messages.navMain}>
          <ul>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)}>{messages[item.label]}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="site-header__language" />
        <Link to={to('/contact')} className="button button--accent site-header__cta">
          {messages.getQuote}
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-label={messages.openMenu}
          aria-haspopup="dialog"
          onClick={() => menuRef.current?.showModal()}
        >
          <MenuIcon />
        </button>
      </div>

      <dialog ref={menuRef} className="mobile-menu" aria-label={messages.menu}>
        <div className="mobile-menu__top">
          <span className="mobile-menu__title">{messages.menu}</span>
          <button
            type="button"
            className="menu-button"
            aria-label={messages.closeMenu}
            onClick={closeMenu}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={messages.navMobile}>
          <ul>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} onClick={closeMenu}>
                  {messages[item.label]}
                </NavLink>
              </li>
            ))}
            {MENU_EXTRAS.map((item) => (
              <li key={item.to} className="mobile-menu__extra">
                <NavLink to={to(item.to)} onClick={closeMenu}>
                  {messages[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="mobile-menu__language" />
        <div className="mobile-menu__whatsapp">
          <p id="mobile-menu-whatsapp">{messages.chatOnWhatsApp}</p>
          <ul aria-labelledby="mobile-menu-whatsapp">
            {offices.map((office) => (
              <li key={office.id}>
                <a href={whatsappHref(company, office)}>
                  <WhatsAppIcon />
                  <span className="visually-hidden">{messages.chatOnWhatsAppWith}</span>
                  <span lang={langOf(office.name)}>{office.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {company.phones[0] ? (
          <p className="mobile-menu__contact">
            {messages.callUs} <a href={telHref(company.phones[0])}>{company.phones[0]}</a>
          </p>
        ) : null}
      </dialog>
    </header>
  )
}
