'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { WhenLazyFails } from './when-lazy-fails';

// The open drawer's code comes the first time it opens: most visits, and every wide screen, never
// open it. React's lazy, as the accessibility notice's dialog (not next/dynamic, whose own code
// would cost more than this saves).
const DrawerPanel = lazy(() => import('./drawer-panel'));

/**
 * The small-screen menu (spec §2, §4 'Mobile drawer': open, close, submenu selected, back): the
 * Menu button, and the drawer it opens (DrawerPanel): the main menus, each opening its submenu
 * with a back button, and the secondary links. A desktop-only page's warning is written inside the
 * drawer, under its Back and Close row: a toast over the full-width drawer would cover those
 * controls.
 *
 * It is a modal dialog, so focus stays inside it: Tab from its last control comes back to its first
 * and Shift+Tab the other way, and a click on the drawer's background leaves focus on the drawer
 * itself, until Close or Escape hands focus back to the Menu button. Under its Home and Close bar
 * it leads with "Comment on a place", which works on a phone whatever the menus say (issue 58).
 */
export function MobileDrawer() {
  const path = usePathname();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  // Navigating closes the drawer (React's pattern for resetting state when a prop changes).
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    setOpen(false);
  }

  return (
    <>
      <button ref={toggle} type="button" className="nav-drawer-toggle" aria-expanded={open} aria-controls="mobile-drawer" onClick={() => setOpen(true)}>
        Menu
      </button>
      {open && (
        <WhenLazyFails onError={close}>
          <Suspense>
            <DrawerPanel onClose={close} />
          </Suspense>
        </WhenLazyFails>
      )}
    </>
  );
}
