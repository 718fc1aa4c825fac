import Link from 'next/link';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishPages } from '@/lib/editions';

/** The pages there are in Spanish, by title: where a reader of the Spanish edition can go next. */
export function SpanishPagesList() {
  return (
    <ul>
      {[...spanishPages].map(([englishPath, page]) => (
        <li key={englishPath}>
          <Link href={spanishPathOf(englishPath)}>{page.title}</Link>
        </li>
      ))}
    </ul>
  );
}
