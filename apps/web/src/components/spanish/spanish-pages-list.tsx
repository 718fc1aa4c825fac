import Link from 'next/link';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishPages } from '@/lib/editions';
import { spanishTranslatedRoutes } from '@/server/domain/translations';

/**
 * The pages there are in Spanish, by title: where a reader of the Spanish edition can go next —
 * the team's, then staff's translations (a page behind its English is still listed: it says so).
 */
export async function SpanishPagesList() {
  const translated = (await spanishTranslatedRoutes()).filter((page) => !spanishPages.has(page.route));
  const pages = [...[...spanishPages].map(([route, page]) => ({ route, title: page.title })), ...translated];
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.route}>
          <Link href={spanishPathOf(page.route)}>{page.title}</Link>
        </li>
      ))}
    </ul>
  );
}
