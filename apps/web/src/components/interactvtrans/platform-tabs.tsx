import type { Language } from '@vtrans/contracts/languages';
import Link from 'next/link';

type Tab = { href: string; label: string; hrefLang?: 'en' };

const tabs: Record<Language, readonly Tab[]> = {
  en: [
    { href: '/interactvtrans/map-explorer', label: 'Map explorer' },
    { href: '/interactvtrans/data-explorer', label: 'Data explorer' },
    { href: '/interactvtrans/comments', label: 'Public comments' },
    { href: '/interactvtrans/available-datasets', label: 'Available datasets' },
    { href: '/interactvtrans/tutorials/map-explorer', label: 'Map tutorial' },
    { href: '/interactvtrans/tutorials/data-explorer', label: 'Data tutorial' },
  ],
  // The tools in Spanish, then those only in English, which their names say (issue 62).
  es: [
    { href: '/es/interactvtrans/map-explorer', label: 'Explorador de mapas' },
    { href: '/es/interactvtrans/comments', label: 'Comentarios del público' },
    { href: '/es/interactvtrans/comments/new', label: 'Comentar sobre un lugar' },
    { href: '/interactvtrans/data-explorer', label: 'Explorador de datos (en inglés)', hrefLang: 'en' },
    { href: '/interactvtrans/available-datasets', label: 'Conjuntos de datos (en inglés)', hrefLang: 'en' },
  ],
};

/** The InteractVTrans platform's own navigation, shown on its tabs (the site banner is hidden there), in the page's edition. */
export function PlatformTabs({ current, language = 'en' }: { current: string; language?: Language }) {
  return (
    <nav className="platform-tabs" aria-label="InteractVTrans">
      <ul>
        {tabs[language].map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} hrefLang={tab.hrefLang} aria-current={tab.href === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
