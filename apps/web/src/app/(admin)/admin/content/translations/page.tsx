import { sitePaths } from '@vtrans/contracts/site-paths';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { DataTable } from '@/components/lists/data-table';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishAddressOf } from '@vtrans/contracts/translatable';
import { spanishPages } from '@/lib/editions';
import { translationStates } from '@/lib/translation-states';
import { translationStatesData } from '@/server/domain/restricted/translations';

export const metadata: Metadata = {
  title: 'Spanish versions',
  description: 'The Spanish version of each page, meeting, event, program update and question, and which are behind their English.',
};

type Row = Awaited<ReturnType<typeof translationStatesData>>[number];
const order = { behind: 0, missing: 1, current: 2 } as const;
const byState = (rows: Row[]) => [...rows].sort((a, b) => order[a.state] - order[b.state] || a.route.localeCompare(b.route));
const count = (rows: Row[], state: keyof typeof order) => rows.filter((row) => row.state === state).length;

/** One kind's items by the state of their Spanish, each linking to its editor. */
function StatesTable({ label, noun, rows }: { label: string; noun: string; rows: Row[] }) {
  return (
    <DataTable
      label={label}
      caption={`${rows.length} ${noun}: behind first, then without Spanish, then current`}
      rows={byState(rows)}
      rowKey={(row) => row.itemId}
      empty={`No ${noun}.`}
      columns={[
        { header: 'Title', cell: (row) => <Link href={sitePaths.translation(row.itemId)}>{row.title}</Link> },
        { header: 'Spanish address', cell: (row) => spanishAddressOf(row.kind, row.route) },
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

/**
 * Staff's list of the Spanish versions of pages, meetings, events, program updates and questions (issue 62): behind first (the English
 * changed since), then missing, then current; each links to its editor. Pages the team wrote in the
 * code (the Spanish home) are listed apart: they are changed with the code.
 */
export default async function TranslationsPage() {
  const states = await translationStatesData();
  const pages = states.filter((row) => row.kind === 'pages' && !spanishPages.has(row.route));
  const meetings = states.filter((row) => row.kind === 'meetings');
  const events = states.filter((row) => row.kind === 'events');
  const updates = states.filter((row) => row.kind === 'updates');
  const faqs = states.filter((row) => row.kind === 'faqs');
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/content?kind=pages">Content: page text</Link>
      </p>
      <h1>Spanish versions</h1>
      <p>
        A page’s Spanish version says one version of its English. When the English is published again, the Spanish is <strong>behind</strong>: readers of its
        /es address are told so, with a link to the English, and search engines are no longer told it is the same page, until you update it or confirm it still
        says the same. A page with no Spanish version tells readers so in Spanish, with the telephone line and its interpreters.
      </p>
      <h2>Pages</h2>
      <p>
        Pages: {count(pages, 'behind')} behind, {count(pages, 'missing')} without Spanish, {count(pages, 'current')} current.
      </p>
      <StatesTable label="Pages by the state of their Spanish" noun="pages" rows={pages} />
      <h2>Meetings</h2>
      <p>
        The Spanish meetings page lists the meetings still to come, with their times in Spanish. A meeting’s title and intro show in Spanish once you write
        them; until then they show in English, marked as English. When the English meeting is published again, its Spanish is behind and readers are told so.
      </p>
      <p>
        Meetings: {count(meetings, 'behind')} behind, {count(meetings, 'missing')} without Spanish, {count(meetings, 'current')} current.
      </p>
      <StatesTable label="Meetings by the state of their Spanish" noun="meetings" rows={meetings} />
      <h2>Events</h2>
      <p>
        Events on the calendar are listed on the Spanish meetings page too, until they start. An event that stands for a meeting shows the meeting’s Spanish
        when it has some; any other shows its own title and description in Spanish once you write them, and in English, marked as English, until then.
      </p>
      <p>
        Events: {count(events, 'behind')} behind, {count(events, 'missing')} without Spanish, {count(events, 'current')} current.
      </p>
      <StatesTable label="Events by the state of their Spanish" noun="events" rows={events} />
      <h2>Program updates</h2>
      <p>
        The Spanish list of program updates shows each one’s title and intro in Spanish once you write them, and its own Spanish page; until then the list shows
        it in English, marked as English, and its Spanish address says it is not in Spanish yet.
      </p>
      <p>
        Program updates: {count(updates, 'behind')} behind, {count(updates, 'missing')} without Spanish, {count(updates, 'current')} current.
      </p>
      <StatesTable label="Program updates by the state of their Spanish" noun="program updates" rows={updates} />
      <h2>Frequently asked questions</h2>
      <p>
        The Spanish questions page shows each question’s topic, question and answer in Spanish once you write them; until then it shows them in English, marked
        as English.
      </p>
      <p>
        Questions: {count(faqs, 'behind')} behind, {count(faqs, 'missing')} without Spanish, {count(faqs, 'current')} current.
      </p>
      <StatesTable label="Questions by the state of their Spanish" noun="questions" rows={faqs} />
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
