import { sitePaths } from '@vtrans/contracts/site-paths';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { DataTable } from '@/components/lists/data-table';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishWhereOf, type TranslatableKind, translatable } from '@vtrans/contracts/translatable';
import { spanishPages } from '@/lib/editions';
import { translationStates } from '@/lib/translation-states';
import { translationStatesData } from '@/server/domain/restricted/translations';

export const metadata: Metadata = {
  title: 'Spanish versions',
  description: 'The Spanish version of each page, meeting, event, program update, question and announcement, and which are behind their English.',
};

type Row = Awaited<ReturnType<typeof translationStatesData>>[number];
const order = { behind: 0, missing: 1, current: 2 } as const;
const byState = (rows: Row[]) => [...rows].sort((a, b) => order[a.state] - order[b.state] || a.route.localeCompare(b.route));
const count = (rows: Row[], state: keyof typeof order) => rows.filter((row) => row.state === state).length;

/** One kind's items by the state of their Spanish, each linking to its editor. */
function StatesTable({ label, kind, rows }: { label: string; kind: TranslatableKind; rows: Row[] }) {
  const { noun, plural } = translatable[kind];
  return (
    <DataTable
      label={label}
      caption={`${rows.length} ${rows.length === 1 ? noun : plural}: behind first, then without Spanish, then current`}
      rows={byState(rows)}
      rowKey={(row) => row.itemId}
      empty={`No ${plural}.`}
      columns={[
        { header: 'Title', cell: (row) => <Link href={sitePaths.translation(row.itemId)}>{row.title}</Link> },
        { header: 'Spanish address', cell: (row) => spanishWhereOf(row.kind, row.route) },
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
  );
}

/** Each kind's section: its heading, what its Spanish does for readers (pages': the page's own opening), and the rows it lists. */
const sections: { kind: TranslatableKind; heading: string; about?: string }[] = [
  { kind: 'pages', heading: 'Pages' },
  {
    kind: 'meetings',
    heading: 'Meetings',
    about:
      'The Spanish meetings page lists the meetings still to come, with their times in Spanish. A meeting’s title and intro show in Spanish once you write them; until then they show in English, marked as English. When the English meeting is published again, its Spanish is behind and readers are told so.',
  },
  {
    kind: 'events',
    heading: 'Events',
    about:
      'Events on the calendar are listed on the Spanish meetings page too, until their day has passed. An event that stands for a meeting shows the meeting’s Spanish when it has some; any other shows its own title and description in Spanish once you write them, and in English, marked as English, until then.',
  },
  {
    kind: 'updates',
    heading: 'Program updates',
    about:
      'The Spanish list of program updates shows each one’s title and intro in Spanish once you write them, and its own Spanish page; until then the list shows it in English, marked as English, and its Spanish address says it is not in Spanish yet.',
  },
  {
    kind: 'faqs',
    heading: 'Frequently asked questions',
    about:
      'The Spanish questions page shows each question’s topic, question and answer in Spanish once you write them; until then it shows them in English, marked as English.',
  },
  {
    kind: 'announcements',
    heading: 'Announcements',
    about:
      'An announcement shows above the Spanish version of each page it shows on, while it shows: in Spanish once you write it, and in English, marked as English, until then.',
  },
];

/**
 * Staff's list of the Spanish versions (issue 62), a section per kind (contracts/translatable.ts),
 * each behind first (the English published since), then missing, then current, each row linking to
 * its editor. Pages the team wrote in the code (the Spanish home) are listed apart: they are
 * changed with the code.
 */
export default async function TranslationsPage() {
  const states = await translationStatesData();
  // The pages the team wrote in the code are listed apart, below.
  const rowsOf = (kind: TranslatableKind) => states.filter((row) => row.kind === kind && !(kind === 'pages' && spanishPages.has(row.route)));
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/content?kind=pages">Content: page text</Link>
      </p>
      <h1>Spanish versions</h1>
      <p>
        Each Spanish version says one version of its English. When the English is published again, the Spanish is <strong>behind</strong>: readers of it are
        told so, with a link to the English, until you update it or confirm it still says the same; for a page or a program update, search engines are also no
        longer told it is the same page. A page with no Spanish version tells readers so in Spanish, with the telephone line and its interpreters.
      </p>
      {sections.map(({ kind, heading, about }) => {
        const rows = rowsOf(kind);
        return (
          <section key={kind} aria-labelledby={`spanish-${kind}`}>
            <h2 id={`spanish-${kind}`}>{heading}</h2>
            {about && <p>{about}</p>}
            <p>
              {heading}: {count(rows, 'behind')} behind, {count(rows, 'missing')} without Spanish, {count(rows, 'current')} current.
            </p>
            <StatesTable label={`${heading} by the state of their Spanish`} kind={kind} rows={rows} />
          </section>
        );
      })}
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
