'use client';

import Link from 'next/link';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { NavEntry } from './nav-link';
import { commentOnAPlace, desktopOnlyMessage, mainMenus, secondaryLinks } from './navigation';

/**
 * The open drawer (MobileDrawer holds whether it is open, and the Menu button): the main menus,
 * each opening its submenu with a back button, and the secondary links, as a modal dialog that
 * keeps focus inside it. Its code is fetched the first time the drawer opens, not with every page.
 */
export default function DrawerPanel({ onClose }: { onClose: () => void }) {
  const [submenu, setSubmenu] = useState<number | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const drawer = useRef<HTMLDivElement>(null);

  const onDesktopOnly = (event: MouseEvent) => {
    event.preventDefault();
    setWarning(desktopOnlyMessage);
  };

  const showSubmenu = (index: number | null) => {
    setWarning(null);
    setSubmenu(index);
  };

  // Each view starts with focus on its first control.
  useEffect(() => {
    drawer.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [submenu]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Tab') keepFocusInside(event);
  };

  const keepFocusInside = (event: KeyboardEvent) => {
    const controls = Array.from(drawer.current?.querySelectorAll<HTMLElement>('a[href], button') ?? []).filter((control) => !control.closest('[hidden]'));
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && (document.activeElement === first || document.activeElement === drawer.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const menu = submenu === null ? null : mainMenus[submenu];
  return (
    <div id="mobile-drawer" ref={drawer} className="drawer" role="dialog" aria-modal="true" aria-label="Site menu" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="drawer-bar">
        {menu ? (
          <button type="button" className="drawer-back" onClick={() => showSubmenu(null)}>
            ‹ Back
          </button>
        ) : (
          <Link href="/" className="drawer-home">
            Home
          </Link>
        )}
        <button type="button" className="drawer-close" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="drawer-warning" role="alert" hidden={!warning}>
        {warning}
      </p>
      {/* Leads the drawer's first view, and follows a desktop-only warning as the way that works here. */}
      {(!menu || warning) && (
        <p className="drawer-action">
          <Link href={commentOnAPlace.href}>{commentOnAPlace.label}</Link>
          {warning && ' works on a phone.'}
        </p>
      )}
      {menu ? (
        <div className="drawer-submenu">
          <h2 className="drawer-heading">{menu.label}</h2>
          <ul>
            {menu.menuItems.map((item) =>
              item.type === 'group' ? (
                <li key={item.label}>
                  <span className="nav-group-label">{item.label}</span>
                  <ul>
                    {item.groupItems.map((child) => (
                      <li key={child.href}>
                        <NavEntry item={child} onDesktopOnly={onDesktopOnly} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <NavEntry item={item} onDesktopOnly={onDesktopOnly} />
                </li>
              ),
            )}
          </ul>
        </div>
      ) : (
        <ul className="drawer-menus">
          {mainMenus.map((item, index) => (
            <li key={item.label}>
              <button type="button" onClick={() => showSubmenu(index)}>
                {item.label} <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="drawer-secondary" aria-label="More links">
        {secondaryLinks.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
