import { calendarDayWords, virginiaDateTime } from '@vtrans/contracts/dates';
import { synonymLine } from '@vtrans/contracts/search-synonyms';
import { SEARCH_INSIGHT_MIN_SEARCHES, SEARCH_INSIGHT_WEEKS } from '@vtrans/contracts/search';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchSynonymsForm } from '@/components/search-synonyms-form';
import { searchInsightsData, synonymGroupsData } from '@/server/domain/restricted/search';
import { DataTable } from '@/components/lists/data-table';

export const metadata: Metadata = { title: 'Site search settings', description: 'The names site search treats as one, and what people search for.' };

/** A week's Monday as a reader says it. */
const weekOf = (monday: string) => calendarDayWords('day', monday);

const searchLink = (query: string) => `/search?${new URLSearchParams({ searchString: query })}`;

function QueryTable({ caption, rows }: { caption: string; rows: { query: string; searches: number }[] }) {
  return (
    <DataTable
      label={caption}
      caption={caption}
      rows={rows}
      rowKey={(row) => row.query}
      empty={`${caption}: none.`}
      columns={[
        { header: 'Query', cell: (row) => <Link href={searchLink(row.query)}>{row.query}</Link> },
        { header: 'Searches', numeric: true, cell: (row) => row.searches },
      ]}
    />
  );
}

export default async function AdminSearchPage() {
  const [{ groups, version, changes }, weeks] = await Promise.all([synonymGroupsData(), searchInsightsData()]);
  return (
    <div className="container content-page">
      <h1>Site search settings</h1>
      <h2>Synonyms and abbreviations</h2>
      <p>
        People write one road, agency or program many ways. Site search reads each query with these groups, so a change takes effect with the next search;
        nothing is indexed again.
      </p>
      <SearchSynonymsForm text={groups.map(synonymLine).join('\n')} version={version} />
      <h3>Changes</h3>
      {changes.length === 0 ? (
        <p>No one has changed the list since the site was installed.</p>
      ) : (
        <ul className="item-list">
          {changes.map((change) => (
            <li key={change.id}>
              {virginiaDateTime(change.at)}, {change.by || 'someone no longer on staff'}:{' '}
              {!change.known
                ? 'saved the list (what changed was not recorded then).'
                : change.added.length + change.removed.length === 0
                  ? 'saved it unchanged.'
                  : [
                      change.added.length ? `added ${change.added.map((group) => `“${group}”`).join(', ')}` : '',
                      change.removed.length ? `took out ${change.removed.map((group) => `“${group}”`).join(', ')}` : '',
                    ]
                      .filter(Boolean)
                      .join('; ') + '.'}
            </li>
          ))}
        </ul>
      )}
      <h2>What people search for</h2>
      <p>
        Searches are counted by week (Monday to Sunday, Virginia time), with whether they found anything. A query’s words are kept, and listed here, only once
        it has been searched {SEARCH_INSIGHT_MIN_SEARCHES} times in a week; rarer ones are only counted in the week’s total. Anything that looks like an e-mail
        address or a phone number is never kept, not even counted. Nothing about who searched is kept: no address, no session, no time. Weeks older than{' '}
        {SEARCH_INSIGHT_WEEKS} are deleted.
      </p>
      {weeks.length === 0 && <p>No searches yet.</p>}
      {weeks.map((week) => (
        <section key={week.week} aria-labelledby={`week-${week.week}`}>
          <h3 id={`week-${week.week}`}>
            Week of {weekOf(week.week)}: {week.searches} search{week.searches === 1 ? '' : 'es'}
          </h3>
          <QueryTable caption="Most searched" rows={week.top} />
          <QueryTable caption="Found nothing" rows={week.foundNothing} />
        </section>
      ))}
    </div>
  );
}
