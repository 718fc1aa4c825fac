import Link from 'next/link';

const tabs = [
  { href: '/interactvtrans/map-explorer', label: 'Map explorer' },
  { href: '/interactvtrans/data-explorer', label: 'Data explorer' },
  { href: '/interactvtrans/comments', label: 'Public comments' },
  { href: '/interactvtrans/available-datasets', label: 'Available datasets' },
  { href: '/interactvtrans/tutorials/map-explorer', label: 'Map tutorial' },
  { href: '/interactvtrans/tutorials/data-explorer', label: 'Data tutorial' },
];

/** The InteractVTrans platform's own navigation, shown on its tabs (the site banner is hidden there). */
export function PlatformTabs({ current }: { current: string }) {
  return (
    <nav className="platform-tabs" aria-label="InteractVTrans">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={tab.href === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
