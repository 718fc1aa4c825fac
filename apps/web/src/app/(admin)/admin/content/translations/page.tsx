import { sitePaths } from '@vtrans/contracts/site-paths';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { DataTable } from '@/components/lists/data-table';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishPages } from '@/lib/editions';
import { translationStates } from '@/lib/translation-states';
import { translationStatesData } from '@/server/domain/restricted/translations';

export const metadata: Metadata = { title: 'Spanish pages', description: 'Each page’s Spanish version, and which are behind their English.' };

/**
 * Staff's list of the pages' Spanish versions (issue 62): behind first (the English changed since),
 * then missing, then current; each links to its editor. Pages the team wrote in the code (the
 * Spanish home) are listed apart: they are changed with the code.
 */
export default async function TranslationsPage() {
  const rows = (await translationStatesData()).filter((row) => !spanishPages.has(row.route));
  const order = { behind: 0, missing: 1, current: 2 } as const;
  const sorted = [...rows].sort((a, b) => order[a.state] - order[b.state] || a.route.localeCompare(b.route));
  const count = (state: keyof typeof order) => rows.filter((row) => row.state === state).length;
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/content?kind=pages">Content: page text</Link>
      </p>
      <h1>Spanish pages</h1>
      <p>
        A page’s Spanish version says one version of its English. When the English is published again, the Spanish is <strong>behind</strong>: readers of its
        /es address are told so, with a link to the English, and search engines are no longer told it is the same page, until you update it or confirm it still
        says the same. A page with no Spanish version tells readers so in Spanish, with the telephone line and its interpreters.
      </p>
      <p>
        {count('behind')} behind, {count('missing')} without Spanish, {count('current')} current.
      </p>
      <DataTable
        label="Pages by the state of their Spanish"
        caption={`${rows.length} pages: behind first, then without Spanish, then current`}
        rows={sorted}
        rowKey={(row) => row.itemId}
        empty="No pages."
        columns={[
          { header: 'Page', cell: (row) => <Link href={sitePaths.translation(row.itemId)}>{row.title}</Link> },
          { header: 'Spanish address', cell: (row) => spanishPathOf(row.route) },
          { header: 'Spanish', cell: (row) => translationStates[row.state] },
          {
            header: 'Last written',
            cell: (row) =>
              row.updatedAt ? (
                <>
                  <time dateTime={row.updatedAt.toISOString()}>{virginiaDateTime(row.updatedAt)}</time> by {row.translator ?? 'a former user'}
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <h2>Written in the code</h2>
      <ul>
        {[...spanishPages].map(([english, page]) => (
          <li key={english}>
            <a href={spanishPathOf(english)}>{page.title}</a> ({spanishPathOf(english)})
          </li>
        ))}
      </ul>
    </div>
  );
}
