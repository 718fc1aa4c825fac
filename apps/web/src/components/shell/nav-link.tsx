'use client';

import Link from 'next/link';
import type { MouseEvent } from 'react';
import type { NavLink } from './navigation';

/**
 * One menu entry: an internal link, an external link (new tab), or a disabled label — with its
 * badge. `onDesktopOnly` replaces navigation for desktop-only pages when on a small screen.
 */
export function NavEntry({ item, onDesktopOnly }: { item: NavLink; onDesktopOnly?: (event: MouseEvent) => void }) {
  // The comma is heard, not seen: the link reads "Our Vision, Updated" rather than "Our VisionUpdated" (issue 35).
  const badge = item.tag && (
    <>
      <span className="visually-hidden">,</span>
      <span className={`nav-tag nav-tag--${item.tag}`}>{item.tag === 'new' ? 'New' : 'Updated'}</span>
    </>
  );
  if (item.disabled) {
    return (
      <span className="nav-disabled" aria-disabled="true">
        {item.label} <span className="visually-hidden">(not available yet)</span>
        {badge}
      </span>
    );
  }
  if (item.type === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" data-nav-item>
        {item.label} <span className="visually-hidden">(opens in a new tab)</span>
        {badge}
      </a>
    );
  }
  return (
    <Link href={item.href} data-nav-item onClick={item.desktopOnly ? onDesktopOnly : undefined}>
      {item.label}
      {badge}
    </Link>
  );
}
