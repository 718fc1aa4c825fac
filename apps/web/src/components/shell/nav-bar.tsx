'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MobileDrawer } from './mobile-drawer';
import { NavEntry } from './nav-link';
import { mainMenus, type NavMenu } from './navigation';

/** Spec §9: the bar turns fixed once the page scrolls past the banner's height plus this offset. */
export const navFixOffset = 55.5;

/**
 * How long after a mouse's hover opened a menu its click still counts as the same gesture: a mouse
 * is clicked within a moment of entering. A later click on an open menu's button closes it.
 */
const firstClickWindowMs = 600;

/** Focusable links inside a menu panel, in order. */
function panelLinks(panel: HTMLElement | null | undefined): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[data-nav-item]')) : [];
}

function MenuPanel({ menu, id }: { menu: NavMenu; id: string }) {
  const size = menu.desktopMenuDimensions;
  return (
    <div
      id={id}
      className={`nav-panel${menu.backgroundColor === 'dark' ? ' nav-panel--dark' : ''}${size ? ' nav-panel--columns' : ''}`}
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
                    <NavEntry item={child} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href}>
              <NavEntry item={item} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/**
 * The navigation bar (spec §2): desktop menus that open on hover, click or the keyboard and close
 * on blur, mouse leave, Escape or scroll; on small screens a drawer instead.
 *
 * Roles and keys are one model, the WAI-ARIA disclosure navigation pattern (decision 040): each
 * menu is a button with aria-expanded that controls a list of links, and every button is a Tab
 * stop. Enter or Space opens a menu (and closes it again); its links follow its button in the Tab
 * order, so Tab alone reaches every link; Escape closes it and returns to its button; focus leaving
 * it closes it. Arrow keys are a shortcut, as the pattern allows: Down into a menu, Up and Down
 * through it, Left and Right to the neighbouring menu. Focus alone opens nothing: a Tab through the
 * bar would otherwise walk every link of every menu.
 *
 * Hover is a mouse's: a menu that a mouse's hover opened a moment ago is not closed by the click
 * that follows (the mouse enters, then clicks), so the first click confirms the menu rather than
 * toggling it shut. A finger's tap is a click alone — its emulated mouse enter and the mouse leave
 * Chromium sends when the finger lifts are not hover — so one tap opens a menu and it stays open.
 */
export function NavBar({ blue }: { blue: boolean }) {
  const path = usePathname();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [fixed, setFixed] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  // Which menu a mouse's hover opened, and when, for the first-click rule above.
  const openedByHover = useRef<{ index: number; at: number } | null>(null);

  useEffect(() => {
    const onScroll = () => {
      // Tab through a long menu's links may scroll the page; that scroll must not close the menu.
      if (!document.activeElement?.closest('.nav-panel')) setOpenIndex(null);
      const bannerHeight = ['official-banner', 'header-banner'].reduce((height, id) => height + (document.getElementById(id)?.offsetHeight ?? 0), 0);
      setFixed(window.scrollY > bannerHeight + navFixOffset);
    };
    // A tap elsewhere closes an open menu: Safari does not focus a tapped button, so no blur would.
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target as Element | null)?.closest?.('.nav-menus')) setOpenIndex(null);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  // Navigating closes any open menu (React's pattern for resetting state when a prop changes).
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    setOpenIndex(null);
  }

  /** Hover opens a menu (spec §2). */
  const openByHover = (index: number) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    // Leaving closes a menu, so entering one always opens it.
    openedByHover.current = { index, at: event.timeStamp };
    setOpenIndex(index);
  };

  const closeByHover = (index: number) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpenIndex((open) => (open === index ? null : open));
  };

  /** Opens a menu and puts focus on its first link, in this same keystroke. */
  const enterMenu = (index: number) => {
    flushSync(() => setOpenIndex(index));
    panelLinks(panels.current[index])[0]?.focus();
  };

  const onButtonClick = (index: number) => (event: MouseEvent) => {
    const hovered = openedByHover.current;
    openedByHover.current = null;
    const justHovered = hovered?.index === index && event.timeStamp - hovered.at < firstClickWindowMs;
    // The state as it is now, not as this render saw it: the hover's update may not be drawn yet.
    setOpenIndex((open) => (open === index && !justHovered ? null : index));
  };

  /** Left and Right move to the neighbouring menu button, wrapping at the ends. */
  const moveAlongBar = (index: number, event: KeyboardEvent) => {
    event.preventDefault();
    const count = mainMenus.length;
    buttons.current[(index + (event.key === 'ArrowRight' ? 1 : count - 1)) % count]?.focus();
  };

  const onButtonKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') moveAlongBar(index, event);
    else if (event.key === 'ArrowDown') {
      event.preventDefault();
      enterMenu(index);
    } else if (event.key === 'Escape') setOpenIndex(null);
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
      moveAlongBar(index, event);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpenIndex(null);
      buttons.current[index]?.focus();
    }
  };

  const onMenuBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex((open) => (open === index ? null : open));
  };

  return (
    <>
      {/* Keeps the page from jumping when the bar leaves the flow. */}
      {fixed && <div className="nav-spacer" aria-hidden="true" />}
      <nav aria-label="Main" className={`site-nav${blue ? ' site-nav--blue' : ''}${fixed ? ' site-nav--fixed' : ''}`} data-fixed={fixed}>
        <div className="container nav-inner">
          <Link href="/" className="nav-home" aria-label="Home">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
            </svg>
          </Link>
          <ul className="nav-menus">
            {mainMenus.map((menu, index) => (
              <li
                key={menu.label}
                className={`nav-menu${menu.backgroundColor === 'dark' ? ' nav-menu--dark' : ''}`}
                onPointerEnter={openByHover(index)}
                onPointerLeave={closeByHover(index)}
                onBlur={onMenuBlur(index)}
              >
                <button
                  type="button"
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  aria-expanded={openIndex === index}
                  aria-controls={`nav-menu-${index}`}
                  onClick={onButtonClick(index)}
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
