'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MobileDrawer } from './mobile-drawer';
import { NavEntry } from './nav-link';
import { mainMenus, type NavMenu } from './navigation';

/** Spec §9: the bar turns fixed once the page scrolls past the banner's height plus this offset. */
export const navFixOffset = 55.5;

/** Focusable links inside a menu panel, in order. */
function panelLinks(panel: HTMLElement | null | undefined): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[data-nav-item]')) : [];
}

function MenuPanel({ menu, id }: { menu: NavMenu; id: string }) {
  const size = menu.desktopMenuDimensions;
  return (
    <div
      id={id}
      className={`nav-panel${menu.backgroundColor === 'dark' ? ' nav-panel--dark' : ''}${size && size.width > 600 ? ' nav-panel--wide' : ''}`}
      style={size ? { width: size.width, maxHeight: size.maxHeight } : undefined}
    >
      <ul>
        {menu.menuItems.map((item) =>
          item.type === 'group' ? (
            <li key={item.label} className="nav-group">
              <span className="nav-group-label">{item.label}</span>
              <ul>
                {item.groupItems.map((child) => (
                  <li key={child.href}>
                    <NavEntry item={child} tabIndex={-1} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href}>
              <NavEntry item={item} tabIndex={-1} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/**
 * The navigation bar (spec §2): desktop menus that open on hover or focus and close on blur,
 * mouse leave, Escape or scroll, with arrow keys inside; on small screens a drawer instead.
 * The home link and the menus are one Tab stop (a roving tabindex, as in the WAI-ARIA menubar
 * pattern): Left and Right move along the bar, Down and Up through an open menu's items, and
 * Tab leaves the bar — so a keyboard user does not walk through thirty links to reach the page.
 */
export function NavBar({ blue }: { blue: boolean }) {
  const path = usePathname();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [fixed, setFixed] = useState(false);
  // The bar's one Tab stop: 0 is the home link, 1… the menu buttons.
  const [rovingIndex, setRovingIndex] = useState(0);
  const home = useRef<HTMLAnchorElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  // Escape hands focus back to the menu's button; that focus must not open the menu again.
  const returningFocus = useRef(false);

  useEffect(() => {
    const onScroll = () => {
      setOpenIndex(null);
      const bannerHeight = ['official-banner', 'header-banner'].reduce((height, id) => height + (document.getElementById(id)?.offsetHeight ?? 0), 0);
      setFixed(window.scrollY > bannerHeight + navFixOffset);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Navigating closes any open menu (React's pattern for resetting state when a prop changes).
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    setOpenIndex(null);
  }

  /** Left and Right along the bar (home, then each menu), wrapping at the ends. */
  const onBarKeyDown = (position: number) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return false;
    event.preventDefault();
    const count = mainMenus.length + 1;
    const next = (position + (event.key === 'ArrowRight' ? 1 : count - 1)) % count;
    (next === 0 ? home.current : buttons.current[next - 1])?.focus();
    return true;
  };

  const onButtonKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (onBarKeyDown(index + 1)(event)) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Render the panel now, so its first link can take focus in this same keystroke.
      flushSync(() => setOpenIndex(index));
      panelLinks(panels.current[index])[0]?.focus();
    } else if (event.key === 'Escape') {
      setOpenIndex(null);
    }
  };

  const onPanelKeyDown = (index: number) => (event: KeyboardEvent) => {
    const links = panelLinks(panels.current[index]);
    const current = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(current + step + links.length) % links.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? links[0] : links.at(-1))?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      // From inside a menu, Left and Right go on to the neighbouring menu, which opens on focus.
      onBarKeyDown(index + 1)(event);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpenIndex(null);
      returningFocus.current = true;
      buttons.current[index]?.focus();
      returningFocus.current = false;
    }
  };

  const onMenuBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex((open) => (open === index ? null : open));
  };

  return (
    <>
      {/* Keeps the page from jumping when the bar leaves the flow. */}
      {fixed && <div className="nav-spacer" aria-hidden="true" />}
      <nav
        aria-label="Main"
        className={`site-nav${blue ? ' site-nav--blue' : ''}${fixed ? ' site-nav--fixed' : ''}`}
        data-fixed={fixed}
      >
        <div className="container nav-inner">
          <Link
            href="/"
            ref={home}
            className="nav-home"
            aria-label="Home"
            tabIndex={rovingIndex === 0 ? 0 : -1}
            onFocus={() => setRovingIndex(0)}
            onKeyDown={onBarKeyDown(0)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
            </svg>
          </Link>
          <ul className="nav-menus">
            {mainMenus.map((menu, index) => (
              <li
                key={menu.label}
                className={`nav-menu${menu.backgroundColor === 'dark' ? ' nav-menu--dark' : ''}`}
                onMouseEnter={() => setOpenIndex(index)}
                onMouseLeave={() => setOpenIndex((open) => (open === index ? null : open))}
                onBlur={onMenuBlur(index)}
              >
                <button
                  type="button"
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  aria-expanded={openIndex === index}
                  aria-controls={`nav-menu-${index}`}
                  tabIndex={rovingIndex === index + 1 ? 0 : -1}
                  onFocus={() => {
                    setRovingIndex(index + 1);
                    if (!returningFocus.current) setOpenIndex(index);
                  }}
                  onClick={() => setOpenIndex((open) => (open === index ? null : index))}
                  onKeyDown={onButtonKeyDown(index)}
                >
                  {menu.img && <span className="nav-menu-logo" aria-hidden="true" />}
                  {menu.label}
                </button>
                <div
                  ref={(element) => {
                    panels.current[index] = element;
                  }}
                  hidden={openIndex !== index}
                  onKeyDown={onPanelKeyDown(index)}
                >
                  <MenuPanel menu={menu} id={`nav-menu-${index}`} />
                </div>
              </li>
            ))}
          </ul>
          <MobileDrawer />
        </div>
      </nav>
    </>
  );
}
